package games.blockade.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Message;
import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.SelfPlay;
import games.blockade.rules.Side;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.web.Browser;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.ElementClickInterceptedException;
import org.openqa.selenium.ElementNotInteractableException;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Whole games of each of the four games, one side played in Discord and the other on the web, as
 * the launcher runs Blockade: the web app on Payara Micro and the real bot (JDA) in processes of
 * their own over one SQLite store, the bot on the fake Discord, which runs in this JVM so the test
 * speaks in it as two people. The challenger plays with {@code /blockade move}; the challenged
 * presses "Play on the web", follows the private link in headless Chromium and plays each of
 * their turns by clicking: on the board what a part names (a piece or square, a row, a groove),
 * then the part, then "Send…" and "Confirm and send". Both choose their turns as one of the rules'
 * weaker computer players would. After each web move the bot posts the board in the game's
 * thread, calling the next player, once; the finished game is in the archive with its result.
 * Last, the bot's process is killed between a web move's commit and its post: started again, it
 * posts the move once.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class WebAndDiscordGamesTest {

    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final Pattern LINK = Pattern.compile("(http://127\\.0\\.0\\.1:\\d+/web/games/(\\d+)/pass/[A-Za-z0-9_-]{43})");
    private static final Pattern CHANNEL = Pattern.compile("<#(\\d+)>");
    private static final Pattern GAME = Pattern.compile("Game (\\d+) begins");
    private static final String PICKABLE = "#board [data-square], #board [data-row], #board [data-wall]";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private static Browser browser;
    private static Launcher launcher;
    private static FakeDiscord discord;
    private static Store store;
    private static GameRepository games;
    /** Milliseconds from "Confirm and send" to the board in the thread, every web move of every game. */
    private static final List<Long> delays = new ArrayList<>();
    private static long started;

    @BeforeAll
    static void start() throws IOException {
        started = System.nanoTime();
        // First: without Chromium the test skips (or fails in CI) before starting anything.
        browser = Browser.open();
        Path data = Path.of(System.getProperty("launcher.work")).resolve("web-and-discord");
        deleteTree(data);
        launcher = new Launcher(new LaunchOptions(0, 0, data, Path.of(System.getProperty("launcher.runtime"))),
                Map.of(), System.out);
        launcher.start();
        discord = launcher.playground().orElseThrow();
        store = Store.open(StoreSettings.sqlite(data.resolve(Launcher.STORE_FILE)));
        games = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD), Clock.systemUTC());
        System.out.println("WEB-GAMES started in " + millisSince(started) + " ms");
    }

    @AfterAll
    static void stop() {
        if (!delays.isEmpty()) {
            List<Long> sorted = delays.stream().sorted().toList();
            System.out.println("WEB-GAMES " + sorted.size() + " web moves, Confirm to the board in the thread: median "
                    + sorted.get(sorted.size() / 2) + " ms, max " + sorted.get(sorted.size() - 1) + " ms; all in "
                    + millisSince(started) + " ms");
        }
        if (store != null) {
            store.close();
        }
        if (launcher != null) {
            launcher.stop();
        }
        if (browser != null) {
            browser.close();
        }
    }

    @Test
    @Order(1)
    void retreat() throws Exception {
        Policy policy = new Policy("search", 4);
        play("retreat", "standard", policy, policy, "ada", "ben");
    }

    /**
     * The web side is the runner (the challenger moves first, and the blocker sets up first); the
     * blocker's coin setup set out by clicking is {@code LivePlayIT}'s.
     */
    @Test
    @Order(2)
    void piecepack() throws Exception {
        Policy policy = new Policy("easy", 2);
        play("piecepack", "standard", policy, policy, "cy", "dee");
    }

    @Test
    @Order(3)
    void walls() throws Exception {
        Policy policy = new Policy("medium", 9);
        play("walls", "standard", policy, policy, "eve", "fay");
    }

    /**
     * The dice are the store's, rolled as each row is chosen, so the game's length varies (10 to 40
     * turns). In Discord the medium player, who leaps; on the web the easy one, who also rolls to
     * shift and then spends the points part by part.
     */
    @Test
    @Order(4)
    void backgammon() throws Exception {
        play("backgammon", "bungie", new Policy("medium", 1), new Policy("easy", 1), "gus", "hal");
    }

    /** The bot killed when it is about to post a web move: the commit stands, the post comes once after the restart. */
    @Test
    @Order(5)
    void aWebMoveIsPostedOnceWhenTheBotIsKilledBeforePostingIt() throws Exception {
        Policy policy = new Policy("search", 4);
        Table table = Table.open("retreat", "standard", "ivy", "jon");
        table.discordTurn(policy.turn(table.view().game()).command());
        GameView view = table.awaitBeyond(0);
        WebPage page = table.openWeb();
        page.awaitTurn(1);
        page.build(policy.turn(view.game()).parts());
        long lastMessage = table.lastMessage();
        int mark = discord.requests().size();
        String thread = Long.toUnsignedString(table.thread.id());
        // Written by the fake Discord's thread that handles the bot's call.
        List<Long> killed = new CopyOnWriteArrayList<>();
        discord.intercept(request -> {
            if (request.startsWith("POST ") && request.contains("/channels/" + thread + "/messages") && killed.isEmpty()) {
                ProcessHandle bot = launcher.botProcess();
                bot.destroyForcibly();
                bot.onExit().orTimeout(30, TimeUnit.SECONDS).join();
                killed.add(bot.pid());
                return false;
            }
            return true;
        });
        try {
            page.confirm();
            long deadline = System.nanoTime() + WAIT.toNanos();
            while (killed.isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertEquals(1, killed.size(), "the bot came to post the web move");
        } finally {
            discord.intercept(request -> true);
        }
        assertEquals(2, games.find(table.gameId).orElseThrow().plyCount(), "the move was stored before the post");
        assertTrue(new Outbox(store, Clock.systemUTC()).ofGame(table.gameId).stream()
                .anyMatch(effect -> !effect.delivered()), "its post is still owed");
        assertEquals(0, table.postsSent(table.web, mark, discord.requests().size()), "nothing was posted before the kill");

        int identified = discord.identifies();
        launcher.restartBot();
        discord.awaitIdentified(identified, Duration.ofMinutes(2));
        Message posted = table.awaitPost(table.web, lastMessage);
        assertTrue(posted.mentions(table.discordSide.account()), posted.content());
        Thread.sleep(1500);
        assertEquals(1, table.postsSent(table.web, mark, discord.requests().size()), "posted once");
        assertTrue(new Outbox(store, Clock.systemUTC()).ofGame(table.gameId).stream().allMatch(Outbox.Effect::delivered),
                "everything the game owed is delivered");
    }

    /**
     * One whole game: the challenger ({@code first}, who moves first) in Discord, the challenged on
     * the web, each turn what their policy's computer player plays.
     */
    private static void play(String kind, String preset, Policy inDiscord, Policy web, String first, String second)
            throws Exception {
        long begun = System.nanoTime();
        Table table = Table.open(kind, preset, first, second);
        WebPage page = null;
        int webTurns = 0;
        int discordTurns = 0;
        // Where the fake Discord's log of the bot's calls stood as each web move was confirmed.
        List<Integer> marks = new ArrayList<>();
        GameView view = table.view();
        while (!view.game().isOver()) {
            int ply = view.plyCount();
            Side toMove = view.game().toMove().orElseThrow();
            if (toMove == table.webSideOf(view)) {
                if (page == null) {
                    page = table.openWeb();
                }
                page.awaitTurn(ply);
                page.build(web.turn(view.game()).parts());
                long lastMessage = table.lastMessage();
                marks.add(discord.requests().size());
                long confirmed = page.confirm();
                webTurns++;
                Message posted = table.awaitPost(table.web, lastMessage);
                delays.add(millisSince(confirmed));
                GameView after = table.awaitBeyond(ply);
                if (after.game().isOver()) {
                    view = after;
                    break;
                }
                FakeUser next = after.game().toMove().orElseThrow() == table.webSideOf(after) ? table.web : table.discordSide;
                assertTrue(posted.mentions(next.account()), "the post calls " + next.account().name() + ": " + posted.content());
                assertFalse(posted.attachments().isEmpty(), "the board is posted: " + posted);
            } else {
                table.discordTurn(inDiscord.turn(view.game()).command());
                discordTurns++;
            }
            view = table.awaitBeyond(ply);
        }
        assertTrue(webTurns > 0 && discordTurns > 0, webTurns + " web turns, " + discordTurns + " in Discord");
        table.awaitOver();
        Thread.sleep(1000);
        marks.add(discord.requests().size());
        for (int i = 0; i + 1 < marks.size(); i++) {
            assertEquals(1, table.postsSent(table.web, marks.get(i), marks.get(i + 1)),
                    "web move " + (i + 1) + " was posted once");
        }
        table.checkArchive(view);
        System.out.println("WEB-GAMES " + kind + " " + preset + ": " + view.plyCount() + " plies, " + webTurns
                + " web turns by clicking (" + page.clicks().parts + " parts, " + page.clicks().onBoard
                + " picked on the board first), " + discordTurns + " in Discord, " + view.game().outcome().orElseThrow()
                + ", " + millisSince(begun) + " ms");
    }

    /** Two people in the server's channel, a game between them in its thread. */
    private record Table(FakeUser discordSide, FakeUser web, Channel thread, long gameId) {

        static Table open(String kind, String preset, String first, String second) {
            FakeUser one = discord.user(first).in("blockade");
            FakeUser two = discord.user(second).in("blockade");
            Message challenge = one.slash("blockade", "challenge",
                    Map.of("game", kind, "opponent", two.account(), "variant", preset)).awaitReply(WAIT);
            Message accepted = two.click(challenge, "Accept").awaitReply(WAIT);
            Matcher thread = CHANNEL.matcher(accepted.content());
            assertTrue(thread.find(), "the game's thread is linked: " + accepted.content());
            long threadId = Long.parseUnsignedLong(thread.group(1));
            Channel channel = discord.channels(discord.guildId()).stream().filter(c -> c.id() == threadId)
                    .findFirst().orElseThrow();
            Message begins = discord.awaitMessage(m -> m.channelId() == threadId && GAME.matcher(m.content()).find(), WAIT);
            Matcher game = GAME.matcher(begins.content());
            assertTrue(game.find());
            return new Table(one.in(channel), two.in(channel), channel, Long.parseLong(game.group(1)));
        }

        GameView view() {
            return games.find(gameId).orElseThrow();
        }

        /** The challenger takes the side that moves first. */
        Side webSideOf(GameView view) {
            return view.firstSide().other();
        }

        void discordTurn(String turn) {
            Message answer = discordSide.slash("blockade", "move", Map.of("move", turn)).awaitReply(WAIT);
            assertFalse(answer.ephemeral(), "played, not refused: " + turn + " -> " + answer.content());
        }

        /** The game once it has moved on from {@code ply} plies (a turn and the dice it calls for). */
        GameView awaitBeyond(int ply) throws InterruptedException {
            long deadline = System.nanoTime() + WAIT.toNanos();
            while (true) {
                GameView view = view();
                if (view.plyCount() > ply) {
                    return view;
                }
                if (System.nanoTime() > deadline) {
                    fail("game " + gameId + " did not move on from ply " + ply);
                }
                Thread.sleep(10);
            }
        }

        long lastMessage() {
            return discord.messages(thread).stream().mapToLong(Message::id).max().orElse(0);
        }

        /** The bot's post of {@code player}'s move ("ada played B1-3."), the first in the thread after message {@code after}. */
        Message awaitPost(FakeUser player, long after) throws InterruptedException {
            String played = player.account().name() + " played ";
            long deadline = System.nanoTime() + WAIT.toNanos();
            while (true) {
                for (Message message : discord.messages(thread)) {
                    if (message.id() > after && message.author().bot() && message.content().startsWith(played)) {
                        return message;
                    }
                }
                if (System.nanoTime() > deadline) {
                    fail("no post of " + player.account().name() + "'s move in the thread; it holds "
                            + discord.messages(thread).stream().map(Message::content).toList());
                }
                Thread.sleep(5);
            }
        }

        /**
         * How many times the bot posted a move of {@code player} in the thread among its REST calls
         * from {@code from} to {@code to}: the calls, not the messages, whose text changes once a
         * board's turn buttons are settled.
         */
        long postsSent(FakeUser player, int from, int to) {
            String path = "/channels/" + Long.toUnsignedString(thread.id()) + "/messages";
            String played = player.account().name() + " played ";
            return discord.requests().subList(from, to).stream()
                    .filter(r -> r.method().equals("POST") && r.path().endsWith(path) && r.status() / 100 == 2
                            && r.body() != null && r.body().path("content").asText().startsWith(played))
                    .count();
        }

        /** The bot's last word on the game: its replay's link. */
        void awaitOver() {
            discord.awaitMessage(m -> m.channelId() == thread.id() && m.author().bot()
                    && m.content().contains("Replay of game " + gameId + ":"), WAIT);
        }

        /** Presses "Play on the web" under the latest board calling the web player, follows the link, opens the board. */
        WebPage openWeb() {
            Message board = discord.messages(thread).stream()
                    .filter(m -> m.author().bot() && m.mentions(web.account()) && hasButton(m, "Play on the web"))
                    .reduce((a, b) -> b).orElseThrow(() -> new AssertionError("no board calls " + web.account().name()));
            Message answer = web.click(board, "Play on the web").awaitReply(WAIT);
            assertTrue(answer.ephemeral(), "the link is shown to its player alone");
            Matcher link = LINK.matcher(answer.content());
            assertTrue(link.find(), answer.content());
            assertEquals(gameId, Long.parseLong(link.group(2)));
            browser.driver.get(link.group(1));
            browser.driver.findElement(By.cssSelector("form button[type=submit]")).click();
            return new WebPage(this, new Clicks());
        }

        /** The archive lists the finished game with its result. */
        void checkArchive(GameView view) {
            String kind = view.game().rules().id();
            JsonNode listed = null;
            for (JsonNode game : json(get(launcher.webUrl() + "api/games?game=" + kind))) {
                if (game.path("id").asLong() == gameId) {
                    listed = game;
                }
            }
            assertTrue(listed != null, "game " + gameId + " is in the archive");
            String page = get(launcher.webUrl() + "games/" + gameId);
            String reason = view.game().rules().describe(view.game().outcome().orElseThrow());
            assertTrue(page.contains(reason), "the game's page says how it ended: " + reason);
            assertTrue(get(launcher.webUrl() + "games?game=" + kind).contains("/games/" + gameId),
                    "the archive page lists game " + gameId);
        }
    }

    /** How many parts the web player clicked, and how many of them after picking on the board what they name. */
    private static final class Clicks {
        int parts;
        int onBoard;
    }

    /** The web player's own board in the browser. */
    private record WebPage(Table table, Clicks clicks) {

        private WebDriverWait await() {
            WebDriverWait wait = new WebDriverWait(browser.driver, WAIT, Duration.ofMillis(20));
            wait.ignoring(StaleElementReferenceException.class); // the page is swapped as moves arrive
            return wait;
        }

        /** Waits until the page shows the position after {@code ply} plies with the turn's first parts. */
        void awaitTurn(int ply) {
            await().until(d -> Boolean.TRUE.equals(browser.driver.executeScript(
                    "var b = document.getElementById('board'), c = document.getElementById('chooser');"
                            + "return !!b && b.getAttribute('data-ply') === arguments[0] && !!c && !c.hidden"
                            + " && document.querySelectorAll('#parts button').length > 0;", String.valueOf(ply))));
        }

        /**
         * Clicks the turn's parts one by one: on the board the first thing the part names, which
         * leaves the parts naming it, then the part; a part naming nothing on the board ("end",
         * "leap") straight from the list.
         */
        void build(List<String> parts) {
            for (int i = 0; i < parts.size(); i++) {
                String part = parts.get(i);
                if (pickOnTheBoard(part)) {
                    clicks.onBoard++;
                }
                clicks.parts++;
                int index = buttonIndex(part);
                assertTrue(index >= 0, "the part " + part + " is offered after the click: " + shownParts());
                nth("#parts button", index).click();
                int chosen = i + 1;
                await().until(d -> Long.valueOf(chosen).equals(browser.driver.executeScript(
                        "return document.querySelectorAll('#chosen li').length;")));
            }
            await().until(d -> d.findElement(By.id("review")).isEnabled());
        }

        /**
         * Clicks the first thing on the board that the part names, where it shows; false when the
         * part names nothing there.
         */
        private boolean pickOnTheBoard(String part) {
            @SuppressWarnings("unchecked")
            List<String> names = (List<String>) browser.driver.executeScript("return Array.prototype.map.call("
                    + "document.querySelectorAll(arguments[0]), function (e) { return e.getAttribute('data-square')"
                    + " || e.getAttribute('data-row') || e.getAttribute('data-wall'); });", PICKABLE);
            for (int i = 0; i < names.size(); i++) {
                if (!names(part, names.get(i))) {
                    continue;
                }
                WebElement thing = nth(PICKABLE, i);
                try {
                    thing.click();
                } catch (ElementClickInterceptedException e) {
                    // Its middle is covered (a walls groove's by the crossing one): a quarter along it, as a person aims.
                    Rectangle box = thing.getRect();
                    boolean wide = box.getWidth() >= box.getHeight();
                    new Actions(browser.driver).moveToElement(thing, wide ? -box.getWidth() / 4 : 0,
                            wide ? 0 : -box.getHeight() / 4).click().perform();
                } catch (ElementNotInteractableException e) {
                    continue; // nothing there to click (an empty group): the next thing the part names
                }
                String wanted = names.get(i);
                await().until(d -> wanted.equals(browser.driver.executeScript(
                        "var p = document.querySelector('#board .picked'); return p && (p.getAttribute('data-square')"
                                + " || p.getAttribute('data-row') || p.getAttribute('data-wall'));")));
                return true;
            }
            return false;
        }

        /** The {@code index}th element {@code selector} finds (fetched alone: a walls board has hundreds). */
        private static WebElement nth(String selector, int index) {
            return (WebElement) browser.driver.executeScript("return document.querySelectorAll(arguments[0])[arguments[1]];",
                    selector, index);
        }

        private int buttonIndex(String part) {
            return ((Long) browser.driver.executeScript("return Array.prototype.map.call("
                    + "document.querySelectorAll('#parts button'), function (b) { return b.textContent; })"
                    + ".indexOf(arguments[0]);", part)).intValue();
        }

        private Object shownParts() {
            return browser.driver.executeScript("return Array.prototype.map.call("
                    + "document.querySelectorAll('#parts button'), function (b) { return b.textContent; });");
        }

        /** "Send…", then "Confirm and send": returns when it was confirmed (System.nanoTime()). */
        long confirm() {
            String command = browser.driver.findElement(By.id("command")).getAttribute("value");
            browser.driver.findElement(By.id("review")).click();
            assertEquals(command, browser.driver.findElement(By.id("confirm-command")).getText());
            long confirmed = System.nanoTime();
            browser.driver.findElement(By.id("confirm-send")).click();
            return confirmed;
        }
    }

    /** Whether a part's notation names a square, row or wall, as the board script decides it. */
    static boolean names(String part, String name) {
        return Pattern.compile("(^|[^0-9])" + Pattern.quote(name) + "($|[^0-9])", Pattern.CASE_INSENSITIVE)
                .matcher(part).find();
    }

    /** A turn as one command, and as the parts the web board offers one by one. */
    private record Turn(String command, List<String> parts) {
    }

    /**
     * How both players choose: the turn the rules' computer player of {@code level} plays, made
     * afresh with {@code seed} for every turn, so each position has one choice (the seed picked for
     * a game of few plies).
     */
    private record Policy(String level, long seed) {
        Turn turn(Game<?, ?> game) throws Rejection {
            return choose(game, this);
        }
    }

    private static <P, M> Turn choose(Game<P, M> game, Policy policy) throws Rejection {
        Rules<P, M> rules = game.rules();
        ComputerPlayer<P, M> computer = rules.computer(policy.level(), policy.seed());
        P position = game.position();
        List<M> moves = SelfPlay.turn(rules, computer, position);
        List<String> parts = new ArrayList<>();
        P current = position;
        for (M move : moves) {
            parts.add(rules.formatMove(current, move));
            current = rules.play(current, move);
        }
        return new Turn(rules.formatTurn(position, moves), parts);
    }

    private static boolean hasButton(Message message, String label) {
        return message.components().stream().anyMatch(c -> label.equals(c.label()));
    }

    private static String get(String url) {
        try {
            HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(url)).timeout(WAIT).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, response.statusCode(), url + ": " + response.body());
            return response.body();
        } catch (IOException e) {
            throw new AssertionError(url + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    private static JsonNode json(String text) {
        try {
            return JSON.readTree(text).path("games");
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + text, e);
        }
    }

    private static long millisSince(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - nanos);
    }

    private static void deleteTree(Path root) throws IOException {
        if (Files.exists(root)) {
            try (Stream<Path> paths = Files.walk(root)) {
                for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            }
        }
    }
}
