package games.blockade.web.api;

import games.blockade.web.replay.Replay;
import games.blockade.web.replay.Replays;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("api/games/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "archive")
public class GameApi {

    @Inject
    Replays replays;

    @GET
    @Operation(summary = "One game: players, every ply with its time, the result; for retreat each move's perfect-play value")
    @APIResponse(responseCode = "404", description = "No game has this number")
    public Replay game(@PathParam("id") String id) {
        return replays.replay(replays.view(id));
    }
}
