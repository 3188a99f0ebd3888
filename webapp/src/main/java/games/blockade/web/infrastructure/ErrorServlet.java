package games.blockade.web.infrastructure;

import jakarta.inject.Inject;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * The site's answer to the errors the server raises before any resource of ours runs: a path under
 * {@code WEB-INF} or {@code META-INF}, a method the site does not answer, a failure outside the
 * resources, the server's own endpoints refusing (metrics while they are off). {@code web.xml}
 * sends every error here; what the resources raise never comes here, they answer it themselves.
 */
@WebServlet(urlPatterns = ErrorServlet.PATH)
public class ErrorServlet extends HttpServlet {

    static final String PATH = "/.error";
    private static final long serialVersionUID = 1L;

    @Inject
    transient Pages pages;

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        String uri = (String) request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
        // asked for by its own address: there is no page here
        int status = code instanceof Integer number ? number : HttpServletResponse.SC_NOT_FOUND;
        String path = path(request, uri == null ? request.getRequestURI() : uri);
        Throwable failure = (Throwable) request.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
        String message = status >= 500 ? ErrorPages.incident(path, failure, pages)
                : ErrorPages.message(status, path, pages);
        ErrorPages.Answer answer = ErrorPages.answer(pages, request.getContextPath(), path, status, message);
        PublicSurfaceFilter.secure(response);
        response.setStatus(status);
        response.setHeader("Cache-Control", "no-store");
        response.setContentType(answer.type().toString());
        byte[] body = answer.body();
        response.setContentLength(body.length);
        if (request.getMethod().equals("HEAD")) {
            response.flushBuffer(); // sent, with no body: the server must not add its own error report
        } else {
            response.getOutputStream().write(body);
        }
    }

    /** The address asked for, relative to the site and decoded, as the resources see theirs. */
    private static String path(HttpServletRequest request, String uri) {
        String within = uri.startsWith(request.getContextPath()) ? uri.substring(request.getContextPath().length()) : uri;
        String decoded = URLDecoder.decode(within.replace("+", "%2B"), StandardCharsets.UTF_8);
        return decoded.startsWith("/") ? decoded.substring(1) : decoded;
    }
}
