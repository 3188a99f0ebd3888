package games.blockade.web.tournament;

import games.blockade.store.tournament.CallOff;
import games.blockade.store.tournament.StoredBoard;
import games.blockade.store.tournament.StoredEntrant;
import games.blockade.store.tournament.StoredTournament;
import games.blockade.store.tournament.TournamentRepository;
import games.blockade.store.tournament.TournamentSpec;
import games.blockade.store.tournament.TournamentState;
import games.blockade.store.tournament.TournamentView;
import games.blockade.tournament.Colour;
import games.blockade.tournament.Entrant;
import games.blockade.tournament.Format;
import games.blockade.tournament.Refusal;
import games.blockade.tournament.Standing;
import games.blockade.tournament.Standings;
import games.blockade.tournament.TieBreak;
import games.blockade.tournament.Tournament;
import games.blockade.web.archive.StoreAccess;
import games.blockade.web.infrastructure.Problem;
import games.blockade.web.language.Words;
import games.blockade.web.rules.GameCatalog;
import games.blockade.web.rules.GameKind;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The tournaments the bot runs, as the site shows them, read through the shared store: the list
 * (upcoming, in play, finished; by game and by server) and each tournament whole, with its
 * standings and tie-breaks, the crosstable of a round robin, the bracket of a knockout, every
 * round's boards with their games, and its rules.
 */
@ApplicationScoped
public class Tournaments {

    static final int LISTED = 100;
    /** The game whose knockouts are played as matches (docs/tournaments.md). */
    private static final String RETREAT = "retreat";
    private static final int PLAYER_LISTED = 20;
    /** How a calling-off is noted in the store: by the bot for a person, by the store at the start. */

    @Inject
    StoreAccess store;
    @Inject
    GameCatalog catalog;

    private TournamentRepository tournaments;

    @PostConstruct
    void open() {
        tournaments = new TournamentRepository(store.store(), store.games(), Clock.systemUTC());
    }

    /** A tournament in a list: what it is, where it stands, and who won it. */
    public record Summary(long id, String game, String gameTitle, String preset, String format, String state,
                          String server, int entrants, String signUpUntil, Optional<String> started,
                          Optional<String> finished, List<String> winners, Optional<String> description) {
    }

    /** The three lists, and the filters they were read with. */
    public record Listing(List<Summary> upcoming, List<Summary> inPlay, List<Summary> finished,
                          Optional<String> game, Optional<String> server, List<GameKind> games) {
    }

    /** An entrant: its number, its name, the player's page (none for the computer), seed and rating at the start. */
    public record EntrantView(long id, String name, Optional<Long> playerId, Optional<Integer> seed,
                              Optional<Integer> rating, boolean withdrawn) {
    }

    /** A line of the standings, the tie-breaks in the order they rank by. */
    public record Row(int rank, EntrantView entrant, double score, double buchholzCut1, double buchholz,
                      double sonnebornBerger, Optional<Double> directEncounter, int gamesWon,
                      Optional<Integer> performance) {

        /** The value of {@code tieBreak}, as the standings show it. */
        public String shown(TieBreak tieBreak) {
            return switch (tieBreak) {
                case BUCHHOLZ_CUT_1 -> points(buchholzCut1);
                case BUCHHOLZ -> points(buchholz);
                case SONNEBORN_BERGER -> points(sonnebornBerger);
                case DIRECT_ENCOUNTER -> directEncounter.map(Tournaments::points).orElse("–");
                case GAMES_WON -> String.valueOf(gamesWon);
            };
        }
    }

    /** A board of a round: its two entrants (one for a bye), the game played on it, and its result. */
    public record BoardView(int board, int replay, EntrantView first, Optional<EntrantView> second,
                            Optional<Long> gameId, Optional<String> result) {
    }

    public record RoundView(int number, List<BoardView> boards) {
    }

    /** A round robin's crosstable: the entrants in standings order, and each one's points against each other. */
    public record Crosstable(List<EntrantView> entrants, List<List<String>> cells) {
    }

