package games.blockade.tournament;

/** The tie-breaks the standings show and rank by (docs/tournaments.md, "Standings"). */
public enum TieBreak {
    /** Buchholz without its least significant value: one weak opponent does not drag it down. */
    BUCHHOLZ_CUT_1("Buchholz cut 1"),
    /** The sum of the opponents' scores. */
    BUCHHOLZ("Buchholz"),
    /** The opponents' scores weighted by the points taken from them: full for a win, half for a draw. */
    SONNEBORN_BERGER("Sonneborn–Berger"),
    /** The points scored in the games among the tied entrants, when all of them have met. */
    DIRECT_ENCOUNTER("direct encounter"),
    /** Games won over the board. */
    GAMES_WON("games won");

    private final String label;

    TieBreak(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
