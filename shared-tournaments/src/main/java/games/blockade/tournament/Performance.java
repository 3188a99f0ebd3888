package games.blockade.tournament;

import java.util.List;
import java.util.OptionalInt;

/**
 * Tournament performance rating as FIDE computes it: the opponents' average rating plus the rating
 * difference dp that FIDE's table (Handbook B.02, 8.1) gives for the fraction scored, rounded to
 * hundredths. Only games played over the board count.
 */
final class Performance {

    /** dp for a score of 0.50 to 1.00 in steps of 0.01; below 0.50 it is the same with the sign turned. */
    private static final int[] DP = {
        0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175,
        184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444,
        470, 501, 538, 589, 677, 800,
    };

    private Performance() {
    }

    /** dp for {@code hundredths} (0 to 100) of the points available. */
    static int ratingDifference(int hundredths) {
        if (hundredths < 0 || hundredths > 100) {
            throw new IllegalArgumentException("a score fraction is 0 to 100 hundredths, not " + hundredths);
        }
        return hundredths >= 50 ? DP[hundredths - 50] : -DP[50 - hundredths];
    }

    /** The performance over games against opponents rated {@code ratings}, scoring {@code points}; none without games. */
    static OptionalInt of(List<Integer> ratings, double points) {
        if (ratings.isEmpty()) {
            return OptionalInt.empty();
        }
        long sum = 0;
        for (int rating : ratings) {
            sum += rating;
        }
        long average = Math.round((double) sum / ratings.size());
        int hundredths = (int) Math.round(100 * points / ratings.size());
        return OptionalInt.of((int) average + ratingDifference(hundredths));
    }
}
