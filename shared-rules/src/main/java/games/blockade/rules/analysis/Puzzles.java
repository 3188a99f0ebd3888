package games.blockade.rules.analysis;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.Status;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * Puzzles: finding them in finished games, checking one again from its text alone, and judging a
 * player's answer. A position is a puzzle when the analyst's proofs ({@link Analyst#proofs}), which
 * cover every choice, show exactly one choice winning, or, where none wins, exactly one not
 * losing. The proofs are searches to a fixed depth that miss no win or loss within it, so the one
 * solution is unique within that depth, and the difficulty is that depth as the puzzle needs it.
 */
public final class Puzzles {

    private Puzzles() {
    }

    /** What a player's answer to a puzzle was worth. */
    public sealed interface Answer {
        String message();

        record Right(String message) implements Answer {
        }

        record Wrong(String message) implements Answer {
        }
    }

    /** The puzzles of a finished game, at the game's repeatable budget. */
    public static <P, M> List<Puzzle> find(Game<P, M> game) throws Rejection {
        return find(game, Analysts.of(game.rules()).budget());
    }

    /** The puzzles of a finished game: positions before its decisions, each once. */
    public static <P, M> List<Puzzle> find(Game<P, M> game, Budget budget) throws Rejection {
        if (!game.isOver()) {
            throw new Rejection("the game is not over: puzzles are taken from finished games");
        }
        Analyst<P, M> analyst = Analysts.of(game.rules());
        List<Puzzle> found = new ArrayList<>();
        Set<P> seen = new HashSet<>();
        for (Analysis.Span<P> span : Analysis.spans(game, analyst)) {
            if (span.side().isPresent() && analyst.judges(span.before()) && seen.add(span.before())) {
                at(game.rules(), game.preset(), analyst, span.before(), budget.start()).ifPresent(found::add);
            }
        }
        return found;
    }

    /** The puzzle at a position, if there is one, at the game's repeatable budget. */
    public static <P, M> Optional<Puzzle> at(Rules<P, M> rules, Preset preset, P position) throws Rejection {
        Analyst<P, M> analyst = Analysts.of(rules);
        return at(rules, preset, analyst, position, analyst.budget().start());
    }

    /**
     * The puzzle at a position, if there is one: the choice alone in winning, or, where none wins,
     * the choice alone in not losing.
     */
    public static <P, M> Optional<Puzzle> at(Rules<P, M> rules, Preset preset, Analyst<P, M> analyst, P position,
                                      BooleanSupplier spent) {
        if (!(rules.status(position) instanceof Status.ToMove toMove)) {
            return Optional.empty();
        }
        List<Analyst.Proof<P, M>> proofs = analyst.proofs(position, spent);
        if (proofs.size() < 2) {
            return Optional.empty();
        }
        List<Analyst.Proof<P, M>> wins = proofs.stream().filter(p -> p.eval() instanceof Eval.Won).toList();
        Analyst.Proof<P, M> solution;
        Puzzle.Kind kind;
        int difficulty;
        if (wins.size() == 1) {
            solution = wins.get(0);
            kind = Puzzle.Kind.WIN;
            difficulty = ((Eval.Won) solution.eval()).plies();
        } else if (wins.isEmpty()) {
            List<Analyst.Proof<P, M>> safe = proofs.stream().filter(p -> !(p.eval() instanceof Eval.Lost)).toList();
            if (safe.size() != 1) {
                return Optional.empty();
            }
            solution = safe.get(0);
            kind = Puzzle.Kind.SAVE;
            // The hardest refutation to see: every other choice must be seen to lose.
            difficulty = proofs.stream().filter(p -> p != safe.get(0))
                    .mapToInt(p -> ((Eval.Lost) p.eval()).plies()).max().orElseThrow();
        } else {
            return Optional.empty();
        }
        return Optional.of(new Puzzle(rules.id(), preset.name(), rules.formatPosition(position), toMove.side(),
                rules.formatTurn(position, solution.choice().moves()), kind, difficulty));
    }

    /**
     * Checks a puzzle again from its text alone, as before it is published: the same proofs must
     * find the same one solution, of the same kind and difficulty.
     */
    public static boolean verify(Puzzle puzzle) throws Rejection {
        Setting<?, ?> setting = Setting.of(puzzle);
        return setting.puzzle().equals(Optional.of(puzzle));
    }

    /**
     * Judges a player's answer to a puzzle: the one solution is right, any other legal answer
     * wrong. An answer out of turn, illegal, or leaving the decision unfinished is refused.
     */
    public static Answer check(Puzzle puzzle, Side side, String answer) throws Rejection {
        return Setting.of(puzzle).check(puzzle, side, answer);
    }

    /** A puzzle's position set up again with its game's rules and analyst. */
    private record Setting<P, M>(Rules<P, M> rules, Preset preset, Analyst<P, M> analyst, P position) {

        static Setting<?, ?> of(Puzzle puzzle) throws Rejection {
            return of(Games.byId(puzzle.game()), puzzle);
        }

        private static <P, M> Setting<P, M> of(Rules<P, M> rules, Puzzle puzzle) throws Rejection {
            return new Setting<>(rules, rules.preset(puzzle.preset()), Analysts.of(rules),
                    rules.parsePosition(puzzle.position()));
        }

        Optional<Puzzle> puzzle() {
            return at(rules, preset, analyst, position, analyst.budget().start());
        }

        Answer check(Puzzle puzzle, Side side, String answer) throws Rejection {
            Game<P, M> start = Game.from(rules, preset, position);
            Game<P, M> answered = start.play(side, answer);
            P reached = answered.position();
            if (analyst.midDecision(reached)) {
                throw new Rejection("the answer stops part way: give the whole decision, to its end");
            }
            String played = answered.plies().get(answered.plies().size() - 1).notation();
            P solved = start.play(puzzle.solution()).position();
            if (reached.equals(solved)) {
                return new Answer.Right("right: " + played + (puzzle.kind() == Puzzle.Kind.WIN
                        ? " is the only choice that forces a win" : " is the only choice that saves the game"));
            }
            String opponent = rules.sideName(puzzle.side().other());
            return new Answer.Wrong(puzzle.kind() == Puzzle.Kind.WIN
                    ? "wrong: " + played + " does not force a win within " + puzzle.difficulty()
                    + " plies; one choice here does"
                    : "wrong: after " + played + ", " + opponent + " can force a win");
        }
    }
}
