package games.blockade.store.backup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.store.StoreFixture;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.model.StoredGame;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.MoveOutcome;
import games.blockade.store.repository.NewGame;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A backup taken while games are being played is a whole store that opens and holds every game. */
class BackupTest {

    @Test
    void aBackupTakenWhilePlayersMoveIsRestoredWithEveryGameWhole() throws Exception {
        Path file = TestDatabase.sqliteFile();
        Path copy = file.resolveSibling("backups").resolve("blockade-copy.db");
        List<Long> before = new ArrayList<>();
        AtomicBoolean playing = new AtomicBoolean(true);
        AtomicInteger movesDuring = new AtomicInteger();
        long copied;
        try (Store store = Store.open(StoreSettings.sqlite(file))) {
            GameRepository games = StoreFixture.games(store, Clock.systemUTC());
            long one = StoreFixture.newPlayer(store, "one").id();
            long two = StoreFixture.newPlayer(store, "two").id();
            for (int i = 0; i < 30; i++) {
                GameView game = games.create(NewGame.of("retreat", "standard", Side.ONE, one, two, false));
                games.play(game.id(), one, "D2-3");
                before.add(game.id());
            }
            // Players go on moving in other games while the copy is made.
            Thread mover = new Thread(() -> {
                while (playing.get()) {
                    try {
                        GameView game = games.create(NewGame.of("retreat", "standard", Side.ONE, one, two, false));
                        if (games.play(game.id(), one, "D2-3") instanceof MoveOutcome.Applied) {
                            movesDuring.incrementAndGet();
                        }
                    } catch (Rejection e) {
                        throw new IllegalStateException(e);
                    }
                }
            });
            mover.start();
            Thread.sleep(50);
            copied = Backup.copy(file, copy);
            playing.set(false);
            mover.join();
        }
        assertTrue(movesDuring.get() > 0, "games were played during the backup");

        // Restoring is putting the copy where the store was, while nothing runs.
        Path restored = TestDatabase.sqliteFile();
        Files.copy(copy, restored);
        try (Store store = Store.open(StoreSettings.sqlite(restored))) {
            GameRepository games = StoreFixture.games(store, Clock.systemUTC());
            long count = store.read(em -> em.createQuery("select count(g) from StoredGame g", Long.class)
                    .getSingleResult());
            assertEquals(copied, count);
            assertTrue(count >= before.size());
            for (long id = 1; id <= count; id++) {
                long gameId = id;
                // A game caught between its creation and its first move has no ply yet; none is half written.
                int stored = store.read(em -> em.find(StoredGame.class, gameId).plyCount());
                GameView game = games.find(id).orElseThrow();
                assertEquals(stored, game.game().plies().size(), "game " + id + " is whole");
                assertEquals(before.contains(id) ? 1 : stored, stored, "game " + id);
            }
        }
    }

    @Test
    void aBackupNeverOverwritesAFileAndNeedsAStore() throws Exception {
        Path file = TestDatabase.sqliteFile();
        Store.open(StoreSettings.sqlite(file)).close();
        Path taken = file.resolveSibling("taken.db");
        Files.writeString(taken, "an earlier backup");

        IllegalArgumentException exists = assertThrows(IllegalArgumentException.class, () -> Backup.copy(file, taken));
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> Backup.copy(file.resolveSibling("none.db"), file.resolveSibling("copy.db")));

        assertEquals(taken + " exists already; choose another name for the copy", exists.getMessage());
        assertEquals("an earlier backup", Files.readString(taken));
        assertEquals("there is no store at " + file.resolveSibling("none.db"), none.getMessage());
    }
}
