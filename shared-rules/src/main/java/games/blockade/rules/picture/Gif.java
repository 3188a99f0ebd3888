package games.blockade.rules.picture;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * An animated GIF of scenes, looping, each frame shown for a while and the last one longer.
 * Pictures use few colours, so the palette is theirs plus a colour cube for the blended edges of
 * anti-aliased shapes; each frame after the first draws and stores only the areas whose shapes
 * differ from the scene before (see {@link Changes}), the rest of its rectangle transparent.
 */
public final class Gif {

    /** Levels per channel of the cube that catches blended colours: 6 x 6 x 6 = 216 entries. */
    private static final int CUBE = 6;
    /** The index that leaves the previous frame's pixel showing. */
    private static final int UNCHANGED = 255;
    private static final byte UNCHANGED_BYTE = (byte) UNCHANGED;
    private static final int MAX_EXACT = UNCHANGED - CUBE * CUBE * CUBE;

    private Gif() {
    }

    /**
     * The scenes as frames {@code width} pixels wide; every scene must have the size of the first.
     */
    public static byte[] animate(List<Scene> scenes, int width, int frameMillis, int lastFrameMillis) {
        if (scenes.isEmpty()) {
            throw new IllegalArgumentException("an animation needs at least one scene");
        }
        int h = Raster.height(scenes.get(0), width);
        for (Scene scene : scenes) {
            if (Raster.height(scene, width) != h) {
                throw new IllegalArgumentException("every frame must have the size of the first, " + width + " x " + h);
            }
        }
        Palette palette = Palette.of(scenes);
        // each frame needs only its scene and the one before, so all are drawn and compressed in parallel
        List<byte[]> frames = IntStream.range(0, scenes.size()).parallel().mapToObj(f -> {
            int delay = (f == scenes.size() - 1 ? lastFrameMillis : frameMillis) / 10;
            return frame(f == 0 ? null : scenes.get(f - 1), scenes.get(f), width, h, delay, palette);
        }).toList();
        ByteArrayOutputStream out = new ByteArrayOutputStream(64 * 1024);
        header(out, width, h, palette);
        frames.forEach(out::writeBytes);
        out.write(0x3B);
        return out.toByteArray();
    }

    private static void collect(List<Node> nodes, Set<Colour> colours) {
        for (Node node : nodes) {
            Style style = null;
            if (node instanceof Node.Rect rect) {
                style = rect.style();
            } else if (node instanceof Node.Circle circle) {
                style = circle.style();
            } else if (node instanceof Node.Path path) {
                style = path.style();
            } else if (node instanceof Node.Text text) {
                colours.add(text.colour());
            } else if (node instanceof Node.Group group) {
                collect(group.children(), colours);
            }
            if (style != null) {
                style.fill().ifPresent(colours::add);
                style.stroke().ifPresent(colours::add);
            }
        }
    }

    private static void header(ByteArrayOutputStream out, int w, int h, Palette palette) {
        out.writeBytes(new byte[]{'G', 'I', 'F', '8', '9', 'a'});
        short16(out, w);
        short16(out, h);
        out.write(0xF7); // a global colour table of 256 entries, 8 bits per channel
        out.write(0);    // background colour index
        out.write(0);    // no aspect ratio
        out.writeBytes(palette.table());
        // NETSCAPE2.0 application extension: loop forever
        out.writeBytes(new byte[]{0x21, (byte) 0xFF, 0x0B, 'N', 'E', 'T', 'S', 'C', 'A', 'P', 'E', '2', '.', '0',
                0x03, 0x01, 0x00, 0x00, 0x00});
    }

