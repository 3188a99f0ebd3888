package games.blockade.web.replay;

import games.blockade.rules.Outcome;
import games.blockade.rules.Ply;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import games.blockade.store.model.GameState;
import games.blockade.store.model.Player;
import games.blockade.store.repository.GameView;
import games.blockade.web.archive.StoreAccess;
import games.blockade.web.infrastructure.Caching;
import games.blockade.web.infrastructure.Problem;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;

/** Finds stored games for their replay and writes their record. */
@ApplicationScoped
public class Replays {

    /**
     * Finished games never change, so they are kept once replayed, weighed by their plies (a long
     * backgammon game holds hundreds of positions). Their replays also carry the players' names,
     * which may change: those are kept as long as a page may be (see {@code Caching}).
     */
    private static final long CACHED_PLIES = 400_000;
    private final Cache<Long, GameView> finished = Caffeine.newBuilder()
            .maximumWeight(CACHED_PLIES).weigher((Long id, GameView view) -> 1 + view.plyCount()).build();
    private final Cache<Long, Replay> replays = Caffeine.newBuilder()
            .maximumWeight(CACHED_PLIES).weigher((Long id, Replay replay) -> 1 + replay.plyCount())
            .expireAfterWrite(Duration.ofSeconds(Caching.PAGE_SECONDS)).build();

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
        GameView kept = finished.getIfPresent(number);
        if (kept != null) {
            return kept;
        }
        GameView view = store.games().find(number).orElseThrow(() -> Problem.notFound("There is no game number " + id + "."));
        if (view.state() == GameState.FINISHED) {
            finished.put(number, view);
        }
        return view;
    }

    public Replay replay(GameView view) {
        if (view.state() != GameState.FINISHED) {
            return Replay.of(view, player(view.playerOneId()), player(view.playerTwoId()));
        }
        return replays.get(view.id(), id -> Replay.of(view, player(view.playerOneId()), player(view.playerTwoId())));
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
