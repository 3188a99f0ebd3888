package games.blockade.store.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Ply;
import games.blockade.rules.Rejection;
import games.blockade.rules.backgammon.DiceAudit;
import games.blockade.rules.backgammon.Variant;
import games.blockade.store.model.DiceCommitment;
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
import java.time.Instant;
import java.util.HexFormat;
import java.util.Locale;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class GeneratorTest {

    private static long count(Store store, String sql) {
        return store.inTransaction(em -> ((Number) em.createNativeQuery(sql).getSingleResult()).longValue());
    }

    private static final Instant END = Instant.parse("2026-11-21T12:00:00Z");

    /** Generated games are stored as played games are: they replay, list, rate and leave room for new games. */
    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void generatedGamesAreOrdinaryStoredGames(TestDatabase database) throws Exception {
        try (Store store = database.open(2)) {
            new Generator(new Generator.Options(240, 30, List.of(PileGame.ID, "backgammon"), 7, 3, 12, END),
                    StoreFixture.CATALOG).fill(store.dataSource());

            assertEquals(252, count(store, "select count(*) from game"));
            assertEquals(480, count(store, "select count(*) from seat where score is not null"));
            assertEquals(24, count(store, "select count(*) from seat where finished_at is null"));
            assertEquals(480, count(store, "select count(*) from rating_change"));
            assertEquals(480, count(store, "select sum(games) from rating"));
            assertEquals(0, count(store, "select count(*) from seat s where not exists (select 1 from rating r"
                    + " where r.player_id = s.player_id and r.game_kind = s.game_kind)"), "every seat's player is rated");
            GameRepository games = StoreFixture.games(store, Clock.systemUTC());
            for (long id : List.of(1L, 120L, 240L)) {
                GameView game = games.find(id).orElseThrow();
                assertEquals(GameState.FINISHED, game.state());
                assertTrue(game.game().isOver());
                assertEquals(game.plyCount(), game.plyTimes().size());
                assertTrue(game.finishedAt().orElseThrow().isBefore(END.plusSeconds(1)));
            }
            for (long id = 241; id <= 252; id++) {
                GameView game = games.find(id).orElseThrow();
                assertEquals(GameState.ACTIVE, game.state());
                assertTrue(game.game().toMove().isPresent(), "a game in play waits for a side to move");
                assertEquals(game.plyCount(), game.game().plies().size());
                assertTrue(game.deadline().isPresent());
            }
            assertDiceAreTheCommittedSeeds(store, games);
            ArchiveEntry newest = new ArchiveQueries(store).archive(ArchiveFilter.all(), Optional.empty(), 1)
                    .items().get(0);
            assertEquals(240, newest.gameId());
            PlayerRecord busiest = new ArchiveQueries(store).record(1, PileGame.ID);
            assertTrue(busiest.games() > 0);
            long next = games.create(NewGame.of(PileGame.ID, "standard", Side.ONE, 1, 2, false)).id();
            assertEquals(253, next, "the id sequence continues after the generated games");
            SQLException again = assertThrows(SQLException.class, () -> new Generator(
                    new Generator.Options(10, 5, List.of(PileGame.ID), 7, 1, 0, END), StoreFixture.CATALOG)
                    .fill(store.dataSource()));
            assertEquals("the generator fills an empty database; this one has games", again.getMessage());
        }
    }

    /** Each backgammon game has a commitment, revealed once it ended, whose seed gives its recorded rolls. */
    private static void assertDiceAreTheCommittedSeeds(Store store, GameRepository games) throws Rejection {
        List<Object[]> rows = store.inTransaction(em -> em.createNativeQuery("select g.id, g.state, d.seed_sha256,"
                + " d.revealed_at from game g left join dice_commitment d on d.game_id = g.id"
                + " where g.game_kind = 'backgammon'", Object[].class).getResultList());
        assertFalse(rows.isEmpty());
        for (Object[] row : rows) {
            long id = ((Number) row[0]).longValue();
            assertNotNull(row[2], "game " + id + " has a dice commitment");
            assertEquals("FINISHED".equals(row[1]), row[3] != null, "revealed exactly when over: game " + id);
            DiceCommitment commitment = store.inTransaction(em -> em.find(DiceCommitment.class, id));
            GameView game = games.find(id).orElseThrow();
            DiceAudit.Report audit = DiceAudit.verify(HexFormat.of().formatHex(commitment.seed()),
                    commitment.seedSha256(), Variant.valueOf(game.preset().toUpperCase(Locale.ROOT)),
                    game.firstSide(), game.game().plies().stream().map(Ply::notation).toList());
            assertEquals("", audit.problem(), "game " + id);
        }
    }

    @org.junit.jupiter.api.Test
    void optionsAreCheckedWithClearErrors() {
        assertEquals("--games needs a whole number, not 'many'",
                assertThrows(Rejection.class, () -> Generator.parse(new String[] {"--games", "many"})).getMessage());
        assertEquals("unknown option --size; options: --games N --players N --kinds a,b --pool N --active N --seed N",
                assertThrows(Rejection.class, () -> Generator.parse(new String[] {"--size", "3"})).getMessage());
        assertEquals("unknown game 'chess'; games: " + String.join(", ",
                        games.blockade.rules.Games.all().stream().map(r -> r.id()).toList()),
                assertThrows(Rejection.class, () -> new Generator(Generator.parse(new String[] {"--kinds", "chess"}),
                        games.blockade.store.repository.GameCatalog.registered())).getMessage());
    }
}
