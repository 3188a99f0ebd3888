package games.blockade.web.live;

import games.blockade.rules.Rejection;
import games.blockade.rules.picture.Pictures;
import games.blockade.store.model.GameState;
import games.blockade.store.repository.GameView;
import games.blockade.web.infrastructure.Caching;
import games.blockade.web.language.RequestLanguage;
import games.blockade.web.replay.Replays;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import java.util.Locale;
import java.util.Optional;

/**
 * A game's board after a ply (the last by default) as a PNG for link previews: the one mechanism
 * the bot draws its boards with ({@link Pictures#png}), at the width chat previews show.
 */
@Path("games/{id}/board.png")
public class BoardPicture {

    @Inject
    Replays replays;
    @Inject
    RequestLanguage language;
    @Context
    Request request;

    @GET
    @Produces("image/png")
    public Response png(@PathParam("id") String id, @QueryParam("ply") String plyText) {
        GameView view = replays.game(id).view();
        int ply = plyText == null || plyText.isBlank() ? view.plyCount() : Replays.ply(plyText, view.plyCount());
        // A ply before the end never changes; the last one does once the game ends, which its tag says.
        Locale words = language.locale();
        EntityTag tag = new EntityTag("png" + view.id() + "p" + ply + (ply == view.plyCount() ? "v" + view.version() : "")
                + words.toLanguageTag());
        return Caching.answer(request, tag, view.state() == GameState.FINISHED || ply < view.plyCount(), false,
                () -> Response.ok(draw(view, ply, words)));
    }

    /** The board in the reader's language: a link preview is fetched for the person who posts the link. */
    private static byte[] draw(GameView view, int ply, Locale words) {
        try {
            return Pictures.png(Pictures.scene(view.game().upTo(ply), Optional.empty(), words), Pictures.PREVIEW_WIDTH);
        } catch (Rejection e) {
            throw new IllegalStateException("no picture of " + view.game().rules().id() + ": " + e.getMessage(), e);
        }
    }
}
