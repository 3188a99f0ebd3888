package games.blockade.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * One entrant of a tournament: its id (the store's), its rating when the tournament started, its
 * seed (1 is the strongest; the starting rank every format uses) and who plays.
 */
public record Entrant(long id, int rating, int seed, Kind kind) {

    /** Who sits at the board: a person, or the computer at a level. */
    public sealed interface Kind permits Person, Computer {
    }

    public record Person(long playerId) implements Kind {
    }

    /**
     * The computer at a level. A tournament may enter it several times, at one level or more, each a
     * distinct entrant: {@code number} tells those at the same level apart (1 for the first to join,
     * 2 for the next, ...), so two of them meeting is a game the computer plays by itself.
     */
    public record Computer(String level, int number) implements Kind {

        public Computer {
            if (level == null || level.isBlank()) {
                throw new IllegalArgumentException("a computer entrant needs a level");
            }
            if (number < 1) {
                throw new IllegalArgumentException("computer entrants are numbered from 1, not " + number);
            }
        }

        /** The first (or only) computer entrant at {@code level}. */
        public Computer(String level) {
            this(level, 1);
        }

        /**
         * Its name, given the computer's name at its level in some language: as it is for the first
         * at its level, with its number after it for the others ("the computer (easy) #2").
         */
        public String named(String atLevel) {
            return number == 1 ? atLevel : atLevel + " #" + number;
        }
    }

    public Entrant {
        Objects.requireNonNull(kind, "kind");
        if (seed < 1) {
            throw new IllegalArgumentException("seeds start at 1, not " + seed);
        }
    }

    /**
     * The same entrants seeded by rating, highest first; equal ratings keep the order given (the
     * order of signing up), so the seeds are 1 to n without gaps.
     */
    public static List<Entrant> seededByRating(List<Entrant> signUps) {
        List<Entrant> byRating = new ArrayList<>(signUps);
        byRating.sort(Comparator.comparingInt(Entrant::rating).reversed());
        List<Entrant> seeded = new ArrayList<>(byRating.size());
        for (int i = 0; i < byRating.size(); i++) {
            Entrant entrant = byRating.get(i);
            seeded.add(new Entrant(entrant.id(), entrant.rating(), i + 1, entrant.kind()));
        }
        return List.copyOf(seeded);
    }
}
