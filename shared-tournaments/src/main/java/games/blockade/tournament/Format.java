package games.blockade.tournament;

/** How a tournament is run, with the numbers each format needs. */
public sealed interface Format permits Format.Swiss, Format.RoundRobin, Format.Knockout {

    /** Fewer entrants than this and the tournament is called off. */
    int minimumEntrants();

    /** More entrants than this are refused: the pairings and the rounds would not be sensible. */
    int maximumEntrants();

    /** The number of rounds for {@code entrants} entrants. */
    int rounds(int entrants);

    /**
     * Swiss: everyone plays every round against someone with the same score where possible, for a
     * fixed number of rounds.
     */
    record Swiss(int rounds) implements Format {

        public static final int MOST_ROUNDS = 20;

        public Swiss {
            if (rounds < 1 || rounds > MOST_ROUNDS) {
                throw new IllegalArgumentException("a Swiss has 1 to " + MOST_ROUNDS + " rounds, not " + rounds);
            }
        }

        /**
         * The usual length for {@code entrants}: enough rounds that at most one entrant can win them
         * all (⌈log₂ n⌉), and one more so the places behind the winner are settled too; never more
         * than n − 1, after which rematches could no longer be avoided.
         */
        public static Swiss byDefault(int entrants) {
            if (entrants < 2) {
                throw new IllegalArgumentException("a Swiss needs at least 2 entrants, not " + entrants);
            }
            int log = 32 - Integer.numberOfLeadingZeros(entrants - 1);
            return new Swiss(Math.min(Math.min(entrants - 1, log + 1), MOST_ROUNDS));
        }

        @Override
        public int minimumEntrants() {
            return 4;
        }

        @Override
        public int maximumEntrants() {
            return 2048;
        }

        @Override
        public int rounds(int entrants) {
            return rounds;
        }
    }

    /** Round robin: everyone meets everyone, once, or twice with the sides swapped. */
    record RoundRobin(boolean twice) implements Format {

        @Override
        public int minimumEntrants() {
            return 3;
        }

        @Override
        public int maximumEntrants() {
            return 64;
        }

        /** n − 1 rounds for an even n, n for an odd n (each entrant sits one out), twice as many played twice. */
        @Override
        public int rounds(int entrants) {
            int cycle = entrants % 2 == 0 ? entrants - 1 : entrants;
            return twice ? 2 * cycle : cycle;
        }
    }

    /** Knockout: a bracket seeded by rating; the loser of a match is out. */
    record Knockout() implements Format {

        @Override
        public int minimumEntrants() {
            return 2;
        }

        @Override
        public int maximumEntrants() {
            return 1024;
        }

        /** log₂ of the bracket: the entrants rounded up to a power of two. */
        @Override
        public int rounds(int entrants) {
            return 32 - Integer.numberOfLeadingZeros(Math.max(1, entrants - 1));
        }
    }
}
