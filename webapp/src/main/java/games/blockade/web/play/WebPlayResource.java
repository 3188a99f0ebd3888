package games.blockade.web.play;

import games.blockade.rules.Side;
import games.blockade.store.play.WebPasses;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.MoveOutcome;
import games.blockade.web.infrastructure.Frame;
import games.blockade.web.infrastructure.Pages;
import games.blockade.web.infrastructure.TrustedHtml;
import games.blockade.web.replay.Replays;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.NewCookie;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A player's own board (docs/decisions/web-play-session.md): the personal link the bot gave them
 * opens a session, the board offers the legal moves, and a move goes through the store's one
 * write path. Nothing here is kept or cached; every write carries the session's CSRF token and
 * comes from this site; every refusal is a page that says what happened and what to do.
 */
@Path("web/games/{id}")
public class WebPlayResource {

    private static final String COOKIE = "blockade_play_";
    private static final int MAX_COMMAND = 400;

    @Inject
    Pages pages;
    @Inject
    Replays replays;
    @Inject
    WebPlay play;
    @Inject
    Limits limits;
    @Context
    UriInfo uri;
    @Context
    HttpHeaders headers;
    @Context
    HttpServletRequest request;

    /** The link from Discord shows a button: a link fetched by a preview never spends it. */
    @GET
    @Path("pass/{token}")
    @Produces(MediaType.TEXT_HTML + ";charset=utf-8")
    public Response pass(@PathParam("id") String id, @PathParam("token") String token) {
        GameView view = replays.game(id).view();
        Frame frame = pages.frame(uri, pages.words().t("play.pass-title", pages.words().t("title." + view.game().rules().id()),
                String.valueOf(view.id())), "");
        return personal(Response.ok(pages.render(frame, "web-pass.jte", Map.of("gameId", view.id(),
                "title", pages.words().t("title." + view.game().rules().id()), "action", frame.href("/web/games/" + view.id() + "/pass/"
                        + token)))));
    }

    @POST
    @Path("pass/{token}")
    @Produces(MediaType.TEXT_HTML + ";charset=utf-8")
    public Response open(@PathParam("id") String id, @PathParam("token") String token) {
        GameView view = replays.game(id).view();
        if (!limits.allow("open", request.getRemoteAddr(), Limits.OPENINGS)) {
            return refused(429, "play.too-many-links");
        }
        if (!sameSite()) {
            return refused(403, "play.not-this-site");
        }
        WebPasses.Opening opening = play.passes().open(token, view.id());
        if (opening instanceof WebPasses.Opening.Refused refused) {
            return refused(403, pages.words().t("play.link-refused"), capitalised(refused.reason()) + ".");
        }
        WebPasses.Opening.Opened opened = (WebPasses.Opening.Opened) opening;
        NewCookie cookie = new NewCookie.Builder(COOKIE + view.id()).value(opened.cookie()).path(boardPath(view.id()))
                .httpOnly(true).secure(secure()).sameSite(NewCookie.SameSite.STRICT)
                .maxAge((int) WebPasses.SESSION_VALID.toSeconds()).build();
        return personal(Response.seeOther(URI.create(boardPath(view.id()))).cookie(cookie));
    }

    /** The player's board: the position, whose turn, and the move form (which works without the script). */
    @GET
    @Produces(MediaType.TEXT_HTML + ";charset=utf-8")
    public Response board(@PathParam("id") String id) {
        GameView view = replays.game(id).view();
        Optional<WebPasses.Session> session = session(view.id());
        if (session.isEmpty()) {
            return noSession(view.id());
        }
        return page(view, session.get(), Optional.empty(), 200);
    }

    /** The parts legal after those chosen ({@code parts}, space-separated), as JSON. */
    @GET
    @Path("legal")
    @Produces(MediaType.APPLICATION_JSON)
    public Response legal(@PathParam("id") String id, @QueryParam("parts") String parts) {
        GameView view = replays.game(id).view();
        Optional<WebPasses.Session> session = session(view.id());
        if (session.isEmpty()) {
            return json(403, Json.createObjectBuilder().add("message",
                    pages.words().t("play.no-session", String.valueOf(view.id()))));
        }
        if (!limits.allow("steps", session.get().csrf(), Limits.STEPS)) {
            return json(429, Json.createObjectBuilder().add("message", pages.words().t("play.too-many-steps")));
        }
        Optional<Side> side = view.sideOf(session.get().playerId());
        if (side.isEmpty() || !view.game().toMove().equals(side)) {
            return json(409, Json.createObjectBuilder().add("message", pages.words().t("play.not-your-turn"))
                    .add("ply", view.plyCount()));
        }
        TurnSteps.Step step = TurnSteps.after(view.game(), side.get(), parts == null ? "" : parts);
        JsonArrayBuilder next = Json.createArrayBuilder();
        step.next().forEach(next::add);
        JsonArrayBuilder taken = Json.createArrayBuilder();
        step.chosen().forEach(taken::add);
        JsonObjectBuilder body = Json.createObjectBuilder().add("ply", view.plyCount()).add("chosen", taken)
                .add("next", next).add("sendable", step.sendable());
        step.problem().ifPresent(p -> body.add("problem", pages.words().refusal(p)));
        step.placement().ifPresent(p -> {
            JsonArrayBuilder kinds = Json.createArrayBuilder();
            p.kinds().forEach(k -> kinds.add(Json.createObjectBuilder().add("letter", k.letter())
                    .add("name", pages.words().term(k.name())).add("count", k.count())));
            JsonArrayBuilder squares = Json.createArrayBuilder();
            p.squares().forEach(squares::add);
            body.add("placement", Json.createObjectBuilder().add("kinds", kinds).add("squares", squares));
        });
        return json(200, body);
    }

