package games.blockade.web.infrastructure;

import java.util.Objects;

/**
 * What every page's frame (head, navigation, footer) needs: where the site is mounted, the page's
 * title and navigation section, and the version that makes asset links change with their content.
 */
public record Frame(String base, String title, String section, String assetVersion) {
    public Frame {
        Objects.requireNonNull(base);
        Objects.requireNonNull(title);
        Objects.requireNonNull(section);
        Objects.requireNonNull(assetVersion);
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
}
