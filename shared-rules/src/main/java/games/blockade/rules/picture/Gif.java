package games.blockade.rules.picture;

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
 * anti-aliased shapes; each frame after the first stores only the rectangle that changed.
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
        List<BufferedImage> images = scenes.parallelStream().map(scene -> Raster.draw(scene, width)).toList();
        Palette palette = Palette.of(scenes);
        int w = images.get(0).getWidth();
        int h = images.get(0).getHeight();
        List<int[]> pixels = images.stream().map(image -> pixels(image, w, h)).toList();
        // frames are independent once drawn: each is compared with its predecessor and compressed apart
        List<byte[]> frames = IntStream.range(0, pixels.size()).parallel().mapToObj(f -> {
            int[] previous = f == 0 ? null : pixels.get(f - 1);
            int delay = (f == pixels.size() - 1 ? lastFrameMillis : frameMillis) / 10;
            return frame(previous, pixels.get(f), w, h, delay, palette);
        }).toList();
        ByteArrayOutputStream out = new ByteArrayOutputStream(64 * 1024);
        header(out, w, h, palette);
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

    /** The pixels of a frame; a frame of another size than the first is an error. */
    private static int[] pixels(BufferedImage image, int w, int h) {
        if (image.getWidth() != w || image.getHeight() != h) {
            throw new IllegalArgumentException("every frame must have the size of the first, " + w + " x " + h);
        }
        return Raster.pixels(image);
    }

    /** The smallest rectangle (x, y, width, height) holding every changed pixel; 1 x 1 if none changed. */
    private static int[] changed(int[] before, int[] after, int w, int h) {
        int top = -1;
        int bottom = -1;
        int left = w;
        int right = -1;
        for (int y = 0; y < h; y++) {
            int row = y * w;
            int first = Arrays.mismatch(before, row, row + w, after, row, row + w);
            if (first >= 0) {
                int last = w - 1;
                while (before[row + last] == after[row + last]) {
                    last--;
                }
                if (top < 0) {
                    top = y;
                }
                bottom = y;
                left = Math.min(left, first);
                right = Math.max(right, last);
            }
        }
        return top < 0 ? new int[]{0, 0, 1, 1} : new int[]{left, top, right - left + 1, bottom - top + 1};
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

    /** One frame: the whole picture first, later only the rectangle that changed since the frame before. */
    private static byte[] frame(int[] previous, int[] pixels, int w, int h, int delay, Palette palette) {
        int[] box = previous == null ? new int[]{0, 0, w, h} : changed(previous, pixels, w, h);
        ByteArrayOutputStream out = new ByteArrayOutputStream(4 * 1024);
        // graphic control extension: keep the previous frame beneath (disposal 1), the delay,
        // and the index of unchanged pixels as transparent
        out.writeBytes(new byte[]{0x21, (byte) 0xF9, 0x04, (byte) (previous == null ? 0x04 : 0x05)});
        short16(out, delay);
        out.write(UNCHANGED);
        out.write(0);
        out.write(0x2C);
        short16(out, box[0]);
        short16(out, box[1]);
        short16(out, box[2]);
        short16(out, box[3]);
        out.write(0); // no local colour table, not interlaced
        byte[] indices = new byte[box[2] * box[3]];
        int i = 0;
        for (int y = box[1]; y < box[1] + box[3]; y++) {
            int row = y * w;
            for (int x = box[0]; x < box[0] + box[2]; x++) {
                int rgb = pixels[row + x];
                indices[i++] = previous != null && previous[row + x] == rgb ? UNCHANGED_BYTE : palette.index(rgb);
            }
        }
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
        private final byte[] nearest = new byte[1 << 15];

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
            int exactCount = n;
            for (int r = 0; r < CUBE; r++) {
                for (int g = 0; g < CUBE; g++) {
                    for (int b = 0; b < CUBE; b++) {
                        colours[n++] = level(r) << 16 | level(g) << 8 | level(b);
                    }
                }
            }
            for (int bucket = 0; bucket < nearest.length; bucket++) {
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
                nearest[bucket] = (byte) best;
            }
            // the picture's own colours always map to themselves
            for (int e = exactCount - 1; e >= 0; e--) {
                nearest[bucket(colours[e])] = (byte) e;
            }
        }

        byte index(int rgb) {
            return nearest[bucket(rgb)];
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
