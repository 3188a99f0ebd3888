package games.blockade.web.infrastructure;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.Utf8ByteOutput;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;

/**
 * Renders the precompiled page templates. They are compiled at build time, so a typo in a
 * template fails the build, and every expression they print is HTML-escaped. Pages are written as
 * UTF-8 bytes, their fixed text encoded once at build time ({@code binaryStaticContent} in the
 * build) rather than on every request: a long game's page is mostly markup.
 */
@ApplicationScoped
public class Templates {

    private final TemplateEngine engine =
            TemplateEngine.createPrecompiled(null, ContentType.Html, Templates.class.getClassLoader());

    public byte[] render(String template, Map<String, Object> params) {
        Utf8ByteOutput output = new Utf8ByteOutput();
        engine.render(template, params, output);
        return output.toByteArray();
    }
}
