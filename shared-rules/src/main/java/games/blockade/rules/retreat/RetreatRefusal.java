package games.blockade.rules.retreat;

/** Why a move or a position text is refused: the closed set of reasons, each with its rule. */
public enum RetreatRefusal {
    /** The game is already over. */
    GAME_OVER,
    /** Not of the form {@code <unit><from>-<to>}. */
    MALFORMED_MOVE,
    /** The unit is not one of B, BB, C, BC, BBC, D. */
    UNKNOWN_UNIT,
    /** A square is not 1 to 10, or a move would leave the board. */
    OFF_BOARD,
    /** Each unit moves an exact number of squares. */
    WRONG_DISTANCE,
    /** The mover has no such unit on the square it starts from. */
    NO_SUCH_UNIT,
    /** Only a lone castle draws. */
    NOT_A_LONE_CASTLE,
    /** A draw needs the mover's own lone bridge next to the castle. */
    NO_BRIDGE_TO_DRAW,
    /** A high bridge cannot be drawn. */
    HIGH_BRIDGE_NOT_DRAWN,
    /** The square beyond a drawn bridge must be empty. */
    DRAW_BLOCKED,
    /** A castle never stands in its own moat, alone or in a stack. */
    OWN_MOAT,
    /** Nothing lands on a square holding an opponent's piece. */
    OPPONENT_SQUARE,
    /** A bridge never lands on a castle; a high bridge or tower lands only on an empty square. */
    CANNOT_STACK,
    /** The move exactly reverses the mover's own previous move. */
    RETREAT,
    /** A position text not of the form {@code b/c/b/././././B/C/B b - -}. */
    MALFORMED_POSITION,
    /** A square's pieces are not one of the stacks b, bb, c, bc, bbc of one side. */
    BAD_STACK,
    /** A side does not have exactly two bridges and one castle. */
    WRONG_PIECES,
    /** A side's recorded last move does not end where that unit now stands. */
    INCONSISTENT_LAST_MOVE,
    /** The side to move already has its castle in the opponent's moat: the game ended before. */
    MOAT_OUT_OF_TURN
}