    /** A tournament whole. */
    public record Detail(Summary summary, List<String> rules, List<TieBreak> tieBreaks, List<Row> standings,
                         int standingsAfter, Optional<Crosstable> crosstable, Optional<String> bracketSvg,
                         List<RoundView> rounds, List<EntrantView> entrants, Optional<String> note) {
    }

    /** A tournament a player entered, and how they did. */
    public record Entered(Summary tournament, Optional<Integer> rank, Optional<Double> score, boolean won) {
    }

    /**
     * The tournaments of a game and a server (every game's, every server's when not given), their
     * words in {@code words}' language (English for the API).
     */
    public Listing list(Optional<String> game, Optional<String> server, Words words) {
        Optional<String> kind = game.filter(g -> !g.isBlank()).map(g -> catalog.get(g).id());
        Optional<Long> guild = server.filter(s -> !s.isBlank()).map(Tournaments::server);
        List<Summary> upcoming = summaries(guild, kind, EnumSet.of(TournamentState.SIGNING_UP), words);
        List<Summary> inPlay = summaries(guild, kind, EnumSet.of(TournamentState.PLAYING, TournamentState.PAUSED),
                words);
        List<Summary> finished = summaries(guild, kind, EnumSet.of(TournamentState.FINISHED, TournamentState.CANCELLED),
                words);
        return new Listing(upcoming, inPlay, finished, kind, guild.map(String::valueOf), catalog.all());
    }

    /** The newest tournament, for the API's examples. */
    public Optional<Long> newest() {
        return tournaments.list(Optional.empty(), Optional.empty(), EnumSet.allOf(TournamentState.class), 1).stream()
                .map(StoredTournament::id).findFirst();
    }

    /** Tournament {@code id} whole, in {@code words}' language; 404 when there is none. */
    public Detail detail(String id, Words words) {
        long number;
        try {
            number = Long.parseLong(id);
        } catch (NumberFormatException e) {
            throw Problem.notFound("tournament-number", id);
        }
        TournamentView view = view(number).orElseThrow(() -> Problem.notFound("no-tournament", id));
        Optional<Tournament> engine = view.engine();
        boolean knockout = view.tournament().spec().format() == TournamentSpec.FormatChoice.KNOCKOUT;
        List<Row> rows = new ArrayList<>();
        int after = 0;
        Optional<Crosstable> crosstable = Optional.empty();
        if (engine.isPresent() && !knockout) {
            Standings standings = engine.get().standings();
            after = standings.afterRound();
            standings.rows().forEach(s -> rows.add(row(view, s, words)));
            if (engine.get().format() instanceof Format.RoundRobin) {
                crosstable = Optional.of(crosstable(view, rows));
            }
        }
        Optional<String> bracket = engine.filter(e -> knockout)
                .map(e -> BracketDrawing.svg(e.bracket(), entrantId -> entrant(view, entrantId, words).name(), words));
        List<RoundView> rounds = new ArrayList<>();
        for (int r = 1; r <= view.lastRound(); r++) {
            rounds.add(new RoundView(r, view.round(r).stream().map(b -> board(view, b, words)).toList()));
        }
        List<TieBreak> tieBreaks = knockout ? List.of() : Standings.order(view.tournament().spec().formatFor(
                view.entrants().size()));
        return new Detail(summary(view, words), rules(view, words), tieBreaks, rows, after, crosstable, bracket, rounds,
                view.entrants().stream().map(e -> entrant(view, e, words)).toList(),
                calledOff(view.tournament(), words));
    }

