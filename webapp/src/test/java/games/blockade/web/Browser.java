package games.blockade.web;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.logging.Level;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Headless Chromium driven by the system's chromedriver (Debian's {@code chromium} and
 * {@code chromium-driver}); nothing is downloaded. Where they are missing the browser tests skip,
 * unless {@code BLOCKADE_REQUIRE_SERVICES=true} (CI), where that is a failure.
 */
public final class Browser implements AutoCloseable {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

    public final ChromeDriver driver;
    private final Path profile;
    private final Path screenshots;

    private Browser(ChromeDriver driver, Path profile, Path screenshots) {
        this.driver = driver;
        this.profile = profile;
        this.screenshots = screenshots;
    }

    public static Browser open() {
        return open(java.util.Optional.empty());
    }

    /**
     * A browser whose person reads {@code acceptLanguage}, sent with every request as the language
     * list in its settings sends it (set through the DevTools protocol: headless Chromium sends its
     * own otherwise).
     */
    static Browser open(String acceptLanguage) {
        return open(java.util.Optional.of(acceptLanguage));
    }

    private static Browser open(java.util.Optional<String> acceptLanguage) {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(CHROMEDRIVER)) {
            String missing = "headless Chromium needs " + CHROMIUM + " and " + CHROMEDRIVER
                    + " (apt-get install chromium chromium-driver)";
            if ("true".equals(System.getenv("BLOCKADE_REQUIRE_SERVICES"))) {
                Assertions.fail(missing);
            }
            Assumptions.abort(missing);
        }
        try {
            Path profile = Files.createTempDirectory("chromium-profile");
            ChromeOptions options = new ChromeOptions();
            options.setBinary(CHROMIUM.toFile());
            options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--disable-dev-shm-usage", "--user-data-dir=" + profile, "--window-size=1280,900");
            LoggingPreferences logs = new LoggingPreferences();
            logs.enable(LogType.BROWSER, Level.ALL);
            options.setCapability("goog:loggingPrefs", logs);
            ChromeDriverService service = new ChromeDriverService.Builder()
                    .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
            ChromeDriver driver = new ChromeDriver(service, options);
            driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
            acceptLanguage.ifPresent(languages -> {
                driver.executeCdpCommand("Network.enable", java.util.Map.of());
                driver.executeCdpCommand("Network.setExtraHTTPHeaders",
                        java.util.Map.of("headers", java.util.Map.of("Accept-Language", languages)));
            });
            Path screenshots = Path.of(System.getProperty("blockade.screenshots", "target/screenshots"));
            Files.createDirectories(screenshots);
            return new Browser(driver, profile, screenshots);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void size(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
    }

    /** Sizes the window so that the page itself gets width × height, as a screen of that size shows it. */
    public void viewport(int width, int height) {
        size(width, height);
        @SuppressWarnings("unchecked")
        java.util.List<Long> inner = (java.util.List<Long>) driver.executeScript("return [window.innerWidth, window.innerHeight];");
        size(2 * width - inner.get(0).intValue(), 2 * height - inner.get(1).intValue());
    }

    /** Saves what the page looks like, to be looked at by a person. */
    public void screenshot(String name) {
        File shot = driver.getScreenshotAs(OutputType.FILE);
        try {
            Files.copy(shot.toPath(), screenshots.resolve(name + ".png"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Console errors since the last call: blocked scripts or styles, failed loads. */
    public List<String> consoleErrors() {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(entry -> entry.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::getMessage).toList();
    }

    @Override
    public void close() {
        driver.quit();
        try (var files = Files.walk(profile)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
