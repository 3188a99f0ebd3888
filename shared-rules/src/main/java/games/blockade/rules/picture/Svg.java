package games.blockade.rules.picture;

import java.util.List;
import java.util.Map;

/** Writes a scene as SVG text, with its title and description for screen readers. */
public final class Svg {

    static final String FONT_FAMILY = "'DejaVu Sans', Verdana, sans-serif";

    private Svg() {
    }

    public static String write(Scene scene) {
        StringBuilder out = new StringBuilder(16 * 1024);
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-labelledby=\"title desc\"")
                .append(" width=\"").append(number(scene.width()))
                .append("\" height=\"").append(number(scene.height()))
                .append("\" viewBox=\"0 0 ").append(number(scene.width())).append(' ').append(number(scene.height()))
                .append("\" font-family=\"").append(FONT_FAMILY).append("\">\n");
        out.append("<title id=\"title\">").append(escape(scene.title())).append("</title>\n");
        out.append("<desc id=\"desc\">").append(escape(scene.description())).append("</desc>\n");
        out.append("<rect width=\"100%\" height=\"100%\" fill=\"").append(scene.background().hex()).append("\"/>\n");
        nodes(out, scene.nodes());
        out.append("</svg>\n");
        return out.toString();
    }

    private static void nodes(StringBuilder out, List<Node> nodes) {
        for (Node node : nodes) {
            node(out, node);
        }
    }

    private static void node(StringBuilder out, Node node) {
        if (node instanceof Node.Rect rect) {
            out.append("<rect x=\"").append(number(rect.x())).append("\" y=\"").append(number(rect.y()))
                    .append("\" width=\"").append(number(rect.width())).append("\" height=\"")
                    .append(number(rect.height())).append('"');
            if (rect.radius() > 0) {
                out.append(" rx=\"").append(number(rect.radius())).append('"');
            }
            style(out, rect.style());
            out.append("/>\n");
        } else if (node instanceof Node.Circle circle) {
            out.append("<circle cx=\"").append(number(circle.cx())).append("\" cy=\"").append(number(circle.cy()))
                    .append("\" r=\"").append(number(circle.r())).append('"');
            style(out, circle.style());
            out.append("/>\n");
        } else if (node instanceof Node.Path path) {
            out.append(path.closed() ? "<polygon" : "<polyline").append(" points=\"");
            List<Double> points = path.points();
            for (int i = 0; i < points.size(); i += 2) {
                if (i > 0) {
                    out.append(' ');
                }
                out.append(number(points.get(i))).append(',').append(number(points.get(i + 1)));
            }
            out.append('"');
            style(out, path.style());
            if (!path.closed()) {
                out.append(" stroke-linecap=\"round\" stroke-linejoin=\"round\"");
            }
            out.append("/>\n");
        } else if (node instanceof Node.Text text) {
            out.append("<text x=\"").append(number(text.x())).append("\" y=\"").append(number(text.y()))
                    .append("\" font-size=\"").append(number(text.size())).append('"');
            if (text.anchor() != Node.Anchor.START) {
                out.append(" text-anchor=\"").append(text.anchor() == Node.Anchor.MIDDLE ? "middle" : "end").append('"');
            }
            if (text.bold()) {
                out.append(" font-weight=\"bold\"");
            }
            out.append(" fill=\"").append(text.colour().hex()).append("\">").append(escape(text.text()))
                    .append("</text>\n");
        } else if (node instanceof Node.Group group) {
            out.append("<g class=\"").append(escape(group.kind())).append('"');
            group.id().ifPresent(id -> out.append(" id=\"").append(escape(id)).append('"'));
            for (Map.Entry<String, String> entry : group.data().entrySet()) {
                out.append(" data-").append(entry.getKey()).append("=\"").append(escape(entry.getValue())).append('"');
            }
            out.append(">\n");
            group.title().ifPresent(t -> out.append("<title>").append(escape(t)).append("</title>\n"));
            nodes(out, group.children());
            out.append("</g>\n");
        } else {
            throw new IllegalStateException("unknown node " + node);
        }
    }

    private static void style(StringBuilder out, Style style) {
        out.append(" fill=\"").append(style.fill().map(Colour::hex).orElse("none")).append('"');
        if (style.stroke().isPresent()) {
            out.append(" stroke=\"").append(style.stroke().get().hex()).append("\" stroke-width=\"")
                    .append(number(style.strokeWidth())).append('"');
            if (style.dashed()) {
                out.append(" stroke-dasharray=\"").append(number(style.strokeWidth() * 2.5)).append(' ')
                        .append(number(style.strokeWidth() * 1.5)).append('"');
            }
        }
    }

    /**
     * A coordinate to two decimals at most, without trailing zeros. Written digit by digit: a board
     * has hundreds of coordinates, and a formatter costs more than drawing them.
     */
    static String number(double value) {
        long hundredths = Math.round(value * 100);
        long whole = hundredths / 100;
        int fraction = (int) Math.abs(hundredths % 100);
        if (fraction == 0) {
            return Long.toString(whole);
        }
        StringBuilder text = new StringBuilder(8);
        if (hundredths < 0 && whole == 0) {
            text.append('-');
        }
        text.append(whole).append('.').append(fraction / 10);
        if (fraction % 10 != 0) {
            text.append(fraction % 10);
        }
        return text.toString();
    }

    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
