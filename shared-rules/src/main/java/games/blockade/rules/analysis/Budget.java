package games.blockade.rules.analysis;

import java.time.Duration;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * How much work the analysis of one decision may do. An analyst reads its allowance once per unit
 * of work (each game says what a unit is: a turn listed or a node searched in walls and
 * piecepack, an end of turn played out in backgammon) and, once it is spent, judges on what it
 * has weighed so far. A {@link Work} budget gives the same analysis every time; a {@link Time}
 * budget bounds the time on any clock, such as the analysing thread's CPU time.
 */
public sealed interface Budget {

    /** A fresh allowance for one decision: true from the moment it is spent. */
    BooleanSupplier start();

    /** So many units of work per decision: repeatable on any machine. */
    record Work(long units) implements Budget {
        public Work {
            if (units < 1) {
                throw new IllegalArgumentException("a budget allows at least one unit of work");
            }
        }

        @Override
        public BooleanSupplier start() {
            long[] used = {0};
            return () -> ++used[0] > units;
        }
    }

    /**
     * Another budget whose work its caller may hold between two units, to let more urgent work run
     * first (a background analysis yielding to a player's move): {@code pause} runs before each
     * unit is counted and may block. Around a {@link Work} budget the analysis stays the same,
     * however long it is held.
     */
    record Paced(Budget inner, Runnable pause) implements Budget {
        public Paced {
            Objects.requireNonNull(inner);
            Objects.requireNonNull(pause);
        }

        @Override
        public BooleanSupplier start() {
            BooleanSupplier spent = inner.start();
            return () -> {
                pause.run();
                return spent.getAsBoolean();
            };
        }
    }

    /**
     * So much time per decision on a clock of nanoseconds, e.g.
     * {@code ManagementFactory.getThreadMXBean()::getCurrentThreadCpuTime} for the thread's CPU time.
     */
    record Time(Duration perDecision, LongSupplier nanoClock) implements Budget {
        public Time {
            Objects.requireNonNull(perDecision);
            Objects.requireNonNull(nanoClock);
        }

        @Override
        public BooleanSupplier start() {
            long deadline = nanoClock.getAsLong() + perDecision.toNanos();
            return () -> nanoClock.getAsLong() - deadline > 0;
        }
    }
}
