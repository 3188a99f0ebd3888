package games.blockade.web.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The site's static files (style sheet, replay script, icon), read once. Pages link them with a
 * version taken from their content, so browsers may keep them for a year and still see changes.
 */
@ApplicationScoped
public class Assets {

    /** Only these files are served; nothing else on the class path is reachable by name. */
    private static final Map<String, String> TYPES = Map.of(
            "site.css", "text/css; charset=utf-8",
            "replay.js", "text/javascript; charset=utf-8",
            "icon.svg", "image/svg+xml");

    public record Asset(byte[] bytes, String type) {
    }

    private final Map<String, Asset> assets;
    private final String version;

    public Assets() {
        Map<String, Asset> loaded = new TreeMap<>();
        TYPES.forEach((name, type) -> loaded.put(name, new Asset(read(name), type)));
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

    private static byte[] read(String name) {
        try (InputStream in = Assets.class.getResourceAsStream("/assets/" + name)) {
            if (in == null) {
                throw new IllegalStateException("asset missing from the build: " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
