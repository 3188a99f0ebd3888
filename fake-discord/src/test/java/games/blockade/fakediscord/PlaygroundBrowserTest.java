package games.blockade.fakediscord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/** A person uses the playground page in headless Chromium against a real JDA bot. */
class PlaygroundBrowserTest {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    private static FakeDiscord discord;
    private static JDA jda;
    private static ChromeDriver browser;
    private static Path profile;
    private static WebDriverWait wait;

    @BeforeAll
    static void open() throws Exception {
        boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
        if (!present && "true".equals(System.getenv("BLOCKADE_REQUIRE_SERVICES"))) {
            Assertions.fail("chromium and chromium-driver are required here: apt-get install chromium chromium-driver");
        }
        Assumptions.assumeTrue(present, "chromium or chromedriver missing; browser tests skipped");

        discord = FakeDiscord.start(FakeDiscord.options());
        List.of("alice", "bob").forEach(discord::user);
        jda = JdaConnection.pointAt(JDABuilder.createLight(discord.token()), discord.apiUrl(), discord.gatewayUrl())
                .addEventListeners(new TestBot()).build().awaitReady();
        discord.awaitCommands(Duration.ofSeconds(10));

        profile = Files.createTempDirectory("playground-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + profile, "--window-size=1200,900");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
        wait = new WebDriverWait(browser, Duration.ofSeconds(20));
        wait.ignoring(StaleElementReferenceException.class).ignoring(java.util.NoSuchElementException.class);
        browser.get(discord.playgroundUrl());
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("user-select"), "alice"));
    }

    @AfterAll
    static void close() throws IOException {
        if (browser != null) {
            browser.quit();
        }
        if (jda != null) {
            jda.shutdownNow();
        }
        if (discord != null) {
            discord.close();
        }
        if (profile != null) {
            try (var files = Files.walk(profile)) {
                files.sorted(java.util.Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
    }

    private static WebElement input() {
        return browser.findElement(By.id("input"));
    }

    private static void awaitSuggestion(String label) {
        wait.until(d -> d.findElements(By.cssSelector("#suggestions li")).stream()
                .anyMatch(li -> li.getText().startsWith(label)));
    }

    /** The id of the newest message showing the text; the page redraws, so tests hold ids, not elements. */
    private static String awaitMessage(String text) {
        return wait.until(d -> d.findElements(By.cssSelector("#messages .message")).stream()
                .filter(m -> m.getText().contains(text)).map(m -> m.getAttribute("data-id"))
                .reduce((a, b) -> b).orElse(null));
    }

    private static WebElement message(String id) {
        return browser.findElement(By.cssSelector(".message[data-id='" + id + "']"));
    }

    private static String messageText(String id) {
        return wait.until(d -> message(id).getText());
    }

    @Test
    void typingACommandOffersCommandsSubcommandsOptionsAndTheBotsChoices() {
        input().clear();
        input().sendKeys("/blo");
        awaitSuggestion("/blockade");
        input().sendKeys(Keys.TAB);
        wait.until(d -> input().getAttribute("value").equals("/blockade "));
        input().sendKeys("mo");
        awaitSuggestion("/blockade move");
        input().sendKeys(Keys.TAB);
        awaitSuggestion("move:");
        input().sendKeys(Keys.TAB);
        wait.until(d -> input().getAttribute("value").equals("/blockade move move:"));
        input().sendKeys("c");
        awaitSuggestion("C2-3");
        input().sendKeys(Keys.TAB);
        wait.until(d -> input().getAttribute("value").equals("/blockade move move:C2-3 "));
        input().sendKeys(Keys.ENTER);

        String reply = awaitMessage("played C2-3");
        assertTrue(messageText(reply).contains("alice used /blockade move"), messageText(reply));
        assertEquals("@alice", wait.until(d -> message(reply).findElement(By.cssSelector(".content .mention"))
                .getText()));
    }

    @Test
    void boardPictureButtonsMenusAndEphemeralRepliesWork() throws IOException {
        input().clear();
        input().sendKeys("/blockade board" + Keys.ENTER);
        String board = awaitMessage("Retreat to Advance");
        String pictureWidth = "const i = document.querySelector(\".message[data-id='" + board
                + "'] .embed img\"); return i && i.complete ? i.naturalWidth : 0;";
        wait.until(d -> ((Number) browser.executeScript(pictureWidth)).intValue() > 0);
        assertEquals(100L, browser.executeScript(pictureWidth));

        wait.until(d -> {
            new Select(message(board).findElement(By.cssSelector("select[data-custom-id='pick-move']")))
                    .selectByValue("BB3-5");
            return true;
        });
        String picked = awaitMessage("You picked BB3-5");
        assertTrue(messageText(picked).contains("Only you can see this"));

        wait.until(d -> {
            message(board).findElement(By.cssSelector("button[data-custom-id='refresh']")).click();
            return true;
        });
        wait.until(d -> messageText(board).contains("Refreshed by alice"));

        Path shot = Path.of("target", "playground.png");
        Files.copy(browser.getScreenshotAs(OutputType.FILE).toPath(), shot, StandardCopyOption.REPLACE_EXISTING);

        new Select(browser.findElement(By.id("user-select"))).selectByVisibleText("bob");
        wait.until(d -> messageText(board).contains("Refreshed by alice")
                && !d.findElement(By.id("messages")).getText().contains("You picked BB3-5"));
        new Select(browser.findElement(By.id("user-select"))).selectByVisibleText("alice");
    }

    @Test
    void aThreadTheBotOpensAppearsInTheSidebarAndCanBeOpened() {
        input().clear();
        input().sendKeys("/blockade thread name:alice-vs-bob" + Keys.ENTER);
        wait.until(d -> {
            d.findElements(By.cssSelector("#channels li.thread")).stream()
                    .filter(li -> li.getText().contains("alice-vs-bob")).findFirst().orElseThrow().click();
            return true;
        });
        awaitMessage("Game on");
        assertEquals("#alice-vs-bob", wait.until(d -> d.findElement(By.id("channel-title")).getText()));
        wait.until(d -> {
            d.findElements(By.cssSelector("#channels li.channel")).get(0).click();
            return true;
        });
    }

    @Test
    void aRefusedCommandShowsWhy() {
        input().clear();
        input().sendKeys("/blockade castle" + Keys.ENTER);
        WebElement error = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
        assertTrue(error.getText().contains("has no subcommand 'castle'"), error.getText());
    }
}
