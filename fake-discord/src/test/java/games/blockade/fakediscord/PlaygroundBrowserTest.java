package games.blockade.fakediscord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.entities.channel.concrete.TextChannel;
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
    // Kolkata is five and a half hours from UTC, so a date drawn in the wrong zone shows other digits (and here
    // another day) than the ones expected.
    private static final String TIME_ZONE = "Asia/Kolkata";
    private static final long UNIX = 1795820272L;   // Saturday, November 28, 2026 4:27:52 AM in Kolkata
    private static final String BOARD = "   a b c\n 1 ● · ○\n 2 · ■  \n   <b>x</b>";
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
        discord.playgroundPeople(List.of("alice", "bob"));
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
        browser.executeCdpCommand("Emulation.setTimezoneOverride", Map.of("timezoneId", TIME_ZONE));
        browser.executeCdpCommand("Emulation.setLocaleOverride", Map.of("locale", "en-US"));
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

    private static void showChannel(String name) {
        wait.until(d -> {
            d.findElements(By.cssSelector("#channels li.channel")).stream()
                    .filter(li -> li.getText().equals("# " + name)).findFirst().orElseThrow().click();
            return d.findElement(By.id("channel-title")).getText().equals("#" + name);
        });
    }

    private static TextChannel general() {
        return jda.getTextChannelById(discord.channel("general").id());
    }

    /** Posts as the bot in #general, shown in the page, and waits until the page draws it. */
    private static String botSays(String content) {
        showChannel("general");
        String id = general().sendMessage(content).complete().getId();
        wait.until(d -> !d.findElements(By.cssSelector(".message[data-id='" + id + "']")).isEmpty());
        return id;
    }

    private static String text(String messageId, String css) {
        return wait.until(d -> message(messageId).findElement(By.cssSelector(css)).getDomProperty("textContent"));
    }

    private static List<String> texts(String messageId, String css) {
        return wait.until(d -> message(messageId).findElements(By.cssSelector(css)).stream()
                .map(e -> e.getDomProperty("textContent")).toList());
    }

    @Test
    void discordMarkupIsDrawnAsDiscordDrawsIt() throws IOException {
        String id = botSays("**bold** *italic* __under__ ~~struck~~ `code` ||hidden|| \\*plain\\* snake_case_name\n"
                + "```text\n" + BOARD + "\n```\n"
                + "> quoted **too**\n# Heading\n-# small print\n- first\n- second\n  - nested\n3. third\n"
                + "[the rules](https://example.com/rules) and https://example.org/x.");

        assertEquals("bold", text(id, ".content strong"));
        assertEquals("italic", text(id, ".content em"));
        assertEquals("under", text(id, ".content u"));
        assertEquals("struck", text(id, ".content s"));
        assertEquals("code", text(id, ".content code.inline"));
        assertEquals("hidden", text(id, ".content .spoiler"));
        assertEquals(BOARD, text(id, ".content pre > code"));
        assertEquals("text", message(id).findElement(By.cssSelector("pre > code")).getAttribute("data-language"));
        assertTrue(message(id).findElement(By.cssSelector("pre > code")).getCssValue("font-family")
                .contains("monospace"));
        assertEquals("quoted too", text(id, ".content blockquote"));
        assertEquals("too", text(id, ".content blockquote strong"));
        assertEquals("Heading", text(id, ".content h1"));
        assertEquals("small print", text(id, ".content .subtext"));
        assertEquals(2, message(id).findElements(By.cssSelector(".content > ul > li")).size());
        assertEquals("first", text(id, ".content > ul > li"));
        assertEquals("nested", text(id, ".content > ul > li:nth-child(2) > ul > li"));
        assertEquals("third", text(id, ".content ol[start='3'] li"));
        assertEquals(List.of("https://example.com/rules", "https://example.org/x"),
                message(id).findElements(By.cssSelector(".content a")).stream()
                        .map(a -> a.getAttribute("href")).toList());
        assertEquals(List.of("the rules", "https://example.org/x"), texts(id, ".content a"));

        String shown = messageText(id);
        assertTrue(shown.contains("*plain* snake_case_name"), shown);
        assertFalse(shown.contains("**") || shown.contains("```") || shown.contains("> quoted")
                || shown.contains("# Heading"), shown);

        Path shot = Path.of("target", "playground-markup.png");
        Files.copy(browser.getScreenshotAs(OutputType.FILE).toPath(), shot, StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void timestampsShowInTheViewersZoneAndRelativeOnesKeepUp() {
        long now = System.currentTimeMillis() / 1000;
        String id = botSays("<t:" + UNIX + ":t> <t:" + UNIX + ":T> <t:" + UNIX + ":d> <t:" + UNIX + ":D> <t:" + UNIX
                + ":f> <t:" + UNIX + ":F> <t:" + UNIX + "> <t:" + (now + 3 * 3600 + 600) + ":R> <t:" + (now + 8)
                + ":R> <t:" + UNIX + ":X>");

        assertEquals(List.of("4:27 AM", "4:27:52 AM", "11/28/2026", "November 28, 2026",
                "November 28, 2026 4:27 AM", "Saturday, November 28, 2026 4:27 AM", "November 28, 2026 4:27 AM",
                "in 3 hours"), texts(id, "time").subList(0, 8));
        assertEquals("Saturday, November 28, 2026 4:27 AM",
                message(id).findElement(By.cssSelector("time")).getAttribute("title"));
        assertTrue(messageText(id).endsWith("<t:" + UNIX + ":X>"), "an unknown style stays text");

        By soon = By.cssSelector(".message[data-id='" + id + "'] time:nth-of-type(9)");
        assertTrue(browser.findElement(soon).getText().startsWith("in "), browser.findElement(soon).getText());
        wait.until(d -> d.findElement(soon).getText().endsWith(" ago"));
    }

    @Test
    void mentionsShowNamesAndAChannelMentionOpensTheChannel() {
        long alice = discord.user("alice").account().id();
        long bob = discord.user("bob").account().id();
        String id = botSays("<@" + alice + "> <@!" + bob + "> <@&" + discord.guildId() + "> <#"
                + discord.channel("blockade").id() + "> <@12345> <:blockade:123456789012345678> @here");

        assertEquals(List.of("@alice", "@bob", "@everyone", "#blockade", "@unknown-user", "@here"),
                texts(id, ".content .mention"));
        assertEquals(":blockade:", text(id, ".content .emoji"));

        message(id).findElement(By.cssSelector(".mention[data-channel]")).click();
        wait.until(d -> d.findElement(By.id("channel-title")).getText().equals("#blockade"));
        showChannel("general");
    }

    @Test
    void embedsRenderMarkupInTitlesDescriptionsAndFieldValues() {
        showChannel("general");
        String id = general().sendMessageEmbeds(new EmbedBuilder().setTitle("**Retreat** to *Advance*")
                .setDescription("Position:\n```\n" + BOARD + "\n```")
                .addField("__Clock__", "<@" + discord.user("alice").account().id() + "> moves by <t:" + UNIX + ":D>",
                        false)
                .setFooter("**not markup** here").build()).complete().getId();

        assertEquals("Retreat", text(id, ".embed-title strong"));
        assertEquals("Advance", text(id, ".embed-title em"));
        assertEquals(BOARD, text(id, ".embed .content pre > code"));
        assertEquals("Clock", text(id, ".embed-field b u"));
        assertEquals("@alice", text(id, ".embed-field .mention"));
        assertEquals("November 28, 2026", text(id, ".embed-field time"));
        assertEquals("**not markup** here", text(id, ".embed .note"));
    }

    @Test
    void whatPeopleAndTheBotWriteNeverBecomesHtml() {
        showChannel("general");
        String hostile = "<img src=x onerror=\"window.pwned=1\"> **<script>window.pwned=2</script>**";
        input().clear();
        input().sendKeys(hostile + Keys.ENTER);
        String said = awaitMessage("<img src=x");
        assertEquals("<script>window.pwned=2</script>", text(said, ".content strong"));
        assertTrue(messageText(said).contains("<img src=x onerror=\"window.pwned=1\">"), messageText(said));
        assertTrue(message(said).findElements(By.cssSelector("img, script")).isEmpty());

        String id = botSays("[click](javascript:window.pwned=3) <t:1:F\"><img src=x onerror=window.pwned=4>> "
                + "`<b>code</b>` ```\n<svg onload=window.pwned=5>\n```");
        assertTrue(message(id).findElements(By.cssSelector("a, img, svg, b")).isEmpty());
        assertEquals("<svg onload=window.pwned=5>", text(id, "pre > code"));
        assertEquals("<b>code</b>", text(id, "code.inline"));
        assertNull(browser.executeScript("return window.pwned"));
    }

    @Test
    void longRunsOfMarkersAreDrawnAtOnce() {
        // Italic patterns whose parts overlap backtrack for about a minute on these, and for hours on longer runs.
        String stars = "*x" + "**a".repeat(44);
        String underscores = "_x" + "__a".repeat(44);
        @SuppressWarnings("unchecked")
        List<Object> drawn = (List<Object>) browser.executeScript("const none = () => null;"
                + "const names = { user: none, role: none, channel: none };"
                + "const start = performance.now();"
                + "const counts = [[arguments[0], 'strong'], [arguments[1], 'u']].map(([text, tag]) => {"
                + "  const box = document.createElement('div');"
                + "  box.append(Markup.render(text, names));"
                + "  return [box.querySelectorAll('em').length, box.querySelectorAll(tag).length]; });"
                + "return [performance.now() - start, counts];", stars, underscores);
        assertEquals(List.of(List.of(0L, 22L), List.of(0L, 22L)), drawn.get(1));
        double millis = ((Number) drawn.get(0)).doubleValue();
        assertTrue(millis < 1000, millis + " ms");
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
    void thePeopleShareAGroupDmWhereOnlyCommandsRegisteredForItAreOffered() {
        wait.until(d -> {
            d.findElements(By.cssSelector("#dms li")).stream().filter(li -> li.getText().equals("👥 alice, bob"))
                    .findFirst().orElseThrow().click();
            return d.findElement(By.id("channel-title")).getText().equals("👥 alice, bob");
        });
        input().clear();
        input().sendKeys("/blockade ping" + Keys.ENTER);
        WebElement error = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
        assertTrue(error.getText().contains("is not offered in a PRIVATE_CHANNEL"), error.getText());
        showChannel("general");
    }

    @Test
    void aRefusedCommandShowsWhy() {
        input().clear();
        input().sendKeys("/blockade castle" + Keys.ENTER);
        WebElement error = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
        assertTrue(error.getText().contains("has no subcommand 'castle'"), error.getText());
    }
}
