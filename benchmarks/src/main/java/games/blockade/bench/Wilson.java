package games.blockade.bench;

import java.util.Locale;

/** 95 % confidence intervals for the shares the match runners print. */
public final class Wilson {

    private static final double Z = 1.959964;

    private Wilson() {
    }

    /** "k/n = p % [lo–hi %]": the Wilson score interval of a share. */
    public static String share(int k, int n) {
        if (n == 0) {
            return "0/0";
        }
        double p = (double) k / n;
        double z2 = Z * Z;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
        return String.format(Locale.ROOT, "%d/%d = %.1f%% [%.1f-%.1f%%]", k, n, 100 * p,
                100 * Math.max(0, centre - half), 100 * Math.min(1, centre + half));
    }

    /** The mean score (win 1, draw one half) with a normal interval from the games' own spread. */
    public static String score(int wins, int draws, int losses) {
        int n = wins + draws + losses;
        double mean = (wins + draws / 2.0) / n;
        double square = (wins + draws / 4.0) / n;
        double half = Z * Math.sqrt(Math.max(0, square - mean * mean) / n);
        return String.format(Locale.ROOT, "score %.1f%% [%.1f-%.1f%%]", 100 * mean, 100 * (mean - half), 100 * (mean + half));
    }
}
