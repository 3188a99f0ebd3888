package games.blockade.store.play;

import games.blockade.rules.Dice;
import games.blockade.rules.Rejection;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.Side;
import games.blockade.store.config.Store;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.MoveOutcome;
import jakarta.persistence.EntityManager;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A move made on the web: through the store's one write path (the rules, the optimistic lock, one
 * transaction), the dice it makes due rolled in it, and what it owes Discord written in it as one
 * {@link Outbox.Kind#MOVED} effect, which the bot's worker turns into the posts a move owes
 * (docs/decisions/web-play-session.md).
 */
public final class WebMoves {

    private final Store store;
    private final GameRepository games;
    private final Outbox outbox;

    public WebMoves(Store store, GameRepository games, Outbox outbox) {
        this.store = store;
        this.games = games;
        this.outbox = outbox;
    }

    /**
     * Plays {@code command} for {@code playerId} in game {@code gameId}, as the player saw it at ply
     * {@code seenPly}: a page showing an older position is refused rather than acting on a newer one.
     */
    public MoveOutcome play(long gameId, long playerId, int seenPly, String command) {
        Optional<Dice> dice = ServerDice.of(store, gameId);
        return games.apply(gameId, (current, stored) -> {
            Side side = stored.sideOf(playerId)
                    .orElseThrow(() -> new Rejection(new Refusal.NotPlaying(String.valueOf(stored.id()))));
            if (!current.toMove().equals(Optional.of(side))) {
                throw new Rejection(new Refusal.NotYourTurnIn(String.valueOf(stored.id())));
            }
            if (stored.plyCount() != seenPly) {
                throw new Rejection(new Refusal.MovedOn(String.valueOf(stored.id()), stored.plyCount(), seenPly));
            }
            return ServerDice.rollDue(current.play(side, command), dice);
        }, (em, before, applied) -> owe(em, before, applied));
    }

    /** The body of a MOVED effect: the ply the move started from, then the draw offers it let lapse. */
    private void owe(EntityManager em, GameView before, MoveOutcome.Applied applied) {
        GameView after = applied.game();
        String body = before.plyCount() + applied.lapsed().stream().map(o -> " " + o.id())
                .collect(Collectors.joining());
        outbox.owe(em, Outbox.Owed.ofGame(Outbox.Kind.MOVED, after.id(), after.guildId(), after.plyCount(), body),
                Optional.empty());
    }

    /** What a MOVED effect's body says: the ply the move started from and the draw offers it let lapse. */
    public record Moved(int fromPly, List<Long> lapsedOffers) {
        public Moved {
            lapsedOffers = List.copyOf(lapsedOffers);
        }

        public static Moved of(String body) {
            String[] parts = body.strip().split(" ");
            return new Moved(Integer.parseInt(parts[0]), Arrays.stream(parts).skip(1)
                    .map(Long::valueOf).toList());
        }
    }
}