    /** The tournaments {@code playerId} entered, newest first, with their place in each, in {@code words}' language. */
    public List<Entered> enteredBy(long playerId, Words words) {
        List<Entered> entered = new ArrayList<>();
        for (long id : tournaments.enteredBy(playerId, PLAYER_LISTED)) {
            view(id).ifPresent(view -> {
                StoredEntrant entrant = view.entrants().stream().filter(e -> e.playerId().equals(Optional.of(playerId)))
                        .findFirst().orElseThrow();
                Optional<Standing> standing = view.engine()
                        .filter(e -> !(e.format() instanceof Format.Knockout))
                        .flatMap(e -> e.standings().rows().stream().filter(s -> s.entrant().id() == entrant.id())
                                .findFirst());
                boolean won = view.engine().map(e -> e.winners().stream().anyMatch(w -> w.id() == entrant.id()))
                        .orElse(false);
                entered.add(new Entered(summary(view, words), standing.map(Standing::rank), standing.map(Standing::score),
                        won));
            });
        }
        return entered;
    }

    private Optional<TournamentView> view(long id) {
        return store.store().read(em -> TournamentView.read(em, id));
    }

    private List<Summary> summaries(Optional<Long> guild, Optional<String> kind, EnumSet<TournamentState> states,
                                    Words words) {
        return tournaments.list(guild, kind, states, LISTED).stream()
                .map(t -> view(t.id()).orElseThrow()).map(view -> summary(view, words)).toList();
    }

    private Summary summary(TournamentView view, Words words) {
        StoredTournament t = view.tournament();
        TournamentSpec spec = t.spec();
        List<String> winners = t.state() != TournamentState.FINISHED ? List.of()
                : view.engine().map(Tournament::winners).orElse(List.of()).stream()
                        .map(w -> name(view, w.kind(), words)).toList();
        return new Summary(t.id(), spec.kind(), title(spec.kind()), spec.preset(), formatName(spec.format(), words),
                words.t("tournament.state." + key(t.state())), String.valueOf(spec.guildId()), view.entrants().size(),
                words.minute(spec.signUpUntil()), t.startedAt().map(words::minute), t.finishedAt().map(words::minute),
                winners, spec.description());
    }

    private List<String> rules(TournamentView view, Words words) {
        TournamentSpec spec = view.tournament().spec();
        List<String> rules = new ArrayList<>();
        rules.add(words.t("tournament.rule.game", title(spec.kind()), spec.preset(),
                words.t(spec.rated() ? "tournament.rated" : "tournament.unrated"),
                spec.moveClock().map(c -> words.t("tournament.per-move", words.span(c)))
                        .orElseGet(() -> words.t("tournament.no-clock"))));
        rules.add(switch (spec.format()) {
            case SWISS -> words.t("tournament.rule.swiss", spec.rounds().map(r -> words.t("tournament.rule.rounds", r))
                    .orElseGet(() -> words.t("tournament.rule.rounds-field")));
            case ROUND_ROBIN, DOUBLE_ROUND_ROBIN -> words.t("tournament.rule." + key(spec.format()));
            case KNOCKOUT -> words.t(spec.kind().equals(RETREAT) ? "tournament.rule.knockout-match"
                    : "tournament.rule.knockout");
        });
        rules.add(words.t("tournament.rule.sign-up", words.minute(spec.signUpUntil())));
        if (spec.format() != TournamentSpec.FormatChoice.KNOCKOUT) {
            rules.add(words.t("tournament.rule.standings", String.join(", ",
                    Standings.order(spec.formatFor(view.entrants().size())).stream()
                            .map(tieBreak -> tieBreak(tieBreak, words)).toList())));
        }
        return rules;
    }

    /** A tie-break's name in {@code words}' language. */
    public static String tieBreak(TieBreak tieBreak, Words words) {
        return words.t("tournament.tiebreak." + key(tieBreak));
    }

    /** How a called-off tournament was called off, from the reason the store keeps as a value. */
    private static Optional<String> calledOff(StoredTournament t, Words words) {
        if (t.state() != TournamentState.CANCELLED) {
            return Optional.empty();
        }
        return Optional.of(t.calledOff().map(reason -> reason instanceof CallOff.ByManager manager
                ? words.t("tournament.called-off-by", manager.name())
                : words.t("tournament.called-off-because", field(((CallOff.Field) reason).reason(), words)))
                .orElse(words.t("tournament.called-off")));
    }

