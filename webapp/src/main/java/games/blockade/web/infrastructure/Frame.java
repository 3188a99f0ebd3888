package games.blockade.web.infrastructure;

import games.blockade.web.language.SiteLanguages;
import games.blockade.web.language.Words;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * What every page's frame (head, navigation, footer) needs: where the site is mounted, the page's
 * title and navigation section, the version that makes asset links change with their content, the
 * words of the page's language, and where this page is ({@code here}: its path and query below the
 * mount, without any language switch), so that switching the language keeps the page.
 */
public record Frame(String base, String title, String section, String assetVersion, Words words, String here) {
    public Frame {
        Objects.requireNonNull(base);
        Objects.requireNonNull(title);
        Objects.requireNonNull(section);
        Objects.requireNonNull(assetVersion);
        Objects.requireNonNull(words);
        Objects.requireNonNull(here);
    }

    /** A link to a path of this site, wherever it is mounted. */
    public String href(String path) {
        return base + path;
    }

    public String asset(String name) {
        return base + "/assets/" + name + "?v=" + assetVersion;
    }

    public boolean in(String navSection) {
        return section.equals(navSection);
    }

    /** A text of the page's language. */
    public String t(String key, Object... arguments) {
        return words.t(key, arguments);
    }

    /** Text made safe to place inside a translated text that holds markup ({@code $unsafe}). */
    public String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
                .replace("'", "&#39;");
    }

    /** The page's language tag, for {@code <html lang>}. */
    public String lang() {
        return words.tag();
    }

    /** One entry of the language switch: the language by its own name, and this page in it. */
    public record Switch(String tag, String name, String href, boolean current) {
    }

    public List<Switch> languages() {
        return SiteLanguages.ALL.stream().map(language -> new Switch(language.toLanguageTag(),
                name(language), switchTo(language), language.equals(words.locale()))).toList();
    }

    private String switchTo(Locale language) {
        return base + here + (here.contains("?") ? "&" : "?") + SiteLanguages.PARAMETER + "=" + language.toLanguageTag();
    }

    private static String name(Locale language) {
        String own = language.getDisplayLanguage(language);
        return own.substring(0, 1).toUpperCase(language) + own.substring(1);
    }
}
