package games.blockade.rules.backgammon;

/** Where a turn stands: the parts of "choose a row, roll, spend". */
public enum Step {
    /** The player chooses a row holding at least one own piece. */
    ROW,
    /** Bungie Battle: the player either rolls one die to shift, or declares a leap. */
    CHOICE,
    /** The server rolls the turn's dice (one die; two in Super Push). */
    ROLL,
    /** Bungie Battle: the server rolls the leap race, the player's dice against the facing row's. */
    LEAP_ROLL,
    /** Super Push: the player says which die shifts; the other leaps. */
    ASSIGN,
    /** The player spends points on the pieces that began the turn in the chosen row. */
    SPEND;

    String id() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
