package games.blockade.store.carry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Side;
import games.blockade.store.StoreFixture;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.model.Challenge;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.NewGame;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A store of the H2 days (test resource {@code legacy/blockade.mv.db}, see its README) carried over
 * to SQLite at the first start: every row of every table, every game replaying as before, the
 * numbering going on after the last game and challenge, and the old file kept aside.
 */
class H2CarryOverTest {

    /** Rows per table in the H2 store, counted there with H2's own shell. */
    private static final Map<String, Long> ROWS = rows();

    private static Map<String, Long> rows() {
        Map<String, Long> rows = new LinkedHashMap<>();
        rows.put("player", 6L);
        rows.put("retreat_match", 1L);
        rows.put("game", 16L);
        rows.put("ply", 26L);
        rows.put("seat", 32L);
        rows.put("retreat_round", 2L);
        rows.put("dice_commitment", 2L);
        rows.put("rating", 19L);
        rows.put("rating_change", 18L);
        rows.put("challenge", 18L);
        rows.put("draw_offer", 2L);
        rows.put("component", 1133L);
        rows.put("computer_seat", 1L);
        rows.put("clock_notice", 4L);
        return rows;
    }

    @Test
    void theFirstStartCarriesEveryTableAndEveryGameOver() throws Exception {
        Path sqlite = TestDatabase.sqliteFile();
        Path legacy = H2CarryOver.legacyOf(sqlite);
        copyFixture(legacy);

        try (Store store = Store.open(StoreSettings.sqlite(sqlite))) {
            for (Map.Entry<String, Long> table : ROWS.entrySet()) {
                assertEquals(table.getValue(), count(store, table.getKey()), table.getKey());
            }
            GameRepository games = StoreFixture.games(store, Clock.systemUTC());
            for (long id = 1; id <= 16; id++) {
                GameView game = games.find(id).orElseThrow();
                assertEquals(game.plyCount(), game.game().plies().size(), "game " + id + " replays");
            }
            GameView walls = games.find(3).orElseThrow();
            assertEquals("bases", walls.game().outcome().orElseThrow().reason());
            assertEquals(66, walls.plyCount());
            GameView inPlay = games.find(10).orElseThrow();
            assertEquals("backgammon", inPlay.kind());
            assertEquals(8, inPlay.plyCount());
            assertEquals(Instant.parse("2026-11-01T10:00:00Z"), games.find(1).orElseThrow().createdAt(),
                    "times keep their instant");
            List<Challenge.State> states = store.read(em -> em.createQuery(
                    "select c.state from Challenge c order by c.id", Challenge.State.class).getResultList());
            assertEquals(List.of(Challenge.State.OPEN, Challenge.State.OPEN, Challenge.State.DECLINED,
                    Challenge.State.WITHDRAWN), states.subList(14, 18));
            long active = store.read(em -> em.createQuery("select count(g) from StoredGame g"
                    + " where g.state = games.blockade.store.model.GameState.ACTIVE", Long.class).getSingleResult());
            assertEquals(7, active, "games in play");
            // Dee won game 5 (walls) by resignation: 1500 to 1662, as the bot announced it then.
            double dee = store.read(em -> ((Number) em.createNativeQuery("select r.rating from rating r join player p"
                    + " on p.id = r.player_id where p.display_name = 'Dee' and r.game_kind = 'walls'")
                    .getSingleResult()).doubleValue());
            assertEquals(1662, Math.round(dee));

            long one = StoreFixture.newPlayer(store, "after").id();
            long two = StoreFixture.newPlayer(store, "carrying").id();
            assertEquals(17, games.create(NewGame.of("retreat", "standard", Side.ONE, one, two, false)).id(),
                    "numbers go on after the carried games");
        }
        assertFalse(Files.exists(legacy), "the H2 file is put aside");
        assertTrue(Files.exists(legacy.resolveSibling("blockade.mv.db.carried-over")));
    }

    @Test
    void aCarryOverCutShortIsDoneAgainAndAStoreAlreadyCarriedIsLeftAlone() throws IOException {
        Path sqlite = TestDatabase.sqliteFile();
        Path legacy = H2CarryOver.legacyOf(sqlite);
        copyFixture(legacy);
        // What a process killed while carrying over leaves behind.
        Files.writeString(sqlite.resolveSibling("blockade.db.carrying"), "half a store");

        try (Store store = Store.open(StoreSettings.sqlite(sqlite))) {
            assertEquals(16, count(store, "game"));
        }
        copyFixture(legacy);
        try (Store store = Store.open(StoreSettings.sqlite(sqlite))) {
            assertEquals(16, count(store, "game"), "a second H2 file beside a store is not carried over");
        }
        assertTrue(Files.exists(legacy), "and is left where it is");
        assertFalse(Files.exists(sqlite.resolveSibling("blockade.db.carrying")));
    }

    private static void copyFixture(Path to) throws IOException {
        try (InputStream fixture = H2CarryOverTest.class.getResourceAsStream("/legacy/blockade.mv.db")) {
            Files.copy(fixture, to, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static long count(Store store, String table) {
        return store.read(em -> ((Number) em.createNativeQuery("select count(*) from " + table).getSingleResult())
                .longValue());
    }
}
