package games.blockade.web.page;

import games.blockade.web.infrastructure.Pages;
import games.blockade.web.rules.GameCatalog;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.UriInfo;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@Path("")
@Produces(MediaType.TEXT_HTML + ";charset=utf-8")
public class HomePage {

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
    public String home() {
        return pages.render(uri, "home.jte", "Blockade", "home",
                Map.of("games", catalog.all(), "invite", invite.filter(link -> link.startsWith("https://")).orElse("")));
    }
}
