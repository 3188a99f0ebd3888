package games.blockade.rules.backgammon;

import games.blockade.rules.ComputerPlayer;

import java.util.ArrayList;
import java.util.List;

/**
 * The middle level, "leap when cheapest": it chooses the row whose pieces leap cheapest (in
 * Bungie Battle, the row whose leap race takes off most pieces on average, and always races),
 * gives Super Push's larger die to leaping, then leaps the cheapest piece it can afford until it
 * can afford none. It never shifts.
 */
final class GreedyPlayer implements ComputerPlayer<BackgammonPosition, BackgammonMove> {

    private final BackgammonRules rules;

    GreedyPlayer(BackgammonRules rules) {
        this.rules = rules;
    }

    @Override
    public List<BackgammonMove> play(BackgammonPosition position) {
        TurnState turn = position.turn();
        switch (turn.step()) {
            case ROW -> {
                int row = bestRow(position);
                return position.variant() == Variant.BUNGIE
                        ? List.of(new BackgammonMove.ChooseRow(row), new BackgammonMove.DeclareLeap())
                        : List.of(new BackgammonMove.ChooseRow(row));
            }
            case CHOICE -> {
                return List.of(new BackgammonMove.DeclareLeap());
            }
            case ASSIGN -> {
                List<BackgammonMove> moves = new ArrayList<>();
                BackgammonMove assign = new BackgammonMove.Assign(Math.min(turn.rolled().get(0), turn.rolled().get(1)));
                moves.add(assign);
                moves.addAll(leaps(rules.play(position, assign)));
                return moves;
            }
            case SPEND -> {
                return leaps(position);
            }
            default -> {
                return List.of();
            }
        }
    }

    private static int bestRow(BackgammonPosition position) {
        int[] own = new int[Rows.ROWS + 1];
        int[] theirs = new int[Rows.ROWS + 1];
        for (int row = 1; row <= Rows.ROWS; row++) {
            own[row] = position.own().count(row);
            theirs[row] = position.opponent().count(row);
        }
        return bestRow(position.variant(), own, theirs);
    }

    /** The policy's row, from the counts of the mover's rows and the facing ones (indexed 1 to 6). */
    static int bestRow(Variant variant, int[] own, int[] theirs) {
        int best = 0;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int row = 1; row <= Rows.ROWS; row++) {
            int pieces = own[row];
            if (pieces == 0) {
                continue;
            }
            double score = variant == Variant.BUNGIE
                    ? Chances.expectedLeavers(pieces, theirs[row] + 1)
                    : -BackgammonPosition.leapCost(pieces - 1, theirs[row]) + pieces / 100.0;
            if (score > bestScore) {
                bestScore = score;
                best = row;
            }
        }
        return best;
    }

    /** Leaps the cheapest affordable piece again and again, then ends the turn if it is still open. */
    private List<BackgammonMove> leaps(BackgammonPosition start) {
        List<BackgammonMove> moves = new ArrayList<>();
        BackgammonPosition position = start;
        while (position.turn().step() == Step.SPEND && position.toMove() == start.toMove()) {
            BackgammonMove cheapest = new BackgammonMove.End();
            int cheapestCost = Integer.MAX_VALUE;
            for (BackgammonMove move : rules.moves(position)) {
                if (move instanceof BackgammonMove.Leap leap && position.leapCost(leap.row()) < cheapestCost) {
                    cheapestCost = position.leapCost(leap.row());
                    cheapest = move;
                }
            }
            moves.add(cheapest);
            position = rules.play(position, cheapest);
        }
        return moves;
    }
}
