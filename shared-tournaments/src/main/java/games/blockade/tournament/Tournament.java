package games.blockade.tournament;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * A tournament in play: its format, its entrants, the rounds so far (the last one current) and who
 * has withdrawn. Every change returns a new value; a refused change changes nothing.
 *
 * <p>The bot's loop: {@link #start} pairs round one; each result goes in through {@link #record};
 * after each, {@link #advance} says whether to wait, open replays, pair and open the next round
 * (at once, when the last game of a round has ended) or announce the winners.
 */
public record Tournament(Format format, List<Entrant> entrants, List<Round> rounds, Set<Long> withdrawn) {

    public Tournament {
        Objects.requireNonNull(format, "format");
        entrants = List.copyOf(entrants);
        rounds = List.copyOf(rounds);
        withdrawn = Set.copyOf(withdrawn);
    }

    /** Starts a tournament: checks the field and pairs round one. */
    public static Tournament start(Format format, List<Entrant> entrants) throws Refusal {
        Optional<Refusal.Reason> field = fieldRefused(format, entrants.size());
        if (field.isPresent()) {
            throw new Refusal(field.get());
        }
        Set<Long> ids = new HashSet<>();
        Set<Integer> seeds = new TreeSet<>();
        for (Entrant entrant : entrants) {
            if (!ids.add(entrant.id())) {
                throw new Refusal(new Refusal.EnteredTwice(entrant.id()));
            }
            seeds.add(entrant.seed());
        }
        if (seeds.size() != entrants.size() || !seeds.contains(1) || !seeds.contains(entrants.size())) {
            throw new Refusal(new Refusal.SeedsNotInOrder(entrants.size()));
        }
        Tournament empty = new Tournament(format, entrants, List.of(), Set.of());
        return empty.withRound(empty.pair(1));
    }

    /**
     * Why a field of {@code entrants} cannot start in {@code format}, if it cannot: too few or too
     * many. The same field always gets the same answer, so a tournament called off at its start can
     * be told why again from its entrants alone.
     */
    public static Optional<Refusal.Reason> fieldRefused(Format format, int entrants) {
        if (entrants < format.minimumEntrants()) {
            return Optional.of(new Refusal.TooFewEntrants(format.minimumEntrants(), entrants));
        }
        if (entrants > format.maximumEntrants()) {
            return Optional.of(new Refusal.TooManyEntrants(format.maximumEntrants(), entrants));
        }
        return Optional.empty();
    }

    /** The round being played, or the last one played. */
    public Round current() {
        return rounds.get(rounds.size() - 1);
    }

    /** The rounds the tournament will have in all. */
    public int totalRounds() {
        return format.rounds(entrants.size());
    }

    public Optional<Entrant> entrant(long id) {
        return entrants.stream().filter(entrant -> entrant.id() == id).findFirst();
    }

    /** The result of the game in play on {@code board} of the current round. */
    public Tournament record(int board, Result result) throws Refusal {
        Objects.requireNonNull(result, "result");
        Round round = current();
        if (round.inPlay(board).isEmpty()) {
            throw new Refusal(new Refusal.NoGameInPlay(board, round.number()));
        }
        if (result == Result.BOTH_FORFEIT) {
            throw new Refusal(new Refusal.DoubleForfeitOnlyByWithdrawing());
        }
        return withCurrent(round.withResult(board, result));
    }

    /**
     * {@code entrant} leaves: its games in play are lost by forfeit, it is paired no more, and its
     * games in later round robin rounds are forfeited as they come.
     */
    public Tournament withdraw(long entrant) throws Refusal {
        if (entrant(entrant).isEmpty()) {
            throw new Refusal(new Refusal.NotAnEntrant(entrant));
        }
        if (withdrawn.contains(entrant)) {
            throw new Refusal(new Refusal.AlreadyWithdrawn(entrant));
        }
        if (finished()) {
            throw new Refusal(new Refusal.Over());
        }
        Round round = current();
        for (Game game : round.pending()) {
            if (game.involves(entrant)) {
                round = round.withResult(game.board(), Result.winByForfeit(game.colourOf(entrant).opposite()));
            }
        }
        Set<Long> gone = new HashSet<>(withdrawn);
        gone.add(entrant);
        return new Tournament(format, entrants, rounds, gone).withCurrent(round);
    }

    /**
     * What comes next: open knockout replays of drawn games, at once, whatever else of the round is
     * still in play (a drawn match is not decided, so nothing is gained by waiting); wait for the
     * games in play; pair the next round now that the current one is over; or the tournament is over.
     */
    public Progress advance() {
        Round round = current();
        if (format instanceof Format.Knockout) {
            List<Game> replays = Knockout.replays(round, withdrawn);
            if (!replays.isEmpty()) {
                return new Progress.Replays(withCurrent(round.withGames(replays)), replays);
            }
        }
        if (!round.over()) {
            return new Progress.Waiting(round.pending());
        }
        if (finished()) {
            return new Progress.Finished(winners());
        }
        Round next = pair(round.number() + 1);
        return new Progress.NextRound(withRound(next), next);
    }

    /**
     * The standings after the rounds that are over (Swiss and round robin; a knockout is placed by
     * its {@link #bracket()}).
     */
    public Standings standings() {
        if (format instanceof Format.Knockout) {
            throw new IllegalStateException("a knockout has a bracket, not standings");
        }
        List<Round> over = current().over() ? rounds : rounds.subList(0, rounds.size() - 1);
        return Standings.of(format, entrants, over);
    }

    /** The knockout bracket, with the matches still to come. */
    public Bracket bracket() {
        if (!(format instanceof Format.Knockout)) {
            throw new IllegalStateException("only a knockout has a bracket");
        }
        return Knockout.bracket(entrants, rounds);
    }

    /**
     * The winners once the tournament is over: whoever leads the standings (more than one when
     * they are level on every tie-break), or the knockout's champion; nobody before the end.
     */
    public List<Entrant> winners() {
        if (!finished()) {
            return List.of();
        }
        if (format instanceof Format.Knockout) {
            return bracket().champion().flatMap(this::entrant).stream().toList();
        }
        return standings().leaders();
    }

    /** The last round is over, drawn knockout games replayed, or a Swiss has fewer than two entrants left to pair. */
    public boolean finished() {
        Round round = current();
        if (!round.over() || format instanceof Format.Knockout && !Knockout.replays(round, withdrawn).isEmpty()) {
            return false;
        }
        return round.number() >= totalRounds() || format instanceof Format.Swiss && present().size() < 2;
    }

    private List<Entrant> present() {
        return entrants.stream().filter(entrant -> !withdrawn.contains(entrant.id())).toList();
    }

    private Round pair(int number) {
        if (format instanceof Format.RoundRobin) {
            return roundRobin(number);
        }
        if (format instanceof Format.Knockout) {
            return number == 1 ? Knockout.firstRound(entrants)
                    : Knockout.nextRound(current(), Knockout.size(entrants.size()) >> (number - 1), entrants, withdrawn);
        }
        return SwissPairing.pair(number, present(), History.of(entrants, rounds));
    }

    /**
     * A round of the Berger table, by seed; with an odd field the seed paired with the dummy has
     * the round off (no point). The second cycle of a double round robin repeats the first with
     * the sides swapped.
     */
    private Round roundRobin(int number) {
        int n = entrants.size() + entrants.size() % 2;
        int cycle = n - 1;
        boolean swapped = number > cycle;
        Map<Integer, Long> bySeed = entrants.stream().collect(Collectors.toMap(Entrant::seed, Entrant::id));
        List<Game> games = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        int board = 0;
        for (int[] pair : BergerTable.round(n, swapped ? number - cycle : number)) {
            board++;
            Long first = bySeed.get(pair[swapped ? 1 : 0]);
            Long second = bySeed.get(pair[swapped ? 0 : 1]);
            if (first == null || second == null) {
                long resting = first == null ? second : first;
                if (!withdrawn.contains(resting)) {
                    byes.add(new Bye(board, resting, 0));
                }
            } else {
                games.add(Game.scheduled(board, first, second, withdrawn));
            }
        }
        return new Round(number, games, byes);
    }

    private Tournament withRound(Round round) {
        List<Round> more = new ArrayList<>(rounds);
        more.add(round);
        return new Tournament(format, entrants, more, withdrawn);
    }

    private Tournament withCurrent(Round round) {
        List<Round> changed = new ArrayList<>(rounds);
        changed.set(changed.size() - 1, round);
        return new Tournament(format, entrants, changed, withdrawn);
    }
}
