package games.blockade.bot.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import games.blockade.bot.discord.BotSettings;
import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Snowflakes;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Two bot processes share the store, each serving one of two shards, while people play in a guild
 * of each (issue 25). The first is killed with SIGKILL again and again while its players move; the
 * second goes on answering and posting for its guild as if nothing happened, and never posts for
 * the dead one's guild, whose channels it does not serve. What the dead process owed (boards it
 * had not posted, answers it had not given) is delivered once, within {@link #SETTLE}, by the
 * process that takes its shard over. Every game then has its place, whose last board shows the
 * stored position, and every ply was posted exactly once.
 */
class TwoBotsOneKilledTest {

    private static final int KILLS = Integer.getInteger("blockade.bot.twokills", 4);
    private static final int PAIRS = 2;
    private static final Duration START = Duration.ofSeconds(60);
    private static final Duration SETTLE = Duration.ofSeconds(5);

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void theSurvivorGoesOnAndWhatTheDeadOneOwedIsDeliveredOnceByItsSuccessor(TestDatabase database)
            throws Exception {
        StoreSettings settings = database.fresh(4);
        Path log = Files.createTempFile("two-bots-" + database, ".log");
        Random random = new Random(11 + database.ordinal());
        BotKillTest.Tally tally = new BotKillTest.Tally();
        List<Child> running = new ArrayList<>();
        ExecutorService people = Executors.newFixedThreadPool(2 * PAIRS);
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options().shards(2));
             Store store = Store.open(settings)) {
            while (discord.guildIds().stream().map(id -> Snowflakes.shardOf(id, 2)).distinct().count() < 2) {
                discord.addGuild("Guild " + discord.guildIds().size(), List.of("blockade"));
            }
            long mortalGuild = discord.guildIds().stream().filter(id -> Snowflakes.shardOf(id, 2) == 0)
                    .findFirst().orElseThrow();
            long survivorGuild = discord.guildIds().stream().filter(id -> Snowflakes.shardOf(id, 2) == 1)
                    .findFirst().orElseThrow();
            GameRepository games = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD),
                    Clock.systemUTC());
            Outbox outbox = new Outbox(store, Clock.systemUTC());
            List<FakeUser[]> mortalPairs = pairs(discord, mortalGuild, "m");
            List<FakeUser[]> survivorPairs = pairs(discord, survivorGuild, "s");

            // The process on shard 0 registers the commands, as in a deployment.
            int identified = discord.identifies();
            Child mortal = start(discord, settings, log, 0);
            running.add(mortal);
            discord.awaitIdentified(identified, START);
            discord.awaitCommands(START);
            identified = discord.identifies();
            Child survivor = start(discord, settings, log, 1);
            running.add(survivor);
            discord.awaitIdentified(identified, START);
            Playing play = (pairs, stop) -> {
                List<Future<?>> playing = new ArrayList<>();
                for (FakeUser[] pair : pairs) {
                    long seed = random.nextLong();
                    playing.add(people.submit(() -> BotKillTest.play(discord, pair, store, games, new Random(seed),
                            stop, tally)));
                }
                return playing;
            };
            AtomicBoolean survivorStops = new AtomicBoolean();
            List<Future<?>> survivorPlay = play.start(survivorPairs, survivorStops);

            for (int kill = 0; kill < KILLS; kill++) {
                AtomicBoolean killed = new AtomicBoolean();
                List<Future<?>> playing = play.start(mortalPairs, killed);
                Thread.sleep(800 + random.nextInt(2_500));
                killed.set(true);
                BotKillTest.kill(mortal);
                running.remove(mortal);
                tally.kills++;
                tally.random++;
                for (Future<?> pair : playing) {
                    pair.get();
                }
                // While the first guild has no bot, the second's keeps playing and is shown everything at once.
                Thread.sleep(1_500);
                waitUntilDelivered(outbox, survivorGuild, System.nanoTime());

                identified = discord.identifies();
                mortal = start(discord, settings, log, 0);
                running.add(mortal);
                discord.awaitIdentified(identified, START);
                tally.settle(waitUntilDelivered(outbox, mortalGuild, System.nanoTime()));
            }
            survivorStops.set(true);
            for (Future<?> pair : survivorPlay) {
                pair.get();
            }
            tally.settle(waitUntilDelivered(outbox, survivorGuild, System.nanoTime()));
            BotKillTest.verify(discord, store, games, tally);
            assertTrue(tally.answered.size() > 4 * KILLS, "both guilds played: " + tally.answered.size());
            assertEquals(List.of(), outbox.undelivered(), "nothing is left owed");
        } finally {
            people.shutdownNow();
            running.forEach(BotKillTest::kill);
        }
        System.out.printf("%s: the first of two bots killed %d times; %d moves answered, every one stored; %d games,"
                        + " each with its place and last board; %d boards, each ply posted once; what a dead bot owed"
                        + " delivered after its successor connected within %s%n", database, tally.kills,
                tally.answered.size(), tally.games, tally.boards, tally.settling());
        assertTrue(tally.slowest <= SETTLE.toNanos(), "owed posts took " + tally.slowest / 1e9 + " s");
    }

    /** Pairs of people playing on until told to stop. */
    private interface Playing {
        List<Future<?>> start(List<FakeUser[]> pairs, AtomicBoolean stop);
    }

    private static List<FakeUser[]> pairs(FakeDiscord discord, long guild, String prefix) {
        Channel channel = discord.channels(guild).get(0);
        List<FakeUser[]> pairs = new ArrayList<>();
        for (int i = 0; i < PAIRS; i++) {
            pairs.add(new FakeUser[] {discord.user(prefix + "black" + i).in(channel),
                    discord.user(prefix + "white" + i).in(channel)});
        }
        return pairs;
    }

    private static Child start(FakeDiscord discord, StoreSettings settings, Path log, int shard) {
        return BotKillTest.start(discord, settings, log, Map.of(BotSettings.SHARD_TOTAL, "2",
                BotSettings.SHARDS, String.valueOf(shard)));
    }

    /** Waits until nothing is owed in {@code guild}; returns how long that took from {@code from}. */
    private static long waitUntilDelivered(Outbox outbox, long guild, long from) throws InterruptedException {
        long deadline = from + Duration.ofSeconds(60).toNanos();
        while (outbox.undelivered().stream().anyMatch(effect -> effect.guildId().orElse(0L) == guild)) {
            if (System.nanoTime() > deadline) {
                fail("still owed a minute on: " + outbox.undelivered());
            }
            Thread.sleep(20);
        }
        return System.nanoTime() - from;
    }
}
