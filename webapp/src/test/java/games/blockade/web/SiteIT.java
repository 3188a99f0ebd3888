package games.blockade.web;

import static org.assertj.core.api.Assertions.assertThat;

import games.blockade.rules.Games;
import games.blockade.rules.Rules;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.net.URL;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
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
        for (String path : new String[] {"/", "/rules", "/no/such/page", "/api/rules", "/assets/site.css"}) {
            HttpResponse<String> response = http.get(path);
            assertThat(response.headers().firstValue("Content-Security-Policy")).as(path)
                    .hasValueSatisfying(csp -> assertThat(csp)
                            .contains("default-src 'none'", "script-src 'self'", "style-src 'self'", "frame-ancestors 'none'")
                            .doesNotContain("unsafe-inline", "unsafe-eval"));
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
        }
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
        HttpResponse<String> css = http.get("/assets/site.css");
        assertThat(css.statusCode()).isEqualTo(200);
        assertThat(css.headers().firstValue("Content-Type")).hasValueSatisfying(type -> assertThat(type).startsWith("text/css"));
        assertThat(css.headers().firstValue("Cache-Control")).hasValueSatisfying(cache -> assertThat(cache).contains("max-age=31536000"));
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
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(http.resolve("//openapi"))
                .header("Accept", "application/json").GET());
        assertThat(response.statusCode()).isEqualTo(200);
        JsonObject paths = Http.json(response).asJsonObject().getJsonObject("paths");
        assertThat(paths.keySet()).anySatisfy(path -> assertThat(path).endsWith("/api/rules"))
                .anySatisfy(path -> assertThat(path).endsWith("/api/rules/{game}"))
                .noneSatisfy(path -> assertThat(path).contains("/assets"));
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
        HttpResponse<String> record = http.get(path + "/record.txt");
        assertThat(record.headers().firstValue("Cache-Control")).hasValueSatisfying(cache -> assertThat(cache).contains("max-age=31536000"));
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
        assertThat(page).doesNotContain("?ply=" + (steps.size() + 1) + "\"").contains("<pre id=\"board-text\"");
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
    void theHomePageShowsTheLatestGamesAndTopPlayers() {
        String page = http.get("/").body();
        long newest = fixture.finished.get(fixture.finished.size() - 1);
        assertThat(page).contains("Latest games", "href=\"" + http.href("/games/" + newest) + "\"", "Top players");
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
        assertThat(game.getBoolean("hasAnalysis")).isTrue();
        assertThat(game.getJsonArray("steps")).allSatisfy(step -> assertThat(
                step.asJsonObject().getJsonObject("verdict").getString("value")).matches("win \\d+|loss \\d+|draw"));
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

    @Test
    void theHomePageExplainsBlockadeAndLeadsToTheRules() {
        WebDriver driver = open("/");
        assertThat(driver.getTitle()).isEqualTo("Blockade");
        assertThat(driver.findElement(By.tagName("h1")).getText()).isEqualTo("Blockade");
        assertThat(driver.findElements(By.tagName("h2")).stream().map(WebElement::getText))
                .contains("Play in Discord", "The games");
        assertThat(browser().consoleErrors()).isEmpty();
        browser().screenshot("home");

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
    void everyImageHasAlternativeText() {
        for (String path : new String[] {"/", "/rules", "/no/such/page"}) {
            WebDriver driver = open(path);
            assertThat(driver.findElements(By.tagName("img"))).as(path)
                    .allSatisfy(image -> assertThat(image.getAttribute("alt")).isNotNull());
            assertThat(driver.findElement(By.tagName("html")).getAttribute("lang")).as(path).isEqualTo("en");
        }
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

    @Test
    void thePagesFitANarrowScreen() {
        Browser browser = browser();
        browser.size(390, 844);
        try {
            WebDriver driver = open("/");
            Object overflow = ((JavascriptExecutor) driver).executeScript(
                    "return document.documentElement.scrollWidth > document.documentElement.clientWidth;");
            assertThat(overflow).isEqualTo(false);
            browser.screenshot("home-narrow");
        } finally {
            browser.size(1280, 900);
        }
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
        browser().screenshot("replay-start");

        driver.findElement(By.tagName("body")).sendKeys(Keys.ARROW_RIGHT);
        assertThat(label.getText()).startsWith("After move 1 of " + last + ": ");
        assertThat(driver.getCurrentUrl()).endsWith("?ply=1");
        assertThat(moves.get(1).getAttribute("aria-current")).isEqualTo("step");
        assertThat(moves.get(0).getAttribute("aria-current")).isNull();

        driver.findElement(By.tagName("body")).sendKeys(Keys.END);
        assertThat(label.getText()).startsWith("After move " + last + " of " + last + ": ");
        driver.findElement(By.tagName("body")).sendKeys(Keys.ARROW_LEFT);
        assertThat(driver.getCurrentUrl()).endsWith("?ply=" + (last - 1));

        moves.get(2).click();
        assertThat(label.getText()).startsWith("After move 2 of " + last);
        driver.findElement(By.cssSelector("[data-step=first]")).click();
        assertThat(label.getText()).isEqualTo("The start");
        assertThat(browser().consoleErrors()).isEmpty();
        driver.findElement(By.cssSelector("[data-step=last]")).click();
        browser().screenshot("replay-end");
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
