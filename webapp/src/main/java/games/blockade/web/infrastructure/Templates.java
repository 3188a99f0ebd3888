package games.blockade.web.infrastructure;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;

/**
 * Renders the precompiled page templates. They are compiled at build time, so a typo in a
 * template fails the build, and every expression they print is HTML-escaped.
 */
@ApplicationScoped
public class Templates {

    private final TemplateEngine engine =
            TemplateEngine.createPrecompiled(null, ContentType.Html, Templates.class.getClassLoader());

    public String render(String template, Map<String, Object> params) {
        StringOutput output = new StringOutput();
        engine.render(template, params, output);
        return output.toString();
    }
}
