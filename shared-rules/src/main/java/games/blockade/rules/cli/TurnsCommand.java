package games.blockade.rules.cli;

import games.blockade.rules.Rejection;
import games.blockade.rules.language.Words;
import games.blockade.rules.Status;
import games.blockade.rules.Turn;
import games.blockade.rules.backgammon.BackgammonMove;
import games.blockade.rules.backgammon.BackgammonPosition;
import games.blockade.rules.backgammon.BackgammonRules;
import games.blockade.rules.backgammon.Step;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every distinct position a backgammon turn can end in, for one row and one roll: the row is
 * chosen, the dice show what {@code --die} says, and every way of spending (stopping at once
 * included) is followed to the end of the turn. {@code --die} is written like the roll itself:
 * {@code 4} (basic; in Bungie Battle a roll whose points only shift), {@code 2,5} (Super Push's two
 * dice, both assignments tried), or {@code 3,5,1/6,2} (a Bungie leap race: one die per piece of
 * the row, then one per piece of the facing row plus one).
 */
final class TurnsCommand implements Main.Command {

    @Override
    public String usage() {
        return "turns backgammon --row R --die D [--variant V] [--position TEXT]   (D: 4, 2,5 or 3,5,1/6,2)";
    }

    @Override
    public void run(List<String> args, PrintStream out, Words words) throws Rejection {
        Arguments arguments = Arguments.parse(args, Set.of("row", "die", "variant", "position"), words);
        String game = arguments.positional(0, "GAME");
        if (!game.equalsIgnoreCase(BackgammonRules.ID)) {
            throw Main.refused(words, "turns-backgammon", game);
        }
        if (arguments.positional().size() > 1) {
            throw Main.refused(words, "turns-no-moves");
        }
        BackgammonRules rules = new BackgammonRules();
        BackgammonPosition start = start(rules, arguments);
        if (start.turn().step() != Step.ROW || !(rules.status(start) instanceof Status.ToMove)) {
            throw Main.refused(words, "turns-choose-row");
        }
        String row = arguments.option("row").orElseThrow(() -> Main.refused(words, "turns-row"));
        String die = arguments.option("die").orElseThrow(() -> Main.refused(words, "turns-die"));
        BackgammonPosition position = play(rules, start, "row " + row);
        String[] race = die.split("/", -1);
        if (race.length > 2) {
            throw Main.refused(words, "turns-die-slash");
        }
        if (position.turn().step() == Step.CHOICE) {
            position = play(rules, position, race.length == 2 ? "leap" : "roll");
        } else if (race.length == 2) {
            throw Main.refused(words, "turns-leap-race", die);
        }
        String roll = "roll " + race[0].replace(',', ' ') + (race.length == 2 ? " vs " + race[1].replace(',', ' ') : "");
        position = play(rules, position, roll);
        Set<String> ends = new TreeSet<>();
        if (rules.status(position) instanceof Status.ToMove toMove && toMove.side() == start.toMove()) {
            for (Turn<BackgammonPosition, BackgammonMove> turn : rules.turns(position)) {
                ends.add(rules.formatPosition(turn.result()));
            }
        } else {
            ends.add(rules.formatPosition(position));
        }
        ends.forEach(out::println);
    }

    private static BackgammonPosition start(BackgammonRules rules, Arguments arguments) throws Rejection {
        if (arguments.option("position").isEmpty()) {
            return rules.start(rules.preset(arguments.option("variant").orElse("basic")));
        }
        BackgammonPosition position = rules.parsePosition(arguments.option("position").get());
        if (arguments.option("variant").isPresent()
                && !arguments.option("variant").get().equalsIgnoreCase(position.variant().id())) {
            throw Main.refused(arguments.words(), "turns-variant", arguments.option("variant").get(),
                    position.variant().id());
        }
        return position;
    }

    private static BackgammonPosition play(BackgammonRules rules, BackgammonPosition position, String move)
            throws Rejection {
        return rules.play(position, rules.parseMove(position, move));
    }
}
