package games.blockade.web.infrastructure;

import games.blockade.web.language.RequestLanguage;
import games.blockade.web.language.SiteLanguages;
import games.blockade.web.language.Words;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
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
    @Inject
    RequestLanguage language;
    @Inject
    HttpServletRequest request;

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

    /**
     * Changes whenever the style sheet or script does, and with the page's language: part of every
     * page's entity tag.
     */
    public String assetVersion() {
        return assets.version() + "-" + language.locale().toLanguageTag();
    }

    /** The words of the language this request is answered in. */
    public Words words() {
        return language.words();
    }

    public Frame frame(UriInfo uri, String title, String section) {
        return frame(uri.getBaseUri().getRawPath(), title, section);
    }

    /** @param base the path the site is mounted at, as the servlet context gives it ("" at the root) */
    public Frame frame(String base, String title, String section) {
        String mount = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        return new Frame(mount, title, section, assets.version(), words(), here());
    }

    /** This page below the site's mount, with its query but without a language switch in it. */
    private String here() {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        String query = request.getQueryString() == null ? "" : java.util.Arrays.stream(request.getQueryString()
                        .split("&")).filter(p -> !p.startsWith(SiteLanguages.PARAMETER + "=") && !p.isEmpty())
                .collect(java.util.stream.Collectors.joining("&"));
        return query.isEmpty() ? path : path + "?" + query;
    }
}
