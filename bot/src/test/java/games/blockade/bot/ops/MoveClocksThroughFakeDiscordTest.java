package games.blockade.bot.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.bot.service.ClockScheduler;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Message;
import games.blockade.store.TestDatabase;
import java.time.Clock;
import games.blockade.store.repository.PlayerRepository;
import games.blockade.store.repository.NewGame;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.Computer;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.rating.Ratings;
import games.blockade.store.rating.Glicko2;
import games.blockade.rules.Side;
import games.blockade.store.model.StoredGame;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The move clocks as players meet them, with games in threads as in production: each move gives the
 * opponent three days (the default), reminders at 24 hours and 1 hour left, each once, and the loss
 * on time posted in the game's thread as its final board, also when the clock ran out while the bot
 * was down; a match's round lost on time is scored and the next round begins; against the computer
 * only the person's clock runs out.
 */
class MoveClocksThroughFakeDiscordTest {

    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final Pattern GAME = Pattern.compile("Game (\\d+) begins");
    private static final Pattern THREAD = Pattern.compile("<#(\\d+)>");

    @Test
    void remindersThenTheLossOnTimeArePostedOnceEvenAcrossARestart() throws Exception {
        Hands clock = Hands.now();
        String database = TestDatabase.SQLITE.fresh(4).url();
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options())) {
            BotProcess process = BotProcess.inThreads(discord, database, clock);
            String game;
            long thread;
            try {
                discord.awaitCommands(WAIT);
                FakeUser alice = discord.user("alice").in("blockade");
                FakeUser bob = discord.user("bob").in("blockade");
                Message challenge = alice.slash("blockade", "challenge",
                        Map.of("opponent", bob.account(), "game", "retreat")).awaitReply(WAIT);
                String opened = bob.click(challenge, "Accept").awaitReply(WAIT).content();
                Matcher begins = GAME.matcher(opened);
                assertTrue(begins.find(), opened);
                game = begins.group(1);
                thread = threadOf(opened);
                alice.slash("blockade", "move", Map.of("move", "D2-3")).awaitReply(WAIT);
                Instant bobsDeadline = clock.instant().plus(Duration.ofDays(3));

                clock.advance(Duration.ofDays(2).plusHours(1));
                long mark = lastId(discord);
                assertEquals(new ClockScheduler.Tick(0, 1, 0), process.clocks.tick());
                assertEquals(new ClockScheduler.Tick(0, 0, 0), process.clocks.tick(), "each reminder is sent once");
                Message reminder = next(discord, mark, "Your move in game " + game);
                assertEquals("Your move in game " + game + " (Blockade: Retreat to Advance): your clock runs out <t:"
                        + bobsDeadline.getEpochSecond() + ":R>, at <t:" + bobsDeadline.getEpochSecond()
                        + ":f>; move by then or lose on time. <@" + bob.account().id() + ">", reminder.content());
                assertTrue(reminder.mentions(bob.account()));
                assertEquals(thread, reminder.channelId(), "the reminder is posted in the game's thread");

                bob.slash("blockade", "move", Map.of("move", "C9-8")).awaitReply(WAIT);
                clock.advance(Duration.ofDays(2).plusHours(1));
                mark = lastId(discord);
                assertEquals(new ClockScheduler.Tick(0, 1, 0), process.clocks.tick(),
                        "bob's move gave alice three fresh days: a reminder, no loss");
                assertTrue(next(discord, mark, "Your move in game " + game).mentions(alice.account()));
                clock.advance(Duration.ofHours(22).plusMinutes(1));
                mark = lastId(discord);
                assertEquals(new ClockScheduler.Tick(0, 1, 0), process.clocks.tick(), "the last hour's reminder");
                next(discord, mark, "Your move in game " + game);
            } finally {
                process.close();
            }

            clock.advance(Duration.ofHours(1));
            int before = discord.allMessages().size();
            process = BotProcess.inThreads(discord, database, clock);
            try {
                assertEquals(new ClockScheduler.Tick(1, 0, 0), process.clocks.tick());
                assertEquals(new ClockScheduler.Tick(0, 0, 0), process.clocks.tick());
                String replay = "Replay of game " + game;
                discord.awaitMessage(m -> m.content().startsWith(replay), WAIT);
                List<Message> after = discord.allMessages().subList(before, discord.allMessages().size());
                assertEquals(2, after.size(), after.toString());
                Message loss = after.get(0);
                assertTrue(loss.content().startsWith("<@" + discord.user("alice").account().id() + "> <@"
                        + discord.user("bob").account().id() + "> game " + game + " is over on time. Black ran out"
                        + " of time. bob wins.\n**Blockade: Retreat to Advance**, game " + game + ", ply "),
                        loss.content());
                assertTrue(loss.mentions(discord.user("alice").account()) && loss.mentions(discord.user("bob").account()));
                assertEquals(1, loss.attachments().size(), "the final board's picture");
                assertEquals(thread, loss.channelId(), "the loss is posted in the game's thread");
                assertEquals(thread, after.get(1).channelId());
                Message late = discord.user("alice").in("blockade").slash("blockade", "move", Map.of("move", "C3-2"))
                        .awaitReply(WAIT);
                assertEquals("You have no game in play in this channel; start one with /blockade challenge",
                        late.content());
            } finally {
                process.close();
            }
        }
    }

    @Test
    void aMatchRoundLostOnTimeIsScoredAndTheNextRoundBeginsInTheThread() throws Exception {
        Hands clock = Hands.now();
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options())) {
            BotProcess process = BotProcess.inThreads(discord, TestDatabase.SQLITE.fresh(4).url(), clock);
            try {
                discord.awaitCommands(WAIT);
                FakeUser cat = discord.user("cat").in("blockade");
                FakeUser dan = discord.user("dan").in("blockade");
                Message challenge = cat.slash("blockade", "challenge", Map.of("opponent", dan.account(),
                        "game", "retreat", "match", true)).awaitReply(WAIT);
                String opened = dan.click(challenge, "Accept").awaitReply(WAIT).content();
                long thread = threadOf(opened);
                Matcher begins = GAME.matcher(opened);
                assertTrue(begins.find(), opened);
                String first = begins.group(1);

                clock.advance(Duration.ofDays(3).plusSeconds(1));
                assertEquals(new ClockScheduler.Tick(1, 0, 0), process.clocks.tick());

                Message next = discord.awaitMessage(m -> m.channelId() == thread
                        && m.content().contains("Round 2 of the match."), WAIT);
                Message loss = discord.allMessages().stream().filter(m -> m.channelId() == thread
                        && m.content().contains("game " + first + " is over on time.")).findFirst().orElseThrow();
                assertTrue(loss.content().contains("Black ran out of time. dan wins."), loss.content());
                assertTrue(loss.content().contains("**Match:** dan wins round 1"), loss.content());
                assertTrue(loss.content().contains("**Score:** cat 0, dan "), loss.content());
                assertTrue(next.content().contains("dan (Black) against cat (White)"), next.content());
                assertTrue(next.mentions(dan.account()), "the next round calls its first mover: " + next.content());
                assertEquals(new ClockScheduler.Tick(0, 0, 0), process.clocks.tick(), "the round is scored once");
            } finally {
                process.close();
            }
        }
    }

    @Test
    void againstTheComputerOnlyThePersonsClockRunsOut() throws Exception {
        Hands clock = Hands.now();
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options())) {
            BotProcess process = BotProcess.inThreads(discord, TestDatabase.SQLITE.fresh(4).url(), clock);
            try {
                discord.awaitCommands(WAIT);
                FakeUser eve = discord.user("eve").in("blockade");
                Message opened = eve.slash("blockade", "challenge", Map.of("game", "retreat", "computer", "random"))
                        .awaitReply(WAIT);
                long thread = threadOf(opened.content());
                // A game where the computer is to move and its clock runs, as after a restart that came
                // before the computer could answer: stored directly, so nothing wakes the computer.
                long computerToMove = computerToMove(process, eve, discord, clock);

                clock.advance(Duration.ofDays(3).plusSeconds(1));
                assertEquals(new ClockScheduler.Tick(1, 0, 0), process.clocks.tick(), "only eve's clock ran out");
                Message loss = discord.awaitMessage(m -> m.channelId() == thread
                        && m.content().contains("is over on time."), WAIT);
                assertTrue(loss.content().contains("Black ran out of time. The computer (random) wins."),
                        loss.content());
                assertFalse(process.store.inTransaction(em -> em.find(StoredGame.class, computerToMove)).isFinished(),
                        "the computer's game goes on");
            } finally {
                process.close();
            }
        }
    }

    /** The game's thread, which the answer to the challenge names. */
    static long threadOf(String opened) {
        Matcher thread = THREAD.matcher(opened);
        assertTrue(thread.find(), opened);
        return Long.parseLong(thread.group(1));
    }

    private static long lastId(FakeDiscord discord) {
        List<Message> all = discord.allMessages();
        return all.isEmpty() ? 0 : all.get(all.size() - 1).id();
    }

    /** The message the bot posts after message {@code after} that starts with {@code text}. */
    private static Message next(FakeDiscord discord, long after, String text) {
        return discord.awaitMessage(m -> m.id() > after && m.content().startsWith(text), WAIT);
    }

    /** A game against the computer where the computer is to move and its clock has started. */
    private static long computerToMove(BotProcess process, FakeUser eve, FakeDiscord discord, Clock clock)
            throws Exception {
        GameRepository games = new GameRepository(process.store, GameCatalog.registered(),
                new Ratings(Glicko2.STANDARD), clock);
        PlayerRepository players = new PlayerRepository(process.store, clock);
        long person = players.register(eve.account().id(), "eve", Optional.empty()).id();
        long computer = players.register(discord.bot().id(), "Blockade", Optional.empty()).id();
        long id = games.create(NewGame.of("retreat", "standard", Side.ONE, computer, person, false)
                .withClock(Duration.ofDays(3)).in(discord.guildId(), discord.channel("blockade").id(), 0)
                .against(new Computer(Side.ONE, "random", 1))).id();
        games.show(id);
        return id;
    }
}
