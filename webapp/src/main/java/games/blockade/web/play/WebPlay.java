package games.blockade.web.play;

import games.blockade.store.outbox.Outbox;
import games.blockade.store.play.WebMoves;
import games.blockade.store.play.WebPasses;
import games.blockade.web.archive.StoreAccess;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;

/** The store's passes, sessions and web moves, over the site's store. */
@ApplicationScoped
public class WebPlay {

    @Inject
    StoreAccess store;

    private WebPasses passes;
    private WebMoves moves;

    @PostConstruct
    void open() {
        passes = new WebPasses(store.store(), Clock.systemUTC());
        moves = new WebMoves(store.store(), store.games(), new Outbox(store.store(), Clock.systemUTC()));
    }

    public WebPasses passes() {
        return passes;
    }

    public WebMoves moves() {
        return moves;
    }
}
