package games.blockade.web;

import static org.assertj.core.api.Assertions.assertThat;

import games.blockade.rules.Games;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.model.Player;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.play.WebPasses;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.MoveOutcome;
import games.blockade.store.repository.NewGame;
import games.blockade.store.repository.PlayerRepository;
import jakarta.json.Json;
import java.io.StringReader;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Games followed live and played on the web, on the WAR deployed on Payara Micro over a store the
 * test writes as the bot would: the live stream of a game, the personal link's refusals, the
 * session's CSRF and turn checks, then in headless Chromium a spectator's page following moves
 * stored by another process (the delay measured) and a move made by clicking.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class LivePlayIT {

    private static final long GUILD = 81_000_000_000_000_000L;
    private static Store store;
    private static GameRepository games;
    private static WebPasses passes;
    private static long ada;
    private static long bo;
    /** Followed live, moves stored by the test. */
    private static long watched;
    /** Played on the web by Ada, who moves first. */
    private static long played;
    /** Another game of Ada's, for a link used at the wrong game. */
    private static long other;
    private static Browser browser;

    @Deployment(testable = false)
    static WebArchive deployment() {
        StoreSettings settings = StoreSettings.fromEnvironment();
        ArchiveFixture.wipe(settings.url());
        store = Store.open(settings);
        PlayerRepository players = new PlayerRepository(store, Clock.systemUTC());
        Player a = players.register(3001, "Ada", Optional.empty());
        Player b = players.register(3002, "Bo", Optional.empty());
        ada = a.id();
        bo = b.id();
        games = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD), Clock.systemUTC());
        passes = new WebPasses(store, Clock.systemUTC());
        watched = create("retreat");
        played = create("retreat");
        other = create("walls");
        return Deployments.builtWar();
    }

    private static long create(String kind) {
        try {
            Rules<?, ?> rules = Games.byId(kind);
            return games.create(NewGame.of(kind, rules.presets().get(0).name(), rules.defaultFirst(), ada, bo, false)
                    .in(GUILD, 900, 901)).id();
        } catch (games.blockade.rules.Rejection e) {
            throw new IllegalStateException(e);
        }
    }

    @AfterAll
    static void close() {
        if (browser != null) {
            browser.close();
        }
        store.close();
    }

    @ArquillianResource
    URL deployed;

    Http http;

    @BeforeEach
    void connect() {
        http = new Http(deployed);
    }

    // ---- the live stream

    @Test
    void theLiveStreamTellsOfAMoveStoredByAnotherProcessWithinASecond() throws Exception {
        long game = create("retreat");
        BlockingQueue<String> data = new LinkedBlockingQueue<>();
        CompletableFuture<HttpResponse<Stream<String>>> stream = HttpClient.newHttpClient().sendAsync(
                HttpRequest.newBuilder(http.resolve("live/games/" + game)).header("Accept", "text/event-stream").build(),
                HttpResponse.BodyHandlers.ofLines());
        stream.thenAccept(response -> response.body().filter(line -> line.startsWith("data:")).forEach(data::add));
        assertThat(data.poll(30, TimeUnit.SECONDS)).contains("\"ply\":0").contains("\"over\":false");
        Instant stored = storeMove(game, ada);
        String event = data.poll(5, TimeUnit.SECONDS);
        long millis = Duration.between(stored, Instant.now()).toMillis();
        System.out.println("LIVE-SSE store write to event: " + millis + " ms");
        assertThat(event).contains("\"ply\":1");
        assertThat(millis).isLessThan(1000);
        stream.cancel(true);
    }

    @Test
    void theLiveStreamOfAGameOverSaysSoOnceAndEnds() {
        long game = create("retreat");
        games.resign(game, bo);
        HttpResponse<String> answer = http.get("live/games/" + game);
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.headers().firstValue("Content-Type").orElse("")).startsWith("text/event-stream");
        assertThat(answer.body()).contains("event: game").contains("\"over\":true");
    }

    @Test
    void theLiveStreamOfNoGameIsNotFound() {
        assertThat(http.get("live/games/999999").statusCode()).isEqualTo(404);
    }

    @Test
    void gamesInPlayAreListedAndGamePagesUnfurlWithTheBoard() {
        HttpResponse<String> list = http.get("games?status=playing");
        assertThat(list.statusCode()).isEqualTo(200);
        assertThat(list.body()).contains("href=\"/games/" + watched + "\"");
        assertThat(http.get("games?status=finished").statusCode()).isEqualTo(400);
        String page = http.get("games/" + watched).body();
        assertThat(page).contains("property=\"og:image\" content=\"http").contains("/games/" + watched + "/board.png?ply=")
                .contains("name=\"twitter:card\" content=\"summary_large_image\"");
        assertThat(http.get("players/" + ada).body()).contains("property=\"og:image\"");
        HttpResponse<byte[]> png = http.bytes("games/" + watched + "/board.png");
        assertThat(png.statusCode()).isEqualTo(200);
        assertThat(png.headers().firstValue("Content-Type").orElse("")).isEqualTo("image/png");
        assertThat(new String(png.body(), 1, 3, StandardCharsets.US_ASCII)).isEqualTo("PNG");
    }

    // ---- the personal link and the session

    @Test
    void anExpiredLinkIsRefusedSayingSo() {
        WebPasses past = new WebPasses(store, Clock.fixed(Instant.now().minus(Duration.ofMinutes(16)), ZoneOffset.UTC));
        String token = past.issue(ada, played);
        HttpResponse<String> answer = post("web/games/" + played + "/pass/" + token, "", Optional.empty());
        assertThat(answer.statusCode()).isEqualTo(403);
        assertThat(answer.body()).contains("This link expired").contains("Play on the web");
        assertThat(answer.headers().firstValue("Set-Cookie")).isEmpty();
    }

    @Test
    void aLinkOpensOneSessionAndIsRefusedWhenUsedAgain() {
        String token = passes.issue(ada, played);
        assertThat(http.get("web/games/" + played + "/pass/" + token).body()).contains("Open my board");
        // The link's page in the language the player's browser asks for; opening it spends nothing.
        assertThat(http.send(HttpRequest.newBuilder(http.resolve("web/games/" + played + "/pass/" + token))
                .header("Accept-Language", "de-DE,de;q=0.9")).body())
                .contains("Mein Brett öffnen").contains("Das ist dein persönlicher Link aus Discord");
        HttpResponse<String> first = post("web/games/" + played + "/pass/" + token, "", Optional.empty());
        assertThat(first.statusCode()).isEqualTo(303);
        String cookie = first.headers().firstValue("Set-Cookie").orElseThrow();
        assertThat(cookie).contains("blockade_play_" + played + "=").contains("HttpOnly").contains("SameSite=Strict")
                .contains("Path=/web/games/" + played).doesNotContain("Secure");
        HttpResponse<String> again = post("web/games/" + played + "/pass/" + token, "", Optional.empty());
        assertThat(again.statusCode()).isEqualTo(403);
        assertThat(again.body()).contains("This link was used already");
    }

    @Test
    void aLinkForAnotherGameOrMadeUpIsRefused() {
        String token = passes.issue(ada, other);
        HttpResponse<String> answer = post("web/games/" + played + "/pass/" + token, "", Optional.empty());
        assertThat(answer.statusCode()).isEqualTo(403);
        assertThat(answer.body()).contains("This link is for game " + other + ", not game " + played);
        HttpResponse<String> madeUp = post("web/games/" + played + "/pass/" + "x".repeat(43), "", Optional.empty());
        assertThat(madeUp.body()).contains("This link is not one the bot gave out");
        // The same link still opens its own game: a refusal spends nothing.
        assertThat(post("web/games/" + other + "/pass/" + token, "", Optional.empty()).statusCode()).isEqualTo(303);
    }

    @Test
    void aMoveWithoutTheSessionsTokenOrFromAnotherSiteOrOutOfTurnChangesNothing() {
        long game = create("retreat");
        String adas = session(ada, game);
        String csrf = csrfOf(adas, game);
        String legal = firstLegal(adas, game);
        HttpResponse<String> noToken = post("web/games/" + game + "/move", form("wrong", 0, legal), Optional.of(adas));
        assertThat(noToken.statusCode()).isEqualTo(403);
        assertThat(noToken.body()).contains("did not come from your own board page");
        HttpResponse<String> noSession = post("web/games/" + game + "/move", form(csrf, 0, legal), Optional.empty());
        assertThat(noSession.statusCode()).isEqualTo(403);
        assertThat(noSession.body()).contains("Open your link from Discord");
        HttpResponse<String> crossSite = http.send(HttpRequest.newBuilder(http.resolve("web/games/" + game + "/move"))
                .header("Content-Type", "application/x-www-form-urlencoded").header("Cookie", adas)
                .header("Origin", "https://evil.example").POST(HttpRequest.BodyPublishers.ofString(form(csrf, 0, legal))));
        assertThat(crossSite.statusCode()).isEqualTo(403);
        HttpResponse<String> illegal = post("web/games/" + game + "/move", form(csrf, 0, "zz9"), Optional.of(adas));
        assertThat(illegal.statusCode()).isEqualTo(409);
        assertThat(illegal.body()).contains("Not played:");
        assertThat(games.find(game).orElseThrow().plyCount()).isZero();
        assertThat(new Outbox(store, Clock.systemUTC()).ofGame(game)).isEmpty();

        HttpResponse<String> played = post("web/games/" + game + "/move", form(csrf, 0, legal), Optional.of(adas));
        assertThat(played.statusCode()).isEqualTo(303);
        HttpResponse<String> outOfTurn = post("web/games/" + game + "/move", form(csrf, 1, legal), Optional.of(adas));
        assertThat(outOfTurn.statusCode()).isEqualTo(409);
        assertThat(outOfTurn.body()).contains("Not played: it is not your turn");
        // A page showing an older position is refused rather than acting on the newer one.
        storeMove(game, bo);
        HttpResponse<String> stale = post("web/games/" + game + "/move", form(csrf, 1, firstLegal(adas, game)),
                Optional.of(adas));
        assertThat(stale.statusCode()).isEqualTo(409);
        assertThat(stale.body()).contains("has moved on to ply 2");
        assertThat(games.find(game).orElseThrow().plyCount()).isEqualTo(2);
        assertThat(new Outbox(store, Clock.systemUTC()).ofGame(game)).hasSize(1);
    }

    // ---- in the browser

    @Test
    void aSpectatorsPageFollowsMovesStoredElsewhereWithinASecond() {
        Browser b = browser();
        b.driver.get(http.resolve("games/" + watched).toString());
        new WebDriverWait(b.driver, Duration.ofSeconds(30)).until(d -> "0".equals(plies(b)));
        // The stream is open once the page has been told how the game stands.
        sleep(1500);
        List<Long> delays = new ArrayList<>();
        for (int move = 1; move <= 3; move++) {
            Instant stored = storeMove(watched, move % 2 == 1 ? ada : bo);
            String expected = String.valueOf(move);
            new WebDriverWait(b.driver, Duration.ofSeconds(10), Duration.ofMillis(10)).until(d -> expected.equals(plies(b)));
            delays.add(Duration.between(stored, Instant.now()).toMillis());
            assertThat(b.driver.findElements(By.cssSelector("[data-replay-moves] a[data-ply]"))).hasSize(move + 1);
        }
        System.out.println("LIVE-BROWSER store write to page updated, ms: " + delays);
        assertThat(delays.stream().sorted().toList().get(1)).isLessThan(1000);
        assertThat(b.consoleErrors()).isEmpty();
    }

    @Test
    void aPlayerMakesTheirMoveByClickingAndItIsOwedToDiscord() {
        Browser b = browser();
        long game = create("retreat");
        String token = passes.issue(ada, game);
        b.viewport(390, 844);
        b.driver.get(http.resolve("web/games/" + game + "/pass/" + token).toString());
        b.driver.findElement(By.cssSelector("form button[type=submit]")).click();
        WebDriverWait wait = new WebDriverWait(b.driver, Duration.ofSeconds(30));
        wait.ignoring(StaleElementReferenceException.class); // the page is replaced as the move is sent
        wait.until(d -> d.findElement(By.id("chooser")).isDisplayed()
                && !d.findElements(By.cssSelector("#parts button")).isEmpty());
        assertThat((Long) b.driver.executeScript("return document.documentElement.scrollWidth;")).isLessThanOrEqualTo(390L);
        for (WebElement control : b.driver.findElements(By.cssSelector("#chooser button, #chooser input, #move-form input:not([type=hidden]), #move-form button"))) {
            if (!control.isDisplayed()) {
                continue; // the confirmation, shown once a turn is ready
            }
            String name = control.getAccessibleName();
            assertThat(name).as(control.getAttribute("outerHTML")).isNotBlank();
        }
        // A click on a square leaves the parts that name it (retreat's "B1-3" names squares 1 and 3),
        // and the other squares they name light up.
        String first = b.driver.findElement(By.cssSelector("#parts button")).getText();
        String square = first.replaceAll("^\\D*(\\d+).*", "$1");
        b.driver.executeScript("document.querySelector('#board [data-square=\"" + square + "\"]')"
                + ".dispatchEvent(new MouseEvent('click', {bubbles: true}));");
        wait.until(d -> d.findElement(By.id("chooser-says")).getText().contains("with " + square));
        assertThat(b.driver.findElements(By.cssSelector("#parts button"))).isNotEmpty()
                .allSatisfy(part -> assertThat(part.getText()).containsPattern("(^|\\D)" + square + "(\\D|$)"));
        assertThat(b.driver.findElements(By.cssSelector("#board .picked"))).hasSize(1);
        assertThat(b.driver.findElements(By.cssSelector("#board .target"))).as("its targets light up").isNotEmpty();
        // Click parts until the turn may be sent, then confirm it once.
        for (int parts = 0; parts < 6 && !b.driver.findElement(By.id("review")).isEnabled(); parts++) {
            String before = b.driver.findElement(By.id("chooser-says")).getText();
            b.driver.findElement(By.cssSelector("#parts button")).click();
            wait.until(d -> !d.findElement(By.id("chooser-says")).getText().equals(before));
        }
        b.screenshot("web-play-phone");
        String command = b.driver.findElement(By.id("command")).getAttribute("value");
        b.driver.findElement(By.id("review")).click();
        assertThat(b.driver.findElement(By.id("confirm-command")).getText()).isEqualTo(command);
        b.driver.findElement(By.id("confirm-send")).click();
        wait.until(d -> d.findElement(By.id("play-status")).getText().contains("Waiting for your opponent"));
        GameView after = games.find(game).orElseThrow();
        assertThat(after.plyCount()).isEqualTo(1);
        assertThat(after.game().plies().get(0).notation()).isEqualTo(command);
        List<Outbox.Effect> owed = new Outbox(store, Clock.systemUTC()).ofGame(game);
        assertThat(owed).hasSize(1);
        assertThat(owed.get(0).kind()).isEqualTo(Outbox.Kind.MOVED);
        assertThat(owed.get(0).ply()).contains(1);
        assertThat(owed.get(0).body()).isEqualTo("0");
        assertThat(owed.get(0).guildId()).contains(GUILD);
        assertThat(b.consoleErrors()).isEmpty();
    }

    @Test
    void theBlockerSetsOutPiecepacksCoinsByClickingTheBoard() {
        Browser b = browser();
        long game = create("piecepack");
        GameView before = games.find(game).orElseThrow();
        Side blocker = before.game().toMove().orElseThrow();
        String token = passes.issue(before.playerOf(blocker), game);
        b.driver.get(http.resolve("web/games/" + game + "/pass/" + token).toString());
        b.driver.findElement(By.cssSelector("form button[type=submit]")).click();
        WebDriverWait wait = new WebDriverWait(b.driver, Duration.ofSeconds(30));
        wait.ignoring(StaleElementReferenceException.class);
        wait.until(d -> !d.findElements(By.cssSelector("#parts button[data-kind]")).isEmpty());
        assertThat(b.driver.findElements(By.cssSelector("#parts button[data-kind]"))).hasSize(4);
        // Six of each suit, a kind at a time: the next kind is chosen when one is all out.
        List<String> squares = new ArrayList<>();
        for (int row = 3; row <= 6; row++) {
            for (char column = 'a'; column <= 'f'; column++) {
                squares.add("" + column + row);
            }
        }
        clickSquare(b, "a2");
        assertThat(b.driver.findElements(By.cssSelector("#board .placed"))).as("rows 1-2 take no coin").isEmpty();
        clickSquare(b, "a7");
        clickSquare(b, "a7");
        assertThat(b.driver.findElements(By.cssSelector("#board .placed"))).as("a second click takes it back").isEmpty();
        for (String square : squares) {
            clickSquare(b, square);
        }
        assertThat(b.driver.findElements(By.cssSelector("#board .placed"))).hasSize(24);
        b.screenshot("web-play-piecepack-coins");
        String expected = "s:a3,b3,c3,d3,e3,f3 m:a4,b4,c4,d4,e4,f4 c:a5,b5,c5,d5,e5,f5 a:a6,b6,c6,d6,e6,f6";
        assertThat(b.driver.findElement(By.id("command")).getAttribute("value")).isEqualTo(expected);
        b.driver.findElement(By.id("undo")).click();
        assertThat(b.driver.findElement(By.id("review")).isEnabled()).as("23 coins are not a setup").isFalse();
        clickSquare(b, "f6");
        b.driver.findElement(By.id("review")).click();
        assertThat(b.driver.findElement(By.id("confirm-command")).getText()).isEqualTo(expected);
        b.driver.findElement(By.id("confirm-send")).click();
        wait.until(d -> d.findElement(By.id("play-status")).getText().contains("Waiting for your opponent"));
        GameView after = games.find(game).orElseThrow();
        assertThat(after.plyCount()).isEqualTo(1);
        assertThat(after.game().plies().get(0).notation()).isEqualTo(expected);
        assertThat(b.consoleErrors()).isEmpty();
    }

    private static void clickSquare(Browser b, String square) {
        b.driver.executeScript("document.querySelector('#board [data-square=\"" + square + "\"]')"
                + ".dispatchEvent(new MouseEvent('click', {bubbles: true}));");
    }

    // ---- helpers

    private static Browser browser() {
        if (browser == null) {
            browser = Browser.open();
        }
        browser.size(1280, 900);
        return browser;
    }

    /** The plies the page shows, read in one step: the live script replaces the element it is read from. */
    private static String plies(Browser b) {
        return (String) b.driver.executeScript(
                "var a = document.querySelector('article.replay'); return a && a.getAttribute('data-plies');");
    }

    private static Instant storeMove(long game, long player) {
        GameView view = games.find(game).orElseThrow();
        String move = view.game().legalTurns().get(0);
        MoveOutcome outcome = games.play(game, player, move);
        assertThat(outcome).isInstanceOf(MoveOutcome.Applied.class);
        return Instant.now();
    }

    private HttpResponse<String> post(String path, String body, Optional<String> cookie) {
        HttpRequest.Builder request = HttpRequest.newBuilder(http.resolve(path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        cookie.ifPresent(c -> request.header("Cookie", c));
        return http.send(request);
    }

    /** A session of {@code player} in {@code game}, as its cookie. */
    private String session(long player, long game) {
        HttpResponse<String> opened = post("web/games/" + game + "/pass/" + passes.issue(player, game), "",
                Optional.empty());
        return opened.headers().firstValue("Set-Cookie").orElseThrow().split(";")[0];
    }

    private String csrfOf(String cookie, long game) {
        String page = http.send(HttpRequest.newBuilder(http.resolve("web/games/" + game)).header("Cookie", cookie)
                .GET()).body();
        int at = page.indexOf("name=\"csrf\" value=\"") + "name=\"csrf\" value=\"".length();
        return page.substring(at, page.indexOf('"', at));
    }

    private String firstLegal(String cookie, long game) {
        String json = http.send(HttpRequest.newBuilder(http.resolve("web/games/" + game + "/legal"))
                .header("Cookie", cookie).GET()).body();
        try (var reader = Json.createReader(new StringReader(json))) {
            return reader.readObject().getJsonArray("next").getString(0);
        }
    }

    private static String form(String csrf, int ply, String command) {
        return "csrf=" + URLEncoder.encode(csrf, StandardCharsets.UTF_8) + "&ply=" + ply + "&command="
                + URLEncoder.encode(command, StandardCharsets.UTF_8);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
