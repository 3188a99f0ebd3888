package games.blockade.fakediscord;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import javax.imageio.ImageIO;

/** A file the bot attached to a message, with its bytes exactly as uploaded. */
public record Attachment(long id, String filename, String contentType, byte[] bytes, String description) {

    /** The picture in the file (PNG, GIF, JPEG); fails loudly when the bytes are not an image. */
    public BufferedImage image() {
        try {
            BufferedImage image = ImageIO.read(new ByteArrayInputStream(bytes));
            if (image == null) {
                throw new IllegalStateException(filename + " is not a readable image (" + bytes.length + " bytes)");
            }
            return image;
        } catch (IOException e) {
            throw new UncheckedIOException(filename + " could not be decoded", e);
        }
    }

    static String guessContentType(String filename) {
        String lower = filename.toLowerCase(java.util.Locale.ROOT);
        if (lower.endsWith(".png")) {
            return "image/png";
        }
        if (lower.endsWith(".gif")) {
            return "image/gif";
        }
        if (lower.endsWith(".jpg") || lower.endsWith(".jpeg")) {
            return "image/jpeg";
        }
        if (lower.endsWith(".txt")) {
            return "text/plain; charset=utf-8";
        }
        return "application/octet-stream";
    }
}
