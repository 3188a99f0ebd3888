package games.blockade.web.rules;

import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import java.util.logging.Logger;

/**
 * Retreat's solution, which the rules page and every Retreat replay read. Solving takes seconds,
 * so it starts in the background as the site starts, rather than on some visitor's first request.
 */
@ApplicationScoped
public class Solutions {

    private static final Logger LOG = Logger.getLogger(Solutions.class.getName());

    @Resource
    ManagedExecutorService executor;

    private volatile RetreatSolved retreat;

    void solveEarly(@Observes @Initialized(ApplicationScoped.class) Object started) {
        executor.submit(this::retreat);
    }

    public RetreatSolved retreat() {
        RetreatSolved solved = retreat;
        if (solved == null) {
            synchronized (this) {
                if (retreat == null) {
                    long began = System.nanoTime();
                    retreat = RetreatSolved.compute();
                    LOG.info(() -> "Retreat solved: " + retreat.positions() + " positions in "
                            + (System.nanoTime() - began) / 1_000_000 + " ms");
                }
                solved = retreat;
            }
        }
        return solved;
    }
}
