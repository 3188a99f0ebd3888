package games.blockade.web.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The site's static files (style sheets, scripts, icons) and the API page's viewer, Swagger UI, from
 * its web jar; read once. Pages link them with a version taken from their content, so browsers may
 * keep them for a year and still see changes.
 */
@ApplicationScoped
public class Assets {

    private static final String CSS = "text/css; charset=utf-8";
    private static final String JS = "text/javascript; charset=utf-8";
    private static final String SVG = "image/svg+xml";
    /** Only these files are served; nothing else on the class path is reachable by name. */
    private static final Map<String, String> OWN = Map.of(
            "site.css", CSS,
            "replay.js", JS,
            "icon.svg", SVG,
            "api-docs.css", CSS,
            "api-docs.js", JS,
            "api-copy.svg", SVG,
            "api-chevron-down.svg", SVG,
            "api-chevron-right.svg", SVG,
            "api-check.svg", SVG);
    /** The scripts of games followed live and played on the web. */
    private static final Map<String, String> LIVE = Map.of(
            "live.js", JS,
            "board.js", JS,
            "board.css", CSS);
    private static final Map<String, String> SWAGGER_UI = Map.of(
            "swagger-ui.css", CSS,
            "swagger-ui-bundle.js", JS);

    public record Asset(byte[] bytes, String type) {
    }

    private final Map<String, Asset> assets;
    private final String version;

    public Assets() {
        Map<String, Asset> loaded = new TreeMap<>();
        OWN.forEach((name, type) -> loaded.put(name, new Asset(read("/assets/" + name), type)));
        LIVE.forEach((name, type) -> loaded.put(name, new Asset(read("/assets/" + name), type)));
        String swaggerUi = "/META-INF/resources/webjars/swagger-ui/" + webJarVersion("swagger-ui") + "/";
        SWAGGER_UI.forEach((name, type) -> loaded.put(name, new Asset(read(swaggerUi + name), type)));
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            loaded.values().forEach(asset -> digest.update(asset.bytes()));
            version = HexFormat.of().formatHex(digest.digest(), 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
        assets = Map.copyOf(loaded);
    }

    public Optional<Asset> find(String name) {
        return Optional.ofNullable(assets.get(name));
    }

    public String version() {
        return version;
    }

    /** The version of a web jar on the class path, from the Maven metadata it carries. */
    private static String webJarVersion(String artifact) {
        Properties pom = new Properties();
        try (InputStream in = new ByteArrayInputStream(read("/META-INF/maven/org.webjars/" + artifact + "/pom.properties"))) {
            pom.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return pom.getProperty("version");
    }

    private static byte[] read(String path) {
        try (InputStream in = Assets.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("asset missing from the build: " + path);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
