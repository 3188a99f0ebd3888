package games.blockade.web.live;

import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.model.Player;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.NewGame;
import games.blockade.store.repository.PlayerRepository;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A bounded load run of spectators (docs/benchmarks/web-live.md): {@code connections} open
 * server-sent event streams on a running web app, spread over {@code games} games in play in the
 * store the app reads; then moves stored in those games one after another, each timed from the
 * store write to its event at every stream. Counts streams that failed or missed an event.
 *
 * <p>{@code prepare DB_URL GAMES} writes the games; {@code run BASE_URL DB_URL CONNECTIONS GAMES MOVES}
 * runs the load.
 */
public final class LiveLoad {

    public static void main(String[] args) throws Exception {
        if (args[0].equals("prepare")) {
            prepare(args[1], Integer.parseInt(args[2]));
        } else {
            run(URI.create(args[1]), args[2], Integer.parseInt(args[3]), Integer.parseInt(args[4]),
                    Integer.parseInt(args[5]));
        }
    }

    private static void prepare(String url, int games) throws Rejection {
        try (Store store = Store.open(new StoreSettings(url, "", "", 2))) {
            PlayerRepository players = new PlayerRepository(store, Clock.systemUTC());
            Player a = players.register(7001, "Load One", Optional.empty());
            Player b = players.register(7002, "Load Two", Optional.empty());
            GameRepository repository = repository(store);
            for (int i = 0; i < games; i++) {
                System.out.println(repository.create(NewGame.of("walls", Games.byId("walls").presets().get(0).name(),
                        Side.ONE, a.id(), b.id(), false)).id());
            }
        }
    }

    private static GameRepository repository(Store store) {
        return new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD), Clock.systemUTC());
    }

    private static void run(URI base, String url, int connections, int games, int moves) throws Exception {
        // HTTP/1.1 as browsers speak it without TLS: one connection per spectator.
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(30)).build();
        AtomicInteger reported = new AtomicInteger();
        AtomicInteger open = new AtomicInteger();
        AtomicInteger failed = new AtomicInteger();
        // Per game and ply, when it was stored; per stream, the delays it saw.
        ConcurrentHashMap<String, Long> storedAt = new ConcurrentHashMap<>();
        List<Long> delays = Collections.synchronizedList(new ArrayList<>());
        AtomicLong events = new AtomicLong();
        CountDownLatch connected = new CountDownLatch(connections);
        long started = System.nanoTime();
        for (int i = 0; i < connections; i++) {
            long game = 1 + (i % games);
            client.sendAsync(HttpRequest.newBuilder(base.resolve("live/games/" + game))
                    .header("Accept", "text/event-stream").build(), HttpResponse.BodyHandlers.ofLines())
                    .whenComplete((response, error) -> {
                        if (error != null || response.statusCode() != 200) {
                            failed.incrementAndGet();
                            if (reported.incrementAndGet() <= 3) {
                                System.out.println("a stream failed: " + (error != null ? error
                                        : "HTTP " + response.statusCode()));
                            }
                            connected.countDown();
                            return;
                        }
                        open.incrementAndGet();
                        connected.countDown();
                        try {
                            response.body().filter(line -> line.startsWith("data:")).forEach(line -> {
                                events.incrementAndGet();
                                int ply = Integer.parseInt(line.replaceAll(".*\"ply\":(\\d+).*", "$1"));
                                Long at = storedAt.get(game + "/" + ply);
                                if (at != null) {
                                    delays.add(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - at));
                                }
                            });
                        } catch (RuntimeException e) {
                            failed.incrementAndGet();
                            if (reported.incrementAndGet() <= 3) {
                                System.out.println("a stream broke: " + e);
                            }
                        }
                    });
        }
        connected.await(120, TimeUnit.SECONDS);
        System.out.printf("connected %d of %d streams in %d ms, %d failed%n", open.get(), connections,
                TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started), failed.get());
        Thread.sleep(2000);
        try (Store store = Store.open(new StoreSettings(url, "", "", 2))) {
            GameRepository repository = repository(store);
            for (int m = 0; m < moves; m++) {
                long game = 1 + (m % games);
                GameView view = repository.find(game).orElseThrow();
                String move = view.game().legalTurns().get(0);
                long playerId = view.playerOf(view.game().toMove().orElseThrow());
                storedAt.put(game + "/" + (view.plyCount() + 1), System.nanoTime());
                repository.play(game, playerId, move);
                Thread.sleep(1000);
            }
        }
        Thread.sleep(2000);
        List<Long> sorted = new ArrayList<>(delays);
        Collections.sort(sorted);
        long expected = (long) moves * (connections / games);
        System.out.printf("moves %d, events expected %d, delivered %d (all events incl. first: %d), failed streams %d,"
                        + " still open %d%n", moves, expected, sorted.size(), events.get(), failed.get(), open.get());
        if (!sorted.isEmpty()) {
            System.out.printf("store write to event, ms: median %d, p95 %d, p99 %d, max %d%n",
                    sorted.get(sorted.size() / 2), sorted.get((int) (sorted.size() * 0.95)),
                    sorted.get((int) (sorted.size() * 0.99)), sorted.get(sorted.size() - 1));
        }
        System.exit(0);
    }
}
