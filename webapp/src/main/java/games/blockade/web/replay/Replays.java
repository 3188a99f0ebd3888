package games.blockade.web.replay;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import games.blockade.rules.Outcome;
import games.blockade.rules.Ply;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.picture.Pictures;
import games.blockade.store.model.DiceCommitment;
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
import java.util.Optional;

/** Finds stored games for their replay and writes their record. */
@ApplicationScoped
public class Replays {

    /** Wide enough to read on a phone, small enough to download quickly. */
    static final int GIF_WIDTH = 480;

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
            return Replay.of(view, this::nameOf, commitment(view));
        }
        return replays.get(view.id(), id -> Replay.of(view, this::nameOf, commitment(view)));
    }

    /** The seed commitment of a game with dice; the seed itself only once the game is over. */
    private Optional<DiceCommitment> commitment(GameView view) {
        if (!view.game().rules().usesDice()) {
            return Optional.empty();
        }
        return store.store().read(em -> Optional.ofNullable(em.find(DiceCommitment.class, view.id())));
    }

    /** The board after {@code ply} plies as SVG, that ply highlighted, drawn by the shared renderer. */
    public static String board(GameView view, int ply) {
        try {
            return Pictures.svg(Pictures.scene(view.game(), ply, Optional.empty()));
        } catch (Rejection e) {
            throw Problem.badRequest(e.getMessage());
        }
    }

    /** The whole game as an animated GIF, a frame per ply. */
    public static byte[] animation(GameView view) {
        try {
            return Pictures.replay(view.game(), Optional.empty(), GIF_WIDTH);
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
        tag(text, rules.sideName(Side.ONE), view.nameOf(Side.ONE, this::nameOf));
        tag(text, rules.sideName(Side.TWO), view.nameOf(Side.TWO, this::nameOf));
        tag(text, "First", rules.sideName(view.firstSide()));
        tag(text, "Started", view.createdAt().toString());
        view.finishedAt().ifPresent(at -> tag(text, "Finished", at.toString()));
        view.game().outcome().ifPresent(outcome -> tag(text, "Result", result(rules, outcome)));
        commitment(view).ifPresent(dice -> {
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

    static String result(Rules<?, ?> rules, Outcome outcome) {
        return Replay.won(rules, outcome) + " (" + outcome.reason() + "): " + rules.describe(outcome);
    }

    private static void tag(StringBuilder text, String name, String value) {
        text.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }

    /** A person's name; a game's computer is named by the game ({@link GameView#nameOf}). */
    private String nameOf(long id) {
        return store.players().byId(id).map(Player::displayName)
                .orElseThrow(() -> new IllegalStateException("a game's player is missing: " + id));
    }
}
