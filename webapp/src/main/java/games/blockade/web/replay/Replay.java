package games.blockade.web.replay;

import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Ply;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.store.model.GameState;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.ShownGame;
import games.blockade.web.archive.ListedGame.PlayerLink;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A stored game laid out for its replay page: the players, every ply with the time it took, the
 * result and its reason, the time each side used, the position's text form after every ply, and
 * where the game has them the dice check ({@code backgammon}) or the perfect-play analysis
 * ({@code retreat}). The board pictures are drawn apart, a ply at a time.
 */
public record Replay(long id, String game, String title, String preset, PlayerLink one, String sideOne,
                     PlayerLink two, String sideTwo, boolean finished, String status, Optional<Result> result,
                     Instant started, Optional<Instant> finishedAt, Optional<Instant> deadline, List<Clock> clocks,
                     List<Step> steps, List<Board> boards, Optional<RetreatAnalysis.Line> analysis,
                     Optional<DiceCheck> dice) {

    /** How the game ended: the winner's side ("Black"), or none for a draw; the reason and its description. */
    public record Result(Optional<String> winner, String reason, String description) {
        public String headline() {
            return winner.map(side -> side + " won").orElse("Drawn");
        }
    }

    /** A side's clock: the time its moves took in all, and how many plies it played. */
    public record Clock(String side, String player, Duration used, int plies) {
    }

    /** Who makes a ply that no side makes: a roll of the dice. */
    public static final String DICE = "Dice";

    /** One ply: who played what, when, how long it took, and for Retreat its value under perfect play. */
    public record Step(int ply, String mover, String notation, Instant at, Duration took,
                       Optional<RetreatAnalysis.Verdict> verdict) {
        public boolean mistaken() {
            return verdict.flatMap(RetreatAnalysis.Verdict::mistake).isPresent();
        }

        public boolean roll() {
            return mover.equals(DICE);
        }
    }

    /** The board after a ply (0 is the start) as the position's text form. */
    public record Board(int ply, String positionText) {
    }

    /** The replay of a game, its people named by their names, its computer by its level. */
    public static Replay of(ShownGame shown) {
        GameView view = shown.view();
        Game<?, ?> game = view.game();
        Rules<?, ?> rules = game.rules();
        List<? extends Ply<?>> plies = game.plies();
        Optional<RetreatAnalysis.Line> analysis = RetreatAnalysis.of(game);
        List<Step> steps = new ArrayList<>(plies.size());
        Instant previous = view.createdAt();
        for (int i = 0; i < plies.size(); i++) {
            Ply<?> ply = plies.get(i);
            Instant at = view.plyTimes().get(i);
            String mover = ply.side().map(rules::sideName).orElse(DICE);
            int index = i;
            steps.add(new Step(i + 1, mover, ply.notation(), at, Duration.between(previous, at),
                    analysis.map(line -> line.verdicts().get(index))));
            previous = at;
        }
        List<Board> boards = new ArrayList<>(plies.size() + 1);
        for (int ply = 0; ply <= plies.size(); ply++) {
            boards.add(board(game, ply));
        }
        PlayerLink one = new PlayerLink(view.playerOneId(), shown.nameAt(Side.ONE));
        PlayerLink two = new PlayerLink(view.playerTwoId(), shown.nameAt(Side.TWO));
        return new Replay(view.id(), rules.id(), rules.title(), view.preset(), one, rules.sideName(Side.ONE),
                two, rules.sideName(Side.TWO), view.state() == GameState.FINISHED, status(game),
                game.outcome().map(outcome -> result(rules, outcome)),
                view.createdAt(), view.finishedAt(), view.deadline(),
                List.of(clock(rules, Side.ONE, one, steps), clock(rules, Side.TWO, two, steps)), steps, boards,
                analysis, shown.dice().map(c -> DiceCheck.of(game, c)));
    }

    private static Result result(Rules<?, ?> rules, Outcome outcome) {
        Optional<String> winner = outcome instanceof Outcome.Win win ? Optional.of(rules.sideName(win.winner()))
                : Optional.empty();
        return new Result(winner, outcome.reason(), rules.describe(outcome));
    }

    private static Clock clock(Rules<?, ?> rules, Side side, PlayerLink player, List<Step> steps) {
        String name = rules.sideName(side);
        List<Step> own = steps.stream().filter(step -> step.mover().equals(name)).toList();
        Duration used = own.stream().map(Step::took).reduce(Duration.ZERO, Duration::plus);
        return new Clock(name, player.name(), used, own.size());
    }

    /** The ply being shown: 0 is the start. */
    public String label(int ply) {
        if (ply == 0) {
            return "The start";
        }
        Step step = steps.get(ply - 1);
        return "After move " + ply + " of " + plyCount() + ": " + step.mover() + " " + step.notation();
    }

    public int plyCount() {
        return steps.size();
    }

    private static Board board(Game<?, ?> game, int ply) {
        return new Board(ply, positionText(game, ply));
    }

    private static <P> String positionText(Game<P, ?> game, int ply) {
        P position = ply == 0 ? game.start() : game.plies().get(ply - 1).position();
        return game.rules().formatPosition(position);
    }

    /** "Black won" or "Drawn". */
    static String won(Rules<?, ?> rules, Outcome outcome) {
        return outcome instanceof Outcome.Win win ? rules.sideName(win.winner()) + " won" : "Drawn";
    }

    private static String status(Game<?, ?> game) {
        Rules<?, ?> rules = game.rules();
        Status status = game.status();
        if (status instanceof Status.Over over) {
            return won(rules, over.outcome()) + ": " + rules.describe(over.outcome());
        }
        if (status instanceof Status.ToMove toMove) {
            return "In play: " + rules.sideName(toMove.side()) + " to move";
        }
        return "In play: the dice are to be rolled";
    }
}
