package games.blockade.web.live;

import games.blockade.store.repository.GameView;
import games.blockade.web.archive.ListedGame;
import games.blockade.web.language.Words;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import java.util.Optional;

/**
 * The link previews of game and player pages, in the page's language: the board as it stands, as
 * a PNG drawn by the same renderer and at the same width as the bot's boards ({@link BoardPicture}).
 * The picture's address names the ply, so an unfurl made after a move never shows a picture kept
 * from before.
 */
@ApplicationScoped
public class Previews {

    /** A game's page, its board after its last ply; {@code one} and {@code two} name its sides as the page does. */
    public Preview ofGame(UriInfo uri, Words words, GameView view, String one, String two) {
        String title = words.t("preview.game.title", words.t("title." + view.game().rules().id()), String.valueOf(view.id()), one, two);
        String state = view.game().isOver() ? words.t("preview.game.finished", String.valueOf(view.plyCount()))
                : words.t("preview.game.playing", String.valueOf(view.plyCount()));
        return new Preview(title, state, uri.getBaseUriBuilder().path("games/{id}").build(view.id()).toString(),
                picture(uri, view.id(), view.plyCount()),
                words.t("preview.game.picture", words.t("title." + view.game().rules().id()), String.valueOf(view.plyCount())));
    }

    /**
     * A player's page, with the board of their latest finished game, the first of the page's own
     * {@code recent} games (nothing more is read for it), if they have one.
     */
    public Optional<Preview> ofPlayer(UriInfo uri, Words words, long playerId, String heading, List<ListedGame> recent) {
        return recent.stream().findFirst().map(latest -> new Preview(words.t("preview.player.title", heading),
                words.t("preview.player.latest", words.t("title." + latest.game()), String.valueOf(latest.id())),
                uri.getBaseUriBuilder().path("players/{id}").build(playerId).toString(),
                picture(uri, latest.id(), latest.plies()),
                words.t("preview.player.picture", words.t("title." + latest.game()), String.valueOf(latest.id()),
                        String.valueOf(latest.plies()))));
    }

    private static String picture(UriInfo uri, long gameId, int plies) {
        return uri.getBaseUriBuilder().path("games/{id}/board.png").queryParam("ply", plies).build(gameId).toString();
    }
}
