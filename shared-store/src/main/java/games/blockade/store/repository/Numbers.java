package games.blockade.store.repository;

import jakarta.persistence.EntityManager;
import java.util.Locale;

/**
 * The numbers players see for games and challenges, consecutive from 1. Each is counted up in the
 * transaction that stores what it numbers, which holds the counter's row until it ends: a number
 * taken by a transaction that rolls back is taken again by the next one.
 */
public final class Numbers {

    /** What is numbered. */
    public enum Counted {
        GAME, CHALLENGE, TOURNAMENT
    }

    private Numbers() {
    }

    /** The next number of {@code counted}, inside the caller's transaction. */
    public static long next(EntityManager em, Counted counted) {
        String name = counted.name().toLowerCase(Locale.ROOT);
        int updated = em.createNativeQuery("update counter set last_value = last_value + 1 where name = ?1")
                .setParameter(1, name)
                .executeUpdate();
        if (updated != 1) {
            throw new IllegalStateException("the store has no counter of " + name + "s");
        }
        return ((Number) em.createNativeQuery("select last_value from counter where name = ?1")
                .setParameter(1, name)
                .getSingleResult()).longValue();
    }
}
