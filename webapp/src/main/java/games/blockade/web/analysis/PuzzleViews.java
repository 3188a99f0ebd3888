package games.blockade.web.analysis;

import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.analysis.Puzzle;
import games.blockade.rules.picture.Pictures;
import games.blockade.store.analysis.PuzzleRepository;
import games.blockade.web.archive.StoreAccess;
import games.blockade.web.infrastructure.Problem;
import games.blockade.web.language.SiteLanguages;
import games.blockade.web.language.Words;
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

    /** What is said of a puzzle in one language: its game's name, the side to move and what is asked. */
    public record Said(String title, String sideName, String asked) {
    }

    /** The puzzle's words in {@code words}' language; the API's view has them in English. */
    public static Said said(String game, Side side, Puzzle.Kind kind, int difficulty, Words words) {
        return new Said(words.t("title." + game), words.side(game, side),
                words.t("puzzle.asked." + kind.word(), difficulty));
    }

    /** The view's words in {@code words}' language. */
    public static Said said(PuzzleView view, Words words) {
        return said(view.game(), Side.valueOf(view.side().toUpperCase(Locale.ROOT)),
                Puzzle.Kind.valueOf(view.kind().toUpperCase(Locale.ROOT)), view.difficulty(), words);
    }

    /** The published puzzle with this number, or a 404 that says so. */
    public PuzzleView find(String idText) {
        long id;
        try {
            id = Long.parseLong(idText);
        } catch (NumberFormatException e) {
            throw Problem.notFound("puzzle-number", idText);
        }
        PuzzleRepository.Stored stored = new PuzzleRepository(store.store(), Clock.systemUTC()).find(id)
                .filter(PuzzleRepository.Stored::published)
                .orElseThrow(() -> Problem.notFound("no-puzzle", String.valueOf(id)));
        Puzzle puzzle = stored.puzzle();
        String game = rules(puzzle).id();
        Said english = said(game, puzzle.side(), puzzle.kind(), puzzle.difficulty(),
                Words.in(SiteLanguages.ENGLISH));
        return new PuzzleView(id, game, english.title(), puzzle.preset(), puzzle.position(),
                puzzle.side().name().toLowerCase(Locale.ROOT), english.sideName(), puzzle.kind().word(),
                english.asked(), puzzle.difficulty(), puzzle.solution(), stored.sourceGameId(), stored.sourcePly());
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
        return Pictures.svg(Pictures.scene(rules, position, Optional.of(Side.valueOf(view.side().toUpperCase(Locale.ROOT))),
                language));
    }

    private static Rules<?, ?> rules(Puzzle puzzle) {
        try {
            return Games.byId(puzzle.game());
        } catch (Rejection e) {
            throw new IllegalStateException("a stored puzzle of an unknown game: " + puzzle.game(), e);
        }
    }
}
