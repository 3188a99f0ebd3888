package games.blockade.web.replay;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import games.blockade.rules.Outcome;
import games.blockade.rules.Ply;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.picture.Pictures;
import games.blockade.store.model.GameState;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.ShownGame;
import games.blockade.web.archive.StoreAccess;
import games.blockade.web.infrastructure.AskedBefore;
import games.blockade.web.infrastructure.Caching;
import games.blockade.web.infrastructure.Problem;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Finds stored games for their replay and writes their record. */
@ApplicationScoped
public class Replays {

    /** Wide enough to read on a phone, small enough to download quickly. */
    static final int GIF_WIDTH = 480;

    /**
     * Finished games never change, so they are kept once read and replayed, weighed by their plies (a
     * long backgammon game holds hundreds of positions), with their replays. Both carry the players'
     * names, which may change: they are kept as long as a page may be (see {@code Caching}), and
     * only once the game is asked for again (its page, then its boards, its record, its JSON).
     */
    private static final long CACHED_PLIES = 400_000;
    private final Cache<Long, ShownGame> finished = Caffeine.newBuilder()
            .maximumWeight(CACHED_PLIES).weigher((Long id, ShownGame game) -> 1 + game.view().plyCount())
            .expireAfterWrite(Duration.ofSeconds(Caching.PAGE_SECONDS)).build();
    private final Cache<Long, Replay> replays = Caffeine.newBuilder()
            .maximumWeight(CACHED_PLIES).weigher((Long id, Replay replay) -> 1 + replay.plyCount())
            .expireAfterWrite(Duration.ofSeconds(Caching.PAGE_SECONDS)).build();
    private final AskedBefore<Long> askedBefore = new AskedBefore<>(Duration.ofSeconds(Caching.PAGE_SECONDS));

    @Inject
    StoreAccess store;

    /** The game with this number, with its players' names and dice, or a 404 that says so. */
    public ShownGame game(String id) {
        long number;
        try {
            number = Long.parseLong(id);
        } catch (NumberFormatException e) {
            throw Problem.notFound("game-number", id);
        }
        ShownGame kept = finished.getIfPresent(number);
        if (kept != null) {
            return kept;
        }
        ShownGame game = store.games().findShown(number)
                .orElseThrow(() -> Problem.notFound("no-game", id));
        if (game.view().state() == GameState.FINISHED && askedBefore.again(number)) {
            finished.put(number, game);
        }
        return game;
    }

    public Replay replay(ShownGame game) {
        if (game.view().state() != GameState.FINISHED || finished.getIfPresent(game.view().id()) == null) {
            return Replay.of(game);
        }
        return replays.get(game.view().id(), id -> Replay.of(game));
    }

    /**
     * The board after {@code ply} plies as SVG, that ply highlighted, drawn by the shared renderer,
     * its caption and legend in {@code language}.
     */
    public static String board(GameView view, int ply, Locale language) {
        try {
            return Pictures.svg(Pictures.scene(view.game(), ply, Optional.empty(), language));
        } catch (Rejection e) {
            throw Problem.badRequest("refused", e.refusal());
        }
    }

    /** The whole game as an animated GIF, a frame per ply, its words in {@code language}. */
    public static byte[] animation(GameView view, Locale language) {
        try {
            return Pictures.replay(view.game(), Optional.empty(), GIF_WIDTH, language);
        } catch (Rejection e) {
            throw new IllegalStateException("a stored game has no picture: " + e.getMessage(), e);
        }
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
        throw Problem.badRequest("ply", String.valueOf(plies), text);
    }

    /**
     * The game's record as text: tag lines like a chess PGN's, then one ply per line in the game's
     * own notation, which the command-line tool and the bot both read.
     */
    public String record(ShownGame game) {
        GameView view = game.view();
        Rules<?, ?> rules = view.game().rules();
        StringBuilder text = new StringBuilder();
        tag(text, "Game", rules.id());
        tag(text, "Preset", view.preset());
        tag(text, "Number", Long.toString(view.id()));
        tag(text, rules.sideName(Side.ONE), game.nameAt(Side.ONE));
        tag(text, rules.sideName(Side.TWO), game.nameAt(Side.TWO));
        tag(text, "First", rules.sideName(view.firstSide()));
        tag(text, "Started", view.createdAt().toString());
        view.finishedAt().ifPresent(at -> tag(text, "Finished", at.toString()));
        view.game().outcome().ifPresent(outcome -> tag(text, "Result", result(rules, outcome)));
        game.dice().ifPresent(dice -> {
            tag(text, "DiceSHA256", dice.seedSha256());
            dice.revealedSeed().ifPresent(seed -> tag(text, "DiceSeed", seed));
        });
        text.append('\n');
        List<? extends Ply<?>> plies = view.game().plies();
        for (int i = 0; i < plies.size(); i++) {
            Ply<?> ply = plies.get(i);
            text.append(i + 1).append(". ").append(ply.side().map(rules::sideName).orElse("Dice")).append(": ")
                    .append(ply.notation()).append('\n');
        }
        return text.toString();
    }

    /** The result as the record, a file in English for any reader, writes it. */
    static String result(Rules<?, ?> rules, Outcome outcome) {
        String won = outcome instanceof Outcome.Win win ? rules.sideName(win.winner()) + " won" : "Drawn";
        return won + " (" + outcome.reason() + "): " + rules.describe(outcome);
    }

    private static void tag(StringBuilder text, String name, String value) {
        text.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }
}
