package games.blockade.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Message;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.play.WebMoves;
import games.blockade.store.play.WebPasses;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.MoveOutcome;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A move made on the web, stored by the store's web write path (as the web app stores it) while
 * the real bot runs against the fake Discord, and while it is stopped: the bot posts its board in
 * the game's thread, calling the next player, within 2 s, and exactly once across the restart.
 * The personal link comes from the "Play on the web" button under the board, privately.
 */
class WebMoveThroughFakeDiscordTest {

    private static final Duration WAIT = RunningBot.WAIT;
    private static final Pattern LINK = Pattern.compile(Pattern.quote(RunningBot.WEB)
            + "/web/games/(\\d+)/pass/([A-Za-z0-9_-]{43})");
    private static RunningBot running;

    @BeforeAll
    static void start() throws InterruptedException {
        running = RunningBot.shared();
    }

    @Test
    void aWebMoveIsPostedInTheGamesThreadWithinTwoSecondsAndOnceAcrossARestart() throws InterruptedException {
        FakeUser wren = running.discord.user("wren").in("blockade");
        FakeUser xeno = running.discord.user("xeno").in("blockade");
        Message challenge = wren.slash("blockade", "challenge", Map.of("game", "retreat", "opponent", xeno.account()))
                .awaitReply(WAIT);
        Message announcement = xeno.click(challenge, "Accept").awaitReply(WAIT);
        Channel thread = running.threadNamedIn(announcement);
        long gameId = Long.parseLong(announcement.content().replaceAll("(?s)^Game (\\d+) begins.*", "$1"));
        Message board = running.discord.awaitMessage(m -> m.channelId() == thread.id()
                && m.content().contains("you are to move"), WAIT);
        GameRepository games = new GameRepository(running.store, GameCatalog.registered(),
                new Ratings(Glicko2.STANDARD), running.clock);
        WebPasses passes = new WebPasses(running.store, running.clock);
        WebMoves moves = new WebMoves(running.store, games, new Outbox(running.store, running.clock));

        WebPasses.Session wrens = open(passes, wren.in(thread), board, gameId);
        Instant stored = Instant.now();
        assertInstanceOf(MoveOutcome.Applied.class, moves.play(gameId, wrens.playerId(), 0, "D2-3"));
        Message posted = running.discord.awaitMessage(m -> m.channelId() == thread.id()
                && m.content().startsWith("wren played D2-3."), WAIT);
        long millis = Duration.between(stored, Instant.now()).toMillis();
        System.out.println("WEB-MOVE store write to board posted in the thread: " + millis + " ms");
        assertTrue(millis < 2000, "posted " + millis + " ms after the store write");
        assertTrue(posted.mentions(xeno.account()), posted.content());
        assertTrue(posted.button("Play on the web") != null, "the next board offers the web too");

        // The bot is stopped when the next web move is stored; started again, it posts it once.
        WebPasses.Session xenos = open(passes, xeno.in(thread), posted, gameId);
        AtomicReference<MoveOutcome> second = new AtomicReference<>();
        running.restartBot(() -> second.set(moves.play(gameId, xenos.playerId(), 1, "C9-8")));
        assertInstanceOf(MoveOutcome.Applied.class, second.get());
        Message after = running.discord.awaitMessage(m -> m.channelId() == thread.id()
                && m.content().startsWith("xeno played C9-8."), WAIT);
        assertTrue(after.mentions(wren.account()), after.content());
        Thread.sleep(1500);
        assertEquals(1, count(thread, "wren played D2-3."));
        assertEquals(1, count(thread, "xeno played C9-8."));
        assertTrue(new Outbox(running.store, running.clock).ofGame(gameId).stream().allMatch(Outbox.Effect::delivered),
                "everything the game owed is delivered");
    }

    /** Presses "Play on the web" under {@code board}: the answer is private, its link opens once. */
    private static WebPasses.Session open(WebPasses passes, FakeUser player, Message board, long gameId) {
        Message answer = player.click(board, "Play on the web").awaitReply(WAIT);
        assertTrue(answer.ephemeral(), "the link is shown to its player alone");
        Matcher link = LINK.matcher(answer.content());
        assertTrue(link.find(), answer.content());
        assertEquals(gameId, Long.parseLong(link.group(1)));
        WebPasses.Opening opened = passes.open(link.group(2), gameId);
        assertInstanceOf(WebPasses.Opening.Opened.class, opened);
        assertInstanceOf(WebPasses.Opening.Refused.class, passes.open(link.group(2), gameId), "a link works once");
        return ((WebPasses.Opening.Opened) opened).session();
    }

    private static long count(Channel thread, String start) {
        return running.discord.messages(thread).stream().filter(m -> m.content().startsWith(start)).count();
    }
}
