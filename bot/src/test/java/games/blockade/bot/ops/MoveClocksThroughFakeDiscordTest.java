package games.blockade.bot.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.bot.service.ClockScheduler;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Message;
import games.blockade.store.config.Store;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The move clocks as players meet them: each move gives the opponent three days (the default),
 * reminders at 24 hours and 1 hour left, each once, and the loss on time posted in the game's
 * channel, also when the clock ran out while the bot was down.
 */
class MoveClocksThroughFakeDiscordTest {

    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final Pattern GAME = Pattern.compile("Game (\\d+) begins");

    @Test
    void remindersThenTheLossOnTimeArePostedOnceEvenAcrossARestart() throws Exception {
        Hands clock = Hands.now();
        String database = BotDatabase.H2.fresh(4).url();
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options())) {
            BotProcess process = start(discord, database, clock);
            try {
                discord.awaitCommands(WAIT);
                FakeUser alice = discord.user("alice").in("blockade");
                FakeUser bob = discord.user("bob").in("blockade");
                Message challenge = alice.slash("blockade", "challenge",
                        Map.of("opponent", bob.account(), "game", "retreat")).awaitReply(WAIT);
                Matcher begins = GAME.matcher(bob.click(challenge, "Accept").awaitReply(WAIT).content());
                assertTrue(begins.find());
                String game = begins.group(1);
                alice.slash("blockade", "move", Map.of("move", "D2-3")).awaitReply(WAIT);
                Instant bobsDeadline = clock.instant().plus(Duration.ofDays(3));

                clock.advance(Duration.ofDays(2).plusHours(1));
                assertEquals(new ClockScheduler.Tick(0, 1, 1), process.clocks.tick());
                assertEquals(new ClockScheduler.Tick(0, 0, 0), process.clocks.tick(), "each reminder is sent once");
                Message reminder = last(discord);
                assertEquals("<@" + bob.account().id() + ">, your move in game " + game + " (Blockade: Retreat to"
                        + " Advance): your clock runs out <t:" + bobsDeadline.getEpochSecond() + ":R>, at <t:"
                        + bobsDeadline.getEpochSecond() + ":f>; move by then or lose on time.", reminder.content());
                assertTrue(reminder.mentions(bob.account()));

                bob.slash("blockade", "move", Map.of("move", "C9-8")).awaitReply(WAIT);
                clock.advance(Duration.ofDays(2).plusHours(1));
                assertEquals(new ClockScheduler.Tick(0, 1, 1), process.clocks.tick(),
                        "bob's move gave alice three fresh days: a reminder, no loss");
                assertTrue(last(discord).mentions(alice.account()));
                clock.advance(Duration.ofHours(22).plusMinutes(1));
                assertEquals(new ClockScheduler.Tick(0, 1, 1), process.clocks.tick(), "the last hour's reminder");
            } finally {
                process.close();
            }

            clock.advance(Duration.ofHours(1));
            int before = discord.allMessages().size();
            process = start(discord, database, clock);
            try {
                assertEquals(new ClockScheduler.Tick(1, 0, 1), process.clocks.tick());
                assertEquals(new ClockScheduler.Tick(0, 0, 0), process.clocks.tick());
                List<Message> after = discord.allMessages().subList(before, discord.allMessages().size());
                assertEquals(1, after.size(), after.toString());
                Message loss = after.get(0);
                assertTrue(loss.content().matches("Game \\d+ \\(Blockade: Retreat to Advance\\) is over: Black ran out"
                        + " of time\\. bob wins on time\\. <@\\d+> <@\\d+>"), loss.content());
                assertTrue(loss.mentions(discord.user("alice").account()) && loss.mentions(discord.user("bob").account()));
                assertEquals(discord.channel("blockade").id(), loss.channelId());
                Message late = discord.user("alice").in("blockade").slash("blockade", "move", Map.of("move", "C3-2"))
                        .awaitReply(WAIT);
                assertEquals("You have no game in play in this channel; start one with /blockade challenge",
                        late.content());
            } finally {
                process.close();
            }
        }
    }

    private static BotProcess start(FakeDiscord discord, String database, Hands clock) throws InterruptedException {
        return BotProcess.start(discord, Store.open(new games.blockade.store.config.StoreSettings(database, "sa", "", 4)),
                clock, Optional.empty(), BotProcess.unlimited(), Optional.empty());
    }

    private static Message last(FakeDiscord discord) {
        List<Message> all = discord.allMessages();
        return all.get(all.size() - 1);
    }
}
