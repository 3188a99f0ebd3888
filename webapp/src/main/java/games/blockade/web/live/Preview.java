package games.blockade.web.live;

import java.util.Objects;

/**
 * What a link to a page unfurls to in Discord and elsewhere (Open Graph and Twitter card meta):
 * its title, a sentence, the page's own address and a PNG of the board, all absolute.
 */
public record Preview(String title, String description, String url, String image, String imageAlt) {
    public Preview {
        Objects.requireNonNull(title);
        Objects.requireNonNull(description);
        Objects.requireNonNull(url);
        Objects.requireNonNull(image);
        Objects.requireNonNull(imageAlt);
    }
}
