package games.blockade.store.analysis;

import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.analysis.Entry;
import games.blockade.rules.analysis.GameAnalysis;
import games.blockade.rules.analysis.Verdict;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A side's biggest mistakes in an analysed game, the same for the bot's posts and the web's pages:
 * its unforced decisions judged an inaccuracy or worse, the worst verdict first, then the most of
 * the game given up, then the earliest.
 */
public final class Mistakes {

    private static final Comparator<Entry.Judgement> WORST_FIRST = Comparator
            .comparing((Entry.Judgement j) -> j.verdict().ordinal()).reversed()
            .thenComparing(Comparator.comparingDouble(Mistakes::givenUp).reversed())
            .thenComparingInt(Entry.Judgement::ply);

    private Mistakes() {
    }

    /** Whether a decision counts as a mistake of its player: unforced, and an inaccuracy or worse. */
    public static boolean isMistake(Entry.Judgement judgement) {
        return !judgement.forced() && judgement.verdict().compareTo(Verdict.INACCURACY) >= 0;
    }

    /** The {@code limit} biggest mistakes of {@code side}, biggest first. */
    public static List<Entry.Judgement> biggest(GameAnalysis analysis, Side side, int limit) {
        return analysis.judgements().stream().filter(j -> j.side() == side && isMistake(j)).sorted(WORST_FIRST)
                .limit(limit).toList();
    }

    /**
     * The game as it stood before the decision at {@code ply}, with {@code best} played instead: its
     * last ply, so that a picture of it highlights the better move. Empty where that move cannot be
     * played on its own (it waits for a roll of the dice, say).
     */
    public static Optional<Game<?, ?>> betterPlayed(Game<?, ?> game, int ply, String best) {
        try {
            return Optional.of(game.upTo(ply - 1).play(best));
        } catch (Rejection e) {
            return Optional.empty();
        }
    }

    /** How much of the game a decision gave up, on the scale of expected results (0 to 2). */
    public static double givenUp(Entry.Judgement judgement) {
        return judgement.before().equity() - judgement.after().equity();
    }
}
