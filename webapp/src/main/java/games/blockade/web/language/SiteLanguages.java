package games.blockade.web.language;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The languages the site speaks, English first (the default), and which one a request gets: the
 * one it asks for with {@code ?lang=}, else the one remembered in the {@value #COOKIE} cookie (the
 * language switch sets it), else the best of the browser's {@code Accept-Language}, else English.
 */
public final class SiteLanguages {

    public static final Locale ENGLISH = Locale.ENGLISH;
    public static final List<Locale> ALL = List.of(ENGLISH, Locale.GERMAN, Locale.FRENCH, Locale.forLanguageTag("es"),
            Locale.forLanguageTag("pt-BR"), Locale.forLanguageTag("pl"));
    public static final String PARAMETER = "lang";
    public static final String COOKIE = "lang";
    /** Where the request's language is kept while it is answered. */
    public static final String ATTRIBUTE = SiteLanguages.class.getName();

    private SiteLanguages() {
    }

    /** The language this request is answered in. */
    public static Locale of(HttpServletRequest request) {
        return asked(request).or(() -> remembered(request))
                .orElseGet(() -> fromBrowser(request.getHeader("Accept-Language")));
    }

    /** The language {@code ?lang=} asks for, when it names one the site speaks. */
    public static Optional<Locale> asked(HttpServletRequest request) {
        return known(request.getParameter(PARAMETER));
    }

    private static Optional<Locale> remembered(HttpServletRequest request) {
        Cookie[] cookies = request.getCookies();
        return cookies == null ? Optional.empty() : Arrays.stream(cookies).filter(c -> c.getName().equals(COOKIE))
                .map(Cookie::getValue).map(SiteLanguages::known).flatMap(Optional::stream).findFirst();
    }

    /** A language the site speaks by its tag ({@code de}, {@code pt-BR}), or any form of one ({@code es-MX}). */
    public static Optional<Locale> known(String tag) {
        if (tag == null || tag.isBlank() || tag.length() > 35) {
            return Optional.empty();
        }
        String language = Locale.forLanguageTag(tag.strip()).getLanguage();
        return ALL.stream().filter(l -> l.getLanguage().equals(language)).findFirst();
    }

    /** The browser's most preferred language the site speaks (any Portuguese is Brazilian Portuguese here). */
    static Locale fromBrowser(String acceptLanguage) {
        if (acceptLanguage == null || acceptLanguage.isBlank()) {
            return ENGLISH;
        }
        try {
            for (Locale.LanguageRange range : Locale.LanguageRange.parse(acceptLanguage)) {
                Optional<Locale> found = known(range.getRange().replace("*", ""));
                if (found.isPresent()) {
                    return found.get();
                }
            }
        } catch (IllegalArgumentException e) {
            // A header that is not a list of language ranges asks for nothing.
        }
        return ENGLISH;
    }
}
