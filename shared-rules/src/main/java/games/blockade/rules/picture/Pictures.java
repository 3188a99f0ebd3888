package games.blockade.rules.picture;

import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Ply;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.language.Words;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.backgammon.BackgammonPicture;
import games.blockade.rules.piecepack.PiecepackPicture;
import games.blockade.rules.retreat.RetreatPicture;
import games.blockade.rules.walls.WallsPicture;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * Pictures of any game by its id: a position with its caption (whose turn, the last move, how the
 * game ended), as PNG or SVG, and a whole game as an animated GIF. Thread-safe.
 */
public final class Pictures {

    /** Every scene is this many units wide; back ends scale it. */
    public static final double WIDTH = 800;
    /** The PNG width that Discord shows without scaling down much. */
    public static final int PREVIEW_WIDTH = 400;
    public static final int FRAME_MILLIS = 900;
    public static final int LAST_FRAME_MILLIS = 4000;

    private static final double CAPTION_SIZE = 28;
    private static final double CAPTION_LINE = 40;
    private static final double MARGIN = 24;
    /** A generous estimate of DejaVu Sans Bold's mean advance per character, in font sizes. */
    private static final double ADVANCE = 0.66;

    private static final List<GamePicture<?>> ALL = List.of(
            new RetreatPicture(),
            new PiecepackPicture(),
            new WallsPicture(),
            new BackgammonPicture()
    );

    private Pictures() {
    }

    /** The picture of a game, by the game's id. */
    public static GamePicture<?> of(String gameId) throws Rejection {
        for (GamePicture<?> picture : ALL) {
            if (picture.gameId().equals(gameId)) {
                return picture;
            }
        }
        throw new Rejection("no picture for the game '" + gameId + "'");
    }

    /** The picture of the game these rules play. */
    @SuppressWarnings("unchecked")
    public static <P> GamePicture<P> of(Rules<P, ?> rules) throws Rejection {
        return (GamePicture<P>) of(rules.id());
    }

    /** The game as it stands, its last ply highlighted, with its words in English. */
    public static Scene scene(Game<?, ?> game, Optional<Side> viewer) throws Rejection {
        return scene(game, game.plies().size(), viewer, Locale.ENGLISH);
    }

    /** The game as it stands, its last ply highlighted, with its words in {@code language}. */
    public static Scene scene(Game<?, ?> game, Optional<Side> viewer, Locale language) throws Rejection {
        return scene(game, game.plies().size(), viewer, language);
    }

    /** As {@link #scene(Game, int, Optional, Locale)}, in English. */
    public static Scene scene(Game<?, ?> game, int ply, Optional<Side> viewer) throws Rejection {
        return scene(game, ply, viewer, Locale.ENGLISH);
    }

    /**
     * The game after {@code ply} plies (0 is the start), the last of them highlighted. At the last
     * ply the caption tells how the game ended, also by resignation, time or agreement. The
     * caption and the legend are in {@code language}; the moves in notation.
     */
    public static Scene scene(Game<?, ?> game, int ply, Optional<Side> viewer, Locale language) throws Rejection {
        return sceneOf(game, ply, viewer, Words.in(language));
    }

    /** A position on its own, e.g. one given as text, with no last move, its words in English. */
    public static <P> Scene scene(Rules<P, ?> rules, P position, Optional<Side> viewer) throws Rejection {
        return scene(rules, position, viewer, Locale.ENGLISH);
    }

    /** A position on its own, with no last move, its words in {@code language}. */
    public static <P> Scene scene(Rules<P, ?> rules, P position, Optional<Side> viewer, Locale language)
            throws Rejection {
        return compose(rules, of(rules), position, Optional.empty(), Optional.empty(), rules.status(position), viewer,
                Words.in(language));
    }

    /** The whole game as a looping animation, in English. */
    public static byte[] replay(Game<?, ?> game, Optional<Side> viewer, int width) throws Rejection {
        return replay(game, viewer, width, Locale.ENGLISH);
    }

    /** The whole game as a looping animation, a frame per ply, the last frame held longer. */
    public static byte[] replay(Game<?, ?> game, Optional<Side> viewer, int width, Locale language)
            throws Rejection {
        return Gif.animate(framesOf(game, viewer, Words.in(language)), width, FRAME_MILLIS, LAST_FRAME_MILLIS);
    }

    /** The scenes of a replay, one per ply from the start, each as tall as the tallest. */
    static List<Scene> frames(Game<?, ?> game, Optional<Side> viewer) throws Rejection {
        return framesOf(game, viewer, Words.ENGLISH);
    }

    private static <P, M> List<Scene> framesOf(Game<P, M> game, Optional<Side> viewer, Words words)
            throws Rejection {
        GamePicture<P> picture = of(game.rules());
        // the game is immutable and each ply's scene stands alone, so they are composed in parallel
        List<Scene> scenes = IntStream.rangeClosed(0, game.plies().size()).parallel()
                .mapToObj(ply -> sceneAt(game, picture, ply, viewer, words)).toList();
        double height = scenes.stream().mapToDouble(Scene::height).max().orElseThrow();
        // captions of one line or two: every frame takes the height of the tallest
        List<Scene> frames = new ArrayList<>(scenes.size());
        for (Scene scene : scenes) {
            frames.add(new Scene(scene.width(), height, scene.title(), scene.description(), scene.background(),
                    scene.nodes()));
        }
        return frames;
    }

