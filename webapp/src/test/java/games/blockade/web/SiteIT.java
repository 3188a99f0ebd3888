package games.blockade.web;

import static org.assertj.core.api.Assertions.assertThat;

import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.analysis.Analysis;
import games.blockade.rules.analysis.Entry;
import games.blockade.rules.analysis.GameAnalysis;
import games.blockade.rules.analysis.Verdict;
import games.blockade.store.analysis.PuzzleRepository;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.rules.Rules;
import games.blockade.web.rules.RuleDiagrams;
import games.blockade.web.language.Words;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.net.URL;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The site as deployed on Payara Micro: first over HTTP (status codes, headers, JSON, error pages),
 * then in a headless browser, as a person sees it. One class, so Payara starts once for both.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class SiteIT {

    private static ArchiveFixture fixture;

    @Deployment(testable = false)
    static WebArchive deployment() {
        fixture = ArchiveFixture.write();
        return Deployments.builtWar();
    }

    @ArquillianResource
    URL deployed;

    Http http;

    @BeforeEach
    void connect() {
        http = new Http(deployed);
    }

    /** A failed deployment still lets Payara start: make sure the site is really there. */
    @Test
    void theWarIsDeployedAndServesTheHomePage() {
        HttpResponse<String> home = http.get("/");
        assertThat(home.statusCode()).isEqualTo(200);
        assertThat(home.headers().firstValue("Content-Type")).hasValueSatisfying(type -> assertThat(type).startsWith("text/html"));
        assertThat(home.body()).contains("<h1>Blockade</h1>").contains("Play in Discord");
    }

    @Test
    void everyAnswerCarriesTheSecurityHeaders() {
        for (String path : new String[] {"/", "/rules", "/no/such/page", "/api/rules", "/assets/site.css",
                "/WEB-INF/web.xml", "/api-docs", "//metrics"}) {
            HttpResponse<String> response = http.get(path);
            assertThat(response.headers().firstValue("Content-Security-Policy")).as(path)
                    .hasValueSatisfying(csp -> assertThat(csp)
                            .contains("default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self';",
                                    "connect-src 'self'", "frame-ancestors 'none'")
                            .doesNotContain("unsafe-inline", "unsafe-eval", "data:", "*"));
            assertThat(response.headers().firstValue("X-Content-Type-Options")).as(path).contains("nosniff");
            assertThat(response.headers().firstValue("Referrer-Policy")).as(path).contains("strict-origin-when-cross-origin");
        }
    }

    @Test
    void thePublicSurfaceIsReadOnly() {
        for (String method : new String[] {"POST", "PUT", "DELETE", "PATCH"}) {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(http.resolve("/api/rules"))
                    .method(method, HttpRequest.BodyPublishers.ofString("{}")));
            assertThat(response.statusCode()).as(method).isEqualTo(405);
            assertThat(response.headers().firstValue("Allow")).as(method).contains("GET, HEAD");
            assertThat(Http.json(response).asJsonObject().getString("message")).as(method)
                    .isEqualTo("This site is read-only: only GET and HEAD are answered.");
        }
    }

    /** Methods the site does not answer, known or not, get its own page (JSON under /api), not the server's. */
    @Test
    void anyOtherMethodGetsTheSitesOwnReadOnlyAnswer() {
        for (String method : new String[] {"FOO", "TRACE", "OPTIONS", "PROPFIND", "DELETE"}) {
            HttpResponse<String> page = http.send(HttpRequest.newBuilder(http.resolve("/games"))
                    .method(method, HttpRequest.BodyPublishers.noBody()));
            assertThat(page.statusCode()).as(method).isEqualTo(405);
            assertThat(page.headers().firstValue("Allow")).as(method).contains("GET, HEAD");
            assertSitePage(method + " /games", page, "This site is read-only", "only GET and HEAD are answered");
            HttpResponse<String> api = http.send(HttpRequest.newBuilder(http.resolve("/api/games"))
                    .method(method, HttpRequest.BodyPublishers.noBody()));
            assertThat(api.statusCode()).as(method).isEqualTo(405);
            assertThat(Http.json(api).asJsonObject().getInt("status")).as(method).isEqualTo(405);
        }
    }

    /** The server's own files and error pages never show: what it refuses is answered in the site's frame. */
    @Test
    void theServersOwnFilesAndErrorsGetTheSitesOwnPages() {
        for (String path : new String[] {"/WEB-INF/web.xml", "/WEB-INF/beans.xml", "/META-INF/MANIFEST.MF",
                "/assets/..%2FWEB-INF%2Fweb.xml", "/games/..%252f..%252fWEB-INF%252fweb.xml", "/.error"}) {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(http.raw(path)).GET());
            assertThat(response.statusCode()).as(path).isEqualTo(404);
            assertSitePage(path, response, "Not found");
        }
    }

    /**
     * A path whose dots climb out of the site is refused by the server's connector before any
     * application sees it (Payara's CoyoteAdapter): the site cannot answer it, but the answer says
     * nothing of the server either. Browsers resolve such dots themselves and never send them.
     */
    @Test
    void aPathClimbingOutOfTheSiteIsRefusedWithoutTheServersPage() {
        for (String path : new String[] {"/%2e%2e/", "/%2e%2e/%2e%2e/etc/passwd", "/games/..%2f..%2fWEB-INF/web.xml"}) {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(http.raw(path)).GET());
            assertThat(response.statusCode()).as(path).isEqualTo(400);
            assertThat(response.body()).as(path).isEmpty();
            assertThat(response.headers().map().keySet()).as(path).noneMatch(name -> name.equalsIgnoreCase("Server"));
        }
    }

    @Test
    void noAnswerNamesTheServerOrItsVersion() {
        List<HttpResponse<String>> answers = new ArrayList<>();
        for (String path : new String[] {"/", "/api/rules", "/no/such/page", "/WEB-INF/web.xml", "/assets/site.css",
                "//health", "//openapi", "//metrics", "/games/" + fixture.finished.get(0) + "/board.svg?ply=abc"}) {
            answers.add(http.send(HttpRequest.newBuilder(http.resolve(path)).GET()));
            answers.add(http.send(HttpRequest.newBuilder(http.resolve(path)).method("HEAD", HttpRequest.BodyPublishers.noBody())));
        }
        answers.add(http.send(HttpRequest.newBuilder(http.resolve("/")).method("FOO", HttpRequest.BodyPublishers.noBody())));
        answers.add(http.send(HttpRequest.newBuilder(http.raw("/%2e%2e/")).GET()));
        for (HttpResponse<String> answer : answers) {
            String what = answer.request().method() + " " + answer.uri();
            assertThat(answer.headers().map().keySet()).as(what)
                    .noneMatch(name -> name.equalsIgnoreCase("Server") || name.equalsIgnoreCase("X-Powered-By"));
            assertThat(answer.body()).as(what).doesNotContainIgnoringCase("payara").doesNotContainIgnoringCase("glassfish");
        }
    }

    /** Health stays public for load balancers; metrics (pools, threads, memory) only where the operator turns them on. */
    @Test
    void metricsAreNotPublicByDefault() {
        for (String path : new String[] {"//metrics", "//metrics/base", "//metrics/vendor", "//metrics/application"}) {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(http.resolve(path))
                    .header("Accept", "text/plain").GET());
            assertThat(response.statusCode()).as(path).isIn(403, 404);
            assertThat(response.body()).as(path).doesNotContain("# TYPE", "# HELP", "connection", "thread");
            assertSitePage(path, response, "Back to the start page");
        }
        assertThat(http.get("//health").statusCode()).isEqualTo(200);
    }

    /** A page in the site's frame, with its headers, never the server's. */
    private static void assertSitePage(String what, HttpResponse<String> response, String... texts) {
        assertThat(response.headers().firstValue("Content-Type")).as(what)
                .hasValueSatisfying(type -> assertThat(type).startsWith("text/html"));
        assertThat(response.headers().firstValue("Content-Security-Policy")).as(what).isPresent();
        assertThat(response.headers().firstValue("Cache-Control")).as(what).contains("no-store");
        assertThat(response.body()).as(what).contains("<header class=\"site\">", "Back to the start page").contains(texts)
                .doesNotContainIgnoringCase("payara").doesNotContain("Exception");
    }

    @Test
    void anUnknownPageGetsAFriendly404PageWithoutInternals() {
        HttpResponse<String> response = http.get("/no/such/page");
        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(type -> assertThat(type).startsWith("text/html"));
        assertThat(response.body()).contains("Not found", "There is no page at /no/such/page.", "Back to the start page")
                .doesNotContain("Exception", "at org.", "at games.", "Payara", "Jersey");
    }

    @Test
    void anUnknownApiPathAnswersJson() {
        HttpResponse<String> response = http.get("/api/nothing-here");
        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
        JsonObject body = Http.json(response).asJsonObject();
        assertThat(body.getInt("status")).isEqualTo(404);
        assertThat(body.getString("message")).isEqualTo("There is no page at /api/nothing-here.");
    }

    @Test
    void aNameFromTheAddressIsEscapedOnTheErrorPage() {
        HttpResponse<String> response = http.get("/rules/%3Cscript%3Ealert(1)%3C%2Fscript%3E");
        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.body()).contains("There is no game called '&lt;script&gt;alert(1)&lt;/script&gt;'")
                .doesNotContain("<script>");
    }

    @Test
    void anUnknownGameIsA404NamingTheGamesThereAre() {
        HttpResponse<String> response = http.get("/api/rules/chess");
        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(Http.json(response).asJsonObject().getString("message")).startsWith("There is no game called 'chess'. The games are: ");
    }

    @Test
    void theApiListsEveryGame() {
        HttpResponse<String> response = http.get("/api/rules");
        assertThat(response.statusCode()).isEqualTo(200);
        JsonArray games = Http.json(response).asJsonArray();
        assertThat(games.stream().map(game -> game.asJsonObject().getString("id")))
                .containsExactlyElementsOf(Games.all().stream().map(Rules::id).toList());
    }

    @Test
    void everyGameHasItsRulesPageFromItsRulesText() {
        for (Rules<?, ?> rules : Games.all()) {
            HttpResponse<String> page = http.get("/rules/" + rules.id());
            assertThat(page.statusCode()).as(rules.id()).isEqualTo(200);
            assertThat(page.body()).as(rules.id()).contains("<h1>" + rules.title(), rules.sideName(games.blockade.rules.Side.ONE));
            JsonObject json = Http.json(http.get("/api/rules/" + rules.id())).asJsonObject();
            assertThat(json.getString("title")).isEqualTo(rules.title());
        }
    }

    @Test
    void assetsAreServedWithLongCachingAndNothingElseIsReachable() {
        String linked = http.get("/").body().replaceAll("(?s).*href=\"([^\"]*site\\.css\\?v=[0-9a-f]+)\".*", "$1");
        HttpResponse<String> css = http.send(HttpRequest.newBuilder(http.root().resolve(linked)).GET());
        assertThat(css.statusCode()).isEqualTo(200);
        assertThat(css.headers().firstValue("Content-Type")).hasValueSatisfying(type -> assertThat(type).startsWith("text/css"));
        assertThat(css.headers().firstValue("Cache-Control")).hasValueSatisfying(cache -> assertThat(cache).contains("max-age=31536000"));
        // without the version (as a style sheet's own url() asks) it may change: kept an hour
        assertThat(http.get("/assets/site.css").headers().firstValue("Cache-Control"))
                .hasValueSatisfying(cache -> assertThat(cache).contains("max-age=3600"));
        assertThat(http.get("/assets/beans.xml").statusCode()).isEqualTo(404);
        assertThat(http.get("/assets/..%2FWEB-INF%2Fbeans.xml").statusCode()).isEqualTo(404);
        assertThat(http.get("/WEB-INF/beans.xml").statusCode()).isEqualTo(404);
    }

    @Test
    void healthReportsUpWithTheRulesTextsCheck() {
        HttpResponse<String> response = http.get("//health/ready");
        assertThat(response.statusCode()).isEqualTo(200);
        JsonObject health = Http.json(response).asJsonObject();
        assertThat(health.getString("status")).isEqualTo("UP");
        assertThat(health.getJsonArray("checks").stream().map(check -> check.asJsonObject().getString("name")))
                .contains("rules-texts");
    }

    @Test
    void openApiDescribesTheJsonApiButNotThePages() {
        JsonObject document = openApi();
        // a relative server: "Try it out" on the API page calls the site it is on
        assertThat(document.getJsonArray("servers").getJsonObject(0).getString("url")).isEqualTo("/");
        JsonObject paths = document.getJsonObject("paths");
        assertThat(paths.keySet()).anySatisfy(path -> assertThat(path).endsWith("/api/rules"))
                .anySatisfy(path -> assertThat(path).endsWith("/api/rules/{game}"))
                .anySatisfy(path -> assertThat(path).endsWith("/api/rules/{game}/solution"))
                .anySatisfy(path -> assertThat(path).endsWith("/api/games/{id}"))
                .anySatisfy(path -> assertThat(path).endsWith("/api/games/{id}/analysis"))
                .anySatisfy(path -> assertThat(path).endsWith("/api/puzzles/{puzzle}"))
                .anySatisfy(path -> assertThat(path).endsWith("/games/{id}/record.txt"))
                .anySatisfy(path -> assertThat(path).endsWith("/games/{id}/replay.gif"))
                .anySatisfy(path -> assertThat(path).endsWith("/games/{id}/board.svg"))
                .noneSatisfy(path -> assertThat(path).contains("/assets"))
                .noneSatisfy(path -> assertThat(path).contains("/api-docs"));
    }

    /** /api lists every call of the OpenAPI description, each with an example that answers on this site's games. */
    @Test
    void theApiIndexListsEveryCallWithAnExampleThatAnswers() {
        for (String path : new String[] {"/api", "/api/"}) {
            HttpResponse<String> response = http.get(path);
            assertThat(response.statusCode()).as(path).isEqualTo(200);
            JsonObject index = Http.json(response).asJsonObject();
            assertThat(index.getString("documentation")).isEqualTo(http.href("/api-docs"));
            assertThat(index.getString("openapi")).isEqualTo(http.href("/openapi"));
            List<JsonObject> calls = index.getJsonArray("calls").stream().map(JsonValue::asJsonObject).toList();
            assertThat(calls.stream().map(call -> call.getString("path")).sorted())
                    .containsExactlyElementsOf(openApi().getJsonObject("paths").keySet().stream()
                            .filter(documented -> documented.startsWith("/api/")).sorted().toList());
            for (JsonObject call : calls) {
                String example = call.getString("example");
                HttpResponse<String> answer = http.send(HttpRequest.newBuilder(http.root().resolve(example)).GET());
                assertThat(answer.statusCode()).as(example).isEqualTo(200);
                assertThat(answer.headers().firstValue("Content-Type")).as(example)
                        .hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
            }
        }
    }

    /** The OpenAPI description as JSON. */
    private JsonObject openApi() {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(http.resolve("//openapi"))
                .header("Accept", "application/json").GET());
        assertThat(response.statusCode()).isEqualTo(200);
        return Http.json(response).asJsonObject();
    }

    // ---- the archive, replays, players and leaderboards, over the games the fixture stored ----

    @Test
    void theArchiveListsFinishedGamesNewestFirstAPageAtATime() {
        JsonObject first = Http.json(http.get("/api/games?limit=2")).asJsonObject();
        List<Long> ids = first.getJsonArray("games").stream().map(g -> g.asJsonObject().getJsonNumber("id").longValue()).toList();
        List<Long> newest = new ArrayList<>(fixture.finished);
        Collections.reverse(newest);
        assertThat(ids).containsExactlyElementsOf(newest.subList(0, 2));
        String next = first.getString("next");
        JsonObject second = Http.json(http.get("/api/games?limit=2&after=" + URLEncoder.encode(next, StandardCharsets.UTF_8))).asJsonObject();
        assertThat(second.getJsonArray("games").stream().map(g -> g.asJsonObject().getJsonNumber("id").longValue()))
                .containsExactlyElementsOf(newest.subList(2, 4));
        assertThat(fixture.finished).doesNotContain(fixture.active);
    }

    @Test
    void theArchiveFiltersByPlayerResultAndDate() {
        JsonArray games = Http.json(http.get("/api/games?player=" + fixture.plain + "&limit=100")).asJsonObject().getJsonArray("games");
        assertThat(games).isNotEmpty().allSatisfy(game -> assertThat(List.of(
                game.asJsonObject().getJsonObject("one").getJsonNumber("id").longValue(),
                game.asJsonObject().getJsonObject("two").getJsonNumber("id").longValue())).contains(fixture.plain));
        JsonArray firstDay = Http.json(http.get("/api/games?from=2026-03-02&to=2026-03-02")).asJsonObject().getJsonArray("games");
        assertThat(firstDay).hasSize(1);
        assertThat(firstDay.getJsonObject(0).getJsonNumber("id").longValue()).isEqualTo(fixture.finished.get(0));
        HttpResponse<String> page = http.get("/games?result=draw&game=" + Games.all().get(0).id());
        assertThat(page.statusCode()).isEqualTo(200);
    }

    @Test
    void badArchiveParametersAreAnsweredWithWhatIsWrong() {
        assertBadRequest("/api/games?limit=0", "The limit must be a number from 1 to 100, not '0'.");
        assertBadRequest("/api/games?result=maybe", "The result 'maybe' is not one of one, two, draw (which side won, or a draw).");
        assertBadRequest("/api/games?from=2026-13-01", "The date 'from' must be a day written as 2026-03-31, not '2026-13-01'.");
        assertBadRequest("/api/games?from=2026-03-05&to=2026-03-01", "The date 'from' (2026-03-05) is after 'to' (2026-03-01).");
        assertBadRequest("/api/games?player=x", "The player must be a player's number, like 42, not 'x'.");
        assertBadRequest("/api/games?after=yesterday", "The page marker 'after' is not one this site made: 'yesterday'. Follow the 'Older games' link instead.");
        assertBadRequest("/api/games?colour=red", "Unknown parameter 'colour'. The archive takes: game, player, result, from, to, after, limit.");
        assertBadRequest("/api/games?game=chess", "There is no game called 'chess'. The games are: "
                + String.join(", ", Games.all().stream().map(Rules::id).toList()) + ".");
        HttpResponse<String> page = http.get("/games?limit=1000");
        assertThat(page.statusCode()).isEqualTo(400);
        assertThat(page.body()).contains("The limit must be a number from 1 to 100, not '1000'.", "That request does not make sense");
    }

    private void assertBadRequest(String path, String message) {
        HttpResponse<String> response = http.get(path);
        assertThat(response.statusCode()).as(path).isEqualTo(400);
        assertThat(Http.json(response).asJsonObject().getString("message")).as(path).isEqualTo(message);
    }

    // ---- tournaments, over the ones the fixture played through the store ----

    @Test
    void tournamentsAreListedUpcomingInPlayAndFinishedByGameAndServer() throws Exception {
        JsonObject all = Http.json(http.get("/api/tournaments")).asJsonObject();
        assertThat(ids(all, "upcoming")).contains(fixture.swiss);
        assertThat(ids(all, "finished")).contains(fixture.roundRobin, fixture.knockout);
        JsonObject finished = all.getJsonArray("finished").stream().map(JsonValue::asJsonObject)
                .filter(t -> t.getJsonNumber("id").longValue() == fixture.knockout).findFirst().orElseThrow();
        assertThat(finished.getString("format")).isEqualTo("knockout");
        assertThat(finished.getJsonArray("winners")).hasSize(1);
        JsonObject other = Http.json(http.get("/api/tournaments?server=" + ArchiveFixture.OTHER_SERVER)).asJsonObject();
        assertThat(ids(other, "upcoming")).containsExactly(fixture.swiss);
        assertThat(ids(other, "finished")).isEmpty();
        String elsewhere = "retreat";
        assertThat(ids(Http.json(http.get("/api/tournaments?game=" + elsewhere)).asJsonObject(), "finished"))
                .doesNotContain(fixture.roundRobin, fixture.knockout);
        assertBadRequest("/api/tournaments?server=abc", "The parameter 'server' is a Discord server's number, not 'abc'.");
        HttpResponse<String> page = http.get("/tournaments?server=" + ArchiveFixture.TOURNAMENT_SERVER);
        assertPage("the tournaments", page, "<h2 id=\"list-upcoming\">Upcoming</h2>",
                "href=\"" + http.href("/tournaments/" + fixture.roundRobin) + "\"", "Spring league");
        assertThat(page.body()).doesNotContain("Open Swiss");
        String level = games.blockade.rules.Games.byId("walls").levels().get(0);
        assertPage("a tournament with the computer entered twice", http.get("/tournaments/" + fixture.swiss),
                "<li>the computer (" + level + ")\n", "<li>the computer (" + level + ") #2\n");
    }

    private static void assertPage(String what, HttpResponse<String> response, String... texts) {
        assertThat(response.statusCode()).as(what).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).as(what)
                .hasValueSatisfying(type -> assertThat(type).startsWith("text/html"));
        assertThat(response.body()).as(what).contains(texts).doesNotContain("Exception");
    }

    private static List<Long> ids(JsonObject listing, String list) {
        return listing.getJsonArray(list).stream().map(t -> t.asJsonObject().getJsonNumber("id").longValue()).toList();
    }

    @Test
    void aRoundRobinShowsItsStandingsTieBreaksCrosstableAndEveryRoundsGames() {
        JsonObject t = Http.json(http.get("/api/tournaments/" + fixture.roundRobin)).asJsonObject();
        assertThat(t.getJsonArray("rounds")).hasSize(3);
        assertThat(t.getJsonArray("standings")).hasSize(4);
        assertThat(t.getJsonArray("tieBreaks").getString(0)).isEqualTo("DIRECT_ENCOUNTER");
        JsonObject crosstable = t.getJsonObject("crosstable");
        // Each of the four met the three others once: a diagonal of crosses, a score everywhere else.
        for (int i = 0; i < 4; i++) {
            var line = crosstable.getJsonArray("cells").getJsonArray(i);
            for (int j = 0; j < 4; j++) {
                assertThat(line.getString(j)).as("cell " + i + ", " + j).isIn(i == j ? List.of("×") : List.of("1", "0", "½"));
            }
        }
        long game = t.getJsonArray("rounds").getJsonObject(0).getJsonArray("boards").getJsonObject(0)
                .getJsonNumber("gameId").longValue();
        HttpResponse<String> page = http.get("/tournaments/" + fixture.roundRobin);
        assertPage("a round robin", page, "Standings after round 3", "Sonneborn–Berger", "Crosstable",
                "Rules of the event", "Round robin by Berger tables", "href=\"" + http.href("/games/" + game) + "\"",
                "href=\"" + http.href("/players/" + fixture.entrant) + "\"");
        assertThat(page.body()).doesNotContain("<svg");
        assertThat(http.get("/tournaments/999999").statusCode()).isEqualTo(404);
        assertThat(http.get("/tournaments/abc").statusCode()).isEqualTo(404);
        assertThat(http.get("/api/tournaments/999999").statusCode()).isEqualTo(404);
    }

    @Test
    void aKnockoutShowsItsBracketAndTheDrawnGamesReplay() {
        JsonObject t = Http.json(http.get("/api/tournaments/" + fixture.knockout)).asJsonObject();
        assertThat(t.getString("bracketSvg")).startsWith("<svg").contains("class=\"through\"");
        JsonObject first = t.getJsonArray("rounds").getJsonObject(0);
        List<JsonObject> boards = first.getJsonArray("boards").stream().map(JsonValue::asJsonObject).toList();
        JsonObject drawn = boards.stream().filter(b -> b.getJsonNumber("gameId").longValue() == fixture.drawnInKnockout)
                .findFirst().orElseThrow();
        JsonObject replay = boards.stream().filter(b -> b.getInt("board") == drawn.getInt("board") && b.getInt("replay") == 1)
                .findFirst().orElseThrow();
        assertThat(drawn.getString("result")).isEqualTo("draw");
        assertThat(replay.getJsonObject("first").getJsonNumber("id")).isEqualTo(drawn.getJsonObject("second").getJsonNumber("id"));
        HttpResponse<String> page = http.get("/tournaments/" + fixture.knockout);
        assertPage("a knockout", page, "<h2 id=\"bracket\">Bracket</h2>", "<svg", "id=\"bracket-title\"",
                "replay 1", "Knockout seeded by rating");
        assertThat(page.body()).doesNotContain("Crosstable");
    }

    @Test
    void aPlayersPageListsTheirTournamentsAndResults() {
        HttpResponse<String> page = http.get("/players/" + fixture.entrant);
        assertPage("a tournament player", page, "<h2 id=\"tournaments\">Tournaments</h2>",
                "href=\"" + http.href("/tournaments/" + fixture.roundRobin) + "\"",
                "href=\"" + http.href("/tournaments/" + fixture.knockout) + "\"");
    }

    @Test
    void theKnockoutsBracketIsDrawnInTheBrowser() {
        WebDriver driver = open("/tournaments/" + fixture.knockout);
        WebElement bracket = driver.findElement(By.cssSelector("svg.bracket"));
        assertThat(bracket.isDisplayed()).isTrue();
        assertThat(bracket.getSize().getWidth()).isGreaterThan(400);
        assertThat(driver.findElements(By.cssSelector("svg.bracket g.match"))).hasSize(3);
        assertThat(driver.findElements(By.cssSelector("svg.bracket text.through"))).hasSize(3);
        assertThat(browser().consoleErrors()).isEmpty();
        browser().screenshot("tournament-knockout");
        driver.findElement(By.linkText("All tournaments")).click();
        assertThat(driver.findElement(By.tagName("h1")).getText()).isEqualTo("Tournaments");
        assertThat(driver.findElement(By.cssSelector("a[aria-current=page]")).getText()).isEqualTo("Tournaments");
        assertThat(browser().consoleErrors()).isEmpty();
    }

    @Test
    void aPlayersNameIsEscapedEverywhereItIsShown() {
        for (String path : new String[] {"/games", "/players/" + fixture.tricky, "/games/" + fixture.finished.get(0)}) {
            HttpResponse<String> page = http.get(path);
            assertThat(page.statusCode()).as(path).isEqualTo(200);
            assertThat(page.body()).as(path).contains("&lt;b&gt;Eve &amp; \"Mallory\"&lt;/b&gt;").doesNotContain(ArchiveFixture.TRICKY_NAME);
        }
    }

    @Test
    void aFinishedGameIsCachedAndRevalidatedByItsTag() {
        String path = "/games/" + fixture.finished.get(0);
        HttpResponse<String> page = http.get(path);
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().firstValue("Cache-Control")).hasValueSatisfying(cache -> assertThat(cache).contains("max-age=3600"));
        String tag = page.headers().firstValue("ETag").orElseThrow();
        HttpResponse<String> again = http.send(HttpRequest.newBuilder(http.resolve(path)).header("If-None-Match", tag).GET());
        assertThat(again.statusCode()).isEqualTo(304);
    }

    /** A record names its players, whose names may change: cached like the page and revalidated by a tag of its content. */
    @Test
    void aFinishedGamesRecordIsRevalidatedLikeItsPage() {
        String path = "/games/" + fixture.finished.get(0) + "/record.txt";
        HttpResponse<String> record = http.get(path);
        assertThat(record.headers().firstValue("Cache-Control")).hasValueSatisfying(cache -> assertThat(cache)
                .contains("max-age=3600").doesNotContain("31536000"));
        String tag = record.headers().firstValue("ETag").orElseThrow();
        assertThat(http.send(HttpRequest.newBuilder(http.resolve(path)).header("If-None-Match", tag).GET()).statusCode())
                .isEqualTo(304);
        assertThat(http.get("/games/" + fixture.active + "/record.txt").headers().firstValue("Cache-Control"))
                .hasValueSatisfying(cache -> assertThat(cache).contains("no-cache"));
    }

    /** The game's JSON is cached like its page; a player's page and the archive are revalidated by a tag each time. */
    @Test
    void theApiAndThePlayerAndArchivePagesAnswerUnchangedCopiesWith304() {
        String[][] cases = {
            {"/api/games/" + fixture.finished.get(0), "max-age=3600"},
            {"/players/" + fixture.plain, "no-cache"},
            {"/api/players/" + fixture.plain, "no-cache"},
            {"/games?limit=5", "no-cache"},
        };
        for (String[] c : cases) {
            HttpResponse<String> first = http.get(c[0]);
            assertThat(first.statusCode()).as(c[0]).isEqualTo(200);
            assertThat(first.headers().firstValue("Cache-Control")).as(c[0])
                    .hasValueSatisfying(cache -> assertThat(cache).contains(c[1]));
            String tag = first.headers().firstValue("ETag").orElseThrow();
            HttpResponse<String> again = http.send(HttpRequest.newBuilder(http.resolve(c[0])).header("If-None-Match", tag).GET());
            assertThat(again.statusCode()).as(c[0]).isEqualTo(304);
            HttpResponse<String> fresh = http.get(c[0]);
            assertThat(fresh.body()).as(c[0] + " served again from the kept answer").isEqualTo(first.body());
        }
        String other = http.get("/games?limit=4").headers().firstValue("ETag").orElseThrow();
        assertThat(other).isNotEqualTo(http.get("/games?limit=5").headers().firstValue("ETag").orElseThrow());
    }

    /** Answers are kept whole in memory; a game the bot finishes meanwhile still shows within seconds. */
    @Test
    void aGameFinishedWhileTheArchiveIsKeptShowsWithinSeconds() throws InterruptedException {
        String day = "/api/games?from=2025-06-01&to=2025-06-01";
        assertThat(Http.json(http.get(day)).asJsonObject().getJsonArray("games")).isEmpty();
        assertThat(http.get("/games?from=2025-06-01&to=2025-06-01").body()).doesNotContain("Late One");
        long id = ArchiveFixture.finishAnother(Instant.parse("2025-06-01T12:00:00Z"));
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        List<Long> listed = List.of();
        while (listed.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(200);
            listed = Http.json(http.get(day)).asJsonObject().getJsonArray("games").stream()
                    .map(game -> game.asJsonObject().getJsonNumber("id").longValue()).toList();
        }
        assertThat(listed).containsExactly(id);
        assertThat(http.get("/games?from=2025-06-01&to=2025-06-01").body()).contains("Late One", "Late Two");
    }

    @Test
    void answersAreCompressedOnceForClientsThatAcceptGzip() throws Exception {
        String path = "/games/" + fixture.finished.get(0);
        HttpResponse<String> plain = http.get(path);
        HttpResponse<byte[]> zipped = http.send(HttpRequest.newBuilder(http.resolve(path))
                .header("Accept-Encoding", "br, gzip;q=0.8").GET(), HttpResponse.BodyHandlers.ofByteArray());
        assertThat(zipped.statusCode()).isEqualTo(200);
        assertThat(zipped.headers().firstValue("Content-Encoding")).hasValue("gzip");
        assertThat(zipped.headers().firstValue("Vary")).hasValue("Accept-Encoding, Accept-Language, Cookie");
        assertThat(zipped.headers().firstValue("ETag")).isEqualTo(plain.headers().firstValue("ETag"));
        try (var in = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(zipped.body()))) {
            assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo(plain.body());
        }
        assertThat(zipped.body().length).isLessThan(plain.body().getBytes(StandardCharsets.UTF_8).length / 3);
        HttpResponse<String> refused = http.send(HttpRequest.newBuilder(http.resolve(path))
                .header("Accept-Encoding", "gzip;q=0, identity").GET());
        assertThat(refused.headers().firstValue("Content-Encoding")).isEmpty();
        assertThat(refused.body()).isEqualTo(plain.body());
    }

    /** The home page, leaderboards and rules have no cheap tag of their own: they are tagged by their content. */
    @Test
    void pagesWithoutATagOfTheirOwnAreTaggedByTheirContent() {
        for (String path : List.of("/", "/leaderboards/" + Games.all().get(0).id(), "/rules/walls",
                "/api/leaderboards/" + Games.all().get(0).id())) {
            HttpResponse<String> first = http.get(path);
            assertThat(first.statusCode()).as(path).isEqualTo(200);
            String tag = first.headers().firstValue("ETag").orElseThrow();
            HttpResponse<String> again = http.send(HttpRequest.newBuilder(http.resolve(path)).header("If-None-Match", tag).GET());
            assertThat(again.statusCode()).as(path).isEqualTo(304);
            assertThat(again.body()).as(path).isEmpty();
            HttpResponse<String> other = http.send(HttpRequest.newBuilder(http.resolve(path)).header("If-None-Match", "\"h0\"").GET());
            assertThat(other.statusCode()).as(path).isEqualTo(200);
            assertThat(other.body()).as(path).isEqualTo(first.body());
        }
    }

    @Test
    void aHeadAnswerHasTheHeadersOfTheGetAndNoBody() {
        for (String path : List.of("/games/" + fixture.finished.get(1), "/api/players/" + fixture.plain, "/games/987654321")) {
            HttpResponse<String> head = http.send(HttpRequest.newBuilder(http.resolve(path)).method("HEAD", HttpRequest.BodyPublishers.noBody()));
            HttpResponse<String> get = http.get(path);
            assertThat(head.statusCode()).as(path).isEqualTo(get.statusCode());
            assertThat(head.body()).as(path).isEmpty();
            assertThat(head.headers().firstValue("ETag")).as(path).isEqualTo(get.headers().firstValue("ETag"));
            if (get.statusCode() == 200) {
                assertThat(head.headers().firstValueAsLong("Content-Length")).as(path)
                        .hasValue(get.body().getBytes(StandardCharsets.UTF_8).length);
            }
            for (HttpResponse<String> answer : List.of(head, get)) {
                assertThat(answer.headers().map().keySet()).as(path).noneMatch(name -> name.equalsIgnoreCase("Blockade-Keep"));
            }
        }
    }

    @Test
    void aGameInPlayIsRevalidatedEveryTime() {
        HttpResponse<String> page = http.get("/games/" + fixture.active);
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("In play:");
        assertThat(page.headers().firstValue("Cache-Control")).hasValueSatisfying(cache -> assertThat(cache).contains("no-cache"));
    }

    @Test
    void theRecordListsEveryPlyInNotation() {
        long id = fixture.finished.get(0);
        JsonObject game = Http.json(http.get("/api/games/" + id)).asJsonObject();
        JsonArray steps = game.getJsonArray("steps");
        String record = http.get("/games/" + id + "/record.txt").body();
        assertThat(record).startsWith("[Game \"" + Games.all().get(0).id() + "\"]\n").contains("[Number \"" + id + "\"]");
        for (int i = 0; i < steps.size(); i++) {
            JsonObject step = steps.getJsonObject(i);
            assertThat(record).contains((i + 1) + ". " + step.getString("mover") + ": " + step.getString("notation") + "\n");
        }
    }

    @Test
    void aReplayPageShowsEveryPlyAndThePositionAfterIt() {
        long id = fixture.finished.get(0);
        JsonArray steps = Http.json(http.get("/api/games/" + id)).asJsonObject().getJsonArray("steps");
        String page = http.get("/games/" + id).body();
        for (int i = 0; i < steps.size(); i++) {
            assertThat(page).contains("href=\"" + http.href("/games/" + id + "?ply=" + (i + 1)) + "\"",
                    "<strong>" + steps.getJsonObject(i).getString("notation") + "</strong>");
        }
        assertThat(page).doesNotContain("?ply=" + (steps.size() + 1) + "\"").contains("<pre id=\"board-text\"", "<svg");
    }

    @Test
    void theLeaderboardRanksSettledPlayersByRatingHighestFirst() {
        String game = Games.all().get(0).id();
        JsonArray entries = Http.json(http.get("/api/leaderboards/" + game)).asJsonObject().getJsonArray("entries");
        assertThat(entries).hasSizeGreaterThanOrEqualTo(2);
        List<Double> ratings = entries.stream().map(e -> e.asJsonObject().getJsonNumber("rating").doubleValue()).toList();
        assertThat(ratings).isSortedAccordingTo(Collections.reverseOrder());
        String page = http.get("/leaderboards/" + game).body();
        int previous = -1;
        for (int i = 0; i < entries.size(); i++) {
            int at = page.indexOf("href=\"" + http.href("/players/" + entries.getJsonObject(i).getJsonNumber("playerId").longValue()) + "\"");
            assertThat(at).as("rank %d on the page", i + 1).isGreaterThan(previous);
            previous = at;
        }
    }

    @Test
    void theHomePageShowsTheGamesInPlayTheLatestGamesAndTopPlayers() {
        String page = http.get("/").body();
        long newest = fixture.finished.get(fixture.finished.size() - 1);
        assertThat(page).contains("Just finished", "href=\"" + http.href("/games/" + newest) + "\"", "Top players",
                "src=\"" + http.href("/games/" + newest + "/board.svg") + "\"");
        for (long playing : new long[] {fixture.active, fixture.withDiceInPlay}) {
            assertThat(page).contains("In play", "href=\"" + http.href("/games/" + playing) + "\"",
                    "src=\"" + http.href("/games/" + playing + "/board.svg") + "\"");
        }
        for (Rules<?, ?> rules : Games.all()) {
            HttpResponse<String> start = http.get("/rules/" + rules.id() + "/board.svg");
            assertThat(start.statusCode()).as(rules.id()).isEqualTo(200);
            assertThat(start.headers().firstValue("Content-Type")).as(rules.id())
                    .hasValueSatisfying(type -> assertThat(type).startsWith("image/svg+xml"));
            assertThat(start.body()).as(rules.id()).startsWith("<svg");
            assertThat(page).contains("src=\"" + http.href("/rules/" + rules.id() + "/board.svg") + "\"");
        }
        assertThat(page).doesNotContain("OAuth2", "DISCORD_TOKEN");
        JsonObject top = Http.json(http.get("/api/leaderboards/" + Games.all().get(0).id())).asJsonObject()
                .getJsonArray("entries").getJsonObject(0);
        assertThat(page).contains("href=\"" + http.href("/players/" + top.getJsonNumber("playerId").longValue()) + "\"");
    }

    @Test
    void missingGamesAndBadMoveNumbersAreSaidPlainly() {
        assertThat(http.get("/games/987654").body()).contains("There is no game number 987654.");
        assertThat(http.get("/games/987654").statusCode()).isEqualTo(404);
        assertThat(http.get("/games/abc").statusCode()).isEqualTo(404);
        HttpResponse<String> ply = http.get("/games/" + fixture.finished.get(0) + "?ply=100000");
        assertThat(ply.statusCode()).isEqualTo(400);
        assertThat(ply.body()).contains("The move number 'ply' must be from 0 (the start) to");
    }

    @Test
    void retreatGamesCarryThePerfectPlayValueOfEveryMove() {
        long id = fixture.finished.get(0);
        JsonObject game = Http.json(http.get("/api/games/" + id)).asJsonObject();
        assertThat(game.getString("game")).isEqualTo("retreat");
        assertThat(game.getJsonObject("analysis").getJsonObject("start").getString("result")).isEqualTo("draw");
        JsonArray steps = game.getJsonArray("steps");
        assertThat(steps).allSatisfy(step -> {
            JsonObject after = step.asJsonObject().getJsonObject("verdict").getJsonObject("after");
            assertThat(after.getString("result")).isIn("win", "draw", "loss");
        });
        // a move is marked exactly when it turned the mover's win into less, or a draw into a loss
        String page = http.get("/games/" + id).body();
        for (int i = 0; i < steps.size(); i++) {
            JsonObject verdict = steps.getJsonObject(i).getJsonObject("verdict");
            String before = verdict.getJsonObject("before").getString("result");
            String after = verdict.getJsonObject("after").getString("result");
            boolean threw = before.equals("win") && !after.equals("win") || before.equals("draw") && after.equals("loss");
            assertThat(verdict.containsKey("mistake") && !verdict.isNull("mistake")).as("ply %d", i + 1).isEqualTo(threw);
        }
        assertThat(page).contains("Perfect play from the start: <span class=\"value\">draw</span>");
    }

    @Test
    void theReplayShowsTheBoardDrawnByTheSharedRendererAtEveryPly() {
        long id = fixture.finished.get(0);
        String start = http.get("/games/" + id + "/board.svg?ply=0").body();
        String first = http.get("/games/" + id + "/board.svg?ply=1").body();
        assertThat(start).startsWith("<svg").contains("<title id=\"title\">", "<desc id=\"desc\">");
        assertThat(first).isNotEqualTo(start).contains("last: ");
        // without the script, ?ply=1 is drawn by the server, the same picture the script would fetch
        String page = http.get("/games/" + id + "?ply=1").body();
        assertThat(page).contains("<div id=\"board\" class=\"picture\" data-ply=\"1\"", first.strip());
        HttpResponse<String> svg = http.get("/games/" + id + "/board.svg?ply=1");
        assertThat(svg.headers().firstValue("Content-Type")).hasValueSatisfying(type -> assertThat(type).startsWith("image/svg+xml"));
        assertThat(svg.headers().firstValue("Cache-Control")).hasValueSatisfying(cache -> assertThat(cache).contains("max-age=31536000"));
        String tag = svg.headers().firstValue("ETag").orElseThrow();
        assertThat(http.send(HttpRequest.newBuilder(http.resolve("/games/" + id + "/board.svg?ply=1"))
                .header("If-None-Match", tag).GET()).statusCode()).isEqualTo(304);
        for (String ply : new String[] {"-1", "abc"}) {
            HttpResponse<String> bad = http.get("/games/" + id + "/board.svg?ply=" + ply);
            assertThat(bad.statusCode()).as(ply).isEqualTo(400);
            assertThat(Http.json(bad).asJsonObject().getString("message")).as(ply)
                    .startsWith("The move number 'ply' must be from 0 (the start) to");
        }
    }

    /** A game's downloads are fetched by scripts, image tags and tools: their errors are JSON, as the API's are. */
    @Test
    void theDownloadsAnswerTheirErrorsAsJson() {
        for (String path : new String[] {"/games/987654/board.svg", "/games/987654/record.txt", "/games/987654/replay.gif"}) {
            HttpResponse<String> missing = http.get(path);
            assertThat(missing.statusCode()).as(path).isEqualTo(404);
            assertThat(missing.headers().firstValue("Content-Type")).as(path)
                    .hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
            assertThat(Http.json(missing).asJsonObject().getString("message")).as(path).isEqualTo("There is no game number 987654.");
        }
    }

    @Test
    void theReplayCanBeDownloadedAsAnAnimatedGifCachedForGood() {
        long id = fixture.finished.get(0);
        HttpResponse<byte[]> gif = http.bytes("/games/" + id + "/replay.gif");
        assertThat(gif.statusCode()).isEqualTo(200);
        assertThat(gif.headers().firstValue("Content-Type")).contains("image/gif");
        assertThat(new String(gif.body(), 0, 6, StandardCharsets.US_ASCII)).isEqualTo("GIF89a");
        assertThat(gif.headers().firstValue("Cache-Control")).hasValueSatisfying(cache -> assertThat(cache).contains("max-age=31536000"));
        String tag = gif.headers().firstValue("ETag").orElseThrow();
        assertThat(http.send(HttpRequest.newBuilder(http.resolve("/games/" + id + "/replay.gif"))
                .header("If-None-Match", tag).GET()).statusCode()).isEqualTo(304);
        assertThat(http.get("/games/" + fixture.active + "/replay.gif").headers().firstValue("Cache-Control"))
                .hasValueSatisfying(cache -> assertThat(cache).contains("no-cache"));
    }

    @Test
    void theReplayShowsTheResultItsReasonAndEachSidesClock() {
        long id = fixture.finished.get(0);
        JsonObject game = Http.json(http.get("/api/games/" + id)).asJsonObject();
        JsonObject result = game.getJsonObject("result");
        JsonArray clocks = game.getJsonArray("clocks");
        assertThat(clocks).hasSize(2);
        int plies = clocks.getJsonObject(0).getInt("plies") + clocks.getJsonObject(1).getInt("plies");
        assertThat(plies).isEqualTo(game.getJsonArray("steps").size());
        String page = http.get("/games/" + id).body();
        assertThat(page).contains("<dt>Result</dt>", "<dt>Reason</dt>", result.getString("description"),
                "(" + result.getString("reason") + ")", clocks.getJsonObject(0).getString("side") + "’s clock");
    }

    @Test
    void aFinishedBackgammonGameShowsItsSeedAndEveryRollVerified() throws Exception {
        JsonObject dice = Http.json(http.get("/api/games/" + fixture.withDice)).asJsonObject().getJsonObject("dice");
        String seed = dice.getString("seed");
        String sha256 = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest(HexFormat.of().parseHex(seed)));
        assertThat(dice.getString("commitment")).isEqualTo(sha256);
        assertThat(dice.getBoolean("verified")).isTrue();
        JsonArray rolls = dice.getJsonArray("rolls");
        assertThat(rolls).isNotEmpty().allSatisfy(roll ->
                assertThat(roll.asJsonObject().getString("derived")).isEqualTo(roll.asJsonObject().getString("recorded")));
        String page = http.get("/games/" + fixture.withDice).body();
        assertThat(page).contains("Fair dice", sha256, seed, "✓ Verified", "✓ verified");
        String record = http.get("/games/" + fixture.withDice + "/record.txt").body();
        assertThat(record).contains("[DiceSHA256 \"" + sha256 + "\"]", "[DiceSeed \"" + seed + "\"]");
        // the page links to the rules' section on checking the dice: that section must be there
        String anchor = "fair-dice-how-to-check-every-roll";
        assertThat(page).contains("/rules/backgammon#" + anchor);
        assertThat(http.get("/rules/backgammon").body()).contains("id=\"" + anchor + "\"");
    }

    @Test
    void aBackgammonGameInPlayShowsOnlyTheSeedsHash() {
        JsonObject dice = Http.json(http.get("/api/games/" + fixture.withDiceInPlay)).asJsonObject().getJsonObject("dice");
        assertThat(dice.getString("commitment")).matches("[0-9a-f]{64}");
        assertThat(dice.containsKey("seed") && !dice.isNull("seed")).isFalse();
        assertThat(dice.getBoolean("verified")).isFalse();
        String page = http.get("/games/" + fixture.withDiceInPlay).body();
        assertThat(page).contains(dice.getString("commitment"), "The seed is revealed when the game ends")
                .doesNotContain("id=\"dice-seed\"");
        assertThat(http.get("/games/" + fixture.withDiceInPlay + "/record.txt").body()).doesNotContain("DiceSeed");
    }

    @Test
    void everyRulesPageHasTheRenderersDiagramsAndTheRulings() {
        for (Rules<?, ?> rules : Games.all()) {
            String page = http.get("/rules/" + rules.id()).body();
            int pictures = page.split("<svg xmlns=").length - 1;
            assertThat(pictures).as(rules.id()).isEqualTo(RuleDiagrams.draw(rules.id(), Words.in(Locale.ENGLISH)).size());
            for (int i = 0; i < pictures; i++) {
                assertThat(page).as(rules.id()).contains("aria-labelledby=\"diagram-" + i + "-title diagram-" + i + "-desc\"",
                        "<title id=\"diagram-" + i + "-title\">", "<desc id=\"diagram-" + i + "-desc\">");
            }
            assertThat(page).as(rules.id()).doesNotContain("id=\"title\"").contains("Rulings for every game", "arises for the third time");
        }
    }

    @Test
    void retreatsRulesShowTheSolutionThisServerComputed() {
        JsonObject solution = Http.json(http.get("/api/rules/retreat/solution")).asJsonObject();
        assertThat(solution.getJsonObject("start").getString("result")).isEqualTo("draw");
        assertThat(solution.getInt("positions")).isEqualTo(1_581_902);
        JsonArray moves = solution.getJsonArray("firstMoves");
        assertThat(moves.stream().map(move -> move.asJsonObject().getString("move") + " "
                + move.asJsonObject().getJsonObject("value").getString("result")))
                .containsExactly("B1-3 loss", "C2-3 loss", "D2-3 draw", "B3-1 loss", "B3-5 loss");
        assertThat(http.get("/rules/retreat").body()).contains("Solved by this server", "<code>D2-3</code></td><td>draw</td>",
                "<strong id=\"solved-start\">draw</strong>");
        HttpResponse<String> unsolved = http.get("/api/rules/walls/solution");
        assertThat(unsolved.statusCode()).isEqualTo(404);
        assertThat(Http.json(unsolved).asJsonObject().getString("message")).contains("only retreat is");
    }

    @Test
    void badLeaderboardParametersAreAnsweredWithWhatIsWrong() {
        assertBadRequest("/api/leaderboards/retreat?after=top", "The page marker 'after' is not one this site made: 'top'. "
                + "Follow the 'Next players' link instead.");
        assertBadRequest("/api/leaderboards/retreat?rank=-3", "The parameter 'rank' must be a count of players, 0 or more, not '-3'.");
        HttpResponse<String> page = http.get("/leaderboards/retreat?rank=x");
        assertThat(page.statusCode()).isEqualTo(400);
        assertThat(page.body()).contains("The parameter 'rank' must be a count of players, 0 or more, not 'x'.");
    }

    @Test
    void thePlayPageSaysHowToAddTheBot() {
        String page = http.get("/play").body();
        assertThat(page).contains("Adding the bot to a server", "applications.commands", "DISCORD_TOKEN",
                "href=\"https://discord.com/developers/applications\"");
    }

    @Test
    void playersHaveRatingsRecordsAndALeaderboard() {
        JsonObject player = Http.json(http.get("/api/players/" + fixture.plain)).asJsonObject();
        assertThat(player.getString("name")).isEqualTo("Ada");
        JsonObject record = player.getJsonArray("games").getJsonObject(0);
        JsonObject counts = record.getJsonObject("record");
        assertThat(counts.getInt("wins") + counts.getInt("losses") + counts.getInt("draws")).isEqualTo(3 * ArchiveFixture.ROUNDS);
        assertThat(record.getJsonArray("history")).hasSize(3 * ArchiveFixture.ROUNDS);
        HttpResponse<String> page = http.get("/players/" + fixture.plain);
        assertThat(page.body()).contains("<svg class=\"chart\"", "Head to head");
        assertThat(http.get("/leaderboards/" + Games.all().get(0).id()).statusCode()).isEqualTo(200);
        assertThat(http.get("/api/leaderboards/" + Games.all().get(0).id()).statusCode()).isEqualTo(200);
        assertThat(http.get("/players/424242").statusCode()).isEqualTo(404);
    }

    /**
     * The computer is named by its level in its games and as "the computer" on its player page and
     * among its opponents' rivals, never by the name of the account it plays as.
     */
    @Test
    void theComputerIsNamedAsTheComputerNeverByTheAccountItPlaysAs() {
        String computer = "the computer (" + fixture.computerLevel + ")";
        long id = fixture.againstComputer;
        JsonObject game = Http.json(http.get("/api/games/" + id)).asJsonObject();
        assertThat(game.getJsonObject("two").getString("name")).isEqualTo(computer);
        assertThat(game.getJsonArray("clocks").getJsonObject(1).getString("player")).isEqualTo(computer);
        JsonObject listed = Http.json(http.get("/api/games?player=" + fixture.computerAccount)).asJsonObject()
                .getJsonArray("games").getJsonObject(0);
        assertThat(listed.getJsonObject("two").getString("name")).isEqualTo(computer);
        JsonObject account = Http.json(http.get("/api/players/" + fixture.computerAccount)).asJsonObject();
        assertThat(account.getString("name")).isEqualTo("the computer");
        assertThat(account.getBoolean("computer")).isTrue();
        JsonObject rival = Http.json(http.get("/api/players/" + fixture.bo)).asJsonObject().getJsonArray("games")
                .getJsonObject(0).getJsonArray("rivals").stream().map(JsonValue::asJsonObject)
                .filter(r -> r.getJsonNumber("id").longValue() == fixture.computerAccount).findFirst().orElseThrow();
        assertThat(rival.getString("name")).as("its results count all its levels").isEqualTo("the computer");

        assertThat(http.get("/games/" + id).body()).contains(">" + computer + "</a>");
        assertThat(http.get("/games/" + id + "/record.txt").body()).contains(" \"" + computer + "\"]");
        assertThat(http.get("/players/" + fixture.computerAccount).body()).contains("<h1>The computer</h1>",
                "<title>The computer");
        for (String path : new String[] {"/", "/games", "/games/" + id, "/games/" + id + "/record.txt",
                "/api/games/" + id, "/players/" + fixture.computerAccount, "/players/" + fixture.bo}) {
            assertThat(http.get(path).body()).as(path).doesNotContain(ArchiveFixture.BOT_NAME);
        }
    }


    // ---- analyses and puzzles ----

    /** The analysis of {@code id} as the rules library makes it, from the stored game. */
    private static GameAnalysis libraryAnalysis(long id) throws Rejection {
        try (Store store = Store.open(StoreSettings.fromEnvironment())) {
            GameView view = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD),
                    java.time.Clock.systemUTC()).find(id).orElseThrow();
            return Analysis.of(view.game());
        }
    }

    private JsonObject analysisJson(long id) {
        HttpResponse<String> response = http.get("/api/games/" + id + "/analysis");
        assertThat(response.statusCode()).as("game " + id).isEqualTo(200);
        return Http.json(response).asJsonObject();
    }

    /** An analysed game with at least one mistake, and its decisions as the API gives them. */
    private long analysedWithMistakes() {
        return fixture.analysed.stream().filter(id -> analysisJson(id).getJsonArray("decisions").stream()
                .anyMatch(d -> d.asJsonObject().getBoolean("mistake"))).findFirst().orElseThrow();
    }

    @Test
    void aGamesAnalysisInTheApiJudgesEveryDecisionAsTheLibraryDoes() throws Rejection {
        long id = fixture.analysed.get(0);
        JsonObject analysis = analysisJson(id);
        assertThat(analysis.getString("state")).isEqualTo("ready");
        GameAnalysis expected = libraryAnalysis(id);
        List<JsonObject> decisions = analysis.getJsonArray("decisions").stream().map(JsonValue::asJsonObject).toList();
        assertThat(decisions).hasSize(expected.judgements().size());
        for (int i = 0; i < decisions.size(); i++) {
            Entry.Judgement judgement = expected.judgements().get(i);
            JsonObject decision = decisions.get(i);
            assertThat(decision.getInt("ply")).isEqualTo(judgement.ply());
            assertThat(decision.getString("move")).isEqualTo(judgement.move());
            assertThat(decision.getString("best")).isEqualTo(judgement.best());
            assertThat(decision.getString("verdict")).as("ply " + judgement.ply()).isEqualTo(judgement.verdict().word());
            assertThat(decision.getString("before")).isEqualTo(judgement.before().toString());
        }
        List<JsonObject> sides = analysis.getJsonArray("sides").stream().map(JsonValue::asJsonObject).toList();
        assertThat(sides).hasSize(2);
        assertThat(sides.get(0).getJsonNumber("accuracy").doubleValue())
                .isCloseTo(expected.one().accuracy().orElseThrow(), org.assertj.core.data.Offset.offset(1e-9));
        assertThat(sides.get(0).getInt("blunder")).isEqualTo(expected.one().count(Verdict.BLUNDER));

        assertThat(analysisJson(fixture.analysisPending).getString("state")).isEqualTo("pending");
        assertThat(http.get("/api/games/" + fixture.analysisPending + "/analysis").headers().firstValue("Cache-Control"))
                .hasValueSatisfying(cache -> assertThat(cache).contains("no-cache"));
        assertThat(analysisJson(fixture.active).getString("state")).isEqualTo("playing");
        assertThat(http.get("/api/games/99999999/analysis").statusCode()).isEqualTo(404);
    }

    @Test
    void aGamePageDrawsTheEvaluationGraphMarksEachMistakeAndShowsTheBetterMoveAtIt() {
        long id = analysedWithMistakes();
        List<JsonObject> mistakes = analysisJson(id).getJsonArray("decisions").stream().map(JsonValue::asJsonObject)
                .filter(d -> d.getBoolean("mistake")).toList();
        String page = http.get("/games/" + id).body();
        assertThat(page).contains("<svg id=\"eval-graph\"", "data-analysis=\"ready\"");
        assertThat(occurrences(page, "<a class=\"mark ")).as("marks on the graph").isEqualTo(mistakes.size());
        assertThat(occurrences(page, "<a class=\"verdict ")).as("marks in the move list").isEqualTo(mistakes.size());
        assertThat(page).doesNotContain("id=\"better\"");

        JsonObject first = mistakes.get(0);
        String atMistake = http.get("/games/" + id + "?ply=" + first.getInt("lastPly")).body();
        assertThat(atMistake).contains("id=\"better\"", "The better move: " + first.getString("sideName") + " <strong>"
                + first.getString("best") + "</strong> instead of " + first.getString("move"));
        assertThat(occurrences(atMistake, "<svg")).as("the board, the better move's board and the graph")
                .isGreaterThanOrEqualTo(3);

        String pending = http.get("/games/" + fixture.analysisPending).body();
        assertThat(pending).contains("data-analysis=\"pending\"", "Analysis pending").doesNotContain("eval-graph");
    }

    private static int occurrences(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }

    @Test
    void aPuzzleHasItsPageAndItsJson() {
        JsonObject puzzle = Http.json(http.get("/api/puzzles/" + newestPuzzle())).asJsonObject();
        long id = puzzle.getJsonNumber("id").longValue();
        assertThat(puzzle.getString("kind")).isIn("win", "save");
        assertThat(puzzle.getJsonNumber("sourceGame").longValue()).isIn(fixture.analysed.toArray());
        HttpResponse<String> page = http.get("/puzzles/" + id);
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("<h1>Puzzle " + id + "</h1>", "<strong>" + puzzle.getString("sideName")
                + "</strong> to move", "<svg", "Show the solution", puzzle.getString("solution"));
        assertThat(http.get("/puzzles/99999999").statusCode()).isEqualTo(404);
        HttpResponse<String> missing = http.get("/api/puzzles/xyz");
        assertThat(missing.statusCode()).isEqualTo(404);
        assertThat(Http.json(missing).asJsonObject().getString("message")).contains("'xyz' is not a puzzle's number");
    }

    private static long newestPuzzle() {
        try (Store store = Store.open(StoreSettings.fromEnvironment())) {
            return new PuzzleRepository(store, java.time.Clock.systemUTC()).newest().orElseThrow().id();
        }
    }

    @Test
    void aPlayersPageShowsTheirAccuracyPerGameNextToTheirRatingHistory() {
        String first = Games.all().get(0).id();
        String page = http.get("/players/" + fixture.plain).body();
        assertThat(page).contains("id=\"accuracy-" + first + "\"", "Accuracy in each analysed game");
        assertThat(page.indexOf("id=\"accuracy-" + first + "\"")).isGreaterThan(page.indexOf("Rating history"));
        JsonObject player = Http.json(http.get("/api/players/" + fixture.plain)).asJsonObject();
        JsonObject record = player.getJsonArray("games").stream().map(JsonValue::asJsonObject)
                .filter(g -> g.getJsonObject("game").getString("id").equals(first)).findFirst().orElseThrow();
        assertThat(record.getJsonArray("accuracy")).isNotEmpty();
    }

    // ---- in the browser ----

    private static Browser browser;

    private Browser browser() {
        if (browser == null) {
            browser = Browser.open();
        }
        return browser;
    }

    @AfterAll
    static void closeBrowser() {
        if (browser != null) {
            browser.close();
        }
    }

    private WebDriver open(String path) {
        WebDriver driver = browser().driver;
        browser().consoleErrors(); // reading the log empties it: what earlier tests' pages logged is theirs
        driver.get(http.resolve(path).toString());
        return driver;
    }

    /** The game page's evaluation graph and marks, as a person sees them: a mark leads to the better move. */
    @Test
    void theGamePagesGraphAndMarksLeadToTheBetterMove() {
        long id = analysedWithMistakes();
        WebDriver driver = open("/games/" + id);
        WebElement graph = driver.findElement(By.id("eval-graph"));
        assertThat(graph.isDisplayed()).isTrue();
        assertThat(graph.getSize().getWidth()).isGreaterThan(200);
        List<WebElement> marks = driver.findElements(By.cssSelector("#eval-graph a.mark circle"));
        assertThat(marks).isNotEmpty().allSatisfy(mark -> assertThat(mark.isDisplayed()).isTrue());
        ((JavascriptExecutor) driver).executeScript("document.getElementById('analysis').scrollIntoView();");
        browser().screenshot("analysis-graph");
        WebElement verdict = driver.findElement(By.cssSelector("[data-replay-moves] a.verdict"));
        String word = verdict.getText();
        assertThat(word).isIn("inaccuracy", "mistake", "blunder");
        verdict.click();
        WebElement better = new WebDriverWait(driver, Duration.ofSeconds(10))
                .until(d -> d.findElement(By.id("better")));
        assertThat(better.isDisplayed()).isTrue();
        assertThat(driver.findElement(By.id("better-label")).getText()).startsWith("The better move: ");
        assertThat(driver.findElement(By.cssSelector("#better svg")).getSize().getWidth()).isGreaterThan(100);
        assertThat(browser().consoleErrors()).isEmpty();
        browser().screenshot("analysis");
        // Stepping on with the script leaves the ply the better move belongs to.
        driver.findElement(By.cssSelector("[data-step=first]")).click();
        new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> !d.findElement(By.id("better")).isDisplayed());
        assertThat(browser().consoleErrors()).isEmpty();
    }

    /**
     * The language switch at the foot of every page shows the same page in another language, and
     * the site keeps that language for the pages that follow.
     */
    @Test
    void theLanguageSwitchKeepsThePageAndTheSiteRemembersIt() {
        WebDriver driver = open("/rules/retreat");
        try {
            assertThat(driver.findElement(By.tagName("h1")).getText()).startsWith("Blockade: Retreat to Advance");
            driver.findElement(By.cssSelector("nav.languages a[hreflang=de]")).click();
            assertThat(driver.getCurrentUrl()).endsWith("/rules/retreat?lang=de");
            assertThat(driver.findElement(By.tagName("html")).getAttribute("lang")).isEqualTo("de");
            assertThat(driver.findElement(By.tagName("h1")).getText()).startsWith("Blockade: Rückzug zum Vormarsch");
            assertThat(driver.findElement(By.id("diagrams-heading")).getText()).isEqualTo("Die Regeln in Bildern");
            assertThat(driver.findElement(By.cssSelector("article.rules h2")).getText()).isEqualTo("Die Regeln in Bildern");
            assertThat(driver.findElement(By.cssSelector("article.rules")).getText())
                    .contains("Zurückweichen", "Du darfst nicht zurückweichen", "Regelungen für alle Spiele");
            assertThat(driver.findElement(By.cssSelector("nav.languages a[aria-current]")).getText()).isEqualTo("Deutsch");
            browser().screenshot("rules-retreat-de");
            // The next page, reached by a plain link, is in German too: the choice is remembered.
            driver.findElement(By.linkText("Partien")).click();
            assertThat(driver.findElement(By.tagName("h1")).getText()).isEqualTo("Partien");
            assertThat(driver.findElement(By.cssSelector("button[type=submit]")).getText()).isEqualTo("Anzeigen");
            // A game's replay, where a link from Discord leads, speaks German too, and its script still steps.
            driver.get(http.resolve("/games/" + fixture.finished.get(0)).toString());
            assertThat(driver.findElement(By.id("moves-heading")).getText()).isEqualTo("Züge");
            assertThat(driver.findElement(By.id("about-heading")).getText()).isEqualTo("Über diese Partie");
            driver.findElement(By.cssSelector("[data-step=next]")).click();
            assertThat(driver.findElement(By.cssSelector("[data-step=prev]")).getText()).isEqualTo("◀ Zurück");
            assertThat(browser().consoleErrors()).isEmpty();
        } finally {
            driver.manage().deleteAllCookies();
        }
    }

    /**
     * What the site draws and refuses in Java speaks the page's language too: a game's board read
     * out (its title and description) and its pieces' titles, the evaluation graph, a puzzle's
     * question, the rules' diagrams, a missing puzzle's message and why a tournament was called off.
     */
    @Test
    void aGermanReaderGetsTheBoardsChartsPuzzlesDiagramsAndRefusalsInGerman() throws Rejection {
        long game = fixture.analysed.get(0);
        String kind = Http.json(http.get("/api/games/" + game)).asJsonObject().getString("game");
        String name = games.blockade.rules.language.Words.in(Locale.GERMAN).game(Games.byId(kind));
        JsonObject puzzle = Http.json(http.get("/api/puzzles/" + newestPuzzle())).asJsonObject();
        try (Browser german = Browser.open("de-DE,de;q=0.9")) {
            WebDriver driver = german.driver;
            driver.get(http.resolve("/games/" + game + "?ply=3").toString());
            WebElement board = driver.findElement(By.cssSelector("#board svg"));
            assertThat(board.findElement(By.cssSelector(":scope > title")).getAttribute("textContent"))
                    .startsWith(name + ": ");
            String described = board.findElement(By.cssSelector(":scope > desc")).getAttribute("textContent");
            assertThat(described).isNotBlank().doesNotContain(" to move", " on the board", "pawn on ", " has a ",
                    " walls left", "coins ");
            assertThat(board.findElements(By.cssSelector("g > title")).stream()
                    .map(title -> title.getAttribute("textContent")).toList()).isNotEmpty()
                    .noneSatisfy(title -> assertThat(title).containsAnyOf(" on ", "'s row", "die showing", " wall "));
            WebElement graph = driver.findElement(By.id("eval-graph"));
            assertThat(graph.findElement(By.id("eval-graph-title")).getAttribute("textContent")).isEqualTo("Bewertungsverlauf");
            assertThat(graph.findElement(By.id("eval-graph-desc")).getAttribute("textContent"))
                    .startsWith("Das erwartete Ergebnis für ");
            german.screenshot("game-de");

            driver.get(http.resolve("/puzzles/" + puzzle.getJsonNumber("id").longValue()).toString());
            assertThat(driver.findElement(By.id("puzzle-asked")).getText()).contains(" am Zug. ")
                    .containsAnyOf("Finde den einen Zug, der den Sieg", "Jeder Zug bis auf einen verliert");
            assertThat(driver.findElement(By.cssSelector("article.puzzle .board svg > title")).getAttribute("textContent"))
                    .startsWith(games.blockade.rules.language.Words.in(Locale.GERMAN)
                            .game(Games.byId(puzzle.getString("game"))) + ": ");
            german.screenshot("puzzle-de");

            driver.get(http.resolve("/rules/piecepack").toString());
            assertThat(driver.findElement(By.cssSelector("figure.diagram figcaption")).getText())
                    .isEqualTo(RuleDiagrams.draw("piecepack", Words.in(Locale.GERMAN)).get(0).caption())
                    .startsWith("Der Blocker baut zuerst auf");

            driver.get(http.resolve("/tournaments/" + fixture.calledOff).toString());
            assertThat(driver.findElement(By.cssSelector("p.lead")).getText())
                    .contains("(abgesagt: dieses Turnier braucht mindestens ").contains(" Teilnehmer und hat 1)");
            assertThat(german.consoleErrors()).isEmpty();

            // Last, since the browser logs the 404 itself.
            driver.get(http.resolve("/puzzles/99999999").toString());
            assertThat(driver.findElement(By.tagName("main")).getText()).contains("Es gibt kein Rätsel Nummer 99999999.");
        }
        assertThat(Http.json(http.get("/api/puzzles/99999999?lang=de")).asJsonObject().getString("message"))
                .isEqualTo("There is no puzzle number 99999999.");
    }

    /** A browser set to Brazilian Portuguese gets the site in Portuguese without choosing anything. */
    @Test
    void aBrowserInBrazilianPortugueseReadsTheSiteInPortuguese() {
        try (Browser brazilian = Browser.open("pt-BR,pt;q=0.9")) {
            WebDriver driver = brazilian.driver;
            driver.get(http.resolve("/").toString());
            assertThat(driver.findElement(By.tagName("html")).getAttribute("lang")).isEqualTo("pt-BR");
            assertThat(driver.findElements(By.tagName("h2")).stream().map(WebElement::getText))
                    .containsExactly("Em andamento", "Acabaram de terminar", "Melhores jogadores", "Os quatro jogos",
                            "Jogar no Discord");
            driver.findElement(By.linkText("Regras")).click();
            assertThat(driver.findElement(By.tagName("h1")).getText()).isEqualTo("Regras");
            driver.findElement(By.linkText("Blockade com muros e bombas")).click();
            assertThat(driver.findElement(By.tagName("h1")).getText()).startsWith("Blockade com muros e bombas");
            assertThat(driver.findElement(By.cssSelector("dl.facts dd")).getText()).isEqualTo("Vermelho e Azul");
            assertThat(driver.findElement(By.cssSelector("article.rules")).getText())
                    .contains("Proibido emparedar.", "Como isto difere do Blockade da Lakeside");
            brazilian.screenshot("rules-walls-pt-BR");
            assertThat(brazilian.consoleErrors()).isEmpty();
        }
    }

    /**
     * A browser set to French reads a tournament, the list of tournaments and a player's
     * tournaments in French; the tournament's JSON stays English whatever the language asked for.
     */
    @Test
    void aTournamentReadsInFrenchAndItsJsonStaysEnglish() {
        try (Browser french = Browser.open("fr-FR,fr;q=0.9")) {
            WebDriver driver = french.driver;
            driver.get(http.resolve("/tournaments/" + fixture.roundRobin).toString());
            assertThat(driver.findElement(By.tagName("html")).getAttribute("lang")).isEqualTo("fr");
            assertThat(driver.findElement(By.tagName("h1")).getText())
                    .startsWith("Tournoi " + fixture.roundRobin + " : toutes rondes de ");
            assertThat(driver.findElements(By.tagName("h2")).stream().map(WebElement::getText))
                    .containsExactly("Règlement du tournoi", "Classement après la ronde 3", "Grille américaine",
                            "Rondes", "Participants");
            assertThat(driver.findElement(By.cssSelector("p.lead")).getText()).contains("4 participants, terminé");
            assertThat(driver.findElement(By.cssSelector("ul.event-rules")).getText())
                    .contains("Toutes rondes selon les tables de Berger", "Les inscriptions se ferment le ",
                            "puis selon confrontation directe");
            // The headings' own words: the style shows them in capitals.
            assertThat(driver.findElements(By.cssSelector("table.standings th")).stream()
                    .map(th -> th.getAttribute("textContent").strip()))
                    .containsExactly("Rang", "Participant", "Points", "confrontation directe", "Sonneborn-Berger",
                            "parties gagnées", "Performance");
            assertThat(driver.findElements(By.cssSelector("table.pairings tbody td:nth-child(4)")).stream()
                    .map(WebElement::getText).toList()).isNotEmpty()
                    .allSatisfy(result -> assertThat(result).isIn("victoire du premier", "victoire du second", "nulle"));
            french.screenshot("tournament-round-robin-fr");
            driver.findElement(By.linkText("Tous les tournois")).click();
            assertThat(driver.findElement(By.tagName("h1")).getText()).isEqualTo("Tournois");
            assertThat(driver.findElements(By.tagName("h2")).stream().map(WebElement::getText))
                    .containsExactly("À venir", "En cours", "Terminés");
            assertThat(french.consoleErrors()).isEmpty();
        }
        HttpResponse<String> player = http.get("/players/" + fixture.entrant + "?lang=fr");
        assertPage("a tournament player in French", player, "<h2 id=\"tournaments\">Tournois</h2>",
                ">Tournoi " + fixture.roundRobin + "</a> <small>toutes rondes</small>");
        JsonObject json = Http.json(http.get("/api/tournaments/" + fixture.roundRobin + "?lang=fr")).asJsonObject();
        assertThat(json.getJsonObject("summary").getString("format")).isEqualTo("round robin");
        assertThat(json.getJsonArray("rules").getString(1)).startsWith("Round robin by Berger tables");
    }

    @Test
    void theHomePageExplainsBlockadeAndLeadsToTheRules() {
        WebDriver driver = open("/");
        assertThat(driver.getTitle()).isEqualTo("Blockade");
        assertThat(driver.findElement(By.tagName("h1")).getText()).isEqualTo("Blockade");
        assertThat(driver.findElements(By.tagName("h2")).stream().map(WebElement::getText))
                .containsExactly("In play", "Just finished", "Top players", "The four games", "Play in Discord");
        assertThat(browser().consoleErrors()).isEmpty();

        driver.findElement(By.linkText("Rules")).click();
        assertThat(driver.findElement(By.tagName("h1")).getText()).isEqualTo("Rules");
        assertThat(driver.findElement(By.cssSelector("a[aria-current=page]")).getText()).isEqualTo("Rules");
        assertThat(browser().consoleErrors()).isEmpty();
        for (Rules<?, ?> rules : Games.all()) {
            driver.findElement(By.linkText(rules.title())).click();
            assertThat(driver.findElement(By.tagName("h1")).getText()).startsWith(rules.title());
            assertThat(browser().consoleErrors()).isEmpty();
            browser().screenshot("rules-" + rules.id());
            driver.navigate().back();
        }
    }

    @Test
    void everyRulesPageShowsItsDiagramsEachWithItsCaptionAndATitleAndDescription() {
        for (Rules<?, ?> rules : Games.all()) {
            WebDriver driver = open("/rules/" + rules.id());
            List<RuleDiagrams.Diagram> diagrams = RuleDiagrams.draw(rules.id(), Words.in(Locale.ENGLISH));
            List<WebElement> figures = driver.findElements(By.cssSelector("figure.diagram"));
            assertThat(figures).as(rules.id()).hasSameSizeAs(diagrams);
            for (int i = 0; i < figures.size(); i++) {
                WebElement figure = figures.get(i);
                String where = rules.id() + " diagram " + i;
                assertThat(figure.findElement(By.tagName("figcaption")).getText()).as(where)
                        .isEqualTo(diagrams.get(i).caption());
                WebElement svg = figure.findElement(By.tagName("svg"));
                assertThat(svg.isDisplayed()).as(where).isTrue();
                assertThat(svg.getSize().getWidth()).as(where).isGreaterThan(200);
                assertThat(svg.getAttribute("role")).as(where).isEqualTo("img");
                for (String part : new String[] {"title", "desc"}) {
                    WebElement label = svg.findElement(By.id("diagram-" + i + "-" + part));
                    assertThat(label.getTagName()).as(where).isEqualTo(part);
                    assertThat(label.getAttribute("textContent")).as(where + " " + part).isNotBlank();
                    assertThat(svg.getAttribute("aria-labelledby")).as(where).contains("diagram-" + i + "-" + part);
                }
            }
            assertThat(browser().consoleErrors()).as(rules.id()).isEmpty();
            ((JavascriptExecutor) driver).executeScript("document.getElementById('diagrams-heading').scrollIntoView();");
            browser().screenshot("rules-diagrams-" + rules.id());
        }
    }

    @Test
    void everyImageHasAlternativeText() {
        for (String path : new String[] {"/", "/rules", "/no/such/page"}) {
            WebDriver driver = open(path);
            assertThat(driver.findElements(By.tagName("img"))).as(path)
                    .allSatisfy(image -> assertThat(image.getAttribute("alt")).isNotNull());
            assertThat(driver.findElement(By.tagName("html")).getAttribute("lang")).as(path).isEqualTo("en");
        }
    }

    /**
     * The API page draws every call of the OpenAPI document with Swagger UI under the site's content
     * policy: nothing refused (a refused script, style or image is a console error), and a call tried
     * from the page answers from this site.
     */
    @Test
    void theApiPageShowsEveryCallAndTriesOne() {
        browser().viewport(1280, 900);
        try {
            tryTheApiPage();
        } finally {
            browser().size(1280, 900);
        }
    }

    private void tryTheApiPage() {
        WebDriver driver = open("/");
        driver.findElement(By.linkText("API")).click();
        assertThat(driver.findElement(By.tagName("h1")).getText()).isEqualTo("The Blockade API");
        int operations = openApi().getJsonObject("paths").values().stream().mapToInt(path -> path.asJsonObject().size()).sum();
        WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(60));
        wait.until(d -> d.findElements(By.cssSelector("#swagger-ui .opblock")).size() == operations);
        assertThat(driver.findElements(By.cssSelector("#swagger-ui .opblock-summary-method")))
                .allSatisfy(method -> assertThat(method.getText()).isEqualTo("GET"));
        browser().screenshot("api");

        WebElement games = driver.findElement(By.cssSelector("#swagger-ui .opblock:has([data-path='/api/games'])"));
        games.findElement(By.cssSelector(".opblock-summary-control")).click();
        WebElement execute = wait.until(d -> games.findElement(By.cssSelector("button.execute")));
        ((JavascriptExecutor) driver).executeScript("arguments[0].scrollIntoView({block: 'center'});", execute);
        execute.click();
        WebElement status = wait.until(d -> games.findElement(By.cssSelector(".live-responses-table tbody .response-col_status")));
        assertThat(status.getText()).startsWith("200");
        assertThat(games.findElement(By.cssSelector(".request-url pre")).getText())
                .isEqualTo(http.resolve("/api/games?game=retreat&limit=5").toString());
        assertThat(games.findElement(By.cssSelector(".live-responses-table .microlight")).getText()).contains("\"games\"");
        browser().screenshot("api-tried");
        assertThat(browser().consoleErrors()).isEmpty();
    }

    @Test
    void theKeyboardReachesTheSkipLinkFirst() {
        WebDriver driver = open("/");
        driver.findElement(By.tagName("body")).sendKeys(Keys.TAB);
        WebElement focused = driver.switchTo().activeElement();
        assertThat(focused.getText()).isEqualTo("Skip to the content");
        focused.sendKeys(Keys.ENTER);
        assertThat(driver.getCurrentUrl()).endsWith("#main");
    }

    @Test
    void aMissingPageLooksLikeTheSiteAndSaysWhatIsWrong() {
        WebDriver driver = open("/games-that-never-were");
        assertThat(driver.findElement(By.tagName("h1")).getText()).isEqualTo("Not found");
        assertThat(driver.findElement(By.id("main")).getText()).contains("There is no page at /games-that-never-were.");
        assertThat(driver.findElement(By.linkText("Back to the start page")).isDisplayed()).isTrue();
        browser().screenshot("not-found");
    }

    /**
     * At 1280×900 the first screen shows what is happening: the games in play and just finished,
     * each with its board, the top players of each game, and the four games, each with its board.
     * Setting up the bot is a page of its own.
     */
    @Test
    void theHomePageShowsWhatIsHappeningFirst() {
        Browser browser = browser();
        browser.viewport(1280, 900);
        try {
            WebDriver driver = open("/");
            JavascriptExecutor js = (JavascriptExecutor) driver;
            allPicturesLoad(driver);
            assertThat(driver.findElements(By.cssSelector("[aria-labelledby=in-play] .tile"))).hasSize(2);
            assertThat(driver.findElements(By.cssSelector("[aria-labelledby=finished] .tile"))).hasSize(4);
            assertThat(driver.findElements(By.cssSelector(".game-strip img"))).hasSize(Games.all().size());
            for (String first : new String[] {"#in-play", "[aria-labelledby=in-play] .tile", "#finished", "[aria-labelledby=finished] .tile",
                    "#top", ".tops h3", ".tops ol.top", "#games", ".game-strip li"}) {
                Object bottom = js.executeScript("return arguments[0].getBoundingClientRect().bottom;",
                        driver.findElement(By.cssSelector(first)));
                assertThat(((Number) bottom).doubleValue()).as(first + " on the first screen").isLessThanOrEqualTo(900);
            }
            assertThat(driver.getPageSource()).doesNotContain("OAuth2");
            assertThat(browser.consoleErrors()).isEmpty();
            browser.screenshot("home");
            driver.findElement(By.linkText("Play in Discord")).click();
            assertThat(driver.findElement(By.tagName("h1")).getText()).isEqualTo("Play in Discord");
            assertThat(driver.findElement(By.id("add-the-bot")).isDisplayed()).isTrue();
        } finally {
            browser.size(1280, 900);
        }
    }

    /** Every picture of the page has loaded: one the content policy refused, or a 404, has no width. */
    private static void allPicturesLoad(WebDriver driver) {
        JavascriptExecutor js = (JavascriptExecutor) driver;
        js.executeScript("window.scrollTo(0, document.body.scrollHeight);");
        new WebDriverWait(driver, Duration.ofSeconds(60)).until(d -> Boolean.TRUE.equals(js.executeScript(
                "return Array.prototype.every.call(document.querySelectorAll('main img'),"
                        + " function (img) { return img.complete && img.naturalWidth > 0; });")));
        js.executeScript("window.scrollTo(0, 0);");
    }

    @Test
    void thePagesFitANarrowScreen() {
        Browser browser = browser();
        browser.viewport(390, 844);
        try {
            for (String path : new String[] {"/", "/play", "/api-docs", "/games/" + fixture.finished.get(0),
                    "/tournaments/" + fixture.knockout, "/tournaments/" + fixture.roundRobin}) {
                WebDriver driver = open(path);
                Object overflow = ((JavascriptExecutor) driver).executeScript(
                        "return document.documentElement.scrollWidth > document.documentElement.clientWidth;");
                assertThat(overflow).as(path).isEqualTo(false);
            }
            WebDriver driver = open("/");
            allPicturesLoad(driver);
            List<WebElement> tiles = driver.findElements(By.cssSelector("[aria-labelledby=finished] .tile"));
            assertThat(tiles.get(0).getRect().getY()).as("two tiles a row").isEqualTo(tiles.get(1).getRect().getY());
            browser.screenshot("home-narrow");
        } finally {
            browser.size(1280, 900);
        }
    }

    /** On a phone the four step buttons stay on one row, and the keyboard hint, of no use there, is not shown. */
    @Test
    void aReplayOnAPhoneKeepsItsStepButtonsOnOneRow() {
        Browser browser = browser();
        browser.viewport(390, 844);
        try {
            WebDriver driver = open("/games/" + fixture.finished.get(0) + "?ply=1");
            List<WebElement> steps = driver.findElements(By.cssSelector(".stepper a"));
            assertThat(steps).hasSize(4);
            assertThat(steps.stream().map(step -> step.getRect().getY()).distinct()).as("one row").hasSize(1);
            assertThat(steps).allSatisfy(step -> assertThat(step.getSize().getWidth()).isGreaterThanOrEqualTo(44));
            assertThat(driver.findElement(By.cssSelector(".hint")).isDisplayed()).isFalse();
            steps.get(2).click();
            assertThat(board(driver, 2)).isEqualTo(pictureTitle(fixture.finished.get(0), 2));
            browser.screenshot("replay-phone");
        } finally {
            browser.size(1280, 900);
        }
        assertThat(open("/games/" + fixture.finished.get(0)).findElement(By.cssSelector(".hint")).isDisplayed()).isTrue();
    }

    @Test
    void aReplayStepsWithTheArrowKeysAndTheMoveList() {
        long id = fixture.finished.get(0);
        WebDriver driver = open("/games/" + id + "?ply=0");
        List<WebElement> moves = driver.findElements(By.cssSelector("[data-replay-moves] a[data-ply]"));
        int last = moves.size() - 1;
        assertThat(last).isPositive();
        WebElement label = driver.findElement(By.id("ply-label"));
        assertThat(label.getText()).isEqualTo("The start");
        String start = board(driver, 0);
        browser().screenshot("replay-start");

        driver.findElement(By.tagName("body")).sendKeys(Keys.ARROW_RIGHT);
        assertThat(label.getText()).startsWith("After move 1 of " + last + ": ");
        assertThat(board(driver, 1)).isNotEqualTo(start).isEqualTo(pictureTitle(id, 1));
        assertThat(driver.getCurrentUrl()).endsWith("?ply=1");
        assertThat(moves.get(1).getAttribute("aria-current")).isEqualTo("step");
        assertThat(moves.get(0).getAttribute("aria-current")).isNull();

        driver.findElement(By.tagName("body")).sendKeys(Keys.END);
        assertThat(label.getText()).startsWith("After move " + last + " of " + last + ": ");
        assertThat(board(driver, last)).isEqualTo(pictureTitle(id, last));
        driver.findElement(By.tagName("body")).sendKeys(Keys.ARROW_LEFT);
        assertThat(driver.getCurrentUrl()).endsWith("?ply=" + (last - 1));
        assertThat(board(driver, last - 1)).isEqualTo(pictureTitle(id, last - 1));
        driver.findElement(By.tagName("body")).sendKeys(Keys.HOME);
        assertThat(board(driver, 0)).isEqualTo(start);

        moves.get(2).click();
        assertThat(label.getText()).startsWith("After move 2 of " + last);
        assertThat(board(driver, 2)).isEqualTo(pictureTitle(id, 2));
        driver.findElement(By.cssSelector("[data-step=first]")).click();
        assertThat(label.getText()).isEqualTo("The start");
        assertThat(browser().consoleErrors()).isEmpty();
        driver.findElement(By.cssSelector("[data-step=last]")).click();
        board(driver, last);
        browser().screenshot("replay-end");
    }

    @Test
    void aReplayStepsWithTheButtonsAndTheBoardChanges() {
        long id = fixture.withDice;
        WebDriver driver = open("/games/" + id + "?ply=0");
        String start = board(driver, 0);
        WebElement next = driver.findElement(By.cssSelector("[data-step=next]"));
        next.click();
        String first = board(driver, 1);
        assertThat(first).isNotEqualTo(start).isEqualTo(pictureTitle(id, 1));
        next.click();
        assertThat(board(driver, 2)).isEqualTo(pictureTitle(id, 2));
        driver.findElement(By.cssSelector("[data-step=prev]")).click();
        assertThat(board(driver, 1)).isEqualTo(first);
        assertThat(driver.findElement(By.id("board-text")).getAttribute("textContent"))
                .isEqualTo(Http.json(http.get("/api/games/" + id)).asJsonObject().getJsonArray("boards")
                        .getJsonObject(1).getString("positionText"));
        // the keyboard reaches the buttons too
        WebElement back = driver.findElement(By.cssSelector("[data-step=prev]"));
        back.sendKeys(Keys.ENTER);
        assertThat(board(driver, 0)).isEqualTo(start);
        assertThat(driver.findElement(By.id("dice-verdict")).getText()).startsWith("✓ Verified");
        assertThat(browser().consoleErrors()).isEmpty();
        browser().screenshot("replay-backgammon");
    }

    @Test
    void theDownloadLinksOfAReplayWork() {
        long id = fixture.finished.get(0);
        WebDriver driver = open("/games/" + id);
        for (String[] link : new String[][] {{"download-record", "text/plain"}, {"download-gif", "image/gif"}}) {
            WebElement anchor = driver.findElement(By.id(link[0]));
            assertThat(anchor.getAttribute("download")).isNotNull();
            Object answer = ((JavascriptExecutor) driver).executeAsyncScript(
                    "var done = arguments[arguments.length - 1];"
                            + "fetch(arguments[0]).then(function (r) { return r.arrayBuffer().then(function (b) {"
                            + "done(r.status + ' ' + r.headers.get('Content-Type') + ' ' + b.byteLength); }); },"
                            + "function (e) { done('failed ' + e); });", anchor.getAttribute("href"));
            assertThat((String) answer).as(link[0]).startsWith("200 " + link[1]);
            assertThat(Long.parseLong(((String) answer).substring(((String) answer).lastIndexOf(' ') + 1))).as(link[0]).isPositive();
        }
        assertThat(browser().consoleErrors()).isEmpty();
    }

    @Test
    void everyPageHasOrderedHeadingsAndLabelledPictures() {
        String[] paths = {"/", "/play", "/rules/retreat", "/rules/piecepack", "/rules/walls", "/rules/backgammon", "/games", "/games/" + fixture.finished.get(0),
                "/games/" + fixture.withDice, "/players/" + fixture.plain, "/leaderboards/retreat", "/no/such/page"};
        for (String path : paths) {
            WebDriver driver = open(path);
            JavascriptExecutor js = (JavascriptExecutor) driver;
            @SuppressWarnings("unchecked")
            List<Long> levels = (List<Long>) js.executeScript("return Array.prototype.map.call("
                    + "document.querySelectorAll('h1, h2, h3, h4, h5, h6'), function (h) { return Number(h.tagName.substring(1)); });");
            assertThat(levels).as(path).isNotEmpty().startsWith(1L);
            assertThat(levels.stream().filter(level -> level == 1)).as(path + ": one h1").hasSize(1);
            for (int i = 1; i < levels.size(); i++) {
                assertThat(levels.get(i)).as(path + ": heading %d follows h%d", i + 1, levels.get(i - 1)).isLessThanOrEqualTo(levels.get(i - 1) + 1);
            }
            @SuppressWarnings("unchecked")
            List<String> unlabelled = (List<String>) js.executeScript("return Array.prototype.filter.call("
                    + "document.querySelectorAll('main svg'), function (svg) {"
                    + "  var ids = (svg.getAttribute('aria-labelledby') || '').split(' ').filter(Boolean);"
                    + "  return svg.getAttribute('role') !== 'img' || ids.length < 2 || !ids.every(function (id) {"
                    + "    var el = document.getElementById(id); return el && svg.contains(el) && el.textContent.trim().length > 0; });"
                    + "}).map(function (svg) { return svg.outerHTML.substring(0, 120); });");
            assertThat(unlabelled).as(path + ": pictures without a title and description").isEmpty();
            assertThat(driver.findElements(By.tagName("img"))).as(path)
                    .allSatisfy(image -> assertThat(image.getAttribute("alt")).isNotNull());
            // the missing page's own 404 is logged as a failed load; nothing else may be
            assertThat(browser().consoleErrors()).as(path).allSatisfy(error -> assertThat(error).contains(path + " - Failed to load resource: the server responded with a status of 404"));
        }
    }

    /** The title of the board in view, once the script has put the picture of this ply there. */
    private String board(WebDriver driver, int ply) {
        new WebDriverWait(driver, Duration.ofSeconds(30))
                .until(d -> String.valueOf(ply).equals(d.findElement(By.id("board")).getAttribute("data-ply")));
        return driver.findElement(By.cssSelector("#board svg > title")).getAttribute("textContent");
    }

    /** The title the server gives the board after a ply. */
    private String pictureTitle(long id, int ply) {
        String svg = http.get("/games/" + id + "/board.svg?ply=" + ply).body();
        String title = svg.substring(svg.indexOf("<title id=\"title\">") + "<title id=\"title\">".length(), svg.indexOf("</title>"));
        return title.replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
    }

    @Test
    void everyMoveHasItsOwnAddressRenderedByTheServer() {
        long id = fixture.finished.get(0);
        WebDriver driver = open("/games/" + id + "?ply=1");
        assertThat(driver.findElement(By.id("ply-label")).getText()).startsWith("After move 1 of ");
        String next = driver.findElement(By.cssSelector("[data-step=next]")).getAttribute("href");
        assertThat(next).endsWith("/games/" + id + "?ply=2");
        WebDriver plain = open("/games/" + id + "?ply=2");
        assertThat(plain.findElement(By.cssSelector("a[aria-current=step]")).getAttribute("data-ply")).isEqualTo("2");
    }

    @Test
    void theArchivePlayerAndLeaderboardPagesShowTheGames() {
        WebDriver driver = open("/games");
        assertThat(driver.findElements(By.cssSelector("table.games tbody tr"))).hasSize(Math.min(25, fixture.finished.size()));
        browser().screenshot("archive");
        driver.findElement(By.cssSelector("table.games tbody tr a[href*='/players/']")).click();
        assertThat(driver.findElement(By.tagName("h1")).getText()).isNotBlank();
        assertThat(driver.findElements(By.cssSelector("svg.chart"))).isNotEmpty();
        browser().screenshot("player");
        open("/leaderboards");
        assertThat(driver.findElement(By.tagName("h1")).getText()).endsWith(": leaderboard");
        browser().screenshot("leaderboard");
        assertThat(browser().consoleErrors()).isEmpty();
    }
}
