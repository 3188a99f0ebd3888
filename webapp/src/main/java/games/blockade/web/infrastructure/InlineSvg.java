package games.blockade.web.infrastructure;

/**
 * An SVG drawn by the shared renderer, made fit to sit inline in a page beside others: its ids
 * (the title and description that screen readers announce, and its groups') get a prefix of
 * their own, so that several pictures on one page never share an id.
 */
public final class InlineSvg {

    private InlineSvg() {
    }

    public static TrustedHtml of(String svg, String prefix) {
        if (!prefix.matches("[a-z][a-z0-9-]*")) {
            throw new IllegalArgumentException("an id prefix is lowercase letters, digits and dashes: " + prefix);
        }
        return new TrustedHtml(svg
                .replace(" id=\"", " id=\"" + prefix + "-")
                .replace("aria-labelledby=\"title desc\"", "aria-labelledby=\"" + prefix + "-title " + prefix + "-desc\""));
    }
}
