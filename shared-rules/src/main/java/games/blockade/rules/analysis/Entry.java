package games.blockade.rules.analysis;

import games.blockade.rules.Side;

import java.util.Objects;

/** What an analysis says about one decision of a game, or about one roll of the dice. */
public sealed interface Entry {

    /** The number of the entry's first ply in the game's record, from 1. */
    int ply();

    Side side();

    /**
     * One decision, judged: plies {@code ply} to {@code lastPly} of the record (a decision is one
     * ply unless its player left it open and finished it later), what was played, the side's
     * evaluation before it (that of the best choice found) and after it, the best choice found
     * (the one played when nothing better was found) and the verdict. A forced decision (no other
     * choice) is judged best and counts neither in the verdict counts nor in the accuracy.
     */
    record Judgement(int ply, int lastPly, Side side, String move, Eval before, Eval after, String best,
                     Verdict verdict, boolean forced) implements Entry {
        public Judgement {
            Objects.requireNonNull(side);
            Objects.requireNonNull(move);
            Objects.requireNonNull(before);
            Objects.requireNonNull(after);
            Objects.requireNonNull(best);
            Objects.requireNonNull(verdict);
            if (ply < 1 || lastPly < ply) {
                throw new IllegalArgumentException("a judgement covers plies from 1 on, in order");
            }
        }
    }

    /**
     * A roll of the dice for {@code side}: how much it changed that side's expected result
     * ({@link Eval#equity()}) against the average roll. Positive is good luck.
     */
    record Luck(int ply, Side side, String roll, double luck) implements Entry {
        public Luck {
            Objects.requireNonNull(side);
            Objects.requireNonNull(roll);
        }
    }
}
