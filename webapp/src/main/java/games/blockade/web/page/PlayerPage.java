package games.blockade.web.page;

import games.blockade.web.infrastructure.Caching;
import games.blockade.web.infrastructure.Pages;
import games.blockade.web.live.Previews;
import games.blockade.web.player.Profiles;
import games.blockade.web.tournament.Tournaments;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import java.util.Map;

@Path("players/{id}")
@Produces(MediaType.TEXT_HTML + ";charset=utf-8")
public class PlayerPage {

    @Inject
    Pages pages;
    @Inject
    Profiles profiles;
    @Inject
    Tournaments tournaments;
    @Inject
    Previews previews;
    @Context
    UriInfo uri;

    @Context
    Request request;

    @GET
    public Response player(@PathParam("id") String id) {
        Profiles.Versioned versioned = profiles.versioned(id);
        Profiles.Profile profile = versioned.profile();
        List<Tournaments.Entered> entered = tournaments.enteredBy(profile.id(), pages.words());
        // The tournaments change apart from the player's games: their state is part of the tag.
        EntityTag tag = new EntityTag("p" + versioned.version() + "t" + Integer.toHexString(entered.hashCode()) + "a"
                + pages.assetVersion(), true);
        return Caching.revalidated(request, tag, () -> Response.ok(pages.render(uri, "player.jte", profile.heading(),
                "players", Map.of("profile", profile, "tournaments", entered,
                        "preview", previews.ofPlayer(uri, pages.words(), profile.id(),
                                profile.heading(), profile.recent())))));
    }
}
