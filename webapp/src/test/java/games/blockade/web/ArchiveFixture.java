package games.blockade.web;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Outcome;
import games.blockade.rules.Ply;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.SelfPlay;
import games.blockade.rules.Side;
import games.blockade.rules.backgammon.SeededDice;
import games.blockade.store.analysis.AnalysisQueue;
import games.blockade.store.analysis.AnalysisRuns;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.generate.RandomGames;
import games.blockade.store.model.Player;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.Computer;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.MoveOutcome;
import games.blockade.store.repository.NewGame;
import games.blockade.store.repository.PlayerRepository;
import games.blockade.store.tournament.Advanced;
import games.blockade.store.tournament.StoredBoard;
import games.blockade.store.tournament.TournamentRefusal;
import games.blockade.store.tournament.TournamentRepository;
import games.blockade.store.tournament.TournamentSpec;
import games.blockade.store.tournament.TournamentState;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The games the integration tests look at, written before the server starts through the store's
 * own write path, into the database the server is given ({@code BLOCKADE_DB_URL}). Random legal
 * games of every game without dice, finished a day apart, plus one game still in play; then a
 * backgammon game finished and one in play, their dice rolled by the store from a kept seed.
 */
final class ArchiveFixture {

    /** A name that must come out escaped on every page. */
    static final String TRICKY_NAME = "<b>Eve & \"Mallory\"</b>";
    /** The name of the account the computer plays as, which no page shows: it is "the computer". */
    static final String BOT_NAME = "Umpire Bot";
    static final Instant FIRST_DAY = Instant.parse("2026-03-01T10:00:00Z");
    /** Rounds of the pairings of the first game: enough games for ratings to settle onto its leaderboard. */
    static final int ROUNDS = 5;
    /**
     * The other games get one round of shorter games: storing a game replays it once per ply, so
     * long games of the bigger boards would make the fixture take minutes.
     */
    static final int OTHER_ROUNDS = 1;
    static final int MAX_PLIES = 60;
    static final int OTHER_MAX_PLIES = 40;

    final List<Long> finished = new ArrayList<>();
    long active;
    /** A backgammon game over, its seed revealed; and one still in play. */
    long withDice;
    long withDiceInPlay;
    long tricky;
    long plain;
    /** A finished game of Bo against the computer, the account it plays as, and its level there. */
    long againstComputer;
    long computerAccount;
    long bo;
    String computerLevel;
    /** Finished games whose analysis is stored (every retreat game), and one whose analysis waits. */
    final List<Long> analysed = new ArrayList<>();
    long analysisPending;
    /** The servers of the tournaments: a round robin and a knockout finished in one, a Swiss taking sign-ups in the other. */
    static final long TOURNAMENT_SERVER = 5L << 22;
    static final long OTHER_SERVER = 6L << 22;
    long roundRobin;
    long knockout;
    long swiss;
    /** A Swiss called off at its start, too few having signed up. */
    long calledOff;
    /** A player of the round robin and the knockout; the knockout's game drawn and replayed. */
    long entrant;
    long drawnInKnockout;

    static ArchiveFixture write() {
        StoreSettings settings = StoreSettings.fromEnvironment();
        wipe(settings.url());
        try (Store store = Store.open(settings)) {
            return writeInto(store);
        }
    }

    /** The fixture's games, written into a store the caller holds. */
    static ArchiveFixture writeInto(Store store) {
        ArchiveFixture fixture = new ArchiveFixture();
        try {
            fixture.fill(store);
        } catch (Rejection e) {
            throw new IllegalStateException("a random legal game was refused: " + e.getMessage(), e);
        }
        return fixture;
    }

    /**
     * Another finished game, unrated, between two new players, written while the server runs (the
     * SQLite file is opened by both), as the bot would write it; it ends on {@code end}.
     */
    static long finishAnother(Instant end) {
        try (Store store = Store.open(StoreSettings.fromEnvironment())) {
            PlayerRepository players = new PlayerRepository(store, Clock.fixed(end, ZoneOffset.UTC));
            long one = players.register(2001, "Late One", Optional.empty()).id();
            long two = players.register(2002, "Late Two", Optional.empty()).id();
            Rules<?, ?> rules = Games.all().get(0);
            Game<?, ?> game = RandomGames.play(rules, rules.presets().get(0), rules.defaultFirst(), 4242, MAX_PLIES);
            return store(store, rules, game, new long[] {one, two}, end, true, false, Optional.empty());
        } catch (Rejection e) {
            throw new IllegalStateException("a random legal game was refused: " + e.getMessage(), e);
        }
    }

