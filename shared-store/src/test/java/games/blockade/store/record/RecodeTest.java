package games.blockade.store.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import games.blockade.rules.Ply;
import games.blockade.rules.Side;
import games.blockade.store.PileGame;
import games.blockade.store.StoreFixture;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.model.StoredGame;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.NewGame;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class RecodeTest {

    /** A record in the turn-index format is rewritten in the current one and reads as the same game. */
    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void oldRecordsAreRewrittenAndReadTheSame(TestDatabase database) throws Exception {
        try (Store store = database.open(2)) {
            GameRepository games = StoreFixture.games(store, Clock.systemUTC());
            long one = StoreFixture.newPlayer(store, "one").id();
            long two = StoreFixture.newPlayer(store, "two").id();
            long id = games.create(NewGame.of(PileGame.ID, "dice", Side.ONE, one, two, false)).id();
            games.apply(id, (game, stored) -> game.rollDice(index -> 3).play("3"));
            games.resign(id, two);
            // format 1: "d3" as text, then turn 2 of the turns after the roll
            store.inTransaction(em -> em.createNativeQuery("update game set record = ? where id = ?")
                    .setParameter(1, new byte[] {1, 5, 'd', '3', 4}).setParameter(2, id).executeUpdate());

            assertEquals(1, new Recode(StoreFixture.CATALOG).run(store.dataSource()));

            byte[] record = store.read(em -> em.find(StoredGame.class, id).record().orElseThrow());
            assertEquals(MoveCodec.FORMAT, record[0]);
            assertEquals(List.of("d3", "3"), games.find(id).orElseThrow().game().plies().stream()
                    .map(Ply::notation).toList());
            assertEquals(0, new Recode(StoreFixture.CATALOG).run(store.dataSource()), "nothing left to rewrite");
        }
    }
}
