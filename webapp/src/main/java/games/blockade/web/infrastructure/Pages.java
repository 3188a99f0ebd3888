package games.blockade.web.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.UriInfo;
import java.util.HashMap;
import java.util.Map;

/** Renders a page inside the site's frame. */
@ApplicationScoped
public class Pages {

    @Inject
    Templates templates;
    @Inject
    Assets assets;

    /**
     * @param section which navigation entry the page belongs to ("home", "rules", "games", ...)
     */
    public byte[] render(UriInfo uri, String template, String title, String section, Map<String, Object> params) {
        return render(frame(uri, title, section), template, params);
    }

    public byte[] render(Frame frame, String template, Map<String, Object> params) {
        Map<String, Object> all = new HashMap<>(params);
        all.put("frame", frame);
        return templates.render(template, all);
    }

    /** Changes whenever the style sheet or script does: part of every page's entity tag. */
    public String assetVersion() {
        return assets.version();
    }

    public Frame frame(UriInfo uri, String title, String section) {
        return frame(uri.getBaseUri().getRawPath(), title, section);
    }

    /** @param base the path the site is mounted at, as the servlet context gives it ("" at the root) */
    public Frame frame(String base, String title, String section) {
        String mount = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        return new Frame(mount, title, section, assets.version());
    }
}
