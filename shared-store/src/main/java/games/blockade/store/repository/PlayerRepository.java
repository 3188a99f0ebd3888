package games.blockade.store.repository;

import games.blockade.store.config.Store;
import games.blockade.store.model.Player;
import java.time.Clock;
import java.util.Optional;

/** Players by their Discord user id. */
public final class PlayerRepository {

    private final Store store;
    private final Clock clock;

    public PlayerRepository(Store store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /** The player with this Discord id, created or brought up to date with their current name and avatar. */
    public Player register(long discordId, String displayName, Optional<String> avatarUrl) {
        return store.inTransaction(em -> {
            Player player = em.createQuery("select p from Player p where p.discordId = :id", Player.class)
                    .setParameter("id", discordId)
                    .getResultStream()
                    .findFirst()
                    .orElse(null);
            if (player == null) {
                player = new Player(discordId, displayName, avatarUrl.orElse(null), clock.instant());
                em.persist(player);
            } else {
                player.rename(displayName, avatarUrl.orElse(null));
            }
            return player;
        });
    }

    public Optional<Player> byDiscordId(long discordId) {
        return store.read(em -> em.createQuery("select p from Player p where p.discordId = :id", Player.class)
                .setParameter("id", discordId)
                .getResultStream()
                .findFirst());
    }

    public Optional<Player> byId(long id) {
        return store.read(em -> Optional.ofNullable(em.find(Player.class, id)));
    }
}
