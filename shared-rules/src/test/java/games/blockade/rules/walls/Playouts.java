package games.blockade.rules.walls;

import games.blockade.rules.Status;

import java.util.List;
import java.util.Random;

/** Positions reached by random play, part by part, for property tests. */
final class Playouts {

    private static final WallsRules RULES = new WallsRules();

    private Playouts() {
    }

    /** The position after up to {@code parts} random moves (bombs taken more often than chance would). */
    static WallsPosition random(long seed, int parts, boolean compact) {
        Random random = new Random(seed);
        WallsPosition p = RULES.start(compact ? WallsBoard.COMPACT.preset() : WallsBoard.STANDARD.preset());
        for (int i = 0; i < parts && RULES.status(p) instanceof Status.ToMove; i++) {
            List<WallsMove> moves = RULES.moves(p);
            WallsMove bomb = moves.stream().filter(m -> m instanceof WallsMove.Bomb).findFirst().orElse(null);
            WallsMove move = bomb != null && random.nextInt(3) == 0 ? bomb : moves.get(random.nextInt(moves.size()));
            p = RULES.play(p, move);
        }
        return p;
    }

    /** The random position, moved on to the start of the next turn. */
    static WallsPosition atTurnStart(long seed, int parts, boolean compact) {
        WallsPosition p = random(seed, parts, compact);
        Random random = new Random(seed + 1);
        while (RULES.status(p) instanceof Status.ToMove && p.wallDue()) {
            List<WallsMove> moves = RULES.moves(p);
            p = RULES.play(p, moves.get(random.nextInt(moves.size())));
        }
        return p;
    }
}
