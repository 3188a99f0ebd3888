package games.blockade.store.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import games.blockade.store.StoreFixture;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.repository.Numbers;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ChallengeTest {

    private static Challenge challenge(long id, long challengerId) {
        Instant now = Instant.parse("2026-01-01T00:00:00Z");
        return new Challenge(id, "retreat", "standard", challengerId, Optional.empty(), Challenge.SideChoice.ONE,
                Optional.empty(), true, null, 1L, now, now.plus(Duration.ofDays(7)));
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aChallengeToAMatchKeepsItsTargetAndAChallengeToOneGameHasNone(TestDatabase database) {
        Store store = StoreFixture.shared(database);
        long challenger = StoreFixture.newPlayer(store, "Ann").id();

        long match = store.inTransaction(em -> {
            Challenge c = challenge(Numbers.next(em, Numbers.Counted.CHALLENGE), challenger).toMatch(11);
            em.persist(c);
            return c;
        }).id();
        long single = store.inTransaction(em -> {
            Challenge c = challenge(Numbers.next(em, Numbers.Counted.CHALLENGE), challenger);
            em.persist(c);
            return c;
        }).id();

        assertEquals(Optional.of(11), store.inTransaction(em -> em.find(Challenge.class, match).matchPoints()));
        assertEquals(Optional.empty(), store.inTransaction(em -> em.find(Challenge.class, single).matchPoints()));
    }

    @Test
    void aMatchNeedsAPositiveTarget() {
        assertThrows(IllegalArgumentException.class, () -> challenge(1, 1).toMatch(0));
    }
}
