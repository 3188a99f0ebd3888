package games.blockade.fakediscord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import org.junit.jupiter.api.Test;

/**
 * Load against the JDA test bot: many people at a steady rate, text answers and picture answers. The
 * figures are printed; they are noisy on a shared 2-core machine, so only completeness is asserted.
 */
class LoadDriverTest {
    // Modest, so that it holds on a busy 2-core machine: Discord (and JDA) drop interactions not answered
    // within 3 s. Heavier runs: raise these, e.g. 50 people at 50 per second.
    private static final int PEOPLE = 10;
    private static final double RATE = 5;
    private static final int TOTAL = 40;

    @Test
    void percentilesAreNearestRank() {
        List<Duration> values = java.util.stream.IntStream.rangeClosed(1, 200).mapToObj(Duration::ofMillis).toList();
        assertEquals(Duration.ofMillis(100), LoadDriver.percentile(values, 50));
        assertEquals(Duration.ofMillis(190), LoadDriver.percentile(values, 95));
        assertEquals(Duration.ofMillis(198), LoadDriver.percentile(values, 99));
        assertEquals(Duration.ofMillis(200), LoadDriver.percentile(values, 100));
        assertEquals(Duration.ZERO, LoadDriver.percentile(List.of(), 50));
    }

    @Test
    void everyCommandOfManyPeopleIsAnsweredWithAndWithoutPictures() throws InterruptedException {
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options())) {
            JDA jda = JdaConnection.pointAt(JDABuilder.createLight(discord.token()), discord.apiUrl(),
                    discord.gatewayUrl()).addEventListeners(new TestBot()).build().awaitReady();
            try {
                discord.awaitCommands(Duration.ofSeconds(10));
                LoadDriver driver = new LoadDriver(discord);
                LoadDriver.Report text = driver.run(PEOPLE, RATE, TOTAL, Duration.ofSeconds(15),
                        (person, turn) -> new LoadDriver.Command("blockade", "ping", Map.of()));
                LoadDriver.Report pictures = driver.run(PEOPLE, RATE, TOTAL, Duration.ofSeconds(15),
                        (person, turn) -> new LoadDriver.Command("blockade", "board", Map.of()));
                System.out.println("load, text answers:    " + text);
                System.out.println("load, picture answers: " + pictures);

                for (LoadDriver.Report report : List.of(text, pictures)) {
                    assertEquals(TOTAL, report.answered(), report.toString());
                    assertTrue(report.p50().compareTo(report.p95()) <= 0 && report.p95().compareTo(report.p99()) <= 0);
                }
                assertEquals(TOTAL, discord.allMessages().stream().filter(m -> !m.attachments().isEmpty()).count());
            } finally {
                jda.shutdownNow();
            }
        }
    }
}
