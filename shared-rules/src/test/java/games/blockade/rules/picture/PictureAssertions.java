package games.blockade.rules.picture;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Checks of pictures for the games' tests: the SVG parsed as XML, pixels sampled from the raster. */
public final class PictureAssertions {

    private PictureAssertions() {
    }

    /** The scene's SVG, parsed; it must be well-formed and carry a title and a description. */
    public static Document svg(Scene scene) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document document = factory.newDocumentBuilder()
                .parse(new ByteArrayInputStream(Svg.write(scene).getBytes(StandardCharsets.UTF_8)));
        assertEquals(scene.title(), document.getElementsByTagName("title").item(0).getTextContent());
        assertEquals(scene.description(), document.getElementsByTagName("desc").item(0).getTextContent());
        return document;
    }

    /** The groups of a class, e.g. every {@code stack}. */
    public static List<Element> groups(Document svg, String kind) {
        List<Element> out = new ArrayList<>();
        NodeList all = svg.getElementsByTagName("g");
        for (int i = 0; i < all.getLength(); i++) {
            Element group = (Element) all.item(i);
            if (group.getAttribute("class").equals(kind)) {
                out.add(group);
            }
        }
        return out;
    }

    /** The groups of a class keyed by one data attribute, each described by {@code value}. */
    public static Map<String, String> byData(Document svg, String kind, String key, Function<Element, String> value) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Element group : groups(svg, kind)) {
            String previous = out.put(group.getAttribute("data-" + key), value.apply(group));
            assertTrue(previous == null, "two " + kind + " groups for " + key + " " + group.getAttribute("data-" + key));
        }
        return out;
    }

    /** The scene drawn at one pixel per unit, so pixels sit at scene coordinates. */
    public static BufferedImage raster(Scene scene) {
        return Raster.draw(scene, (int) scene.width());
    }

    public static void assertColour(Colour expected, BufferedImage image, double x, double y, String what) {
        int rgb = image.getRGB((int) Math.round(x), (int) Math.round(y)) & 0xFFFFFF;
        assertEquals(expected.hex(), new Colour(rgb).hex(), what + " at " + Math.round(x) + "," + Math.round(y));
    }

    /** PNG sizes the bot can post: legible at 400 px, detailed at 800 px, each well under 200 KB. */
    public static void assertPostable(Scene scene) {
        for (int width : new int[]{400, 800}) {
            byte[] png = Png.write(scene, width);
            assertTrue(png.length < 200 * 1024, "a " + width + " px PNG of " + png.length + " bytes");
        }
    }
}
