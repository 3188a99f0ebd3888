package games.blockade.web;

import static org.assertj.core.api.Assertions.assertThat;

import games.blockade.rules.Games;
import games.blockade.rules.Rules;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.net.URL;
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

    @Deployment(testable = false)
    static WebArchive deployment() {
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
}
