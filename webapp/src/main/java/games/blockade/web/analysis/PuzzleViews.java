package games.blockade.web.analysis;

import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.analysis.Puzzle;
import games.blockade.rules.picture.Pictures;
import games.blockade.store.analysis.PuzzleRepository;
import games.blockade.web.archive.StoreAccess;
import games.blockade.web.infrastructure.Problem;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.Locale;
import java.util.Optional;

/** The published puzzles, for their page and the API. */
@ApplicationScoped
public class PuzzleViews {

    @Inject
    StoreAccess store;

    /**
     * A puzzle as the site shows it: the game, the side to move and what is asked, the position,
     * its difficulty, where it comes from, and the solution (the page hides it until asked).
     */
    public record PuzzleView(long id, String game, String title, String preset, String position, String side,
                             String sideName, String kind, String asked, int difficulty, String solution,
                             Optional<Long> sourceGame, Optional<Integer> sourcePly) {
    }

    /** The published puzzle with this number, or a 404 that says so. */
    public PuzzleView find(String idText) {
        long id;
        try {
            id = Long.parseLong(idText);
        } catch (NumberFormatException e) {
            throw Problem.notFound("Puzzles are numbered; '" + idText + "' is not a puzzle's number.");
        }
        PuzzleRepository.Stored stored = new PuzzleRepository(store.store(), Clock.systemUTC()).find(id)
                .filter(PuzzleRepository.Stored::published)
                .orElseThrow(() -> Problem.notFound("There is no puzzle number " + id + "."));
        Puzzle puzzle = stored.puzzle();
        Rules<?, ?> rules = rules(puzzle);
        String asked = puzzle.kind() == Puzzle.Kind.WIN
                ? "Find the one move that forces a win within " + puzzle.difficulty() + " plies."
                : "Every move but one loses: find the one that saves the game.";
        return new PuzzleView(id, puzzle.game(), rules.title(), puzzle.preset(), puzzle.position(),
                puzzle.side().name().toLowerCase(java.util.Locale.ROOT), rules.sideName(puzzle.side()),
                puzzle.kind().word(), asked, puzzle.difficulty(), puzzle.solution(), stored.sourceGameId(),
                stored.sourcePly());
    }

    /** The newest published puzzle's number, for the API's example. */
    public Optional<Long> newest() {
        return new PuzzleRepository(store.store(), Clock.systemUTC()).newest().map(PuzzleRepository.Stored::id);
    }

    /** The puzzle's position as SVG, drawn for the side to move, its words in {@code language}. */
    public static String board(PuzzleView view, Locale language) {
        try {
            Rules<?, ?> rules = Games.byId(view.game());
            return svg(rules, view, language);
        } catch (Rejection e) {
            throw new IllegalStateException("a stored puzzle has no picture: " + e.getMessage(), e);
        }
    }

    private static <P> String svg(Rules<P, ?> rules, PuzzleView view, Locale language) throws Rejection {
        P position = rules.parsePosition(view.position());
        return Pictures.svg(Pictures.scene(rules, position, Optional.of(view.side().equals("one")
                ? games.blockade.rules.Side.ONE : games.blockade.rules.Side.TWO), language));
    }

    private static Rules<?, ?> rules(Puzzle puzzle) {
        try {
            return Games.byId(puzzle.game());
        } catch (Rejection e) {
            throw new IllegalStateException("a stored puzzle of an unknown game: " + puzzle.game(), e);
        }
    }
}
