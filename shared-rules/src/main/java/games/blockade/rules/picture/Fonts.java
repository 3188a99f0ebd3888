package games.blockade.rules.picture;

import java.awt.Font;
import java.awt.FontFormatException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * The bundled DejaVu Sans, usable on a machine without any system font.
 *
 * <p>On Linux the JDK's font manager starts by asking fontconfig for the system's fonts and fails
 * ("Fontconfig head is null") when there are none, even before a bundled font could be created.
 * So before the first use of AWT fonts the bundled font is copied into {@code $HOME/.fonts},
 * where fontconfig's standard configuration looks; then the fonts themselves are created from the
 * bundled files, so every machine draws with the same font.
 */
final class Fonts {

    static final String REGULAR_FILE = "DejaVuSans.ttf";
    static final String BOLD_FILE = "DejaVuSans-Bold.ttf";
    private static final String RESOURCES = "/games/blockade/rules/picture/fonts/";
    /** The name under which the font is offered to fontconfig, distinct from any system copy. */
    private static final String USER_FONT = "blockade-DejaVuSans.ttf";

    private Fonts() {
    }

    static Font regular() {
        return Loaded.REGULAR;
    }

    static Font bold() {
        return Loaded.BOLD;
    }

    /** Loaded on first use, once, after the font has been offered to fontconfig. */
    private static final class Loaded {
        static final Font REGULAR;
        static final Font BOLD;

        static {
            if (System.getProperty("java.awt.headless") == null) {
                System.setProperty("java.awt.headless", "true");
            }
            offerToFontconfig();
            REGULAR = create(REGULAR_FILE);
            BOLD = create(BOLD_FILE);
        }
    }

    /**
     * Copies the font into the user's font folder unless an identical copy is there. A home that
     * cannot be written is no error: the system may have fonts of its own.
     */
    static Optional<Path> offerToFontconfig() {
        String home = Optional.ofNullable(System.getenv("HOME")).orElse(System.getProperty("user.home"));
        if (home == null || home.isBlank()) {
            return Optional.empty();
        }
        Path target = Path.of(home, ".fonts", USER_FONT);
        try (InputStream in = open(REGULAR_FILE)) {
            byte[] font = in.readAllBytes();
            if (Files.isRegularFile(target) && Files.size(target) == font.length) {
                return Optional.of(target);
            }
            Files.createDirectories(target.getParent());
            Path partial = Files.createTempFile(target.getParent(), USER_FONT, ".part");
            Files.write(partial, font);
            Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return Optional.of(target);
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
    }

    private static Font create(String file) {
        try (InputStream in = open(file)) {
            return Font.createFont(Font.TRUETYPE_FONT, in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the bundled font " + file, e);
        } catch (FontFormatException e) {
            throw new IllegalStateException("the bundled font " + file + " is damaged", e);
        }
    }

    private static InputStream open(String file) throws IOException {
        InputStream in = Fonts.class.getResourceAsStream(RESOURCES + file);
        if (in == null) {
            throw new IOException("the font " + file + " is missing from the jar");
        }
        return in;
    }
}
