package games.blockade.rules.picture;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;

/**
 * Run in a fresh JVM by {@link FontsTest}: draws text and prints how many dark pixels it made.
 * With {@code system} it asks AWT for a system font instead of the bundled one.
 */
public final class FontProbe {

    public static void main(String[] args) {
        BufferedImage image;
        if (args.length > 0 && args[0].equals("system")) {
            image = new BufferedImage(200, 60, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 40));
            g.drawString("Wg", 10, 45);
            g.dispose();
        } else {
            Canvas canvas = new Canvas();
            canvas.rect(0, 0, 200, 60, Style.fill(Look.WHITE));
            canvas.text(10, 45, "Wg", 40, Node.Anchor.START, true, Look.INK);
            image = Raster.draw(canvas.scene(200, 60, "probe", "two letters", Look.WHITE), 200);
        }
        int ink = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFF) < 128) {
                    ink++;
                }
            }
        }
        System.out.println("ink " + ink);
    }
}
