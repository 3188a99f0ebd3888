package games.blockade.web.infrastructure;

import games.blockade.web.language.SiteLanguages;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * The public site only reads: anything but GET and HEAD is refused before it reaches a resource,
 * except a player's own moves under {@code /web/} (docs/decisions/web-play-session.md).
 * Every answer carries the security headers (errors too, see {@link ErrorServlet}); the content policy allows scripts, styles and images
 * from this site's own files only (no inline code, no data: addresses), requests from the script
 * only to this site (the replay fetches its board pictures), and no framing by other sites.
 * What passes is answered from the kept answers where it can be ({@link KeptAnswers}).
 */
@WebFilter(urlPatterns = "/*", asyncSupported = true)
public class PublicSurfaceFilter extends HttpFilter {

    private static final long serialVersionUID = 1L;

    private final transient KeptAnswers answers = new KeptAnswers();

    static final String CONTENT_SECURITY_POLICY = String.join("; ",
            "default-src 'none'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self'",
            "connect-src 'self'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'");

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        secure(response);
        String method = request.getMethod();
        String path = request.getRequestURI().substring(request.getContextPath().length());
        // A player's own pages take their moves; they and the live streams are never kept.
        boolean personal = path.startsWith("/web/");
        if (!method.equals("GET") && !method.equals("HEAD") && !(personal && method.equals("POST"))) {
            response.setHeader("Allow", personal ? "GET, HEAD, POST" : "GET, HEAD");
            response.sendError(HttpServletResponse.SC_METHOD_NOT_ALLOWED); // answered by ErrorServlet
            return;
        }
        chooseLanguage(request, response);
        if (personal || path.startsWith("/live/")) {
            chain.doFilter(request, response);
            return;
        }
        answers.serve(request, response, chain);
    }

    /**
     * The language of the pages (the JSON API speaks English alone): a switch to one ({@code ?lang=})
     * is remembered for a year, so the next page, and the next visit, keep it.
     */
    private static void chooseLanguage(HttpServletRequest request, HttpServletResponse response) {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        if (path.equals("/api") || path.startsWith("/api/")) {
            return;
        }
        request.setAttribute(SiteLanguages.ATTRIBUTE, SiteLanguages.of(request));
        SiteLanguages.asked(request).ifPresent(asked -> {
            Cookie cookie = new Cookie(SiteLanguages.COOKIE, asked.toLanguageTag());
            cookie.setPath(request.getContextPath().isEmpty() ? "/" : request.getContextPath());
            cookie.setMaxAge((int) java.time.Duration.ofDays(365).toSeconds());
            cookie.setHttpOnly(true);
            cookie.setAttribute("SameSite", "Lax");
            response.addCookie(cookie);
        });
    }

    /** The headers every answer carries, errors the server raises included. */
    static void secure(HttpServletResponse response) {
        response.setHeader("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
        response.setHeader("X-Frame-Options", "DENY");
        response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
        response.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    }
}
