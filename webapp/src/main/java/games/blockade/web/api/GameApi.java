package games.blockade.web.api;

import games.blockade.store.model.GameState;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.ShownGame;
import games.blockade.web.analysis.GameAnalyses;
import games.blockade.web.analysis.GameAnalysisView;
import games.blockade.web.infrastructure.Caching;
import games.blockade.web.replay.Replay;
import games.blockade.web.replay.Replays;
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
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("api/games/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "archive")
public class GameApi {

    @Inject
    Replays replays;
    @Inject
    GameAnalyses analyses;
    @Context
    Request request;

    /** Tagged and cached as the game's page is: a finished game's answer is revalidated hourly, a game in play each time. */
    @GET
    @Operation(summary = "One game: players, every ply with its time, the result and its reason, each side's clock, "
            + "the position text after every ply; for backgammon the dice check (the seed's SHA-256, and once the game "
            + "is over the seed and every roll derived again); for retreat the perfect-play value after every move")
    @APIResponse(responseCode = "200", description = "The game",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Replay.class)))
    @APIResponse(responseCode = "304", description = "The copy the client holds (If-None-Match) is current")
    @APIResponse(responseCode = "404", description = "No game has this number")
    public Response game(@Parameter(description = "The game's number", example = "1") @PathParam("id") String id) {
        ShownGame game = replays.game(id);
        GameView view = game.view();
        EntityTag tag = new EntityTag("j" + view.id() + "v" + view.version());
        return Caching.answer(request, tag, view.state() == GameState.FINISHED, true,
                () -> Caching.json(replays.replay(game)));
    }

    /** Revalidated each time while the game is played or its analysis made; then cached like the game. */
    @GET
    @Path("analysis")
    @Operation(summary = "A game's analysis: its state (playing, pending, ready, failed, or none for a game that ended "
            + "before games were analysed); once ready every decision judged (plies, side, move, evaluation before and "
            + "after, best move found, verdict: best, good, inaccuracy, mistake or blunder, forced), the luck of every "
            + "roll of the dice, and each side's accuracy, verdict counts and luck")
    @APIResponse(responseCode = "200", description = "The analysis as it stands", content = @Content(
            mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = GameAnalysisView.class)))
    @APIResponse(responseCode = "304", description = "The copy the client holds (If-None-Match) is current")
    @APIResponse(responseCode = "404", description = "No game has this number")
    public Response analysis(@Parameter(description = "The game's number", example = "1") @PathParam("id") String id) {
        ShownGame game = replays.game(id);
        GameView view = game.view();
        GameAnalysisView analysis = analyses.of(game);
        EntityTag tag = new EntityTag("n" + view.id() + "v" + view.version() + "s" + analysis.state());
        return Caching.answer(request, tag, analysis.settled(), true, () -> Caching.json(analysis));
    }
}
