package games.blockade.rules.picture;

import java.util.HexFormat;

/** An opaque colour, 8 bits per channel. */
public record Colour(int rgb) {

    public Colour {
        if ((rgb & ~0xFFFFFF) != 0) {
            throw new IllegalArgumentException("not a 24-bit colour: " + Integer.toHexString(rgb));
        }
    }

    /** A colour from its CSS form {@code #rrggbb}. */
    public static Colour of(String hex) {
        if (!hex.matches("#[0-9a-fA-F]{6}")) {
            throw new IllegalArgumentException("not a #rrggbb colour: " + hex);
        }
        return new Colour(Integer.parseInt(hex.substring(1), 16));
    }

    public int red() {
        return rgb >> 16 & 0xFF;
    }

    public int green() {
        return rgb >> 8 & 0xFF;
    }

    public int blue() {
        return rgb & 0xFF;
    }

    public String hex() {
        return "#" + HexFormat.of().toHexDigits(rgb, 6);
    }
}