    private void fill(Store store) throws Rejection {
        PlayerRepository players = new PlayerRepository(store, Clock.fixed(FIRST_DAY, ZoneOffset.UTC));
        Player eve = players.register(1001, TRICKY_NAME, Optional.empty());
        Player ada = players.register(1002, "Ada", Optional.empty());
        Player bo = players.register(1003, "Bo", Optional.empty());
        tricky = eve.id();
        plain = ada.id();
        long[][] pairings = {{eve.id(), ada.id()}, {ada.id(), bo.id()}, {bo.id(), eve.id()}, {ada.id(), eve.id()}};
        Instant at = FIRST_DAY;
        int seed = 1;
        for (Rules<?, ?> rules : Games.all()) {
            boolean main = rules == Games.all().get(0);
            rounds:
            for (int round = 0; round < (main ? ROUNDS : OTHER_ROUNDS); round++) {
                for (long[] pair : pairings) {
                    Game<?, ?> game = RandomGames.play(rules, rules.presets().get(0), rules.defaultFirst(), seed++,
                            main ? MAX_PLIES : OTHER_MAX_PLIES);
                    if (game.plies().stream().anyMatch(ply -> ply.side().isEmpty())) {
                        break rounds; // a game with dice: its rolls are the store's to make, not a fixture's
                    }
                    at = at.plus(Duration.ofDays(1));
                    finished.add(store(store, rules, game, pair, at, true, true, Optional.empty()));
                }
            }
        }
        Rules<?, ?> first = Games.all().get(0);
        Game<?, ?> unfinished = RandomGames.play(first, first.presets().get(0), first.defaultFirst(), 99, MAX_PLIES);
        active = store(store, first, unfinished, new long[] {ada.id(), bo.id()}, at.plus(Duration.ofDays(1)), false, true,
                Optional.empty());
        Rules<?, ?> backgammon = Games.byId("backgammon");
        withDice = storeWithDice(store, backgammon, new long[] {bo.id(), ada.id()}, at.plus(Duration.ofDays(2)), true);
        finished.add(withDice);
        withDiceInPlay = storeWithDice(store, backgammon, new long[] {ada.id(), bo.id()}, at.plus(Duration.ofDays(3)), false);
        // As the bot stores one: the computer sits as the bot's own account, never rated.
        computerAccount = players.register(1004, BOT_NAME, Optional.empty()).id();
        this.bo = bo.id();
        computerLevel = first.levels().get(first.levels().size() - 1);
        Game<?, ?> againstBo = RandomGames.play(first, first.presets().get(0), first.defaultFirst(), 7, MAX_PLIES);
        againstComputer = store(store, first, againstBo, new long[] {bo.id(), computerAccount},
                at.plus(Duration.ofDays(4)), true, false, Optional.of(new Computer(Side.TWO, computerLevel, 7)));
        finished.add(againstComputer);
        analyseTheFirstGames(store, at.plus(Duration.ofDays(5)));
        analysisPending = withDice;
        tournaments(store);
    }

