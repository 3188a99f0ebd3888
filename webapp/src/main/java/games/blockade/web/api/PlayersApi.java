package games.blockade.web.api;

import games.blockade.web.infrastructure.Caching;
import games.blockade.web.player.Leaderboards;
import games.blockade.web.player.Profiles;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("api")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "players", description = "Players, their ratings and the leaderboards")
public class PlayersApi {

    static final String GAME = "Game id: retreat, piecepack, walls or backgammon";

    @Inject
    Profiles profiles;
    @Inject
    Leaderboards leaderboards;
    @Context
    Request request;

    @GET
    @Path("players/{player}")
    @Operation(summary = "A player: per game their rating, rating history, record, streaks and rivals; their latest games")
    @APIResponse(responseCode = "200", description = "The player", content = @Content(
            mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Profiles.Profile.class)))
    @APIResponse(responseCode = "304", description = "The copy the client holds (If-None-Match) is current")
    @APIResponse(responseCode = "404", description = "No player has this number")
    public Response player(@Parameter(description = "The player's number", example = "1") @PathParam("player") String player) {
        Profiles.Versioned versioned = profiles.versioned(player);
        return Caching.revalidated(request, new EntityTag("q" + versioned.version()),
                () -> Caching.json(versioned.profile()));
    }

    @GET
    @Path("leaderboards/{game}")
    @Operation(summary = "A game's players by rating, highest first, among settled ratings (deviation at most 150)")
    @APIResponse(responseCode = "200", description = "A page of the leaderboard", content = @Content(
            mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Leaderboards.Board.class)))
    @APIResponse(responseCode = "400", description = "A page marker is invalid")
    @APIResponse(responseCode = "404", description = "No game has this id")
    public Response leaderboard(@Parameter(description = GAME, example = "retreat") @PathParam("game") String game,
                                @Parameter(description = "Where the page starts: the previous page's next") @QueryParam("after") String after,
                                @Parameter(description = "How many players rank above this page, carried in the next page's link (0 on the first)") @QueryParam("rank") String rank) {
        return Caching.current(Caching.json(leaderboards.board(game, Optional.ofNullable(after), Optional.ofNullable(rank))));
    }
}
