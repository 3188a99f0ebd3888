package games.blockade.store.rating;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.DoubleUnaryOperator;

/**
 * Glicko-2, as in Mark Glickman's "Example of the Glicko-2 system" (2013): ratings on the Glicko
 * scale (1500, deviation 350 for a newcomer), volatility updated by the Illinois algorithm.
 * {@link #rate} is one rating period; {@link #idle} widens a deviation for time without games.
 */
public final class Glicko2 {

    /** Glickman's factor between the Glicko and Glicko-2 scales. */
    private static final double SCALE = 173.7178;
    private static final double CONVERGENCE = 0.000001;

    public record Rating(double rating, double deviation, double volatility) {
        public Rating {
            if (!(deviation > 0) || !(volatility > 0) || !Double.isFinite(rating)) {
                throw new IllegalArgumentException("not a Glicko-2 rating: " + rating + ", " + deviation + ", " + volatility);
            }
        }
    }

    /** A game against an opponent: score 1 for a win, 0.5 for a draw, 0 for a loss. */
    public record Result(Rating opponent, double score) {
        public Result {
            Objects.requireNonNull(opponent);
            if (score != 0 && score != 0.5 && score != 1) {
                throw new IllegalArgumentException("a score is 0, 0.5 or 1, not " + score);
            }
        }
    }

    /** The project's constants; see docs/ratings.md. */
    public static final Glicko2 STANDARD = new Glicko2(0.5, Duration.ofDays(1), new Rating(1500, 350, 0.06));

    private final double tau;
    private final Duration period;
    private final Rating initial;

    public Glicko2(double tau, Duration period, Rating initial) {
        if (!(tau > 0)) {
            throw new IllegalArgumentException("tau must be positive");
        }
        if (period.isNegative() || period.isZero()) {
            throw new IllegalArgumentException("a rating period must be positive");
        }
        this.tau = tau;
        this.period = period;
        this.initial = Objects.requireNonNull(initial);
    }

    public Rating initial() {
        return initial;
    }

    /** The rating after one rating period with these games (none: only the deviation grows). */
    public Rating rate(Rating player, List<Result> results) {
        double mu = (player.rating() - 1500) / SCALE;
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        if (results.isEmpty()) {
            return fromScale(mu, capped(Math.sqrt(phi * phi + sigma * sigma)), sigma);
        }
        double inverseV = 0;
        double sum = 0;
        for (Result result : results) {
            double muJ = (result.opponent().rating() - 1500) / SCALE;
            double g = g(result.opponent().deviation() / SCALE);
            double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
            inverseV += g * g * e * (1 - e);
            sum += g * (result.score() - e);
        }
        double v = 1 / inverseV;
        double delta = v * sum;
        double newSigma = volatility(delta, phi, v, sigma);
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * sum;
        return fromScale(newMu, capped(newPhi), newSigma);
    }

    /** The rating after time without rated games: the deviation grows by the periods elapsed. */
    public Rating idle(Rating player, Duration elapsed) {
        if (elapsed.isNegative() || elapsed.isZero()) {
            return player;
        }
        double periods = (double) elapsed.toSeconds() / period.toSeconds();
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        double widened = capped(Math.sqrt(phi * phi + periods * sigma * sigma));
        return new Rating(player.rating(), widened * SCALE, sigma);
    }

    private double capped(double phi) {
        return Math.min(phi, initial.deviation() / SCALE);
    }

    private static Rating fromScale(double mu, double phi, double sigma) {
        return new Rating(mu * SCALE + 1500, phi * SCALE, sigma);
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** Step 5 of Glickman's procedure: the new volatility, by the Illinois algorithm. */
    private double volatility(double delta, double phi, double v, double sigma) {
        double a = Math.log(sigma * sigma);
        double deltaSquared = delta * delta;
        double phiSquared = phi * phi;
        DoubleUnaryOperator f = x -> {
            double ex = Math.exp(x);
            double denominator = phiSquared + v + ex;
            return ex * (deltaSquared - phiSquared - v - ex) / (2 * denominator * denominator) - (x - a) / (tau * tau);
        };
        double bigA = a;
        double bigB;
        if (deltaSquared > phiSquared + v) {
            bigB = Math.log(deltaSquared - phiSquared - v);
        } else {
            int k = 1;
            while (f.applyAsDouble(a - k * tau) < 0) {
                k++;
            }
            bigB = a - k * tau;
        }
        double fA = f.applyAsDouble(bigA);
        double fB = f.applyAsDouble(bigB);
        while (Math.abs(bigB - bigA) > CONVERGENCE) {
            double bigC = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f.applyAsDouble(bigC);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = bigC;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }
}
