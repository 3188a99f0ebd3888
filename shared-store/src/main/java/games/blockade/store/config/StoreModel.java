package games.blockade.store.config;

import games.blockade.store.model.Challenge;
import games.blockade.store.model.Component;
import games.blockade.store.model.ComputerSeat;
import games.blockade.store.model.DiceCommitment;
import games.blockade.store.model.DrawOffer;
import games.blockade.store.model.Player;
import games.blockade.store.model.Rating;
import games.blockade.store.model.RatingChange;
import games.blockade.store.model.RetreatMatch;
import games.blockade.store.model.RetreatRound;
import games.blockade.store.model.Seat;
import games.blockade.store.model.StoredGame;
import games.blockade.store.model.StoredPly;
import java.util.List;
import java.util.Map;

/**
 * The persistence unit's contents, listed rather than scanned: the same list serves the bot's
 * plain-Java bootstrap and the web app inside Payara, and no container finds a stray unit.
 */
public final class StoreModel {

    public static final String UNIT_NAME = "blockade";

    public static final List<Class<?>> ENTITIES = List.of(
            Player.class, StoredGame.class, StoredPly.class, Seat.class, RetreatMatch.class, RetreatRound.class,
            DiceCommitment.class, Rating.class, RatingChange.class, Challenge.class, DrawOffer.class,
            Component.class, ComputerSeat.class);

    /** Where Flyway finds the migrations, inside this module's jar: a folder for each {@link Engine}. */
    public static final String MIGRATIONS = "classpath:db/migration";

    private StoreModel() {
    }

    /**
     * Hibernate settings both bootstraps share. Flyway owns the schema, so Hibernate only checks
     * it; bytecode enhancement stays off because Payara deployment dies with it on.
     */
    public static Map<String, String> hibernateProperties() {
        return Map.of(
                "hibernate.hbm2ddl.auto", "validate",
                "hibernate.jdbc.batch_size", "50",
                "hibernate.order_inserts", "true",
                "hibernate.order_updates", "true",
                "hibernate.enhancer.enableDirtyTracking", "false",
                "hibernate.enhancer.enableLazyInitialization", "false",
                "hibernate.enhancer.enableAssociationManagement", "false",
                // The model has no associations to load lazily, so no proxy classes are made at start.
                "hibernate.bytecode.provider", "none");
    }
}
