package games.blockade.bot.ops;

import games.blockade.bot.outbox.Answering;
import games.blockade.bot.service.RateLimit;
import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.LoadDriver;
import games.blockade.fakediscord.Message;
import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Ply;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.SelfPlay;
import games.blockade.rules.Side;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Engine;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.generate.RandomGames;
import games.blockade.store.model.GameState;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.NewGame;
import games.blockade.store.repository.PlayerRepository;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Load through the real bot: many games of retreat in play at once, both players of every game
 * moving in turn through the fake Discord's {@link LoadDriver}, every answer a new board with its
 * picture. Measures from dispatching each interaction to the bot's answer.
 * <p>
 * Not part of the test run (its name matches no test pattern); run the full size with
 * {@code mvn -B -ntp -pl bot -am verify -Dtest=BotLoadRun -Dsurefire.failIfNoSpecifiedTests=false}.
 * {@link BotLoadSmokeTest} runs a small one in the suite.
 */
final class BotLoad {

    /** A game of retreat with no early ending: Black's 6 moves and White's 5 (Black then blocks White). */
    static final List<String> LINE = List.of("D2-3", "C9-8", "B4-6", "C8-7", "C3-2", "D7-8", "B1-3", "B9-7",
            "B3-5", "C8-9", "B6-8");

    /**
     * How big a run is: games at once, each player's measured moves, commands per second, which
     * game, and the turns played first, unmeasured, so that the figures are of a warm process, and
     * at how many commands a second: a process that runs for days has its code compiled, which a
     * process warmed at a rate that keeps its cores busy has not yet.
     */
    record Size(int games, int turns, double perSecond, int poolSize, String game, int warmTurns,
                double warmPerSecond) {
        Size {
            if (turns < 1 || warmTurns < 1) {
                throw new IllegalArgumentException("each player has at least one turn and one to warm up, not "
                        + turns + " and " + warmTurns);
            }
        }

        /** Warmed at the rate measured. */
        Size(int games, int turns, double perSecond, int poolSize, String game, int warmTurns) {
            this(games, turns, perSecond, poolSize, game, warmTurns, perSecond);
        }

        /** A run of retreat, warmed by one turn. */
        Size(int games, int turns, double perSecond, int poolSize) {
            this(games, turns, perSecond, poolSize, "retreat", 1);
        }

        int commands() {
            return games * 2 * turns;
        }
    }

    /**
     * The moves every game of a run plays, in turn: retreat's {@link #LINE}; for another game, one
     * the computer played against itself, long enough for the run (a game without dice, so every
     * game of the run can follow it).
     */
    static List<String> line(Size size) throws Rejection {
        int plies = 2 * (size.turns() + size.warmTurns());
        if (size.game().equals("retreat")) {
            if (plies > LINE.size()) {
                throw new IllegalArgumentException("retreat's line has " + LINE.size() / 2
                        + " turns a player, warming up and measured");
            }
            return LINE;
        }
        Rules<?, ?> rules = GameCatalog.registered().rules(size.game());
        if (rules.usesDice()) {
            throw new IllegalArgumentException(size.game() + " has dice: its games cannot all follow one line");
        }
        Game<?, ?> game = SelfPlay.play(rules, plies + 1, 7);
        if (game.plies().size() <= plies) {
            throw new IllegalArgumentException("the sample game of " + size.game() + " ends after "
                    + game.plies().size() + " plies, before " + plies);
        }
        return game.plies().stream().map(Ply::notation).toList();
    }

    /** The boards with pictures posted after the first {@code from} messages. */
    private static long pictures(List<Message> messages, int from) {
        return messages.subList(from, messages.size()).stream().filter(m -> !m.ephemeral())
                .filter(m -> !m.attachments().isEmpty()).map(Message::id).distinct().count();
    }

    /**
     * The figures, how many answers were boards with their picture or waited behind earlier posts,
     * where the CPU went, and how many walls analyses were done meanwhile.
     */
    record Outcome(LoadDriver.Report report, long pictures, long waitedBehind, String cpu, long analysed) {

        String describe() {
            return report + "; " + pictures + " boards with pictures, " + waitedBehind
                    + " answers waited behind earlier posts, " + analysed + " walls games analysed\n" + cpu;
        }
    }

    private BotLoad() {
    }

    static Outcome run(Size size, StoreSettings database) throws InterruptedException, Rejection {
        return run(size, database, 0);
    }

