package games.blockade.bot.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Message;
import games.blockade.fakediscord.RecordedRequest;
import games.blockade.store.TestDatabase;
import games.blockade.store.outbox.Outbox;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A game's place in trouble, as its players see it: a thread deleted by a moderator, a place the
 * bot may no longer post in, Discord refusing or failing for a while. Nothing is posted twice,
 * nothing is dropped unsaid, and the games go on.
 */
class PlaceTroubleThroughFakeDiscordTest {

    private static final Duration WAIT = Duration.ofSeconds(20);
    /** Long enough for a worker that was due to have tried (it looks every 250 ms). */
    private static final Duration A_WHILE = Duration.ofMillis(800);
    private static final Pattern GAME = Pattern.compile("Game (\\d+) begins");
    private static final Pattern BOARD = Pattern.compile("\\*\\*, game (\\d+), ply (\\d+):");
    private static final String GONE = "its thread is gone (deleted, or hidden from the bot), so it goes on in <#";
    private static final String REFUSED = "the bot could not post in <#%d>, so some posts are missing (Discord"
            + " answered 403: Missing Permissions)";

    @Test
    void aThreadDeletedByAModeratorMovesTheGameToItsChannelWithANotice() throws Exception {
        Hands clock = Hands.now();
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options());
             BotProcess process = BotProcess.inThreads(discord, TestDatabase.SQLITE.fresh(4).url(), clock)) {
            discord.awaitCommands(WAIT);
            FakeUser ann = discord.user("ann").in("blockade");
            FakeUser ben = discord.user("ben").in("blockade");
            long channel = discord.channel("blockade").id();
            Message opened = ben.click(ann.slash("blockade", "challenge", Map.of("opponent", ben.account(), "game",
                    "retreat")).awaitReply(WAIT), "Accept").awaitReply(WAIT);
            long game = gameOf(opened);
            long thread = MoveClocksThroughFakeDiscordTest.threadOf(opened.content());
            play(ann.in(channel(discord, thread)), Map.of());

            int asked = discord.requests().size();
            discord.deleteChannel(thread);

            // At once, the game's board as it stands, in the channel, saying why, calling the player to move.
            Message notice = discord.awaitMessage(m -> m.channelId() == channel && plyOf(m, game).isPresent(), WAIT);
            assertTrue(notice.content().startsWith("**Note on game " + game + ":** " + GONE + channel + ">.\n"
                    + "**Blockade: Retreat to Advance**, game " + game + ", ply 1:"), notice.content());
            assertTrue(notice.mentions(ben.account()), notice.content());
            // The game goes on there: commands in the channel find it and are answered there.
            assertEquals(2, play(ben, Map.of()));
            assertEquals(3, play(ann, Map.of()));
            assertEquals("**Your games in play** (1):\n• Game " + game + ": Blockade: Retreat to Advance as White"
                    + " against ann, **your turn** in <#" + channel + ">",
                    ben.slash("blockade", "games", Map.of()).awaitReply(WAIT).content());

            assertEquals(List.of(1, 2, 3), plies(discord.messages(discord.channel("blockade")), game),
                    "each board once, in order, nothing lost with the thread");
            assertEquals(List.of(), discord.requests().subList(asked, discord.requests().size()).stream()
                    .filter(r -> r.path().contains("/channels/" + thread)).toList(), "the gone thread is left alone");
        }
    }

    @Test
    void aThreadDeletedWhileTheBotWasAwayIsFoundGoneByItsNextPost() throws Exception {
        Hands clock = Hands.now();
        String database = TestDatabase.SQLITE.fresh(4).url();
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options())) {
            FakeUser eve = discord.user("eve").in("blockade");
            long channel = discord.channel("blockade").id();
            long game;
            long thread;
            try (BotProcess process = BotProcess.inThreads(discord, database, clock)) {
                discord.awaitCommands(WAIT);
                Message opened = eve.slash("blockade", "challenge", Map.of("game", "retreat", "computer", "random"))
                        .awaitReply(WAIT);
                game = gameOf(opened);
                thread = MoveClocksThroughFakeDiscordTest.threadOf(opened.content());
                discord.awaitMessage(m -> m.channelId() == thread && plyOf(m, game).equals(Optional.of(0)), WAIT);
            }
            discord.deleteChannel(thread);

            try (BotProcess process = BotProcess.inThreads(discord, database, clock)) {
                eve.in("general").slash("blockade", "move", Map.of("move", "D2-3", "game", game)).awaitReply(WAIT);

                Message computer = discord.awaitMessage(m -> m.channelId() == channel
                        && m.content().startsWith("The computer (random) played "), WAIT);
                List<Message> boards = discord.messages(discord.channel("blockade")).stream()
                        .filter(m -> plyOf(m, game).isPresent()).toList();
                assertEquals(List.of(1, 2), plies(boards, game), "eve's move, then the computer's, each once");
                assertTrue(boards.get(0).content().startsWith("**Note on game " + game + ":** " + GONE + channel
                        + ">.\neve played D2-3."), boards.get(0).content());
                assertEquals(computer, boards.get(1));
                assertTrue(computer.mentions(eve.account()), computer.content());
                assertTrue(eve.slash("blockade", "games", Map.of()).awaitReply(WAIT).content()
                        .endsWith("**your turn** in <#" + channel + ">"), "the game is where it now is");
            }
        }
    }

    /**
     * The bot loses its permission in the game's thread and channel: what it would post waits, 1 s,
     * 2 s, 4 s, ... up to two minutes between ten tries, then falls back; the players are told by
     * {@code /blockade games}, later posts fall back at once, and when the permission is back the
     * next post goes to the thread, saying what was missed, and the mark goes.
     */
    @Test
    void aPlaceTheBotMayNotPostInIsTriedAgainMoreSlowlyThenMarkedUntilAPostGetsThere() throws Exception {
        Hands clock = Hands.now();
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options());
             BotProcess process = BotProcess.inThreads(discord, TestDatabase.SQLITE.fresh(4).url(), clock)) {
            discord.awaitCommands(WAIT);
            FakeUser eve = discord.user("eve").in("blockade");
            Message opened = eve.slash("blockade", "challenge", Map.of("game", "retreat", "computer", "random"))
                    .awaitReply(WAIT);
            long game = gameOf(opened);
            long thread = MoveClocksThroughFakeDiscordTest.threadOf(opened.content());
            FakeUser player = eve.in(channel(discord, thread));
            discord.awaitMessage(m -> m.channelId() == thread && plyOf(m, game).equals(Optional.of(0)), WAIT);
            Outbox outbox = new Outbox(process.store, clock);

            discord.forbid(thread);
            discord.forbid(discord.channel("blockade").id());
            // Answers need no permission: eve plays on; the computer's reply is what the bot cannot post.
            play(player, Map.of("game", game));
            awaitTried(outbox, game, 1);
            pause(A_WHILE);
            assertEquals(1, refusals(discord, thread), "the clock stands still: the reply waits");
            clock.advance(Duration.ofSeconds(1));
            awaitTried(outbox, game, 2);
            clock.advance(Duration.ofSeconds(1));
            pause(A_WHILE);
            assertEquals(2, refusals(discord, thread), "the second wait is 2 s");
            clock.advance(Duration.ofSeconds(1));
            awaitTried(outbox, game, 3);
            for (int tries = 4; tries < 10; tries++) {
                clock.advance(Duration.ofMinutes(2));
                awaitTried(outbox, game, tries);
            }
            clock.advance(Duration.ofMinutes(2));
            Outbox.Effect reply = awaitFellBack(outbox, game, 1);
            assertEquals(10, refusals(discord, thread));
            assertEquals(Optional.of("gave up after 10 tries: Discord answered 403: Missing Permissions"),
                    reply.note());
            String games = eve.slash("blockade", "games", Map.of()).awaitReply(WAIT).content();
            assertTrue(games.endsWith("**your turn** in <#" + thread + ">; **note:** " + REFUSED.formatted(thread)),
                    "the game is marked, with the reason: " + games);

            // While the place refuses, a later post falls back at its first refusal instead of waiting again.
            play(player, Map.of("game", game));
            awaitFellBack(outbox, game, 2);
            assertEquals(11, refusals(discord, thread));

            discord.allow(thread);
            discord.allow(discord.channel("blockade").id());
            int ply = play(player, Map.of("game", game)) + 1;
            Message back = discord.awaitMessage(m -> m.channelId() == thread
                    && plyOf(m, game).equals(Optional.of(ply)), WAIT);
            assertTrue(back.content().startsWith("**Note on game " + game + ":** " + REFUSED.formatted(thread)
                    + ".\nThe computer (random) played "), back.content());
            int next = play(player, Map.of("game", game)) + 1;
            Message after = discord.awaitMessage(m -> m.channelId() == thread
                    && plyOf(m, game).equals(Optional.of(next)), WAIT);
            assertTrue(after.content().startsWith("The computer (random) played "), "said once: " + after.content());
            games = eve.slash("blockade", "games", Map.of()).awaitReply(WAIT).content();
            assertTrue(games.endsWith("**your turn** in <#" + thread + ">"), "the mark is gone: " + games);
            assertEquals(List.of(0, 1, 3, 5, 6, 7, 8), plies(discord.messages(channel(discord, thread)), game),
                    "eve's answers and the computer's replies once each; the two that fell back are missing");
            assertEquals(List.of(), plies(discord.messages(discord.channel("blockade")), game),
                    "nothing went to the channel instead");
        }
    }

    /**
     * Discord fails for a while as two people play from another channel: 500s the bot waits out
     * itself, ever more slowly, then 429s asking it to wait a moment and 503s, which JDA waits out.
     * Every board reaches the game's thread once, in the order of the plies.
     */
    @Test
    void boardsHeldUpByDiscordFailingArePostedOnceEachInOrderWhenItRecovers() throws Exception {
        Hands clock = Hands.now();
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options());
             BotProcess process = BotProcess.inThreads(discord, TestDatabase.SQLITE.fresh(4).url(), clock)) {
            discord.awaitCommands(WAIT);
            FakeUser ann = discord.user("ann").in("general");
            FakeUser ben = discord.user("ben").in("general");
            Message challenge = ann.slash("blockade", "challenge", Map.of("opponent", ben.account(), "game",
                    "retreat")).awaitReply(WAIT);
            Message opened = ben.click(challenge, "Accept").awaitReply(WAIT);
            long game = gameOf(opened);
            long thread = MoveClocksThroughFakeDiscordTest.threadOf(opened.content());
            // Discord starts failing once the game is open: the challenge settled, the board in the
            // thread, both players added to it.
            discord.awaitMessage(m -> m.id() == challenge.id() && m.components().isEmpty(), WAIT);
            discord.awaitMessage(m -> m.channelId() == thread && plyOf(m, game).equals(Optional.of(0)), WAIT);
            for (FakeUser player : List.of(ann, ben)) {
                discord.awaitRequest(r -> r.path().endsWith("/channels/" + thread + "/thread-members/"
                        + player.account().id()), WAIT);
            }
            Outbox outbox = new Outbox(process.store, clock);

            discord.failRequests(3, 500);
            play(ann, Map.of("game", game));
            awaitTried(outbox, game, 1);
            play(ben, Map.of("game", game));
            play(ann, Map.of("game", game));
            pause(A_WHILE);
            assertEquals(1, failures(discord, thread, 500), "the board waits, and the later ones behind it");
            clock.advance(Duration.ofSeconds(1));
            awaitTried(outbox, game, 2);
            clock.advance(Duration.ofSeconds(2));
            awaitTried(outbox, game, 3);
            assertEquals(List.of(0), plies(discord.messages(channel(discord, thread)), game));
            clock.advance(Duration.ofSeconds(4));
            awaitPly(discord, thread, game, 3);

            discord.failRequests(2, 429);
            play(ben, Map.of("game", game));
            awaitPly(discord, thread, game, 4);
            discord.failRequests(2, 503);
            play(ann, Map.of("game", game));
            awaitPly(discord, thread, game, 5);

            assertEquals(3, failures(discord, thread, 500));
            assertEquals(2, failures(discord, thread, 429));
            assertEquals(2, failures(discord, thread, 503));
            assertEquals(List.of(0, 1, 2, 3, 4, 5), plies(discord.messages(channel(discord, thread)), game),
                    "each board once, in order");
        }
    }

    private static long gameOf(Message opened) {
        Matcher number = GAME.matcher(opened.content());
        assertTrue(number.find(), opened.content());
        return Long.parseLong(number.group(1));
    }

    /**
     * Plays the first legal move {@code who} is offered in the game {@code named} (by number, or
     * none for their game in the channel they are in); returns the ply its answer shows, in the
     * channel they are in.
     */
    private static int play(FakeUser who, Map<String, ?> named) {
        String move = who.autocomplete("blockade", "move", "move", "", named).get(0).value();
        Map<String, Object> options = new HashMap<>(named);
        options.put("move", move);
        Message board = who.slash("blockade", "move", options).awaitReply(WAIT);
        assertEquals(who.channel().id(), board.channelId());
        Matcher ply = BOARD.matcher(board.content());
        assertTrue(ply.find(), board.content());
        return Integer.parseInt(ply.group(2));
    }

    private static Channel channel(FakeDiscord discord, long id) {
        return discord.channels(discord.guildId()).stream().filter(c -> c.id() == id).findFirst().orElseThrow();
    }

    /** The ply a board of the game shows, if the message is one. */
    private static Optional<Integer> plyOf(Message message, long game) {
        Matcher ply = BOARD.matcher(message.content());
        return ply.find() && Long.parseLong(ply.group(1)) == game ? Optional.of(Integer.parseInt(ply.group(2)))
                : Optional.empty();
    }

    /** The plies of the game's boards among {@code messages}, in the order they were posted. */
    private static List<Integer> plies(List<Message> messages, long game) {
        List<Integer> plies = new ArrayList<>();
        messages.forEach(m -> plyOf(m, game).ifPresent(plies::add));
        return plies;
    }

    private static void awaitPly(FakeDiscord discord, long channel, long game, int ply) {
        discord.awaitMessage(m -> m.channelId() == channel && plyOf(m, game).equals(Optional.of(ply)), WAIT);
    }

    /** How many of the bot's posts in {@code channel} Discord answered with {@code status}. */
    private static long failures(FakeDiscord discord, long channel, int status) {
        return discord.requests().stream().filter(r -> posted(r, channel) && r.status() == status).count();
    }

    private static long refusals(FakeDiscord discord, long channel) {
        return failures(discord, channel, 403);
    }

    /**
     * Waits until the game's post that Discord refused or failed has been tried {@code tries}
     * times and waits to be tried again.
     */
    private static void awaitTried(Outbox outbox, long game, int tries) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (outbox.ofGame(game).stream().filter(e -> !e.delivered()).findFirst()
                .filter(e -> e.attempts() == tries).isEmpty()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not tried " + tries + " times: " + outbox.ofGame(game));
            }
            pause(Duration.ofMillis(20));
        }
    }

    private static boolean posted(RecordedRequest request, long channel) {
        return request.method().equals("POST") && request.path().endsWith("/channels/" + channel + "/messages");
    }

    /** The game's {@code count}th effect that fell back, once it has. */
    private static Outbox.Effect awaitFellBack(Outbox outbox, long game, int count) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (true) {
            List<Outbox.Effect> fell = outbox.ofGame(game).stream()
                    .filter(e -> e.outcome().equals(Optional.of(Outbox.Outcome.FALLBACK))).toList();
            if (fell.size() >= count) {
                return fell.get(count - 1);
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not " + count + " fallen back: " + outbox.ofGame(game));
            }
            pause(Duration.ofMillis(20));
        }
    }

    private static void pause(Duration time) {
        try {
            Thread.sleep(time.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