    /**
     * One frame: the whole picture first; later the bounds of the areas where the scene can differ
     * from the one before, drawn there alone, every other pixel left showing the frame before.
     */
    private static byte[] frame(Scene before, Scene scene, int w, int h, int delay, Palette palette) {
        Rectangle picture = new Rectangle(0, 0, w, h);
        List<Rectangle> areas = before == null ? List.of(picture) : Changes.between(before, scene, w, h);
        // a move that changes nothing drawn still takes its turn on screen, as one unchanged pixel
        Rectangle box = areas.isEmpty() ? new Rectangle(0, 0, 1, 1) : areas.get(0);
        for (Rectangle area : areas) {
            box = box.union(area);
        }
        byte[] indices = new byte[box.width * box.height];
        if (areas.size() != 1 || !areas.get(0).equals(box)) {
            Arrays.fill(indices, UNCHANGED_BYTE);
        }
        List<BufferedImage> drawn = before == null ? List.of(Raster.draw(scene, w)) : Raster.regions(scene, w, areas);
        for (int a = 0; a < areas.size(); a++) {
            Rectangle area = areas.get(a);
            int[] pixels = Raster.pixels(drawn.get(a));
            int last = ~pixels[0];
            byte index = 0;
            for (int y = 0; y < area.height; y++) {
                int at = (area.y - box.y + y) * box.width + area.x - box.x;
                int row = y * area.width;
                for (int x = 0; x < area.width; x++) {
                    int rgb = pixels[row + x];
                    if (rgb != last) {
                        last = rgb;
                        index = palette.index(rgb);
                    }
                    indices[at + x] = index;
                }
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(4 * 1024);
        // graphic control extension: keep the previous frame beneath (disposal 1), the delay,
        // and the index of unchanged pixels as transparent
        out.writeBytes(new byte[]{0x21, (byte) 0xF9, 0x04, (byte) (before == null ? 0x04 : 0x05)});
        short16(out, delay);
        out.write(UNCHANGED);
        out.write(0);
        out.write(0x2C);
        short16(out, box.x);
        short16(out, box.y);
        short16(out, box.width);
        short16(out, box.height);
        out.write(0); // no local colour table, not interlaced
        Lzw.encode(indices, out);
        return out.toByteArray();
    }

    private static void short16(ByteArrayOutputStream out, int value) {
        out.write(value & 0xFF);
        out.write(value >> 8 & 0xFF);
    }

    /** The picture's own colours exactly, then a colour cube; any pixel maps to its nearest entry. */
    static final class Palette {
        private final int[] colours = new int[UNCHANGED + 1];
        /** Per bucket of 5 bits a channel, its entry; {@link #UNCHANGED} until first asked for. */
        private final byte[] nearest = new byte[1 << 15];
        private final int exactCount;

        /** The palette of the colours the scenes use. */
        static Palette of(List<Scene> scenes) {
            Set<Colour> colours = new LinkedHashSet<>();
            for (Scene scene : scenes) {
                colours.add(scene.background());
                collect(scene.nodes(), colours);
            }
            return new Palette(colours);
        }

        private Palette(Set<Colour> exact) {
            int n = 0;
            for (Colour colour : exact) {
                if (n == MAX_EXACT) {
                    break;
                }
                colours[n++] = colour.rgb();
            }
            exactCount = n;
            for (int r = 0; r < CUBE; r++) {
                for (int g = 0; g < CUBE; g++) {
                    for (int b = 0; b < CUBE; b++) {
                        colours[n++] = level(r) << 16 | level(g) << 8 | level(b);
                    }
                }
            }
            Arrays.fill(nearest, UNCHANGED_BYTE);
            // the picture's own colours always map to themselves
            for (int e = exactCount - 1; e >= 0; e--) {
                nearest[bucket(colours[e])] = (byte) e;
            }
        }

        /**
         * The entry for a colour. A frame has a few hundred colours of the 32 768 buckets, so each
         * bucket's nearest entry is found when first asked for. Threads may race to fill a bucket;
         * they write the same byte, and a byte is written whole, so a race costs only a repeat.
         */
        byte index(int rgb) {
            int bucket = bucket(rgb);
            byte index = nearest[bucket];
            if (index == UNCHANGED_BYTE) {
                index = search(bucket);
                nearest[bucket] = index;
            }
            return index;
        }

        private byte search(int bucket) {
            int r = (bucket >> 10 << 3) + 4;
            int g = ((bucket >> 5 & 31) << 3) + 4;
            int b = ((bucket & 31) << 3) + 4;
            int best = exactCount + cube(r) * CUBE * CUBE + cube(g) * CUBE + cube(b);
            int bestDistance = distance(colours[best], r, g, b);
            for (int e = 0; e < exactCount; e++) {
                int d = distance(colours[e], r, g, b);
                if (d < bestDistance) {
                    best = e;
                    bestDistance = d;
                }
            }
            return (byte) best;
        }

        int colour(int index) {
            return colours[index];
        }

        byte[] table() {
            byte[] table = new byte[3 * colours.length];
            for (int i = 0; i < colours.length; i++) {
                table[3 * i] = (byte) (colours[i] >> 16);
                table[3 * i + 1] = (byte) (colours[i] >> 8);
                table[3 * i + 2] = (byte) colours[i];
            }
            return table;
        }

        private static int bucket(int rgb) {
            return (rgb >> 19 & 31) << 10 | (rgb >> 11 & 31) << 5 | (rgb >> 3 & 31);
        }

        private static int level(int step) {
            return step * 255 / (CUBE - 1);
        }

        private static int cube(int channel) {
            return (channel * (CUBE - 1) + 127) / 255;
        }

        private static int distance(int rgb, int r, int g, int b) {
            int dr = (rgb >> 16 & 0xFF) - r;
            int dg = (rgb >> 8 & 0xFF) - g;
            int db = (rgb & 0xFF) - b;
            return 3 * dr * dr + 4 * dg * dg + 2 * db * db;
        }
    }
}
