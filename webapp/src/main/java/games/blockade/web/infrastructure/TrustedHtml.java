package games.blockade.web.infrastructure;

import gg.jte.Content;
import gg.jte.TemplateOutput;
import java.util.Objects;

/**
 * Markup that the site produced itself (rendered rules texts, drawn diagrams and charts) and that
 * templates may therefore write unescaped. Everything else a template prints is escaped, so this
 * type marks the few places to audit.
 */
public record TrustedHtml(String html) implements Content {
    public TrustedHtml {
        Objects.requireNonNull(html);
    }

    /** Text made safe to put in markup the site draws itself: in an element or a quoted attribute. */
    public static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    @Override
    public void writeTo(TemplateOutput output) {
        output.writeContent(html);
    }
}
