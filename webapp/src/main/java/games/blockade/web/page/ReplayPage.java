package games.blockade.web.page;

import games.blockade.store.model.GameState;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.ShownGame;
import games.blockade.web.analysis.EvalGraph;
import games.blockade.web.analysis.GameAnalyses;
import games.blockade.web.analysis.GameAnalysisView;
import games.blockade.web.infrastructure.Caching;
import games.blockade.web.infrastructure.Frame;
import games.blockade.web.infrastructure.Pages;
import games.blockade.web.infrastructure.TrustedHtml;
import games.blockade.web.live.Previews;
import games.blockade.web.replay.Replay;
import games.blockade.web.replay.Replays;
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
import jakarta.ws.rs.core.UriInfo;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** A game's replay page, its board pictures, and its record and animation downloads. */
@Path("games/{id}")
public class ReplayPage {

    @Inject
    Pages pages;
    @Inject
    Replays replays;
    @Inject
    GameAnalyses analyses;
    @Inject
    Previews previews;
    @Context
    UriInfo uri;
    @Context
    Request request;

    @GET
    @Produces(MediaType.TEXT_HTML + ";charset=utf-8")
    public Response replay(@PathParam("id") String id, @QueryParam("ply") String plyText) {
        ShownGame game = replays.game(id);
        GameView view = game.view();
        int ply = ply(view, plyText);
        GameAnalysisView analysis = analyses.of(game);
        // The analysis comes after the game ends: the tag names its state, and the page is kept long only once it is settled.
        EntityTag tag = new EntityTag("g" + view.id() + "v" + view.version() + "p" + ply + "s" + analysis.state()
                + "a" + pages.assetVersion(), true);
        return Caching.answer(request, tag, finished(view) && analysis.settled(), true, () -> {
            Replay replay = replays.replay(game);
            Optional<GameAnalysisView.Decision> shown = analysis.mistakeShownAt(ply);
            Optional<String> better = shown.flatMap(mistake -> GameAnalyses.betterBoard(view, mistake, pages.words().locale()));
            Frame frame = pages.frame(uri, pages.words().t("title." + replay.game()) + " #" + replay.id(), "games");
            String base = frame.href("/games/" + view.id());
            return Response.ok(pages.render(frame, "replay.jte",
                    Map.of("replay", replay, "ply", ply, "board", new TrustedHtml(Replays.board(view, ply, pages.words().locale())),
                            "analysis", analysis, "graph", EvalGraph.draw(analysis.decisions(), replay.plyCount(), ply,
                                    base, replay.game(), pages.words()),
                            "better", better.map(TrustedHtml::new), "mistake", shown.filter(m -> better.isPresent()),
                            "preview", previews.ofGame(uri, pages.words(), view, replay.one().name(), replay.two().name()))));
        });
    }

    /**
     * The record names the players, whose names may change: tagged by its content and, once the game
     * is over, cached an hour like the game's page (not for good like its pictures).
     */
    @GET
    @Path("record.txt")
    @Produces(MediaType.TEXT_PLAIN + ";charset=utf-8")
    public Response record(@PathParam("id") String id) {
        ShownGame game = replays.game(id);
        GameView view = game.view();
        Response.ResponseBuilder answer = Response.ok(replays.record(game).getBytes(StandardCharsets.UTF_8))
                .header("Content-Disposition", "attachment; filename=\"blockade-" + view.id() + ".txt\"");
        return finished(view) ? Caching.lasting(answer) : Caching.current(answer);
    }

    /** The board after a ply (the last by default) as SVG: what the replay script swaps in as it steps. */
    @GET
    @Path("board.svg")
    @Produces("image/svg+xml;charset=utf-8")
    public Response board(@PathParam("id") String id, @QueryParam("ply") String plyText) {
        GameView view = replays.game(id).view();
        int ply = ply(view, plyText);
        Locale language = pages.words().locale();
        EntityTag tag = new EntityTag("b" + view.id() + "v" + view.version() + "p" + ply + language.toLanguageTag());
        return Caching.answer(request, tag, finished(view), false,
                () -> Response.ok(Replays.board(view, ply, language).getBytes(StandardCharsets.UTF_8)));
    }

    @GET
    @Path("replay.gif")
    @Produces("image/gif")
    public Response animation(@PathParam("id") String id) {
        GameView view = replays.game(id).view();
        Locale language = pages.words().locale();
        EntityTag tag = new EntityTag("a" + view.id() + "v" + view.version() + language.toLanguageTag());
        return Caching.answer(request, tag, finished(view), false, () -> Response.ok(Replays.animation(view, language))
                .header("Content-Disposition", "inline; filename=\"blockade-" + view.id() + ".gif\""));
    }

    private static int ply(GameView view, String text) {
        return text == null || text.isBlank() ? view.plyCount() : Replays.ply(text, view.plyCount());
    }

    private static boolean finished(GameView view) {
        return view.state() == GameState.FINISHED;
    }
}
