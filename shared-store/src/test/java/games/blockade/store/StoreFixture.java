package games.blockade.store;

import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.store.config.Store;
import games.blockade.store.model.Player;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.PlayerRepository;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

/** One store per database for a test run, with the registered games plus {@link PileGame}. */
public final class StoreFixture {

    public static final GameCatalog CATALOG = StoreFixture::rules;

    private static final Map<TestDatabase, Store> SHARED = new EnumMap<>(TestDatabase.class);
    private static final AtomicLong DISCORD_IDS = new AtomicLong(System.nanoTime() % 1_000_000_000L * 1000);

    private StoreFixture() {
    }

    public static synchronized Store shared(TestDatabase database) {
        return SHARED.computeIfAbsent(database, TestDatabase::open);
    }

    public static Rules<?, ?> rules(String kind) throws Rejection {
        return kind.equals(PileGame.ID) ? PileGame.RULES : Games.byId(kind);
    }

    public static GameRepository games(Store store, Clock clock) {
        return new GameRepository(store, CATALOG, new Ratings(Glicko2.STANDARD), clock);
    }

    public static Clock fixedClock() {
        return Clock.fixed(Instant.parse("2026-11-21T12:00:00Z"), ZoneOffset.UTC);
    }

    /** A new player with a Discord id no other test uses. */
    public static Player newPlayer(Store store, String name) {
        return new PlayerRepository(store, Clock.systemUTC())
                .register(DISCORD_IDS.incrementAndGet(), name, Optional.empty());
    }
}
