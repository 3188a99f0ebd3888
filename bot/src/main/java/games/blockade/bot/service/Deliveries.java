package games.blockade.bot.service;

import games.blockade.store.model.StoredGame;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.repository.GameRepository;
import jakarta.persistence.LockModeType;
import java.util.Optional;

/**
 * What the adapter's delivery of owed effects asks of the services: what an effect posts, and what
 * follows its delivery (a game's clock starts when its first board is shown, the computer moves
 * where its board leaves it to move, a game's place is recorded or found gone).
 */
public final class Deliveries {

    private final Effects effects;
    private final GameRepository games;
    private final Parts parts;

    Deliveries(Parts parts) {
        this.parts = parts;
        this.effects = parts.effects();
        this.games = parts.games();
    }

    /** This process, as the store names who delivers what. */
    public String process() {
        return parts.process();
    }

    public Outbox outbox() {
        return effects.owing().outbox();
    }

    /** What delivering {@code effect} posts. */
    public Post post(Outbox.Effect effect) {
        return effects.post(effect);
    }

    /**
     * {@code effect} was delivered. A game's first board starts its clock; true when the board it
     * posted leaves the computer to move.
     */
    public boolean delivered(Outbox.Effect effect) {
        if (effect.gameId().isEmpty() || (effect.kind() != Outbox.Kind.OPEN && effect.kind() != Outbox.Kind.BOARD)) {
            return false;
        }
        games.show(effect.gameId().get());
        return effects.computerToMove(effect.gameId().get());
    }

    /** The thread a game's opening made, so that commands there need no game number. */
    public void placeIn(long gameId, long threadId) {
        parts.store().inTransaction(em -> {
            StoredGame game = em.find(StoredGame.class, gameId, LockModeType.PESSIMISTIC_WRITE);
            game.placeIn(game.guildId().orElse(null), game.channelId().orElse(null), threadId);
            return null;
        });
    }

    /**
     * A game's place {@code failed} is gone, for the reason given. Where that was its thread, the game
     * goes on in its channel, which is returned; else there is nowhere left to post it, which
     * {@code /blockade games} tells its players.
     */
    public Optional<Long> fallBack(long gameId, long failed, String why) {
        return parts.store().inTransaction(em -> {
            StoredGame game = em.find(StoredGame.class, gameId, LockModeType.PESSIMISTIC_WRITE);
            if (game.threadId().equals(Optional.of(failed)) && game.channelId().isPresent()) {
                game.placeIn(game.guildId().orElse(null), game.channelId().get(), null);
                game.placeLost(Optional.of("its thread is gone (" + why + "); it goes on in <#"
                        + game.channelId().get() + ">"));
                return game.channelId();
            }
            game.placeLost(Optional.of(why));
            return Optional.<Long>empty();
        });
    }
}
