package games.blockade.web.language;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Locale;

/** The language of the request being answered, as {@link SiteLanguages} chose it on its way in. */
@RequestScoped
public class RequestLanguage {

    @Inject
    HttpServletRequest request;

    public Locale locale() {
        Object chosen = request.getAttribute(SiteLanguages.ATTRIBUTE);
        return chosen instanceof Locale locale ? locale : SiteLanguages.ENGLISH;
    }

    public Words words() {
        return Words.in(locale());
    }
}
