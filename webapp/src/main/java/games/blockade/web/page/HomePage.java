package games.blockade.web.page;

import games.blockade.web.archive.Archive;
import games.blockade.web.archive.ArchiveQuery;
import games.blockade.web.infrastructure.Caching;
import games.blockade.web.infrastructure.Pages;
import games.blockade.web.player.Leaderboards;
import games.blockade.web.rules.GameCatalog;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@Path("")
@Produces(MediaType.TEXT_HTML + ";charset=utf-8")
public class HomePage {

    static final int LATEST = 8;
    static final int TOP = 5;

    @Inject
    Pages pages;
    @Inject
    GameCatalog catalog;
    @Inject
    Archive archive;
    @Inject
    Leaderboards leaderboards;
    /** The bot's invitation link, set where the bot is deployed. */
    @Inject
    @ConfigProperty(name = "blockade.bot.invite")
    Optional<String> invite;
    @Context
    UriInfo uri;

    /** Made anew at most once a second, however many ask (see {@link Caching#current}). */
    @GET
    public Response home() {
        ArchiveQuery latest = archive.query(Map.of("limit", List.of(Integer.toString(LATEST))));
        List<Leaderboards.Board> tops = catalog.all().stream()
                .map(game -> leaderboards.board(game.id(), Optional.empty(), Optional.empty(), TOP)).toList();
        return Caching.current(Response.ok(pages.render(uri, "home.jte", "Blockade", "home",
                Map.of("games", catalog.all(), "invite", invite.filter(link -> link.startsWith("https://")).orElse(""),
                        "latest", archive.list(latest).games(), "tops", tops))));
    }
}
