package games.blockade.web.page;

import games.blockade.web.infrastructure.Caching;
import games.blockade.web.infrastructure.Pages;
import games.blockade.web.rules.GameCatalog;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** How to play in Discord, and how to add the bot to a server (or run one). */
@Path("play")
@Produces(MediaType.TEXT_HTML + ";charset=utf-8")
public class PlayPage {

    @Inject
    Pages pages;
    @Inject
    GameCatalog catalog;
    /** The bot's invitation link, set where the bot is deployed. */
    @Inject
    @ConfigProperty(name = "blockade.bot.invite")
    Optional<String> invite;
    @Context
    UriInfo uri;

    @GET
    public Response play() {
        return Caching.lasting(Response.ok(pages.render(uri, "play.jte", pages.words().t("play.title"), "play",
                Map.of("games", catalog.all(), "invite", invite.filter(link -> link.startsWith("https://")).orElse("")))));
    }
}
