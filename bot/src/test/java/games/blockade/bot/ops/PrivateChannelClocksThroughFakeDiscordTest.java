package games.blockade.bot.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.bot.discord.BotSettings;
import games.blockade.bot.service.ClockScheduler;
import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Message;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.outbox.Outbox;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A game's clock in a group DM between people, where the bot posts only through the interactions
 * answered there: once their tokens have run out, a reminder goes to its player by DM, and the loss
 * on time waits for the next interaction in the group DM, which carries it and the replay.
 */
class PrivateChannelClocksThroughFakeDiscordTest {

    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final Pattern GAME = Pattern.compile("Game (\\d+) begins");

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void withNoLiveAnswerTheReminderGoesByDmAndTheLossOnTimeWaitsForTheNextInteraction(TestDatabase database)
            throws Exception {
        Hands clock = Hands.now();
        StoreSettings settings = database.fresh(4);
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options());
             BotProcess process = BotProcess.start(discord, Store.open(settings), clock, Optional.empty(),
                     BotProcess.unlimited(), Optional.empty(), 4, BotSettings.GamePlace.THREAD)) {
            discord.awaitCommands(WAIT);
            FakeUser alice = discord.user("alice").installApp();
            FakeUser bob = discord.user("bob").installApp();
            Channel group = discord.privateChannel("alice, bob and carol", alice.account(), bob.account(),
                    discord.user("carol").account());
            alice = alice.in(group);
            bob = bob.in(group);
            Message challenge = alice.slash("blockade", "challenge", Map.of("opponent", bob.account(), "game",
                    "retreat")).awaitReply(WAIT);
            Matcher begins = GAME.matcher(bob.click(challenge, "Accept").awaitReply(WAIT).content());
            assertTrue(begins.find());
            long game = Long.parseLong(begins.group(1));
            alice.slash("blockade", "move", Map.of("move", "D2-3")).awaitReply(WAIT);
            // Delivered, so its answer is known as a way into the group DM before time passes.
            awaitEffect(process, game, e -> e.kind() == Outbox.Kind.BOARD && e.ply().equals(Optional.of(1))
                    && e.deliveredAt().isPresent());

            clock.advance(Duration.ofDays(2).plusHours(1));
            discord.passTime(Duration.ofDays(2));
            assertEquals(new ClockScheduler.Tick(0, 1, 0), process.clocks.tick());
            Channel bobsDm = awaitDm(discord, bob);
            Message reminder = discord.awaitMessage(m -> m.channelId() == bobsDm.id()
                    && m.content().contains("Your move in game " + game), WAIT);
            assertTrue(reminder.content().startsWith("<#" + Long.toUnsignedString(group.id()) + ">: "),
                    reminder.content());
            assertTrue(reminder.mentions(bob.account()));

            clock.advance(Duration.ofDays(1));
            assertEquals(new ClockScheduler.Tick(1, 0, 0), process.clocks.tick());
            Outbox.Effect loss = awaitEffect(process, game, e -> e.kind() == Outbox.Kind.BOARD
                    && e.note().orElse("").startsWith("no interaction answered"));
            assertTrue(loss.deliveredAt().isEmpty(), "the loss on time waits for a way into the group DM");
            assertTrue(discord.messages(group).stream().noneMatch(m -> m.content().contains("over on time")));

            alice.slash("blockade", "help", Map.of()).awaitReply(WAIT);
            Message lost = discord.awaitMessage(m -> m.channelId() == group.id()
                    && m.content().contains("game " + game + " is over on time"), WAIT);
            Message replay = discord.awaitMessage(m -> m.channelId() == group.id()
                    && m.content().startsWith("Replay of game " + game), WAIT);
            assertTrue(replay.id() > lost.id(), "in order, after the loss");
            Outbox.Effect notice = awaitEffect(process, game, e -> e.kind() == Outbox.Kind.NOTICE);
            assertEquals(Optional.of(Outbox.Outcome.FALLBACK), notice.outcome());
            assertTrue(notice.note().orElseThrow().startsWith("sent by DM"), notice.note().orElseThrow());
        }
    }

    private static Channel awaitDm(FakeDiscord discord, FakeUser person) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (discord.dmWith(person.account()).isEmpty()) {
            assertTrue(System.nanoTime() < deadline, "no DM with " + person.account().name());
            Thread.sleep(20);
        }
        return discord.dmWith(person.account()).orElseThrow();
    }

    private static Outbox.Effect awaitEffect(BotProcess process, long game,
                                             java.util.function.Predicate<Outbox.Effect> wanted)
            throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (true) {
            List<Outbox.Effect> effects = process.services.deliveries().outbox().ofGame(game);
            Optional<Outbox.Effect> found = effects.stream().filter(wanted).findFirst();
            if (found.isPresent() && (found.get().deliveredAt().isPresent() || found.get().note().isPresent())) {
                return found.get();
            }
            assertTrue(System.nanoTime() < deadline, effects.toString());
            Thread.sleep(20);
        }
    }
}
