package games.blockade.rules.picture;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SvgTest {

    static Document parse(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void hasATitleAndADescriptionForScreenReaders() throws Exception {
        Document svg = parse(Svg.write(Samples.squareAndDisc("a & b")));
        Element root = svg.getDocumentElement();
        assertEquals("svg", root.getLocalName());
        assertEquals("title desc", root.getAttribute("aria-labelledby"));
        assertEquals("Sample <a & b>", svg.getElementsByTagName("title").item(0).getTextContent());
        assertEquals("A red square & a blue disc", svg.getElementsByTagName("desc").item(0).getTextContent());
        assertEquals("0 0 200 120", root.getAttribute("viewBox"));
    }

    @Test
    void groupsCarryTheirKindIdDataAndTitle() throws Exception {
        Document svg = parse(Svg.write(Samples.squareAndDisc("x")));
        NodeList groups = svg.getElementsByTagName("g");
        assertEquals(2, groups.getLength());
        Element right = (Element) groups.item(1);
        assertEquals("piece", right.getAttribute("class"));
        assertEquals("right", right.getAttribute("id"));
        assertEquals("b1", right.getAttribute("data-square"));
        assertEquals("blue disc", right.getElementsByTagName("title").item(0).getTextContent());
        Element disc = (Element) right.getElementsByTagName("circle").item(0);
        assertEquals("#0072b2", disc.getAttribute("fill"));
        assertEquals("150", disc.getAttribute("cx"));
    }

    @Test
    void writesNumbersShortly() {
        assertEquals("3", Svg.number(3.0));
        assertEquals("3.5", Svg.number(3.5));
        assertEquals("3.14", Svg.number(3.14159));
        assertEquals("-0.25", Svg.number(-0.25));
        assertEquals("0.05", Svg.number(0.05));
        assertEquals("-12.5", Svg.number(-12.5));
        assertEquals("800", Svg.number(799.999));
        assertEquals("0", Svg.number(-0.001));
    }
}