    /**
     * The load, with {@code analyses} finished games of walls (60 plies each, the slowest game to
     * analyse) queued first and the process's analysis worker running through them meanwhile.
     */
    static Outcome run(Size size, StoreSettings database, int analyses) throws InterruptedException, Rejection {
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options())) {
            return run(discord, size, database, analyses);
        }
    }

    /** The same through a fake Discord the caller runs, which may have served another bot before. */
    static Outcome run(FakeDiscord discord, Size size, StoreSettings database, int analyses)
            throws InterruptedException, Rejection {
        try (BotProcess process = BotProcess.start(discord, Store.open(database), Clock.systemUTC(), Optional.empty(),
                RateLimit.standard(Clock.systemUTC()), Optional.empty())) {
            discord.awaitCommands(Duration.ofSeconds(30));
            List<String> line = line(size);
            seat(discord, process.store, size);
            finishWalls(process.store, analyses);
            if (analyses > 0) {
                process.services.analysisWorker().start(process.bot::busy);
            }
            LoadDriver driver = new LoadDriver(discord);
            // The first turns of every game unmeasured, so the figures are of a warm process.
            driver.run(size.games() * 2, size.warmPerSecond(), size.games() * 2 * size.warmTurns(),
                    Duration.ofSeconds(30), moves(size, line, 0));
            int warmUp = discord.allMessages().size();
            CpuUse cpu = CpuUse.begin();
            LoadDriver.Report report = driver.run(size.games() * 2, size.perSecond(), size.commands(),
                    Duration.ofSeconds(30), moves(size, line, size.warmTurns()));
            String spent = cpu.since(size.commands());
            // A board that waited behind its game's earlier posts follows its answer from the workers: waited for.
            long settle = System.nanoTime() + Duration.ofSeconds(15).toNanos();
            List<Message> messages = discord.allMessages();
            long pictures = pictures(messages, warmUp);
            while (pictures < size.commands() && System.nanoTime() < settle) {
                Thread.sleep(50);
                messages = discord.allMessages();
                pictures = pictures(messages, warmUp);
            }
            // Answers that could not show their board because the game's earlier posts were still going out.
            long waitedBehind = messages.subList(warmUp, messages.size()).stream()
                    .filter(m -> m.content().startsWith(Answering.follows())).count();
            long analysed = process.store.read(em -> ((Number) em.createNativeQuery("select count(*) from game_analysis"
                    + " where state = 'DONE' and game_id in (select id from game where game_kind = 'walls')")
                    .getSingleResult()).longValue());
            process.services.analysisWorker().close();
            return new Outcome(report, pictures, waitedBehind, spent, analysed);
        }
    }

    /** Finished games of walls, whose analyses the store queues as they end. */
    private static void finishWalls(Store store, int games) throws Rejection {
        PlayerRepository players = new PlayerRepository(store, Clock.systemUTC());
        GameRepository repository = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD),
                Clock.systemUTC());
        long one = players.register(1, "walls-one", Optional.empty()).id();
        long two = players.register(2, "walls-two", Optional.empty()).id();
        Rules<?, ?> walls = Games.byId("walls");
        for (int game = 0; game < games; game++) {
            Game<?, ?> played = RandomGames.play(walls, walls.presets().get(0), Side.ONE, 100 + game, 60);
            long id = repository.create(NewGame.of("walls", walls.presets().get(0).name(), Side.ONE, one, two, false))
                    .id();
            for (Ply<?> ply : played.plies()) {
                repository.play(id, ply.side().orElseThrow() == Side.ONE ? one : two, ply.notation());
            }
            if (repository.find(id).orElseThrow().state() != GameState.FINISHED) {
                repository.resign(id, two);
            }
        }
    }

    /**
     * Each person's moves from turn {@code first} of the line on. People 0..games-1 play Black,
     * games..2*games-1 White of the same game, so a game's two moves of one turn are a whole round
     * of Blacks apart.
     */
    static LoadDriver.Script moves(Size size, List<String> line, int first) {
        return (person, turn) -> new LoadDriver.Command("blockade", "move",
                Map.of("move", line.get(2 * (first + turn) + (person < size.games() ? 0 : 1))));
    }

    /** Starts the games in the store directly: the load is the playing, not the challenges. */
    private static void seat(FakeDiscord discord, Store store, Size size) throws Rejection {
        int games = size.games();
        String preset = GameCatalog.registered().rules(size.game()).presets().get(0).name();
        PlayerRepository players = new PlayerRepository(store, Clock.systemUTC());
        GameRepository repository = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD),
                Clock.systemUTC());
        for (int game = 0; game < games; game++) {
            FakeUser black = discord.user("load-" + game);
            FakeUser white = discord.user("load-" + (games + game));
            Channel channel = black.channel();
            long blackId = players.register(black.account().id(), black.account().name(), Optional.empty()).id();
            long whiteId = players.register(white.account().id(), white.account().name(), Optional.empty()).id();
            repository.create(new NewGame(size.game(), preset, Side.ONE, blackId, whiteId, false,
                    Optional.of(Duration.ofDays(3)), Optional.of(channel.guildId()), Optional.of(channel.id()),
                    Optional.empty(), Optional.empty(), List.of()));
        }
    }

    /**
     * {@code BotLoad [games] [turns] [perSecond] [analyses]}: on SQLite, or on PostgreSQL when
     * BLOCKADE_TEST_DB_URL is set; with {@code analyses} walls games analysed in the background.
     */
    public static void main(String[] args) throws Exception {
        Size size = new Size(args.length > 0 ? Integer.parseInt(args[0]) : 200,
                args.length > 1 ? Integer.parseInt(args[1]) : 4, args.length > 2 ? Double.parseDouble(args[2]) : 50,
                12);
        System.out.println(describe(size, database(size), args.length > 3 ? Integer.parseInt(args[3]) : 0));
    }

    static StoreSettings database(Size size) {
        String url = System.getenv("BLOCKADE_TEST_DB_URL");
        if (url == null || url.isBlank()) {
            return TestDatabase.SQLITE.fresh(size.poolSize());
        }
        return TestDatabase.POSTGRESQL.fresh(size.poolSize());
    }

    static String describe(Size size, StoreSettings database, int analyses) throws Exception {
        Outcome outcome = run(size, database, analyses);
        return "bot load: " + size + " on " + (database.engine() == Engine.POSTGRESQL ? "PostgreSQL" : "SQLite")
                + ", " + analyses + " walls games queued for analysis: " + outcome.describe();
    }
}
