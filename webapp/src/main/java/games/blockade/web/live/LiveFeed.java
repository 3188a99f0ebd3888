package games.blockade.web.live;

import games.blockade.web.archive.StoreAccess;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseBroadcaster;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Tells the pages watching a game that it changed (docs/decisions/web-live-updates.md). The bot
 * and the web app are separate processes over one database, so the web app looks for itself:
 * every {@link #POLL_MILLIS} one indexed read of the versions of the games being watched (by
 * primary key, only while someone watches), and each game whose version moved is announced to
 * its watchers through its one broadcaster. A comment every {@link #HEARTBEAT_SECONDS} finds the
 * watchers that left, whose connections are then let go.
 */
@ApplicationScoped
public class LiveFeed {

    static final long POLL_MILLIS = 250;
    static final long HEARTBEAT_SECONDS = 15;
    /** Ids asked about in one read. */
    private static final int BATCH = 500;
    private static final Logger LOG = Logger.getLogger(LiveFeed.class.getName());

    /** A game being watched: its broadcaster, who watches, and the version last announced. */
    private static final class Watched {
        final SseBroadcaster broadcaster;
        final Set<SseEventSink> sinks = ConcurrentHashMap.newKeySet();
        volatile Stand stand;

        Watched(SseBroadcaster broadcaster, Stand stand) {
            this.broadcaster = broadcaster;
            this.stand = stand;
            broadcaster.onClose(sinks::remove);
            broadcaster.onError((sink, error) -> sinks.remove(sink));
        }
    }

    /** How a game stands: its version, plies, and whether it is over. */
    record Stand(int version, int plies, boolean over) {
        String json() {
            return "{\"version\":" + version + ",\"ply\":" + plies + ",\"over\":" + over + "}";
        }
    }

    @Inject
    StoreAccess store;

    private final Map<Long, Watched> watched = new ConcurrentHashMap<>();
    private ScheduledExecutorService timer;
    private volatile Sse sse;

    @PostConstruct
    void start() {
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "blockade-live");
            thread.setDaemon(true);
            return thread;
        });
        timer.scheduleWithFixedDelay(this::pollSafely, POLL_MILLIS, POLL_MILLIS, TimeUnit.MILLISECONDS);
        timer.scheduleWithFixedDelay(this::heartbeat, HEARTBEAT_SECONDS, HEARTBEAT_SECONDS, TimeUnit.SECONDS);
    }

    @PreDestroy
    void stop() {
        timer.shutdownNow();
        watched.values().forEach(w -> w.broadcaster.close());
    }

    /**
     * Adds a watcher of game {@code gameId}, which stands as {@code stand}: it is told at once how
     * the game stands (so a page loaded before a move and connected after it catches up), then of
     * every change. Of the stand just read and the one last announced, the newer is told: a page
     * loaded after a move the poll has not seen yet is not sent back a ply (it would fetch itself
     * twice, and a player's board would lose the turn being built).
     */
    void watch(long gameId, Stand stand, SseEventSink sink, Sse sse) {
        this.sse = sse;
        Watched game = watched.computeIfAbsent(gameId, id -> new Watched(sse.newBroadcaster(), stand));
        game.sinks.add(sink);
        game.broadcaster.register(sink);
        Stand announced = game.stand;
        sink.send(event(sse, stand.version() > announced.version() ? stand : announced));
    }

    /** How many watchers are connected, across games. */
    int watchers() {
        return watched.values().stream().mapToInt(w -> w.sinks.size()).sum();
    }

    private static OutboundSseEvent event(Sse sse, Stand stand) {
        return sse.newEventBuilder().name("game").id(String.valueOf(stand.version()))
                .mediaType(MediaType.APPLICATION_JSON_TYPE).data(String.class, stand.json()).build();
    }

    private void pollSafely() {
        try {
            poll();
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "looking for changed games failed; the next look tries again", e);
        }
    }

    private void poll() {
        watched.entrySet().removeIf(e -> {
            e.getValue().sinks.removeIf(SseEventSink::isClosed);
            if (e.getValue().sinks.isEmpty()) {
                e.getValue().broadcaster.close();
                return true;
            }
            return false;
        });
        List<Long> ids = new ArrayList<>(watched.keySet());
        for (int from = 0; from < ids.size(); from += BATCH) {
            List<Long> batch = ids.subList(from, Math.min(ids.size(), from + BATCH));
            for (Object row : store.store().read(em -> em.createNativeQuery("select id, version, ply_count, state"
                    + " from game where id in (?1)").setParameter(1, batch).getResultList())) {
                Object[] r = (Object[]) row;
                Watched game = watched.get(((Number) r[0]).longValue());
                Stand now = new Stand(((Number) r[1]).intValue(), ((Number) r[2]).intValue(),
                        "FINISHED".equals(r[3]));
                if (game != null && now.version() != game.stand.version()) {
                    game.stand = now;
                    game.broadcaster.broadcast(event(sse, now));
                }
            }
        }
    }

    /** A comment to every watcher: a connection whose page has gone fails it and is let go. */
    private void heartbeat() {
        Sse current = sse;
        if (current == null) {
            return;
        }
        OutboundSseEvent comment = current.newEventBuilder().comment("still here").build();
        watched.values().forEach(w -> w.broadcaster.broadcast(comment));
    }
}
