package games.blockade.rules.retreat;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Rejection;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Retreat's computer players, weakest first: {@code random} plays any legal move;
 * {@code search} looks {@value #SEARCH_PLIES} plies ahead and otherwise prefers the better round
 * score; {@code perfect} plays from the solved game: it wins when it can (as fast as it can),
 * draws when it cannot win, and otherwise loses as slowly as it can. Ties are broken by the seed,
 * so a player holds state: use one per game, from one thread.
 */
public final class RetreatComputer implements ComputerPlayer<RetreatPosition, RetreatMove> {

    static final List<String> LEVELS = List.of("random", "search", "perfect");
    static final int SEARCH_PLIES = 4;
    private static final int WON = 1_000;

    private final String level;
    private final SplittableRandom random;
    private final Solutions solutions = new Solutions();

    private RetreatComputer(String level, long seed) {
        this.level = level;
        this.random = new SplittableRandom(seed);
    }

    static RetreatComputer of(String level, long seed) throws Rejection {
        for (String known : LEVELS) {
            if (known.equalsIgnoreCase(level.strip())) {
                return new RetreatComputer(known, seed);
            }
        }
        throw new Rejection("unknown level '" + level + "' for retreat; levels: " + String.join(", ", LEVELS));
    }

    @Override
    public List<RetreatMove> play(RetreatPosition position) {
        long state = position.packed();
        int[] moves = new int[Packed.MAX_MOVES];
        int count = Packed.moatWinner(state) < 0 ? Packed.moves(state, moves) : 0;
        if (count == 0) {
            return List.of();
        }
        int[] ranks = new int[count];
        if (level.equals("search")) {
            for (int i = 0; i < count; i++) {
                ranks[i] = -negamax(Packed.play(state, moves[i]), SEARCH_PLIES - 1, -WON - 1, WON + 1);
            }
        } else if (level.equals("perfect")) {
            RetreatSolution solution = solutions.covering(position);
            for (int i = 0; i < count; i++) {
                ranks[i] = rank(solution.valueOf(Packed.play(state, moves[i])).forMover());
            }
        }
        return List.of(RetreatPosition.move(moves[best(ranks)]));
    }

    /** Higher is better for the mover: faster wins, then draws, then slower losses. */
    private static int rank(RetreatValue value) {
        switch (value.result()) {
            case WIN:
                return 2 * WON - value.plies();
            case LOSS:
                return -2 * WON + value.plies();
            default:
                return 0;
        }
    }

    /** An index of a highest rank, chosen at random among equals. */
    private int best(int[] ranks) {
        int top = Integer.MIN_VALUE;
        int ties = 0;
        int chosen = 0;
        for (int i = 0; i < ranks.length; i++) {
            if (ranks[i] > top) {
                top = ranks[i];
                ties = 1;
                chosen = i;
            } else if (ranks[i] == top && random.nextInt(++ties) == 0) {
                chosen = i;
            }
        }
        return chosen;
    }

    /** The side to move's outlook: a quick win near {@link #WON}, else the round score difference. */
    private static int negamax(long state, int depth, int alpha, int beta) {
        int[] moves = new int[Packed.MAX_MOVES];
        int count = Packed.moatWinner(state) < 0 ? Packed.moves(state, moves) : 0;
        if (count == 0) {
            return -WON + (SEARCH_PLIES - depth);
        }
        int side = Packed.toMove(state);
        if (depth == 0) {
            return Packed.roundScore(state, side) - Packed.roundScore(state, 1 - side);
        }
        int best = -WON - 1;
        for (int i = 0; i < count && best < beta; i++) {
            best = Math.max(best, -negamax(Packed.play(state, moves[i]), depth - 1, -beta, -Math.max(alpha, best)));
        }
        return best;
    }
}
