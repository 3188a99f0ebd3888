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
    @Operation(summary = "One game: players, every ply with its time, the result and its reason, each side's clock, "
            + "the position text after every ply; for backgammon the dice check (the seed's SHA-256, and once the game "
            + "is over the seed and every roll derived again); for retreat the perfect-play value after every move")
    @APIResponse(responseCode = "404", description = "No game has this number")
    public Replay game(@PathParam("id") String id) {
        return replays.replay(replays.view(id));
    }
}
