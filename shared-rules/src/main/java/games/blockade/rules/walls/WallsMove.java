package games.blockade.rules.walls;

/**
 * One part of a turn: the bomb, the pawn move, the wall, or a pass when nothing else is possible.
 * A turn is these parts in order: {@code [bomb] [pawn move] [wall]} or {@code pass}.
 */
public sealed interface WallsMove {

    /**
     * A bomb destroying one unit wall segment: the north edge of {@code square} when
     * {@code north}, otherwise its east edge. Each segment has this one identity whichever square's
     * edge the player names.
     */
    record Bomb(int square, boolean north) implements WallsMove {
    }

    /** A pawn going from one square to another along a path of one or two steps. */
    record PawnMove(int from, int to) implements WallsMove {
    }

    /** A wall two squares long, named by the lower-left of the four squares around its centre. */
    record Wall(int square, boolean vertical) implements WallsMove {
    }

    /** The turn of a player who can neither move a pawn nor place a wall. */
    record Pass() implements WallsMove {
    }
}
