package games.blockade.web.player;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import games.blockade.web.language.Words;
import java.util.List;
import java.util.Locale;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class RatingChartTest {

    private static final Words ENGLISH = Words.in(Locale.ENGLISH);

    private static final Instant DAY_ONE = Instant.parse("2026-03-01T12:00:00Z");
    private static final Instant DAY_TWO = Instant.parse("2026-03-02T12:00:00Z");
    private static final Instant DAY_THREE = Instant.parse("2026-03-05T12:00:00Z");

    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void noHistoryDrawsNothing() {
        assertThat(RatingChart.draw("c", List.of(), ENGLISH).html()).isEmpty();
    }

    @Test
    void theChartIsWellFormedSvgDescribedForScreenReaders() throws Exception {
        String svg = RatingChart.draw("blitz", List.of(new RatingChart.Point(DAY_ONE, 1500, 350),
                new RatingChart.Point(DAY_TWO, 1662, 290), new RatingChart.Point(DAY_THREE, 1590, 240)), ENGLISH).html();
        Element root = parse(svg).getDocumentElement();
        assertThat(root.getAttribute("role")).isEqualTo("img");
        assertThat(root.getAttribute("aria-labelledby")).isEqualTo("blitz-title blitz-desc");
        assertThat(root.getElementsByTagName("desc").item(0).getTextContent())
                .isEqualTo("3 games from 1 Mar 2026 to 5 Mar 2026: rating from 1500 to 1590.");
        assertThat(root.getElementsByTagName("circle").getLength()).isEqualTo(3);
        assertThat(svg).doesNotContain("style");
    }

    @Test
    void aGermanChartSaysItsTitleDatesAndPointsInGerman() throws Exception {
        Element root = parse(RatingChart.draw("blitz", List.of(new RatingChart.Point(DAY_ONE, 1500, 350),
                new RatingChart.Point(DAY_THREE, 1590, 240)), Words.in(Locale.GERMAN)).html()).getDocumentElement();
        assertThat(root.getElementsByTagName("title").item(0).getTextContent()).isEqualTo("Wertungsverlauf");
        assertThat(root.getElementsByTagName("desc").item(0).getTextContent())
                .isEqualTo("2 Partien vom 1. März 2026 bis 5. März 2026: Wertung von 1500 auf 1590.");
        assertThat(root.getElementsByTagName("title").item(2).getTextContent())
                .isEqualTo("1590 ± 480 nach der Partie vom 5. März 2026");
    }

    @Test
    void higherRatingsAreDrawnHigher() throws Exception {
        Element root = parse(RatingChart.draw("c", List.of(new RatingChart.Point(DAY_ONE, 1400, 60),
                new RatingChart.Point(DAY_TWO, 1700, 60)), ENGLISH).html()).getDocumentElement();
        Element low = (Element) root.getElementsByTagName("circle").item(0);
        Element high = (Element) root.getElementsByTagName("circle").item(1);
        assertThat(Double.parseDouble(high.getAttribute("cy"))).isLessThan(Double.parseDouble(low.getAttribute("cy")));
        assertThat(Double.parseDouble(high.getAttribute("cx"))).isGreaterThan(Double.parseDouble(low.getAttribute("cx")));
    }

    @Test
    void oneGameIsADotOnABarOfTwoDeviationsNotABand() throws Exception {
        List<RatingChart.Point> one = List.of(new RatingChart.Point(DAY_ONE, 1500, 100));
        Element root = parse(RatingChart.draw("c", one, ENGLISH).html()).getDocumentElement();
        assertThat(root.getElementsByTagName("polygon").getLength()).as("no band").isZero();
        assertThat(root.getElementsByTagName("polyline").getLength()).as("no line").isZero();
        Element bar = (Element) root.getElementsByTagName("line").item(root.getElementsByTagName("line").getLength() - 3);
        Element dot = (Element) root.getElementsByTagName("circle").item(0);
        assertThat(bar.getAttribute("x1")).isEqualTo(bar.getAttribute("x2")).isEqualTo(dot.getAttribute("cx"));
        double top = Double.parseDouble(bar.getAttribute("y1"));
        double bottom = Double.parseDouble(bar.getAttribute("y2"));
        double middle = Double.parseDouble(dot.getAttribute("cy"));
        assertThat(middle - top).isCloseTo(bottom - middle, org.assertj.core.data.Offset.offset(0.2)).isPositive();
        assertThat(RatingChart.caption(one, games.blockade.web.language.Words.in(java.util.Locale.ENGLISH))).contains("the bar").doesNotContain("band");
        assertThat(RatingChart.caption(List.of(one.get(0), new RatingChart.Point(DAY_TWO, 1560, 90)),
                games.blockade.web.language.Words.in(java.util.Locale.ENGLISH))).contains("the band");
    }

    @Test
    void theBandCoversTwoDeviationsAndTheAxisIncludesIt() throws Exception {
        Element root = parse(RatingChart.draw("c", List.of(new RatingChart.Point(DAY_ONE, 1500, 100)), ENGLISH).html())
                .getDocumentElement();
        List<String> labels = new java.util.ArrayList<>();
        for (int i = 0; i < root.getElementsByTagName("text").getLength(); i++) {
            labels.add(root.getElementsByTagName("text").item(i).getTextContent());
        }
        assertThat(labels).contains("1300", "1700");
        Element dot = (Element) root.getElementsByTagName("circle").item(0);
        assertThat(dot.getTextContent()).isEqualTo("1500 ± 200 after the game of 1 Mar 2026");
        assertThat(Double.parseDouble(dot.getAttribute("cx"))).isEqualTo((48 + 640 - 12) / 2.0);
    }

    @Test
    void coordinatesReadAsTheFormatterWroteThemToOneDecimal() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(11);
        for (int i = 0; i < 200_000; i++) {
            double value = random.nextInt(4) == 0 ? random.nextInt(-5000, 5000) / 20.0 : random.nextDouble(-50, 700);
            assertThat(RatingChart.num(value)).as("%s", value)
                    .isEqualTo(String.format(java.util.Locale.ROOT, "%.1f", value));
        }
        for (double value : new double[] {-0.04, -0.0, 0.0, -217.05, 217.05, 0.05, 999.95}) {
            assertThat(RatingChart.num(value)).isEqualTo(String.format(java.util.Locale.ROOT, "%.1f", value));
        }
    }
}
