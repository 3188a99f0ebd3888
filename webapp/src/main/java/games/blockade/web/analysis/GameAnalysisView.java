package games.blockade.web.analysis;

import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.analysis.Entry;
import games.blockade.rules.analysis.GameAnalysis;
import games.blockade.rules.analysis.Tally;
import games.blockade.rules.analysis.Verdict;
import games.blockade.store.analysis.AnalysisStatus;
import games.blockade.store.analysis.Mistakes;
import games.blockade.store.repository.GameView;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A game's analysis as the site shows it and the API answers it: where it stands ({@code state}:
 * {@code playing}, {@code pending}, {@code ready}, {@code failed}, or {@code none} for a game that
 * ended before games were analysed), every decision judged with its evaluations before and after
 * (from the mover's side, and as expected results from -1 to +1), the luck of every roll, and each
 * side's accuracy and verdict counts.
 */
public record GameAnalysisView(long game, String state, Optional<String> note, List<Decision> decisions,
                               List<Roll> rolls, List<SideTally> sides) {

    public static final String PLAYING = "playing";
    public static final String PENDING = "pending";
    public static final String READY = "ready";
    public static final String FAILED = "failed";
    public static final String NONE = "none";

    /**
     * One decision: plies {@code ply} to {@code lastPly}, the side ({@code one} or {@code two}) and
     * its name in the game, what was played, the evaluations in words and as expected results, the
     * best choice found, the verdict, whether it was forced and whether it counts as a mistake.
     */
    public record Decision(int ply, int lastPly, String side, String sideName, String move, String before,
                           String after, double equityBefore, double equityAfter, String best, String verdict,
                           boolean forced, boolean mistake) {

        /** The expected result after the decision for the side that moves first ({@code one}). */
        public double equityForOne() {
            return side.equals("one") ? equityAfter : -equityAfter;
        }
    }

    /** The luck of one roll of the dice for {@code side}: how much better than the average roll. */
    public record Roll(int ply, String side, String roll, double luck) {
    }

    /** One side's tally: accuracy (absent when nothing was judged), the count of each verdict, its luck. */
    public record SideTally(String side, String sideName, String player, Optional<Double> accuracy, int best,
                            int good, int inaccuracy, int mistake, int blunder, int rolls, double luck) {

        /** The accuracy as a whole percentage, or a dash. */
        public String accuracyText() {
            return accuracy.map(a -> String.format(Locale.ROOT, "%.0f%%", a)).orElse("–");
        }

        public String luckText() {
            return String.format(Locale.ROOT, "%+.2f", luck);
        }
    }

    /** The view of a game's analysis as it stands; {@code names} names the sides' players. */
    public static GameAnalysisView of(GameView view, AnalysisStatus status, java.util.function.Function<Side, String> names) {
        if (status instanceof AnalysisStatus.Ready ready) {
            return ready(view, ready.analysis(), names);
        }
        String state = status instanceof AnalysisStatus.Pending ? PENDING
                : status instanceof AnalysisStatus.Failed ? FAILED
                : status instanceof AnalysisStatus.NotQueued ? NONE : PLAYING;
        Optional<String> note = status instanceof AnalysisStatus.Failed failed ? Optional.of(failed.note())
                : Optional.empty();
        return new GameAnalysisView(view.id(), state, note, List.of(), List.of(), List.of());
    }

    private static GameAnalysisView ready(GameView view, GameAnalysis analysis,
                                          java.util.function.Function<Side, String> names) {
        Rules<?, ?> rules = view.game().rules();
        List<Decision> decisions = new ArrayList<>();
        List<Roll> rolls = new ArrayList<>();
        for (Entry entry : analysis.entries()) {
            if (entry instanceof Entry.Judgement j) {
                decisions.add(new Decision(j.ply(), j.lastPly(), word(j.side()), rules.sideName(j.side()), j.move(),
                        j.before().toString(), j.after().toString(), j.before().equity(), j.after().equity(), j.best(),
                        j.verdict().word(), j.forced(), Mistakes.isMistake(j)));
            } else if (entry instanceof Entry.Luck luck) {
                rolls.add(new Roll(luck.ply(), word(luck.side()), luck.roll(), luck.luck()));
            }
        }
        List<SideTally> sides = new ArrayList<>();
        for (Side side : Side.values()) {
            Tally t = analysis.tally(side);
            sides.add(new SideTally(word(side), rules.sideName(side), names.apply(side),
                    t.accuracy().isPresent() ? Optional.of(t.accuracy().getAsDouble()) : Optional.empty(),
                    t.count(Verdict.BEST), t.count(Verdict.GOOD), t.count(Verdict.INACCURACY), t.count(Verdict.MISTAKE),
                    t.count(Verdict.BLUNDER), t.rolls(), t.luck()));
        }
        return new GameAnalysisView(view.id(), READY, Optional.empty(), decisions, rolls, sides);
    }

    private static String word(Side side) {
        return side.name().toLowerCase(Locale.ROOT);
    }

    public boolean ready() {
        return state.equals(READY);
    }

    /** Whether the analysis may still change: while the game is played or its analysis is made. */
    public boolean settled() {
        return !state.equals(PLAYING) && !state.equals(PENDING);
    }

    /** The mistake whose decision begins at {@code ply}, for its mark in the move list. */
    public Optional<Decision> mistakeAt(int ply) {
        return decisions.stream().filter(d -> d.mistake() && d.ply() == ply).findFirst();
    }

    /** The mistake whose decision the board after {@code ply} shows played: its last ply. */
    public Optional<Decision> mistakeShownAt(int ply) {
        return decisions.stream().filter(d -> d.mistake() && d.lastPly() == ply).findFirst();
    }
}
