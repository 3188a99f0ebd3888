package games.blockade.web;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import jakarta.json.Json;
import jakarta.json.JsonStructure;

/** A small HTTP client for the integration tests, relative to the deployed site. */
final class Http {

    private static final HttpClient CLIENT = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5)).followRedirects(HttpClient.Redirect.NEVER).build();

    private final URI base;

    Http(URL deployment) {
        String text = deployment.toString();
        this.base = URI.create(text.endsWith("/") ? text : text + "/");
    }

    /** The server's root, where Payara serves /health and /openapi. */
    URI root() {
        return base.resolve("/");
    }

    HttpResponse<String> get(String path) {
        return send(HttpRequest.newBuilder(resolve(path)).GET());
    }

    HttpResponse<String> send(HttpRequest.Builder request) {
        return send(request, HttpResponse.BodyHandlers.ofString());
    }

    /** A download as it comes, byte for byte. */
    HttpResponse<byte[]> bytes(String path) {
        return send(HttpRequest.newBuilder(resolve(path)).GET(), HttpResponse.BodyHandlers.ofByteArray());
    }

    /** Generous timeouts: the first answers of a freshly started server on a busy machine are slow. */
    <T> HttpResponse<T> send(HttpRequest.Builder request, HttpResponse.BodyHandler<T> body) {
        try {
            return CLIENT.send(request.timeout(Duration.ofSeconds(120)).build(), body);
        } catch (IOException e) {
            throw new AssertionError("request failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    /** A path of the site; one starting with "//" is on the server's root instead. */
    URI resolve(String path) {
        if (path.startsWith("//")) {
            return root().resolve(path.substring(1));
        }
        return base.resolve(path.startsWith("/") ? path.substring(1) : path);
    }

    /** A path exactly as written, not resolved or normalised (for paths no browser would send). */
    URI raw(String path) {
        String root = root().toString();
        return URI.create(root.substring(0, root.length() - 1) + path);
    }

    /** A site path as the pages print it in links, under the deployment's context root. */
    String href(String path) {
        return resolve(path).getRawPath() + (resolve(path).getRawQuery() == null ? "" : "?" + resolve(path).getRawQuery());
    }

    static JsonStructure json(HttpResponse<String> response) {
        try (var reader = Json.createReader(new StringReader(response.body()))) {
            return reader.read();
        }
    }
}
