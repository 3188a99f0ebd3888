package games.blockade.bot.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import games.blockade.bot.discord.BotSettings;
import games.blockade.bot.discord.Main;
import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Message;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.rules.Outcome;
import games.blockade.store.model.Player;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What a crash interrupts is finished after the restart, exactly once (issues 21 and 25). The real
 * bot ({@link Main}, in a process of its own) plays against the fake Discord in this test's
 * process: pairs of people challenge, accept, move and resign in their games' threads while the
 * bot is killed with SIGKILL, most often at the very moment it sends Discord a request (its answer
 * to a move, a board it posts, a thread it starts, an edit), which is then either dropped or
 * carried out as the process dies, and otherwise at a random moment. After every restart: what
 * was owed is delivered within {@link #SETTLE} of the bot being back, every game in the store has
 * its place, whose last board shows the store's position, every ply was posted exactly once, and
 * every move the bot answered is stored.
 *
 * <p>{@code -Dblockade.bot.kills=N} sets the kills per database: 6 by default, a size for CI; the
 * figures in {@code docs/decisions/outbox.md} are from runs of 200. Figures go to
 * {@code target/bot-kill-test.txt}.
 */
class BotKillTest {

    private static final int KILLS = Integer.getInteger("blockade.bot.kills", 6);
    private static final int PAIRS = 3;
    private static final Duration START = Duration.ofSeconds(60);
    private static final Duration ANSWER = Duration.ofSeconds(5);
    private static final Duration SETTLE = Duration.ofSeconds(5);
    private static final Path REPORT = Path.of("target", "bot-kill-test.txt");
    private static final Pattern BOARD = Pattern.compile("\\*\\*[^*]+\\*\\*, game (\\d+), ply (\\d+):\\n```\\n([^`]*)\\n```");
    /** The requests the bot is stopped at: its answers, its posts, the threads it starts, its edits. */
    private static final List<Pattern> AIMS = List.of(
            Pattern.compile("POST /api/v\\d+/interactions/\\d+/[^/]+/callback"),
            Pattern.compile("PATCH /api/v\\d+/webhooks/\\d+/[^/]+/messages/@original"),
            Pattern.compile("POST /api/v\\d+/channels/\\d+/messages"),
            Pattern.compile("POST /api/v\\d+/channels/\\d+/messages/\\d+/threads"),
            Pattern.compile("PATCH /api/v\\d+/channels/\\d+/messages/\\d+"));

    @BeforeAll
    static void freshReport() throws IOException {
        Files.deleteIfExists(REPORT);
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void whatACrashInterruptsIsDeliveredOnceAfterTheRestart(TestDatabase database) throws Exception {
        StoreSettings settings = database.fresh(4);
        Path log = Files.createTempFile("bot-kill-" + database, ".log");
        Random random = new Random(7 + database.ordinal());
        Tally tally = new Tally();
        long started = System.nanoTime();
        AtomicReference<Child> bot = new AtomicReference<>();
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options());
             Store store = Store.open(settings)) {
            GameRepository games = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD),
                    Clock.systemUTC());
            Outbox outbox = new Outbox(store, Clock.systemUTC());
            List<FakeUser[]> pairs = new ArrayList<>();
            for (int i = 0; i < PAIRS; i++) {
                pairs.add(new FakeUser[] {discord.user("black" + i).in("blockade"), discord.user("white" + i)
                        .in("blockade")});
            }
            for (int kill = 0; kill < KILLS; kill++) {
                int identified = discord.identifies();
                bot.set(start(discord, settings, log));
                discord.awaitIdentified(identified, START);
                long back = System.nanoTime();
                discord.awaitCommands(START);
                tally.settle(waitUntilDelivered(outbox, back));
                verify(discord, store, games, tally);

                boolean atRequest = random.nextInt(4) != 0;
                Pattern aim = AIMS.get(random.nextInt(AIMS.size()));
                int skip = random.nextInt(6);
                boolean carryOut = random.nextBoolean();
                AtomicBoolean killed = new AtomicBoolean();
                if (atRequest) {
                    int[] seen = {0};
                    discord.intercept(request -> {
                        if (killed.get() || !aim.matcher(request).matches() || seen[0]++ < skip) {
                            return !killed.get();
                        }
                        killed.set(true);
                        kill(bot.get());
                        tally.aimed++;
                        return carryOut;
                    });
                }
                ExecutorService people = Executors.newFixedThreadPool(PAIRS);
                List<Future<?>> playing = new ArrayList<>();
                for (FakeUser[] pair : pairs) {
                    long seed = random.nextLong();
                    playing.add(people.submit(() -> play(discord, pair, store, games, new Random(seed), killed,
                            tally)));
                }
                long deadline = System.nanoTime() + Duration.ofMillis(atRequest ? 8_000 : 300 + random.nextInt(2_500))
                        .toNanos();
                while (!killed.get() && System.nanoTime() < deadline) {
                    Thread.sleep(10);
                }
                if (!killed.getAndSet(true)) {
                    kill(bot.get());
                    tally.random++;
                }
                for (Future<?> pair : playing) {
                    pair.get();
                }
                people.shutdown();
                discord.intercept(request -> true);
                tally.kills++;
            }
            int identified = discord.identifies();
            bot.set(start(discord, settings, log));
            discord.awaitIdentified(identified, START);
            tally.settle(waitUntilDelivered(outbox, System.nanoTime()));
            verify(discord, store, games, tally);
        } finally {
            if (bot.get() != null) {
                kill(bot.get());
            }
        }
        String report = String.format("%s: %d kills (%d at a request to Discord, %d at a random moment) in %.0f s;"
                        + " %d moves answered, every one stored; %d games, each with its place and its last board"
                        + " showing the stored position; %d boards, each ply posted exactly once; everything owed"
                        + " delivered after the bot was back within %s%n", database,
                tally.kills, tally.aimed, tally.random, (System.nanoTime() - started) / 1e9, tally.answered.size(),
                tally.games, tally.boards, tally.settling());
        System.out.print(report);
        Files.writeString(REPORT, report, java.nio.file.StandardOpenOption.CREATE,
                java.nio.file.StandardOpenOption.APPEND);
        assertTrue(tally.slowest <= SETTLE.toNanos(), "owed posts took " + tally.slowest / 1e9 + " s: " + report);
    }

    /** What the kills and checks counted. */
    static final class Tally {
        int kills;
        int aimed;
        int random;
        int games;
        int boards;
        long slowest;
        final List<Long> settled = new ArrayList<>();
        final List<String> answered = java.util.Collections.synchronizedList(new ArrayList<>());

        /** Everything owed was delivered {@code nanos} after the bot was connected again. */
        void settle(long nanos) {
            settled.add(nanos);
            slowest = Math.max(slowest, nanos);
        }

        /** The times from a restart to nothing owed: their spread, and how many passed the limit. */
        String settling() {
            List<Long> sorted = settled.stream().sorted().toList();
            if (sorted.isEmpty()) {
                return "(no restarts)";
            }
            return String.format("%.1f s at the median, %.1f s at the 95th percentile, %.1f s at most, %d of %d"
                            + " restarts over %d s", sorted.get(sorted.size() / 2) / 1e9,
                    sorted.get(sorted.size() * 95 / 100) / 1e9, slowest / 1e9,
                    sorted.stream().filter(n -> n > SETTLE.toNanos()).count(), sorted.size(), SETTLE.toSeconds());
        }
    }

    /** One pair's actions until the bot is killed: a challenge and its acceptance, then moves in their game. */
    static void play(FakeDiscord discord, FakeUser[] pair, Store store, GameRepository games, Random random,
                             AtomicBoolean killed, Tally tally) {
        try {
            while (!killed.get()) {
                Optional<Long> active = activeGame(store, pair);
                if (active.isPresent()) {
                    move(discord, pair, store, games.find(active.get()).orElseThrow(), random, tally);
                } else {
                    challenge(discord, pair, store);
                }
            }
        } catch (AssertionError | RuntimeException e) {
            if (!killed.get()) {
                throw e;
            }
        }
    }

    private static void challenge(FakeDiscord discord, FakeUser[] pair, Store store) {
        Optional<Long> open = store.read(em -> em.createQuery("select c.id from Challenge c where c.state ="
                        + " games.blockade.store.model.Challenge.State.OPEN and c.challengerId = (select p.id from"
                        + " Player p where p.discordId = :black) order by c.id", Long.class)
                .setParameter("black", pair[0].account().id()).getResultStream().findFirst());
        Message invitation;
        if (open.isPresent()) {
            Optional<Message> shown = discord.allMessages().stream()
                    .filter(m -> m.content().contains("(challenge " + open.get() + ")") && !m.components().isEmpty())
                    .findFirst();
            if (shown.isEmpty()) {
                pause();
                return;
            }
            invitation = shown.get();
        } else {
            invitation = pair[0].slash("blockade", "challenge", Map.of("opponent", pair[1].account(),
                    "game", "retreat")).awaitReply(ANSWER);
            if (invitation.ephemeral()) {
                // Refused, most often for acting faster than the bot allows: try again in a moment.
                pause();
                return;
            }
        }
        pair[1].click(invitation, "Accept").awaitReply(ANSWER);
    }

    /** The player to move plays a legal move in the game's thread, or now and then resigns. */
    private static void move(FakeDiscord discord, FakeUser[] pair, Store store, GameView game, Random random,
                             Tally tally) {
        if (game.threadId().isEmpty() || game.game().toMove().isEmpty()) {
            pause();
            return;
        }
        long mover = game.playerOf(game.game().toMove().get());
        long moverDiscordId = store.read(em -> em.find(Player.class, mover).discordId());
        FakeUser who = pair[0].account().id() == moverDiscordId ? pair[0] : pair[1];
        Channel thread = discord.guildIds().stream().flatMap(guild -> discord.channels(guild).stream())
                .filter(c -> c.id() == game.threadId().get()).findFirst().orElse(null);
        if (thread == null) {
            pause();
            return;
        }
        if (random.nextInt(25) == 0) {
            who.in(thread).slash("blockade", "resign", Map.of()).awaitReply(ANSWER);
            return;
        }
        List<String> legal = game.game().legalTurns();
        String move = legal.get(random.nextInt(legal.size()));
        Message reply = who.in(thread).slash("blockade", "move", Map.of("move", move)).awaitReply(ANSWER);
        Matcher board = BOARD.matcher(reply.content());
        if (board.find()) {
            tally.answered.add(game.id() + " " + board.group(2) + " " + board.group(3));
        } else {
            pause();
        }
    }

    private static Optional<Long> activeGame(Store store, FakeUser[] pair) {
        return store.read(em -> em.createQuery("select g.id from StoredGame g, Player p where p.discordId = :black"
                        + " and g.state = games.blockade.store.model.GameState.ACTIVE"
                        + " and (g.playerOneId = p.id or g.playerTwoId = p.id) order by g.id", Long.class)
                .setParameter("black", pair[0].account().id()).getResultStream().findFirst());
    }

    /** Waits until nothing is owed; returns how long that took from {@code from}. */
    static long waitUntilDelivered(Outbox outbox, long from) throws InterruptedException {
        long deadline = from + Duration.ofSeconds(60).toNanos();
        while (!outbox.undelivered().isEmpty()) {
            if (System.nanoTime() > deadline) {
                fail("still owed a minute after the restart: " + outbox.undelivered());
            }
            Thread.sleep(20);
        }
        return System.nanoTime() - from;
    }

    /**
     * Every game has its place, whose last board shows the stored position; every ply of it was
     * posted exactly once; every move the bot answered is stored.
     */
    static void verify(FakeDiscord discord, Store store, GameRepository games, Tally tally) {
        List<Long> ids = store.read(em -> em.createQuery("select g.id from StoredGame g order by g.id", Long.class)
                .getResultList());
        Map<Long, Map<String, Integer>> posts = new HashMap<>();
        Map<Long, String> lastPosition = new HashMap<>();
        for (Message message : discord.allMessages()) {
            Matcher board = BOARD.matcher(message.content());
            if (message.ephemeral() || !board.find()) {
                continue;
            }
            long game = Long.parseLong(board.group(1));
            String key = board.group(2) + (message.content().contains("**Result:**") ? " final" : "");
            posts.computeIfAbsent(game, g -> new HashMap<>()).merge(key, 1, Integer::sum);
            lastPosition.put(game, board.group(3));
        }
        int boards = 0;
        for (long id : ids) {
            GameView game = games.find(id).orElseThrow();
            assertTrue(game.threadId().isPresent(), "game " + id + " has its thread");
            assertEquals(game.position(), lastPosition.get(id), "game " + id + "'s last board");
            Map<String, Integer> counted = posts.getOrDefault(id, Map.of());
            // A game ended by its last move has that move's board as its final one; ended otherwise
            // (resigned), the final board follows the last move's.
            boolean endedByMove = game.game().outcome().map(o -> !List.of(Outcome.RESIGNATION, Outcome.TIME,
                    Outcome.AGREEMENT).contains(o.reason())).orElse(false);
            for (int ply = 0; ply <= game.plyCount(); ply++) {
                int expected = ply == game.plyCount() && endedByMove ? 0 : 1;
                assertEquals(expected, counted.getOrDefault(String.valueOf(ply), 0), "boards of game " + id
                        + " at ply " + ply + ": " + counted);
            }
            assertEquals(game.game().isOver() ? 1 : 0, counted.getOrDefault(game.plyCount() + " final", 0),
                    "final boards of game " + id + ": " + counted);
            boards += counted.values().stream().mapToInt(Integer::intValue).sum();
        }
        tally.games = ids.size();
        tally.boards = boards;
        synchronized (tally.answered) {
            for (String answer : tally.answered) {
                String[] part = answer.split(" ", 3);
                GameView game = games.find(Long.parseLong(part[0])).orElseThrow();
                int ply = Integer.parseInt(part[1]);
                assertTrue(game.plyCount() >= ply, "answered move " + answer + " is stored");
                assertEquals(part[2], game.game().upTo(ply).positionText(), "answered move " + answer);
            }
        }
    }

    private static Child start(FakeDiscord discord, StoreSettings store, Path log) {
        return start(discord, store, log, Map.of());
    }

    /** The real bot in a process of its own, with {@code more} settings (its shards, say). */
    static Child start(FakeDiscord discord, StoreSettings store, Path log, Map<String, String> more) {
        Map<String, String> env = new HashMap<>(more);
        env.put(StoreSettings.URL, store.url());
        env.put(StoreSettings.USER, store.user());
        env.put(StoreSettings.PASSWORD, store.password());
        env.put(BotSettings.TOKEN, discord.token());
        env.put(BotSettings.API_URL, discord.apiUrl());
        env.put(BotSettings.GATEWAY_URL, discord.gatewayUrl());
        env.put(Main.CLOCK_TICK, "3600");
        // These processes are killed to test the deliveries: the analyses' own claims are tested apart.
        env.putIfAbsent(Main.ANALYSES, "off");
        return Child.start(Main.class, List.of(), env, log);
    }

    static void kill(Child bot) {
        try {
            bot.kill();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void pause() {
        try {
            Thread.sleep(250);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
