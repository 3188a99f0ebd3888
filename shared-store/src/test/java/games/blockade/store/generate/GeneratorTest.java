package games.blockade.store.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.store.PileGame;
import games.blockade.store.StoreFixture;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.model.GameState;
import games.blockade.store.repository.ArchiveEntry;
import games.blockade.store.repository.ArchiveFilter;
import games.blockade.store.repository.ArchiveQueries;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.NewGame;
import games.blockade.store.repository.PlayerRecord;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class GeneratorTest {

    private static long count(Store store, String sql) {
        return store.inTransaction(em -> ((Number) em.createNativeQuery(sql).getSingleResult()).longValue());
    }

    /** Generated games are stored as played games are: they replay, list, rate and leave room for new games. */
    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void generatedGamesAreOrdinaryStoredGames(TestDatabase database) throws Exception {
        try (Store store = database.open(2)) {
            new Generator(new Generator.Options(240, 30, List.of(PileGame.ID), 7), StoreFixture.CATALOG)
                    .fill(store.dataSource());

            assertEquals(240, count(store, "select count(*) from game"));
            assertEquals(480, count(store, "select count(*) from seat where score is not null"));
            assertEquals(480, count(store, "select count(*) from rating_change"));
            assertEquals(480, count(store, "select sum(games) from rating"));
            GameRepository games = StoreFixture.games(store, Clock.systemUTC());
            for (long id : List.of(1L, 120L, 240L)) {
                GameView game = games.find(id).orElseThrow();
                assertEquals(GameState.FINISHED, game.state());
                assertTrue(game.game().isOver());
                assertEquals(game.plyCount(), game.plyTimes().size());
            }
            ArchiveEntry newest = new ArchiveQueries(store).archive(ArchiveFilter.all(), Optional.empty(), 1)
                    .items().get(0);
            assertEquals(240, newest.gameId());
            PlayerRecord busiest = new ArchiveQueries(store).record(1, PileGame.ID);
            assertTrue(busiest.games() > 0);
            long next = games.create(NewGame.of(PileGame.ID, "standard", Side.ONE, 1, 2, false)).id();
            assertEquals(241, next, "the id sequence continues after the generated games");
            SQLException again = assertThrows(SQLException.class, () -> new Generator(
                    new Generator.Options(10, 5, List.of(PileGame.ID), 7), StoreFixture.CATALOG)
                    .fill(store.dataSource()));
            assertEquals("the generator fills an empty database; this one has games", again.getMessage());
        }
    }

    @org.junit.jupiter.api.Test
    void optionsAreCheckedWithClearErrors() {
        assertEquals("--games needs a whole number, not 'many'",
                assertThrows(Rejection.class, () -> Generator.parse(new String[] {"--games", "many"})).getMessage());
        assertEquals("unknown option --size; options: --games N --players N --kinds a,b --seed N",
                assertThrows(Rejection.class, () -> Generator.parse(new String[] {"--size", "3"})).getMessage());
        assertEquals("unknown game 'chess'; games: " + String.join(", ",
                        games.blockade.rules.Games.all().stream().map(r -> r.id()).toList()),
                assertThrows(Rejection.class, () -> new Generator(Generator.parse(new String[] {"--kinds", "chess"}),
                        games.blockade.store.repository.GameCatalog.registered())).getMessage());
    }
}
