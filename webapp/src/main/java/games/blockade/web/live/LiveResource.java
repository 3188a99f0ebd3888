package games.blockade.web.live;

import games.blockade.store.model.GameState;
import games.blockade.store.repository.GameView;
import games.blockade.web.replay.Replays;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;

/**
 * A game's changes as server-sent events: an event {@code game} with its version, plies and
 * whether it is over, at once and then at every change, whichever process stored it. A game
 * already over is told once, and the stream ends.
 */
@Path("live/games/{id}")
public class LiveResource {

    @Inject
    LiveFeed feed;
    @Inject
    Replays replays;

    @GET
    @Produces(MediaType.SERVER_SENT_EVENTS)
    public void watch(@PathParam("id") String id, @Context SseEventSink sink, @Context Sse sse) {
        GameView view = replays.game(id).view();
        LiveFeed.Stand stand = new LiveFeed.Stand(view.version(), view.plyCount(),
                view.state() == GameState.FINISHED);
        if (stand.over()) {
            sink.send(sse.newEventBuilder().name("game").data(String.class, stand.json()).build())
                    .whenComplete((sent, failed) -> sink.close());
            return;
        }
        feed.watch(view.id(), stand, sink, sse);
    }
}
