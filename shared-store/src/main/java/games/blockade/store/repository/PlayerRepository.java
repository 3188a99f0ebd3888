package games.blockade.store.repository;

import games.blockade.store.config.Store;
import games.blockade.store.model.Player;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
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
        return register(discordId, displayName, avatarUrl, Optional.empty());
    }

    /** As above, for the person acting: with the language their client is set to ({@link #heard}). */
    public Player register(long discordId, String displayName, Optional<String> avatarUrl, Optional<String> locale) {
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
            locale.ifPresent(player::heard);
            return player;
        });
    }

    /**
     * The language of a person's Discord client, as seen in an interaction just now; whether they
     * are a player, who now has it. One statement, which the bot sends only when the language it
     * last stored for them differs.
     */
    public boolean heard(long discordId, String locale) {
        return store.inTransaction(em -> em.createNativeQuery("update player set locale = ?1 where discord_id = ?2")
                .setParameter(1, locale).setParameter(2, discordId).executeUpdate()) > 0;
    }

    /**
     * The client languages last seen of a game's players, player one's first; a seat whose player
     * was never seen (the computer's) has none.
     */
    public List<String> localesIn(long gameId) {
        return store.read(em -> {
            List<?> rows = em.createNativeQuery("select p1.locale, p2.locale from game g"
                            + " join player p1 on p1.id = g.player_one_id join player p2 on p2.id = g.player_two_id"
                            + " where g.id = ?1")
                    .setParameter(1, gameId).getResultList();
            List<String> seen = new ArrayList<>();
            for (Object row : rows) {
                for (Object locale : (Object[]) row) {
                    if (locale != null) {
                        seen.add(locale.toString());
                    }
                }
            }
            return seen;
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
