package games.blockade.web.analysis;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.picture.Pictures;
import games.blockade.store.analysis.Analyses;
import games.blockade.store.analysis.AnalysisStatus;
import games.blockade.store.analysis.Mistakes;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.ShownGame;
import games.blockade.web.archive.StoreAccess;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The analyses of games for the site: read from the store, a finished analysis kept (it never
 * changes), one still pending read again each time; each side's accuracy over time for the
 * players' pages; the better move drawn on the board.
 */
@ApplicationScoped
public class GameAnalyses {

    private final Cache<Long, AnalysisStatus.Ready> ready = Caffeine.newBuilder().maximumSize(2_000).build();

    @Inject
    StoreAccess store;

    /** Where the analysis of {@code view} stands, with its sides' players named. */
    public GameAnalysisView of(ShownGame game) {
        return GameAnalysisView.of(game.view(), status(game.view()), game::nameAt);
    }

    private AnalysisStatus status(GameView view) {
        AnalysisStatus.Ready kept = ready.getIfPresent(view.id());
        if (kept != null) {
            return kept;
        }
        AnalysisStatus status = new Analyses(store.store()).status(view);
        if (status instanceof AnalysisStatus.Ready done) {
            ready.put(view.id(), done);
        }
        return status;
    }

    /** A player's accuracy in each of their latest analysed games, oldest first. */
    public List<Analyses.AccuracyPoint> accuracies(long playerId) {
        return new Analyses(store.store()).accuracies(playerId, 200);
    }

    /** The better move of a mistake played on the board, highlighted, as SVG; empty where it cannot be played alone. */
    public static Optional<String> betterBoard(GameView view, GameAnalysisView.Decision mistake, Locale language) {
        Optional<Game<?, ?>> better = Mistakes.betterPlayed(view.game(), mistake.ply(), mistake.best());
        if (better.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Pictures.svg(Pictures.scene(better.get(), Optional.empty(), language)));
        } catch (Rejection e) {
            return Optional.empty();
        }
    }
}
