package games.blockade.store.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import games.blockade.rules.Side;
import games.blockade.store.PileGame;
import games.blockade.store.StoreFixture;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.repository.NewGame;
import jakarta.persistence.PersistenceException;
import java.time.Clock;
import java.time.Instant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class DrawOfferTest {

    private static final Instant NOW = Instant.parse("2026-11-25T12:00:00Z");

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void theDatabaseHoldsOneOpenOfferPerGameAndSide(TestDatabase database) throws Exception {
        Store store = StoreFixture.shared(database);
        long one = StoreFixture.newPlayer(store, "Ann").id();
        long two = StoreFixture.newPlayer(store, "Bob").id();
        long game = StoreFixture.games(store, Clock.systemUTC())
                .create(NewGame.of(PileGame.ID, "standard", Side.ONE, one, two, false)).id();
        DrawOffer first = store.inTransaction(em -> {
            DrawOffer offer = new DrawOffer(game, Side.ONE, 0, NOW);
            em.persist(offer);
            return offer;
        });

        assertThrows(PersistenceException.class, () -> store.inTransaction(em -> {
            em.persist(new DrawOffer(game, Side.ONE, 0, NOW));
            return null;
        }), "a second open offer of the same side");
        // The other side may offer, and once the first is answered its side may offer again.
        store.inTransaction(em -> {
            em.persist(new DrawOffer(game, Side.TWO, 0, NOW));
            em.find(DrawOffer.class, first.id()).answer(DrawOffer.State.DECLINED, NOW);
            return null;
        });
        store.inTransaction(em -> {
            em.persist(new DrawOffer(game, Side.ONE, 1, NOW));
            return null;
        });

        long open = store.read(em -> em.createQuery("select count(o) from DrawOffer o where o.gameId = :game"
                + " and o.state = games.blockade.store.model.DrawOffer.State.OPEN", Long.class)
                .setParameter("game", game).getSingleResult());
        assertEquals(2, open);
    }
}
