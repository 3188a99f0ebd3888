package games.blockade.rules.retreat;

/**
 * The solution that values a position: the start's, which covers every game from the start, or
 * one solved from a position the start cannot reach and kept for the positions that follow it.
 * Holds state: use one per game, from one thread.
 */
final class Solutions {

    private RetreatSolution elsewhere;

    RetreatSolution covering(RetreatPosition position) {
        RetreatSolution start = RetreatSolution.ofStart();
        if (start.value(position).isPresent()) {
            return start;
        }
        if (elsewhere == null || elsewhere.value(position).isEmpty()) {
            elsewhere = RetreatSolution.solve(position);
        }
        return elsewhere;
    }
}
