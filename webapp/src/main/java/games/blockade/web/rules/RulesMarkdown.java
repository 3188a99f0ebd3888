package games.blockade.web.rules;

import games.blockade.web.infrastructure.TrustedHtml;
import java.util.List;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.ext.heading.anchor.HeadingAnchorExtension;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.commonmark.renderer.text.TextContentRenderer;

/**
 * Turns a rules text (Markdown) into a page. Raw HTML in the text is shown as text, not obeyed,
 * and link targets are sanitised, so a rules file can never inject markup or script.
 */
public final class RulesMarkdown {

    private static final List<Extension> EXTENSIONS = List.of(TablesExtension.create(), HeadingAnchorExtension.create());
    private static final Parser PARSER = Parser.builder().extensions(EXTENSIONS).build();
    private static final HtmlRenderer HTML = HtmlRenderer.builder().extensions(EXTENSIONS)
            .escapeHtml(true).sanitizeUrls(true).build();
    private static final TextContentRenderer TEXT = TextContentRenderer.builder().build();

    private RulesMarkdown() {
    }

    /**
     * The text's first top-level heading becomes the title (the page prints it itself) and the
     * first paragraph the summary shown on the home page.
     */
    public static RulesText render(String game, String markdown) {
        Node document = PARSER.parse(markdown);
        String title = game;
        String summary = "";
        for (Node node = document.getFirstChild(); node != null; node = node.getNext()) {
            if (node instanceof Heading heading && heading.getLevel() == 1) {
                title = TEXT.render(heading).strip();
                heading.unlink();
                break;
            }
        }
        for (Node node = document.getFirstChild(); node != null; node = node.getNext()) {
            if (node instanceof Paragraph) {
                summary = TEXT.render(node).strip().replaceAll("\\s+", " ");
                break;
            }
        }
        return new RulesText(game, title, summary, new TrustedHtml(HTML.render(document)));
    }
}