    /** Why the format refused the field at the start. */
    private static String field(Refusal.Reason reason, Words words) {
        return reason instanceof Refusal.TooFewEntrants few ? words.t("tournament.too-few", few.minimum(), few.entered())
                : words.t("tournament.too-many", ((Refusal.TooManyEntrants) reason).maximum(),
                        ((Refusal.TooManyEntrants) reason).entered());
    }

    private static Row row(TournamentView view, Standing s, Words words) {
        return new Row(s.rank(), entrant(view, s.entrant().id(), words), s.score(), s.buchholzCut1(), s.buchholz(),
                s.sonnebornBerger(), s.directEncounter().isPresent() ? Optional.of(s.directEncounter().getAsDouble())
                        : Optional.empty(), s.gamesWon(),
                s.performance().isPresent() ? Optional.of(s.performance().getAsInt()) : Optional.empty());
    }

    /** Each entrant's points against each other, summed over the rounds (twice over in a double round robin). */
    private static Crosstable crosstable(TournamentView view, List<Row> rows) {
        List<EntrantView> order = rows.stream().map(Row::entrant).toList();
        List<List<String>> cells = new ArrayList<>();
        for (EntrantView me : order) {
            List<String> line = new ArrayList<>();
            for (EntrantView them : order) {
                if (me.id() == them.id()) {
                    line.add("×");
                    continue;
                }
                List<String> scores = new ArrayList<>();
                for (StoredBoard b : view.boards()) {
                    boolean meFirst = b.firstEntrant() == me.id() && b.secondEntrant().equals(Optional.of(them.id()));
                    boolean meSecond = b.firstEntrant() == them.id() && b.secondEntrant().equals(Optional.of(me.id()));
                    if ((meFirst || meSecond) && b.result().isPresent()) {
                        scores.add(points(b.result().get().points(meFirst ? Colour.FIRST : Colour.SECOND)));
                    }
                }
                line.add(String.join(" ", scores));
            }
            cells.add(line);
        }
        return new Crosstable(order, cells);
    }

    private static BoardView board(TournamentView view, StoredBoard b, Words words) {
        return new BoardView(b.board(), b.replay(), entrant(view, b.firstEntrant(), words),
                b.secondEntrant().map(e -> entrant(view, e, words)), b.gameId(), b.bye()
                        ? Optional.of(words.t("tournament.bye", points(b.byePoints())))
                        : b.result().map(r -> words.t("tournament.result." + key(r))));
    }

    private static EntrantView entrant(TournamentView view, long id, Words words) {
        return entrant(view, view.entrant(id), words);
    }

    private static EntrantView entrant(TournamentView view, StoredEntrant e, Words words) {
        return new EntrantView(e.id(), name(view, e.kind(), words),
                e.kind() instanceof Entrant.Person ? e.playerId() : Optional.empty(), e.seed(), e.rating(),
                e.withdrawnAt().isPresent());
    }

    /**
     * An entrant's name: the person's, or the computer's in {@code words}' language, numbered where it
     * is entered more than once at its level ("the computer (easy) #2").
     */
    private static String name(TournamentView view, Entrant.Kind kind, Words words) {
        return kind instanceof Entrant.Computer computer
                ? computer.named(words.t("tournament.computer", computer.level()))
                : view.name(kind);
    }

    private String title(String kind) {
        return catalog.all().stream().filter(k -> k.id().equals(kind)).map(GameKind::title).findFirst().orElse(kind);
    }

    /** Points as the standings show them: halves as ½. */
    public static String points(double points) {
        long whole = (long) Math.floor(points);
        boolean half = points - whole >= 0.5;
        return whole == 0 && half ? "½" : whole + (half ? "½" : "");
    }

    static String formatName(TournamentSpec.FormatChoice format, Words words) {
        return words.t("tournament.format." + key(format));
    }

    /** An enum constant as the bundles name it: {@code ROUND_ROBIN} as {@code round_robin}. */
    private static String key(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT);
    }

    private static long server(String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw Problem.badRequest("server-number", value);
        }
    }
}
