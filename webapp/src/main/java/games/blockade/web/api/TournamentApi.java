package games.blockade.web.api;

import games.blockade.web.infrastructure.Caching;
import games.blockade.web.language.SiteLanguages;
import games.blockade.web.language.Words;
import games.blockade.web.tournament.Tournaments;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("api/tournaments")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "tournaments", description = "Swiss, round robin and knockout tournaments run in Discord servers")
public class TournamentApi {

    /** The API speaks English whatever the browser: its data is for programs. */
    private static final Words ENGLISH = Words.in(SiteLanguages.ENGLISH);

    @Inject
    Tournaments tournaments;

    @GET
    @Operation(summary = "Tournaments upcoming, in play and finished (the newest " + 100 + " of each), by game and server")
    @APIResponse(responseCode = "200", description = "The three lists", content = @Content(
            mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Tournaments.Listing.class)))
    @APIResponse(responseCode = "400", description = "A server is not a number")
    @APIResponse(responseCode = "404", description = "No game has this id")
    public Response list(@Parameter(description = PlayersApi.GAME, example = "walls") @QueryParam("game") String game,
                         @Parameter(description = "A Discord server's number") @QueryParam("server") String server) {
        return Caching.current(Caching.json(tournaments.list(Optional.ofNullable(game), Optional.ofNullable(server),
                ENGLISH)));
    }

    @GET
    @Path("{tournament}")
    @Operation(summary = "A tournament: its rules, standings with tie-breaks, crosstable (round robin), bracket"
            + " (knockout, as SVG), every round's boards with their games, and its entrants")
    @APIResponse(responseCode = "200", description = "The tournament", content = @Content(
            mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Tournaments.Detail.class)))
    @APIResponse(responseCode = "404", description = "No tournament has this number")
    public Response tournament(@Parameter(description = "The tournament's number", example = "1")
                               @PathParam("tournament") String tournament) {
        return Caching.current(Caching.json(tournaments.detail(tournament, ENGLISH)));
    }
}
