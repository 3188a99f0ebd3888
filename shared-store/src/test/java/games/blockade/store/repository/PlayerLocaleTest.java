package games.blockade.store.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Side;
import games.blockade.store.PileGame;
import games.blockade.store.StoreFixture;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.model.Player;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The language a person's client was last seen in is kept with the player, and read for their games. */
class PlayerLocaleTest {

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aPlayersLanguageIsKeptAndReadForTheirGame(TestDatabase database) throws Exception {
        Store store = StoreFixture.shared(database);
        PlayerRepository players = new PlayerRepository(store, StoreFixture.fixedClock());
        GameRepository games = StoreFixture.games(store, StoreFixture.fixedClock());
        Player computer = StoreFixture.newPlayer(store, "Umpire");
        Player ola = players.register(StoreFixture.newPlayer(store, "Ola").discordId(), "Ola", Optional.empty(),
                Optional.of("pl"));
        long game = games.create(NewGame.of(PileGame.ID, "standard", Side.ONE, computer.id(), ola.id(), false)).id();

        // The computer's seat was never seen: the game speaks its person's language.
        assertEquals(List.of("pl"), players.localesIn(game));
        assertTrue(players.heard(ola.discordId(), "pt-BR"));
        assertEquals(List.of("pt-BR"), players.localesIn(game));
        assertFalse(players.heard(ola.discordId() + 1_000_000_007L, "de"), "nobody of that id plays here");
    }
}
