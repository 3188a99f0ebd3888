package games.blockade.web.api;

import games.blockade.web.analysis.PuzzleViews;
import games.blockade.web.infrastructure.Caching;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("api/puzzles/{puzzle}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "puzzles", description = "Puzzles from analysed games and from retreat's solution")
public class PuzzleApi {

    @Inject
    PuzzleViews puzzles;

    /** A published puzzle never changes: kept and cached an hour like a finished game's page. */
    @GET
    @Operation(summary = "A puzzle: the game and preset, the position in the game's text form, the side to move, "
            + "its kind (win: one move forces a win; save: one move alone does not lose), its difficulty in plies, "
            + "the one solution, and the game and ply it was found before (none for retreat's solution)")
    @APIResponse(responseCode = "200", description = "The puzzle", content = @Content(
            mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = PuzzleViews.PuzzleView.class)))
    @APIResponse(responseCode = "404", description = "No published puzzle has this number")
    public Response puzzle(@Parameter(description = "The puzzle's number", example = "1") @PathParam("puzzle")
                           String puzzle) {
        return Caching.lasting(Caching.json(puzzles.find(puzzle)));
    }
}
