package games.blockade.web.api;

import games.blockade.web.infrastructure.Problem;
import games.blockade.web.rules.GameCatalog;
import games.blockade.web.rules.GameKind;
import games.blockade.web.rules.RetreatSolved;
import games.blockade.web.rules.Solutions;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("api/rules")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "rules", description = "The games and their setups")
public class RulesApi {

    @Inject
    GameCatalog catalog;
    @Inject
    Solutions solutions;

    @GET
    @Operation(summary = "Every game: its sides, presets, computer levels and a summary of its rules")
    public List<GameKind> games() {
        return catalog.all();
    }

    @GET
    @Path("{game}")
    @Operation(summary = "One game by its id (retreat, piecepack, walls, backgammon)")
    @APIResponse(responseCode = "200", description = "The game")
    @APIResponse(responseCode = "404", description = "No game has this id")
    public GameKind game(@Parameter(description = PlayersApi.GAME, example = "retreat") @PathParam("game") String game) {
        return catalog.get(game);
    }

    @GET
    @Path("{game}/solution")
    @Operation(summary = "A solved game's perfect-play values: the start's, each first move's, and the count of "
            + "reachable positions won, drawn and lost for the side to move; only retreat is solved")
    @APIResponse(responseCode = "200", description = "The solution")
    @APIResponse(responseCode = "404", description = "No game has this id, or the game is not solved")
    public RetreatSolved solution(@Parameter(description = PlayersApi.GAME, example = "retreat") @PathParam("game") String game) {
        GameKind kind = catalog.get(game);
        if (!kind.id().equals("retreat")) {
            throw Problem.notFound("not-solved", kind.title());
        }
        return solutions.retreat();
    }
}
