package games.blockade.bot.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.bot.discord.ShardRange;
import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Message;
import games.blockade.fakediscord.Snowflakes;
import games.blockade.rules.Outcome;
import games.blockade.rules.Ply;
import games.blockade.rules.Side;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.ClockRepository;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Two bot processes, each running one of two shards, over one database: games in guilds of both
 * shards, deadlines passing while both processes' clocks run and players move at that very moment.
 * Every game ends on time exactly once, its loss announced once by the process that serves its
 * guild, and every move a player was told was played is stored, once; no other move is.
 */
class TwoBotProcessesTest {

    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final int GAMES = 12;
    private static final Duration CLOCK = Duration.ofDays(3);
    private static final Pattern BEGINS = Pattern.compile("Game (\\d+) begins");

    private record Table(long gameId, FakeUser black, FakeUser white) {
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void noTimeoutFiresTwiceAndNoMoveIsLostOrAppliedTwice(TestDatabase database) throws Exception {
        StoreSettings settings = database.fresh(6);
        Hands clock = Hands.now();
        ExecutorService people = Executors.newFixedThreadPool(GAMES);
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options().shards(2))) {
            List<Long> guilds = guildsOnBothShards(discord);
            List<BotProcess> processes = new ArrayList<>();
            try {
                for (int shard = 0; shard < 2; shard++) {
                    processes.add(BotProcess.start(discord, Store.open(settings), clock, Optional.of(new ShardRange(shard, shard, 2)),
                            BotProcess.unlimited(), Optional.of(Duration.ofMillis(25))));
                }
                discord.awaitCommands(WAIT);
                GameRepository games = new GameRepository(processes.get(0).store, GameCatalog.registered(),
                        new Ratings(Glicko2.STANDARD), clock);

                List<Table> tables = all(people, GAMES, i -> {
                    Channel lobby = discord.channels(guilds.get(i % 2)).get(0);
                    FakeUser black = discord.user("black" + i).in(lobby);
                    FakeUser white = discord.user("white" + i).in(lobby);
                    Message challenge = black.slash("blockade", "challenge",
                            Map.of("opponent", white.account(), "game", "retreat")).awaitReply(WAIT);
                    String opened = white.click(challenge, "Accept").awaitReply(WAIT).content();
                    Matcher begins = BEGINS.matcher(opened);
                    assertTrue(begins.find(), opened);
                    return new Table(Long.parseLong(begins.group(1)), black, white);
                });
                List<Message> first = all(people, GAMES, i -> tables.get(i).black()
                        .slash("blockade", "move", Map.of("move", "D2-3")).awaitReply(WAIT));
                first.forEach(reply -> assertFalse(reply.ephemeral(), reply.content()));

                // White's deadline passes at the moment every White moves, with both clocks running.
                CyclicBarrier now = new CyclicBarrier(GAMES + 1);
                List<Future<Message>> answers = new ArrayList<>();
                for (Table table : tables) {
                    answers.add(people.submit(() -> {
                        now.await();
                        return table.white().slash("blockade", "move", Map.of("move", "C9-8")).awaitReply(WAIT);
                    }));
                }
                now.await();
                clock.advance(CLOCK.plusSeconds(1));
                List<Message> second = new ArrayList<>();
                for (Future<Message> answer : answers) {
                    second.add(answer.get());
                }
                // Whoever is to move now lets the clock run out too.
                clock.advance(CLOCK.plusSeconds(1));
                for (Table table : tables) {
                    discord.awaitMessage(m -> isLossOnTime(m, table.gameId()), WAIT);
                }
                Thread.sleep(500);

                ClockRepository clocks = new ClockRepository(processes.get(0).store, games, clock);
                int whitesWhoMoved = 0;
                for (int i = 0; i < GAMES; i++) {
                    Table table = tables.get(i);
                    GameView game = games.find(table.gameId()).orElseThrow();
                    boolean moved = !second.get(i).ephemeral();
                    whitesWhoMoved += moved ? 1 : 0;
                    List<String> plies = game.game().plies().stream().map(Ply::notation).toList();
                    assertEquals(moved ? List.of("D2-3", "C9-8") : List.of("D2-3"), plies,
                            "game " + table.gameId() + ", White was told: " + second.get(i).content());
                    Side loser = moved ? Side.ONE : Side.TWO;
                    assertEquals(Optional.of(new Outcome.Win(loser.other(), Outcome.TIME)), game.game().outcome());
                    assertEquals(1, clocks.noticesOf(table.gameId()).stream()
                            .filter(n -> n.kind() == ClockRepository.Kind.TIMEOUT).count());
                    long announced = discord.allMessages().stream().filter(m -> isLossOnTime(m, table.gameId())).count();
                    assertEquals(1, announced, "game " + table.gameId() + " lost on time is announced once");
                    Message loss = discord.allMessages().stream().filter(m -> isLossOnTime(m, table.gameId()))
                            .findFirst().orElseThrow();
                    assertEquals(table.black().channel().id(), loss.channelId());
                    assertTrue(loss.mentions(table.black().account()) && loss.mentions(table.white().account()));
                }
                System.out.println(database + ": " + whitesWhoMoved + " of " + GAMES
                        + " Whites moved before their clock was claimed");
            } finally {
                processes.forEach(BotProcess::close);
            }
        } finally {
            people.shutdownNow();
        }
    }

    private static boolean isLossOnTime(Message message, long gameId) {
        return message.content().contains("> game " + gameId + " is over on time.")
                && message.content().contains("ran out of time");
    }

    /** The first guild and new ones until each of the two shards has one; returns one guild per shard. */
    private static List<Long> guildsOnBothShards(FakeDiscord discord) throws InterruptedException {
        Long[] byShard = new Long[2];
        while (byShard[0] == null || byShard[1] == null) {
            for (long guild : discord.guildIds()) {
                byShard[Snowflakes.shardOf(guild, 2)] = guild;
            }
            if (byShard[0] == null || byShard[1] == null) {
                Thread.sleep(2);
                discord.addGuild("Guild " + discord.guildIds().size(), List.of("lobby"));
            }
        }
        return List.of(byShard[0], byShard[1]);
    }

    @FunctionalInterface
    private interface Each<T> {
        T of(int index) throws Exception;
    }

    /** Runs the work for every index at once and returns the results in index order. */
    private static <T> List<T> all(ExecutorService pool, int count, Each<T> work) throws Exception {
        List<Future<T>> futures = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int index = i;
            futures.add(pool.submit((Callable<T>) () -> work.of(index)));
        }
        List<T> results = new ArrayList<>();
        for (Future<T> future : futures) {
            results.add(future.get());
        }
        return results;
    }
}