    /**
     * Tournaments of walls, played through the store's own paths as the bot plays them,
     * before the other games (so they stay off the newest pages): a round robin of four and a
     * knockout of four finished, its first game drawn and replayed with the sides swapped; and a
     * Swiss still taking sign-ups in another server. Unrated, between players of their own.
     */
    private void tournaments(Store store) throws Rejection {
        Instant start = FIRST_DAY.minus(Duration.ofDays(60));
        Clock clock = Clock.fixed(start, ZoneOffset.UTC);
        GameRepository games = repository(store, start);
        TournamentRepository tournaments = new TournamentRepository(store, games, clock);
        PlayerRepository players = new PlayerRepository(store, clock);
        List<Long> four = new ArrayList<>();
        for (String name : List.of("Tia", "Ugo", "Vera", "Wim")) {
            four.add(players.register(3000 + four.size(), name, Optional.empty()).id());
        }
        entrant = four.get(0);
        // Walls: a knockout of retreat plays matches, which are the bot's to run.
        Rules<?, ?> rules = Games.byId("walls");
        TournamentRepository.GameMaker maker = (em, t, first, second) -> {
            Side starts = rules.defaultFirst();
            long one = (starts == Side.ONE ? first : second).playerId().orElseThrow();
            long two = (starts == Side.ONE ? second : first).playerId().orElseThrow();
            return games.create(NewGame.of(rules.id(), t.spec().preset(), starts, one, two, false)
                    .in(TOURNAMENT_SERVER, TOURNAMENT_SERVER + 1, TOURNAMENT_SERVER + 2));
        };
        roundRobin = playedOut(tournaments, games, maker, spec(rules, TournamentSpec.FormatChoice.ROUND_ROBIN,
                start, TOURNAMENT_SERVER, four.get(0), "Spring league"), four, false);
        knockout = playedOut(tournaments, games, maker, spec(rules, TournamentSpec.FormatChoice.KNOCKOUT, start,
                TOURNAMENT_SERVER, four.get(0), "Spring cup"), four, true);
        swiss = tournaments.create(spec(rules, TournamentSpec.FormatChoice.SWISS, Instant.parse("2099-01-01T00:00:00Z"),
                OTHER_SERVER, four.get(1), "Open Swiss")).id();
        try {
            tournaments.join(swiss, four.get(1));
            tournaments.join(swiss, four.get(2));
            // The computer twice at one level: two entrants, named apart.
            tournaments.addComputer(swiss, rules.levels().get(0));
            tournaments.addComputer(swiss, rules.levels().get(0));
        } catch (TournamentRefusal e) {
            throw new IllegalStateException(e);
        }
        calledOff = tournaments.create(spec(rules, TournamentSpec.FormatChoice.SWISS, start, OTHER_SERVER + 10,
                four.get(3), "Quiet Swiss")).id();
        try {
            tournaments.join(calledOff, four.get(3));
        } catch (TournamentRefusal e) {
            throw new IllegalStateException(e);
        }
        if (!(tournaments.start(calledOff, maker, TournamentRepository.Then.NOTHING) instanceof Advanced.CalledOff)) {
            throw new IllegalStateException("a Swiss of one entrant is called off at its start");
        }
    }

    private static TournamentSpec spec(Rules<?, ?> rules, TournamentSpec.FormatChoice format, Instant signUpUntil,
                                       long server, long organizer, String description) {
        return new TournamentSpec(rules.id(), rules.presets().get(0).name(), format, Optional.empty(),
                Optional.of(Duration.ofDays(1)), false, signUpUntil, Optional.of(description), server, server + 1,
                organizer);
    }

    /**
     * A tournament of {@code people} played to its end: in each game one side resigns (the first
     * mover on odd boards, the other on even ones), but where {@code drawFirst} the first game is
     * agreed drawn, so that it is replayed.
     */
    private long playedOut(TournamentRepository tournaments, GameRepository games, TournamentRepository.GameMaker maker,
                           TournamentSpec spec, List<Long> people, boolean drawFirst) {
        long id = tournaments.create(spec).id();
        try {
            for (long person : people) {
                tournaments.join(id, person);
            }
        } catch (TournamentRefusal e) {
            throw new IllegalStateException(e);
        }
        tournaments.start(id, maker, TournamentRepository.Then.NOTHING);
        boolean drawn = !drawFirst;
        while (tournaments.find(id).orElseThrow().state() != TournamentState.FINISHED) {
            for (StoredBoard board : tournaments.boards(id)) {
                if (board.result().isPresent() || board.gameId().isEmpty()) {
                    continue;
                }
                long gameId = board.gameId().get();
                GameView game = games.find(gameId).orElseThrow();
                MoveOutcome outcome;
                if (!drawn) {
                    drawn = true;
                    drawnInKnockout = gameId;
                    outcome = games.apply(gameId, (played, stored) -> played.drawByAgreement());
                } else {
                    Side resigning = board.board() % 2 == 1 ? game.firstSide() : game.firstSide().other();
                    outcome = games.resign(gameId, game.playerOf(resigning));
                }
                if (!(outcome instanceof MoveOutcome.Applied)) {
                    throw new IllegalStateException("game " + gameId + " could not end: " + outcome);
                }
            }
            if (tournaments.advance(id, maker, TournamentRepository.Then.NOTHING) instanceof Advanced.Nothing) {
                throw new IllegalStateException("tournament " + id + " did not move on");
            }
        }
        return id;
    }

