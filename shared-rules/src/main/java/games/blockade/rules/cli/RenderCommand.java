package games.blockade.rules.cli;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.language.Words;
import games.blockade.rules.Rules;
import games.blockade.rules.SelfPlay;
import games.blockade.rules.Side;
import games.blockade.rules.picture.Pictures;
import games.blockade.rules.picture.Scene;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** Draws a position as PNG or SVG, or the moves played as an animated GIF. */
final class RenderCommand implements Main.Command {

    private static final int DEFAULT_WIDTH = 800;
    private static final int DEFAULT_GIF_WIDTH = 480;
    private static final long SELF_PLAY_SEED = 1;

    @Override
    public String usage() {
        return "render GAME [--preset NAME] [--position TEXT] [MOVE...] --out FILE.png|FILE.svg|FILE.gif"
                + " [--perspective SIDE] [--width PIXELS] [--self-play PLIES]";
    }

    @Override
    public void run(List<String> args, PrintStream out, Words words) throws Rejection {
        Arguments arguments = Arguments.parse(args, Set.of("preset", "position", "out", "perspective", "width",
                "self-play"), words);
        Path file = Path.of(arguments.option("out").orElseThrow(() -> Main.refused(words, "out-missing")));
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        String format = name.contains(".") ? name.substring(name.lastIndexOf('.') + 1) : "";
        if (!List.of("png", "svg", "gif").contains(format)) {
            throw Main.refused(words, "out-format", file.getFileName().toString());
        }
        Game<?, ?> game = arguments.option("self-play").isPresent() ? selfPlay(arguments) : arguments.game(0, 1);
        Optional<Side> viewer = arguments.option("perspective").isPresent()
                ? Optional.of(side(game.rules(), arguments.option("perspective").get(), words))
                : Optional.empty();
        int width = width(arguments, format.equals("gif") ? DEFAULT_GIF_WIDTH : DEFAULT_WIDTH, words);
        byte[] bytes;
        if (format.equals("gif")) {
            bytes = Pictures.replay(game, viewer, width, words.locale());
        } else {
            Scene scene = Pictures.scene(game, viewer, words.locale());
            bytes = format.equals("png") ? Pictures.png(scene, width) : Pictures.svg(scene).getBytes(StandardCharsets.UTF_8);
        }
        try {
            Files.write(file, bytes);
        } catch (IOException e) {
            throw Main.refused(words, "cannot-write", file.toString(), e.getMessage());
        }
        out.println(words.text("cli.wrote", file.toString(), bytes.length));
    }

    /** A game the computer plays against itself from the start, for a sample picture or animation. */
    private static Game<?, ?> selfPlay(Arguments arguments) throws Rejection {
        if (arguments.option("position").isPresent() || arguments.positional().size() > 1) {
            throw Main.refused(arguments.words(), "self-play-start");
        }
        String text = arguments.option("self-play").get();
        try {
            int plies = Integer.parseInt(text);
            if (plies >= 0 && plies <= 1000) {
                return SelfPlay.play(Games.byId(arguments.positional(0, "GAME")), plies, SELF_PLAY_SEED);
            }
        } catch (NumberFormatException e) {
            // reported below with the range
        }
        throw Main.refused(arguments.words(), "self-play-plies", text);
    }

    private static Side side(Rules<?, ?> rules, String text, Words words) throws Rejection {
        List<String> names = new ArrayList<>();
        for (Side side : Side.values()) {
            String name = rules.sideName(side);
            if (name.equalsIgnoreCase(text.strip())) {
                return side;
            }
            names.add(name.toLowerCase(Locale.ROOT));
        }
        throw Main.refused(words, "unknown-side", text, rules.id(), String.join(", ", names));
    }

    private static int width(Arguments arguments, int fallback, Words words) throws Rejection {
        if (arguments.option("width").isEmpty()) {
            return fallback;
        }
        String text = arguments.option("width").get();
        try {
            int width = Integer.parseInt(text);
            if (width >= 100 && width <= 2000) {
                return width;
            }
        } catch (NumberFormatException e) {
            // reported below with the range
        }
        throw Main.refused(words, "width", text);
    }
}