    /** A move: checked by the session, its CSRF token, its origin and the rate limit, then by the rules. */
    @POST
    @Path("move")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces(MediaType.TEXT_HTML + ";charset=utf-8")
    public Response move(@PathParam("id") String id, @FormParam("csrf") String csrf, @FormParam("ply") String ply,
                         @FormParam("command") String command) {
        GameView view = replays.game(id).view();
        Optional<WebPasses.Session> session = session(view.id());
        if (session.isEmpty()) {
            return noSession(view.id());
        }
        if (!WebPasses.same(session.get().csrf(), csrf) || !sameSite()) {
            return refused(403, "play.not-your-board");
        }
        if (!limits.allow("move", session.get().csrf(), Limits.MOVES)) {
            return refused(429, "play.too-many-moves");
        }
        if (command == null || command.isBlank() || command.length() > MAX_COMMAND) {
            return page(view, session.get(), Optional.of(pages.words().t("play.choose-first", MAX_COMMAND)), 400);
        }
        int seen;
        try {
            seen = Integer.parseInt(ply == null ? "" : ply.strip());
        } catch (NumberFormatException e) {
            return page(view, session.get(), Optional.of(pages.words().t("play.which-position")), 400);
        }
        MoveOutcome outcome = play.moves().play(view.id(), session.get().playerId(), seen, command.strip());
        if (outcome instanceof MoveOutcome.Applied) {
            return personal(Response.seeOther(URI.create(boardPath(view.id()))));
        }
        GameView now = replays.game(id).view();
        String why = outcome instanceof MoveOutcome.Rejected rejected ? pages.words().t("play.not-played", pages.words().refusal(rejected.reason()))
                : outcome instanceof MoveOutcome.Conflict conflict ? pages.words().t("play.not-played", conflict.message())
                : pages.words().t("play.game-gone");
        return page(now, session.get(), Optional.of(why), 409);
    }

    private Response page(GameView view, WebPasses.Session session, Optional<String> problem, int status) {
        Side side = view.sideOf(session.playerId()).orElseThrow();
        boolean yourTurn = view.game().toMove().equals(Optional.of(side));
        String title = pages.words().t("title." + view.game().rules().id()) + " #" + view.id();
        Frame frame = pages.frame(uri, yourTurn ? pages.words().t("play.your-move-title", title) : title, "");
        Map<String, Object> params = new HashMap<>();
        params.put("view", view);
        params.put("title", title);
        params.put("side", pages.words().side(view.game().rules().id(), side));
        params.put("yourTurn", yourTurn);
        params.put("over", view.game().isOver());
        params.put("csrf", session.csrf());
        params.put("board", new TrustedHtml(Replays.board(view, view.plyCount(), pages.words().locale())));
        params.put("problem", problem);
        params.put("base", boardPath(view.id()));
        params.put("live", frame.href("/live/games/" + view.id()));
        return personal(Response.status(status).entity(pages.render(frame, "web-play.jte", params)));
    }

    private Response noSession(long gameId) {
        return refused(403, pages.words().t("play.no-session-title"), pages.words().t("play.no-session",
                String.valueOf(gameId)));
    }

    /** A refusal whose title and words are the site's, under {@code key} and {@code key}-title. */
    private Response refused(int status, String key) {
        return refused(status, pages.words().t(key + "-title"), pages.words().t(key));
    }

    private Response refused(int status, String title, String message) {
        return personal(Response.status(status).entity(pages.render(pages.frame(uri, title, ""), "error.jte",
                Map.of("status", status, "message", message))));
    }

    private static Response json(int status, JsonObjectBuilder body) {
        return personal(Response.status(status).type(MediaType.APPLICATION_JSON_TYPE).entity(body.build().toString()));
    }

    /** Answers for one person: never kept by a cache, never shown in a frame. */
    private static Response personal(Response.ResponseBuilder answer) {
        return answer.header(HttpHeaders.CACHE_CONTROL, "no-store").build();
    }

    private Optional<WebPasses.Session> session(long gameId) {
        return Optional.ofNullable(headers.getCookies().get(COOKIE + gameId))
                .flatMap(c -> play.passes().session(c.getValue()))
                .filter(s -> s.gameId() == gameId);
    }

    private String boardPath(long gameId) {
        return uri.getBaseUri().getRawPath().replaceAll("/$", "") + "/web/games/" + gameId;
    }

    /** A write from another site is refused: the browser names the page's origin on every POST. */
    private boolean sameSite() {
        String origin = headers.getHeaderString("Origin");
        if (origin == null) {
            return true; // older browsers send none on same-origin forms; the CSRF token still holds
        }
        String host = headers.getHeaderString(HttpHeaders.HOST);
        return host != null && (origin.equals("https://" + host) || origin.equals("http://" + host));
    }

    /** The cookie is Secure wherever the site is reached over HTTPS, directly or behind a proxy. */
    private boolean secure() {
        return request.isSecure() || "https".equalsIgnoreCase(headers.getHeaderString("X-Forwarded-Proto"));
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