    /**
     * Runs the analyses of the first game's finished games, the oldest queued, as the bot's worker
     * runs them; the other games' analyses stay queued, so their pages say the analysis is pending.
     */
    private void analyseTheFirstGames(Store store, Instant now) {
        Clock clock = Clock.fixed(now, ZoneOffset.UTC);
        new Outbox(store, clock).seen("fixture");
        AnalysisRuns runs = new AnalysisRuns(new AnalysisQueue(store, clock), repository(store, now), "fixture");
        String first = Games.all().get(0).id();
        int count = ROUNDS * 4;
        for (int i = 0; i < count; i++) {
            AnalysisRuns.Run run = runs.next((em, view) -> { }).orElseThrow();
            if (!(run instanceof AnalysisRuns.Run.Stored stored) || !stored.kind().equals(first)) {
                throw new IllegalStateException("the oldest analyses are of " + first + ", not " + run);
            }
            analysed.add(run.gameId());
        }
    }

    /**
     * A game with dice, played as the bot plays one: the store keeps the seed, every roll is the
     * store's own from that seed, and the seed is revealed when the game ends (here by resignation
     * if the moves run out first).
     */
    private static long storeWithDice(Store store, Rules<?, ?> rules, long[] pair, Instant end, boolean finish)
            throws Rejection {
        byte[] seed = new byte[SeededDice.SEED_BYTES];
        for (int i = 0; i < seed.length; i++) {
            seed[i] = (byte) (end.getEpochSecond() * 31 + i * 7);
        }
        SeededDice dice = SeededDice.of(seed);
        Game<?, ?> played = SelfPlay.play(rules, rules.presets().get(0), rules.defaultFirst(), finish ? 80 : 9, 5, dice);
        List<? extends Ply<?>> plies = played.plies();
        Instant start = end.minus(Duration.ofMinutes(plies.size() + 1L));
        GameView view = repository(store, start).create(NewGame.of(rules.id(), rules.presets().get(0).name(),
                rules.defaultFirst(), pair[0], pair[1], false).withDice(seed));
        for (int i = 0; i < plies.size(); i++) {
            GameRepository repository = repository(store, start.plus(Duration.ofMinutes(i + 1L)));
            Optional<Side> side = plies.get(i).side();
            MoveOutcome outcome = side.isEmpty()
                    ? repository.apply(view.id(), (game, stored) -> game.rollDice(dice))
                    : repository.play(view.id(), pair[side.get() == Side.ONE ? 0 : 1], plies.get(i).notation());
            if (!(outcome instanceof MoveOutcome.Applied)) {
                throw new IllegalStateException("ply " + (i + 1) + " of a game with dice was not stored: " + outcome);
            }
        }
        if (finish && !played.isOver()) {
            repository(store, end).resign(view.id(), pair[1]);
        }
        return view.id();
    }

    /**
     * Stores a game as played, a ply a minute, {@code computer} playing a side where given; finished
     * games end as they ended, with a resignation for a draw offer.
     */
    private static long store(Store store, Rules<?, ?> rules, Game<?, ?> played, long[] pair, Instant end, boolean finish,
                              boolean rated, Optional<Computer> computer) throws Rejection {
        List<? extends Ply<?>> plies = played.plies();
        int count = finish ? plies.size() : Math.min(plies.size(), 6);
        Instant start = end.minus(Duration.ofMinutes(count + 1L));
        NewGame spec = NewGame.of(rules.id(), rules.presets().get(0).name(), rules.defaultFirst(), pair[0], pair[1],
                rated);
        GameView view = repository(store, start).create(computer.map(spec::against).orElse(spec));
        for (int i = 0; i < count; i++) {
            String notation = plies.get(i).notation();
            Side side = plies.get(i).side().orElseThrow();
            repository(store, start.plus(Duration.ofMinutes(i + 1L))).play(view.id(), pair[side == Side.ONE ? 0 : 1], notation);
        }
        if (finish && played.outcome().map(Outcome::reason).filter(Outcome.AGREEMENT::equals).isPresent()) {
            repository(store, end).resign(view.id(), pair[1]);
        }
        return view.id();
    }

    private static GameRepository repository(Store store, Instant now) {
        return new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD),
                Clock.fixed(now, ZoneOffset.UTC));
    }

    /** A fresh database each run, so the tests know exactly what is in it. */
    static void wipe(String url) {
        String prefix = "jdbc:sqlite:";
        if (!url.startsWith(prefix)) {
            throw new IllegalStateException("the integration tests write their own SQLite store, not " + url);
        }
        Path base = Path.of(url.substring(prefix.length()));
        Path dir = base.toAbsolutePath().getParent();
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (var files = Files.list(dir)) {
            for (Path file : files.filter(f -> f.getFileName().toString().startsWith(base.getFileName().toString()))
                    .sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
