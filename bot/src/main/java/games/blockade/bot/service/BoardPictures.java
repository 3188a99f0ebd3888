package games.blockade.bot.service;

import com.github.benmanes.caffeine.cache.AsyncCache;
import com.github.benmanes.caffeine.cache.Caffeine;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.picture.Pictures;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

/**
 * The pictures of boards, at the width chat previews show without shrinking. A board made in a
 * transaction (a move's) is drawn by the thread that made it while another commits the
 * transaction, which is mostly a wait for the disk's sync, so the picture costs the answer nothing
 * even when no second core is free; a board made outside one starts drawing on a thread of its
 * own at once. A board shown again (a second {@code board} command, a post the workers retry) is
 * not drawn again while it is kept. A picture depends on the game, its
 * number of plies, its ending, the side it is drawn for and the language of its words, and on
 * nothing that changes later.
 */
public final class BoardPictures {

    /** Boards kept: the latest of many games, each a few kilobytes. */
    private static final int KEPT = 512;

    private record Key(long gameId, int plies, Optional<Outcome> outcome, Optional<Side> viewer, Locale language) {
    }

    private final ExecutorService drawing;
    private final AsyncCache<Key, byte[]> drawn;
    private final Predicate<Runnable> besideCommit;

    /**
     * {@code besideCommit} has its work done while the calling thread's transaction commits, and
     * says whether there is one ({@code Store::whileCommitting}).
     */
    BoardPictures(Predicate<Runnable> besideCommit) {
        this.besideCommit = besideCommit;
        AtomicInteger count = new AtomicInteger();
        drawing = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors(), r -> {
            Thread thread = new Thread(r, "blockade-picture-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        drawn = Caffeine.newBuilder().maximumSize(KEPT).executor(drawing).buildAsync();
    }

    /** Draws the board's picture while its transaction commits, or starts drawing it now; once. */
    void prepare(Result.Board board) {
        if (!besideCommit.test(() -> drawHere(board))) {
            drawn.get(key(board), key -> draw(board));
        }
    }

    /** A picture that fails to draw here is not kept: {@link #png} tries again and says why. */
    private void drawHere(Result.Board board) {
        Key key = key(board);
        if (drawn.getIfPresent(key) == null) {
            drawn.put(key, CompletableFuture.completedFuture(draw(board)));
        }
    }

    /** The board's picture as a PNG, waiting for the drawing started before, if any. */
    public byte[] png(Result.Board board) {
        try {
            return drawn.get(key(board), key -> draw(board)).join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : e;
        }
    }

    private static Key key(Result.Board board) {
        return new Key(board.gameId(), board.game().plies().size(), board.game().outcome(), board.viewer(),
                board.language());
    }

    private static byte[] draw(Result.Board board) {
        try {
            return Pictures.png(Pictures.scene(board.game(), board.viewer(), board.language()), Pictures.PREVIEW_WIDTH);
        } catch (Rejection e) {
            throw new IllegalStateException("no picture of " + board.game().rules().id() + ": " + e.getMessage(), e);
        }
    }
}
