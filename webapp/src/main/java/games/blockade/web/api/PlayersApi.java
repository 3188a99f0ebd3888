package games.blockade.web.api;

import games.blockade.web.player.Leaderboards;
import games.blockade.web.player.Profiles;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("api")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "players", description = "Players, their ratings and the leaderboards")
public class PlayersApi {

    @Inject
    Profiles profiles;
    @Inject
    Leaderboards leaderboards;

    @GET
    @Path("players/{id}")
    @Operation(summary = "A player: per game their rating, rating history, record, streaks and rivals; their latest games")
    @APIResponse(responseCode = "404", description = "No player has this number")
    public Profiles.Profile player(@PathParam("id") String id) {
        return profiles.profile(id);
    }

    @GET
    @Path("leaderboards/{game}")
    @Operation(summary = "A game's players by rating, highest first, among settled ratings (deviation at most 150)")
    @APIResponse(responseCode = "400", description = "A page marker is invalid")
    @APIResponse(responseCode = "404", description = "No game has this id")
    public Leaderboards.Board leaderboard(@PathParam("game") String game, @QueryParam("after") String after,
                                          @QueryParam("rank") String rank) {
        return leaderboards.board(game, Optional.ofNullable(after), Optional.ofNullable(rank));
    }
}