    public static byte[] png(Scene scene, int width) {
        return Png.write(scene, width);
    }

    public static String svg(Scene scene) {
        return Svg.write(scene);
    }

    private static <P, M> Scene sceneOf(Game<P, M> game, int ply, Optional<Side> viewer, Words words)
            throws Rejection {
        if (ply < 0 || ply > game.plies().size()) {
            throw new Rejection("no ply " + ply + ": the game has plies 0 to " + game.plies().size());
        }
        return sceneAt(game, of(game.rules()), ply, viewer, words);
    }

    private static <P, M> Scene sceneAt(Game<P, M> game, GamePicture<P> picture, int ply, Optional<Side> viewer,
                                        Words words) {
        List<Ply<P>> plies = game.plies();
        Rules<P, M> rules = game.rules();
        P position = ply == 0 ? game.start() : plies.get(ply - 1).position();
        Optional<P> before = ply == 0 ? Optional.empty()
                : Optional.of(ply == 1 ? game.start() : plies.get(ply - 2).position());
        Optional<String> last = ply == 0 ? Optional.empty() : Optional.of(lastMove(rules, plies.get(ply - 1), words));
        Status status = ply == plies.size() ? game.status() : rules.status(position);
        return compose(rules, picture, position, before, last, status, viewer, words);
    }

    private static String lastMove(Rules<?, ?> rules, Ply<?> ply, Words words) {
        return ply.side().map(side -> words.text("caption.move", words.side(rules.id(), side), ply.notation()))
                .orElse(words.text("caption.dice-move", ply.notation()));
    }

    private static <P> Scene compose(Rules<P, ?> rules, GamePicture<P> picture, P position, Optional<P> before,
                                     Optional<String> last, Status status, Optional<Side> viewer, Words words) {
        Canvas canvas = new Canvas();
        double boardHeight = picture.height(position);
        picture.draw(canvas, position, before, viewer.orElse(picture.defaultBottom()), words);
        String headline = capitalised(headline(rules, status, words), words.locale());
        List<String> lines = new ArrayList<>();
        String single = last.map(l -> words.text("caption.headline-last", headline, l)).orElse(headline);
        int bold;
        if (fits(single)) {
            lines.add(single);
            bold = 1;
        } else {
            lines.addAll(wrapped(headline));
            bold = lines.size();
            last.ifPresent(l -> lines.addAll(wrapped(words.text("caption.last", l))));
        }
        double y = boardHeight + CAPTION_LINE - (CAPTION_LINE - CAPTION_SIZE) / 2;
        for (int i = 0; i < lines.size(); i++) {
            canvas.text(MARGIN, y + i * CAPTION_LINE, lines.get(i), CAPTION_SIZE, Node.Anchor.START, i < bold,
                    Look.INK);
        }
        double height = boardHeight + lines.size() * CAPTION_LINE + MARGIN / 2;
        String caption = String.join(" · ", lines);
        String description = words.text("picture.description", caption, picture.describe(position, words));
        return canvas.scene(WIDTH, height, words.text("picture.title", words.game(rules), caption), description,
                Look.PAPER);
    }

    private static boolean fits(String line) {
        return line.length() * CAPTION_SIZE * ADVANCE <= WIDTH - 2 * MARGIN;
    }

    /**
     * The text in lines that fit the picture's width, broken between words, and as even as the
     * words allow: the fewest lines that fit, each no longer than it must be, so that no last line
     * holds a lone word.
     */
    static List<String> wrapped(String text) {
        int widest = (int) Math.floor((WIDTH - 2 * MARGIN) / (CAPTION_SIZE * ADVANCE));
        List<String> lines = wrapped(text, widest);
        int narrowest = (text.length() + lines.size() - 1) / lines.size();
        for (int width = narrowest; width < widest; width++) {
            List<String> even = wrapped(text, width);
            if (even.size() == lines.size()) {
                return even;
            }
        }
        return lines;
    }

    /** Greedily, at most {@code width} characters a line (a longer word alone on its line). */
    private static List<String> wrapped(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() > 0 ? " " : "").append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    private static String capitalised(String text, Locale language) {
        return text.isEmpty() ? text : text.substring(0, 1).toUpperCase(language) + text.substring(1);
    }

    /** Whose turn it is, or how the game ended. */
    private static String headline(Rules<?, ?> rules, Status status, Words words) {
        if (status instanceof Status.ToMove toMove) {
            return words.text("caption.to-move", words.side(rules.id(), toMove.side()));
        }
        if (status instanceof Status.Over over) {
            Outcome outcome = over.outcome();
            String ending = words.ending(rules.id(), outcome);
            return outcome instanceof Outcome.Win win ? words.text("caption.wins", words.side(rules.id(), win.winner()), ending)
                    : words.text("caption.draw", ending);
        }
        return words.text("caption.dice");
    }
}
