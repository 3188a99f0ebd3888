package games.blockade.web.replay;

import games.blockade.rules.Outcome;
import games.blockade.rules.Ply;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.store.model.Player;
import games.blockade.store.repository.GameView;
import games.blockade.web.archive.StoreAccess;
import games.blockade.web.infrastructure.Problem;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;

/** Finds stored games for their replay and writes their record. */
@ApplicationScoped
public class Replays {

    @Inject
    StoreAccess store;

    /** The game with this number, or a 404 that says so. */
    public GameView view(String id) {
        long number;
        try {
            number = Long.parseLong(id);
        } catch (NumberFormatException e) {
            throw Problem.notFound("Games are numbered; '" + id + "' is not a game's number.");
        }
        return store.games().find(number).orElseThrow(() -> Problem.notFound("There is no game number " + id + "."));
    }

    public Replay replay(GameView view) {
        return Replay.of(view, player(view.playerOneId()), player(view.playerTwoId()));
    }

    /** A ply number from the address: 0 (the start) to the game's last ply. */
    public static int ply(String text, int plies) {
        try {
            int ply = Integer.parseInt(text);
            if (ply >= 0 && ply <= plies) {
                return ply;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw Problem.badRequest("The move number 'ply' must be from 0 (the start) to " + plies + ", not '" + text + "'.");
    }

    /**
     * The game's record as text: tag lines like a chess PGN's, then one ply per line in the game's
     * own notation, which the command-line tool and the bot both read.
     */
    public String record(GameView view) {
        Rules<?, ?> rules = view.game().rules();
        StringBuilder text = new StringBuilder();
        tag(text, "Game", rules.id());
        tag(text, "Preset", view.preset());
        tag(text, "Number", Long.toString(view.id()));
        tag(text, rules.sideName(Side.ONE), player(view.playerOneId()).displayName());
        tag(text, rules.sideName(Side.TWO), player(view.playerTwoId()).displayName());
        tag(text, "First", rules.sideName(view.firstSide()));
        tag(text, "Started", view.createdAt().toString());
        view.finishedAt().ifPresent(at -> tag(text, "Finished", at.toString()));
        view.game().outcome().ifPresent(outcome -> tag(text, "Result", result(rules, outcome)));
        text.append('\n');
        List<? extends Ply<?>> plies = view.game().plies();
        for (int i = 0; i < plies.size(); i++) {
            Ply<?> ply = plies.get(i);
            text.append(i + 1).append(". ").append(ply.side().map(rules::sideName).orElse("Dice")).append(": ")
                    .append(ply.notation()).append('\n');
        }
        return text.toString();
    }

    static String result(Rules<?, ?> rules, Outcome outcome) {
        return Replay.won(rules, outcome) + " (" + outcome.reason() + "): " + rules.describe(outcome);
    }

    private static void tag(StringBuilder text, String name, String value) {
        text.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }

    private Player player(long id) {
        return store.players().byId(id).orElseThrow(() -> new IllegalStateException("a game's player is missing: " + id));
    }
}
