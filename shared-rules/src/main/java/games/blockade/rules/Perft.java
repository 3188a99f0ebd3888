package games.blockade.rules;

/**
 * Perft: the number of leaves of the tree of legal turns to a depth, the standard check of a move
 * generator. A finished game has no turns; repetition is not considered.
 */
public final class Perft {

    private Perft() {
    }

    public static <P, M> long count(Rules<P, M> rules, P position, int depth) {
        if (depth == 0) {
            return 1;
        }
        if (depth == 1) {
            return rules.countTurns(position);
        }
        long total = 0;
        for (Turn<P, M> turn : rules.turns(position)) {
            total += count(rules, turn.result(), depth - 1);
        }
        return total;
    }
}
