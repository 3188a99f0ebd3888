package games.blockade.rules.cli;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.language.Words;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** A command's arguments: positional ones, and {@code --name VALUE} options. */
final class Arguments {

    private final List<String> positional = new ArrayList<>();
    private final Map<String, String> options = new LinkedHashMap<>();
    private final Words words;

    private Arguments(Words words) {
        this.words = words;
    }

    /** The arguments; what is wrong with them is said in {@code words}' language. */
    static Arguments parse(List<String> args, Set<String> allowedOptions, Words words) throws Rejection {
        Arguments parsed = new Arguments(words);
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.startsWith("--")) {
                String name = arg.substring(2);
                if (!allowedOptions.contains(name)) {
                    throw Main.refused(words, "unknown-option", arg, "--" + String.join(", --", allowedOptions));
                }
                if (i + 1 >= args.size()) {
                    throw Main.refused(words, "option-value", arg);
                }
                if (parsed.options.put(name, args.get(++i)) != null) {
                    throw Main.refused(words, "option-twice", arg);
                }
            } else {
                parsed.positional.add(arg);
            }
        }
        return parsed;
    }

    List<String> positional() {
        return positional;
    }

    String positional(int index, String name) throws Rejection {
        if (index >= positional.size()) {
            throw Main.refused(words, "missing", name);
        }
        return positional.get(index);
    }

    List<String> from(int index) {
        return index >= positional.size() ? List.of() : positional.subList(index, positional.size());
    }

    Optional<String> option(String name) {
        return Optional.ofNullable(options.get(name));
    }

    int number(int index, String name) throws Rejection {
        String text = positional(index, name);
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw Main.refused(words, "whole-number", name, text);
        }
    }

    /** The game named at {@code index}, set up by --preset and --position, with MOVEs played from {@code movesFrom}. */
    Game<?, ?> game(int index, int movesFrom) throws Rejection {
        Rules<?, ?> rules = Games.byId(positional(index, "GAME"));
        return played(setUp(rules), from(movesFrom));
    }

    private <P, M> Game<P, M> setUp(Rules<P, M> rules) throws Rejection {
        var preset = option("preset").isPresent() ? rules.preset(option("preset").get()) : rules.presets().get(0);
        Optional<String> position = option("position");
        return position.isPresent()
                ? Game.from(rules, preset, rules.parsePosition(position.get()))
                : Game.start(rules, preset, rules.defaultFirst());
    }

    private <P, M> Game<P, M> played(Game<P, M> game, List<String> moves) throws Rejection {
        Game<P, M> current = game;
        for (String move : moves) {
            try {
                current = current.replay(move);
            } catch (Rejection e) {
                String said = words.say(e.refusal());
                throw namesItsMove(said, move) ? e : new Rejection(new Refusal.Said(move + ": " + said));
            }
        }
        return current;
    }

    /** The language the tool speaks. */
    Words words() {
        return words;
    }

    /** Whether a refusal already starts with (a part of) the move it refuses, as the games' own refusals do. */
    private static boolean namesItsMove(String message, String move) {
        String lower = message.toLowerCase(Locale.ROOT);
        for (String part : move.strip().toLowerCase(Locale.ROOT).split("\\s+")) {
            if (!part.isEmpty() && lower.startsWith(part)) {
                return true;
            }
        }
        return false;
    }
}
