package games.blockade.web.live;

import games.blockade.store.repository.GameView;
import games.blockade.web.archive.StoreAccess;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.UriInfo;
import java.util.Optional;

/**
 * The link previews of game and player pages: the board as it stands, as a PNG drawn by the
 * same renderer and at the same width as the bot's boards ({@link BoardPicture}). The picture's
 * address names the ply, so an unfurl made after a move never shows a picture kept from before.
 */
@ApplicationScoped
public class Previews {

    @Inject
    StoreAccess store;

    /** A game's page, its board after its last ply; {@code one} and {@code two} name its sides as the page does. */
    public Preview ofGame(UriInfo uri, GameView view, String one, String two) {
        String title = view.game().rules().title() + " #" + view.id() + ": " + one + " against " + two;
        String state = view.game().isOver() ? "Finished after " + view.plyCount() + " plies."
                : "In play, after " + view.plyCount() + " plies: watch it live.";
        return new Preview(title, state, uri.getBaseUriBuilder().path("games/{id}").build(view.id()).toString(),
                picture(uri, view), "The " + view.game().rules().title() + " board after ply " + view.plyCount());
    }

    /** A player's page, with the board of their latest game, if they have one. */
    public Optional<Preview> ofPlayer(UriInfo uri, long playerId, String heading) {
        Optional<Long> latest = store.store().read(em -> em.createNativeQuery("select id from game"
                        + " where player_one_id = ?1 or player_two_id = ?1 order by updated_at desc, id desc limit 1")
                .setParameter(1, playerId).getResultList().stream().map(id -> ((Number) id).longValue())
                .findFirst());
        return latest.flatMap(store.games()::find).map(view -> new Preview(heading + " on Blockade",
                "Ratings, record and games. Latest: " + view.game().rules().title() + " #" + view.id() + ".",
                uri.getBaseUriBuilder().path("players/{id}").build(playerId).toString(), picture(uri, view),
                "The board of " + view.game().rules().title() + " #" + view.id() + " after ply " + view.plyCount()));
    }

    private static String picture(UriInfo uri, GameView view) {
        return uri.getBaseUriBuilder().path("games/{id}/board.png").queryParam("ply", view.plyCount())
                .build(view.id()).toString();
    }
}
