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
import games.blockade.web.language.Words;
import jakarta.json.bind.annotation.JsonbTransient;
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
                     Optional<DiceCheck> dice, @JsonbTransient Status standing) {

    /**
     * How the game ended: the winner's side ("Black"), or none for a draw; the reason and its
     * description, in English as the JSON API gives them, and said in the reader's language on a page.
     */
    public record Result(Optional<String> winner, String reason, String description,
                         @JsonbTransient String game, @JsonbTransient Outcome outcome) {
        public String headline(Words words) {
            return won(game, outcome, words);
        }

        public String description(Words words) {
            return words.ending(game, outcome);
        }
    }

    /** A side's clock: the time its moves took in all, and how many plies it played. */
    public record Clock(String side, String player, Duration used, int plies, @JsonbTransient Side seat) {
    }

    /** Who makes a ply that no side makes: a roll of the dice. */
    public static final String DICE = "Dice";

    /**
     * One ply: who played what (in English, and as its side, none for the dice), when, how long it
     * took, and for Retreat its value under perfect play.
     */
    public record Step(int ply, String mover, String notation, Instant at, Duration took,
                       Optional<RetreatAnalysis.Verdict> verdict, @JsonbTransient Optional<Side> side) {
        public boolean mistaken() {
            return verdict.flatMap(RetreatAnalysis.Verdict::mistake).isPresent();
        }

        public boolean roll() {
            return side.isEmpty();
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
            int index = i;
            steps.add(new Step(i + 1, ply.side().map(rules::sideName).orElse(DICE), ply.notation(), at,
                    Duration.between(previous, at), analysis.map(line -> line.verdicts().get(index)), ply.side()));
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
                analysis, shown.dice().map(c -> DiceCheck.of(game, c)), game.status());
    }

    private static Result result(Rules<?, ?> rules, Outcome outcome) {
        Optional<String> winner = outcome instanceof Outcome.Win win ? Optional.of(rules.sideName(win.winner()))
                : Optional.empty();
        return new Result(winner, outcome.reason(), rules.describe(outcome), rules.id(), outcome);
    }

    private static Clock clock(Rules<?, ?> rules, Side side, PlayerLink player, List<Step> steps) {
        List<Step> own = steps.stream().filter(step -> step.side().equals(Optional.of(side))).toList();
        Duration used = own.stream().map(Step::took).reduce(Duration.ZERO, Duration::plus);
        return new Clock(rules.sideName(side), player.name(), used, own.size(), side);
    }

    /** A side of this game in the reader's words ("Black"). */
    public String side(Side side, Words words) {
        return words.side(game, side);
    }

    /** A side of this game named by its seat, "one" or "two", in the reader's words. */
    public String side(String seat, Words words) {
        return side(seat.equals("one") ? Side.ONE : Side.TWO, words);
    }

    public String sideOne(Words words) {
        return side(Side.ONE, words);
    }

    public String sideTwo(Words words) {
        return side(Side.TWO, words);
    }

    /** Who made a ply: a side, or the dice. */
    public String mover(Step step, Words words) {
        return step.side().map(side -> side(side, words)).orElseGet(() -> words.t("replay.dice"));
    }

    /** The ply being shown: 0 is the start. */
    public String label(int ply, Words words) {
        if (ply == 0) {
            return words.t("replay.label-start");
        }
        Step step = steps.get(ply - 1);
        return words.t("replay.label", ply, plyCount(), mover(step, words), step.notation());
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

    /** "Black won" or "Drawn", in the reader's words. */
    static String won(String game, Outcome outcome, Words words) {
        return outcome instanceof Outcome.Win win ? words.t("replay.won", words.side(game, win.winner()))
                : words.t("replay.drawn");
    }

    /** Where the game stands, in English, as the JSON API gives it. */
    private static String status(Game<?, ?> game) {
        Rules<?, ?> rules = game.rules();
        Status status = game.status();
        if (status instanceof Status.Over over) {
            String won = over.outcome() instanceof Outcome.Win win ? rules.sideName(win.winner()) + " won" : "Drawn";
            return won + ": " + rules.describe(over.outcome());
        }
        if (status instanceof Status.ToMove toMove) {
            return "In play: " + rules.sideName(toMove.side()) + " to move";
        }
        return "In play: the dice are to be rolled";
    }

    /** Where the game stands, in the reader's words. */
    public String status(Words words) {
        if (standing instanceof Status.Over over) {
            return words.t("replay.status-over", won(game, over.outcome(), words), words.ending(game, over.outcome()));
        }
        if (standing instanceof Status.ToMove toMove) {
            return words.t("replay.status-to-move", words.side(game, toMove.side()));
        }
        return words.t("replay.status-dice");
    }
}
