package games.blockade.bot.service;

import games.blockade.bot.language.Texts;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rules;
import games.blockade.store.config.Store;
import games.blockade.store.model.DiceCommitment;
import games.blockade.store.model.RatingChange;
import games.blockade.store.repository.GameView;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.LongFunction;

/**
 * The report on a finished game: who won and why, how the ratings moved, the dice seed revealed
 * (so every roll can be checked against the hash shown at the start), and the game's web page.
 * Games against the computer are never rated, so the ratings name people only.
 */
final class Endings {

    private final Store store;
    private final GameDice dice;
    private final Settings settings;
    private final LongFunction<String> names;

    Endings(Store store, GameDice dice, Settings settings, LongFunction<String> names) {
        this.store = store;
        this.dice = dice;
        this.settings = settings;
        this.names = names;
    }

    Result.Ending of(GameView view) {
        Rules<?, ?> rules = view.game().rules();
        Outcome outcome = view.game().outcome().orElseThrow();
        List<String> report = new ArrayList<>();
        report.add(Texts.post("ending.result", result(rules, view, outcome), Texts.place().outcome(rules, outcome)));
        List<RatingChange> changes = ratingChanges(view.id());
        if (!changes.isEmpty()) {
            List<String> moves = new ArrayList<>();
            for (RatingChange change : changes) {
                double after = change.after().rating();
                moves.add(Texts.post("ending.rating-change", names.apply(change.playerId()),
                        String.valueOf(Math.round(change.ratingBefore())), String.valueOf(Math.round(after)),
                        signed(Math.round(after) - Math.round(change.ratingBefore()))));
            }
            report.add(Texts.post("ending.ratings", String.join(", ", moves)));
        }
        dice.commitment(view.id()).flatMap(DiceCommitment::revealedSeed).ifPresent(seed -> report.add(
                Texts.post("ending.dice-seed", seed)));
        return new Result.Ending(report, settings.gameLink(view.id()));
    }

    private String result(Rules<?, ?> rules, GameView view, Outcome outcome) {
        if (outcome instanceof Outcome.Win win) {
            return Texts.post("ending.winner", Texts.place().nameOf(view, win.winner(), names), Texts.place().side(rules, win.winner()));
        }
        return Texts.post("ending.drawn");
    }

    private List<RatingChange> ratingChanges(long gameId) {
        return store.read(em -> em.createQuery(
                        "select c from RatingChange c where c.gameId = :game order by c.id", RatingChange.class)
                .setParameter("game", gameId)
                .getResultList());
    }

    private static String signed(long change) {
        return String.format(Locale.ROOT, "%+d", change);
    }
}
