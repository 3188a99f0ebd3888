package games.blockade.rules.picture;

import java.util.Arrays;

/**
 * An image as indices into a palette of at most 256 colours. A board picture has a thousand or
 * so colours, nearly all of them few pixels on the anti-aliased edges; its 256 most frequent
 * colours cover 97 to 99 percent of the pixels. So the palette is exact when the image has 256
 * colours or fewer, and otherwise its 256 most frequent colours, every other colour drawn with its
 * nearest. Flat areas are long runs of one colour, so each run is looked up once.
 */
final class Indexed {

    static final int MAX_COLOURS = 256;

    final int width;
    final int height;
    /** One byte per pixel, row by row. */
    final byte[] indices;
    /** The colours as 0xRRGGBB. */
    final int[] palette;

    private Indexed(int width, int height, byte[] indices, int[] palette) {
        this.width = width;
        this.height = height;
        this.indices = indices;
        this.palette = palette;
    }

    /** Pixels (0xRRGGBB, any top byte ignored) of an image {@code width} x {@code height}. */
    static Indexed of(int[] pixels, int width, int height) {
        if (pixels.length != width * height || pixels.length == 0) {
            throw new IllegalArgumentException(pixels.length + " pixels for an image of " + width + " x " + height);
        }
        ColourCounts counts = new ColourCounts();
        int last = pixels[0];
        int run = 0;
        for (int pixel : pixels) {
            if (pixel != last) {
                counts.add(last & 0xFFFFFF, run);
                last = pixel;
                run = 0;
            }
            run++;
        }
        counts.add(last & 0xFFFFFF, run);
        int[] palette = counts.choosePalette();
        byte[] indices = new byte[pixels.length];
        last = pixels[0];
        byte index = (byte) counts.index(last & 0xFFFFFF);
        for (int i = 0; i < pixels.length; i++) {
            int pixel = pixels[i];
            if (pixel != last) {
                last = pixel;
                index = (byte) counts.index(pixel & 0xFFFFFF);
            }
            indices[i] = index;
        }
        return new Indexed(width, height, indices, palette);
    }

    /** Squared distance between colours, weighted roughly as the eye weighs the channels. */
    static int distance(int a, int b) {
        int dr = (a >> 16 & 0xFF) - (b >> 16 & 0xFF);
        int dg = (a >> 8 & 0xFF) - (b >> 8 & 0xFF);
        int db = (a & 0xFF) - (b & 0xFF);
        return 3 * dr * dr + 4 * dg * dg + 2 * db * db;
    }

    /**
     * The nearest palette colour, searched outwards from the colour's green level: once the green
     * difference alone is as large as the best distance found, nothing farther can be nearer.
     */
    private static final class Nearest {
        private final int[] byGreen;
        private final int[] greens;
        private final int[] indices;

        Nearest(int[] palette) {
            long[] order = new long[palette.length];
            for (int i = 0; i < palette.length; i++) {
                order[i] = (long) (palette[i] >> 8 & 0xFF) << 32 | i;
            }
            Arrays.sort(order);
            byGreen = new int[palette.length];
            greens = new int[palette.length];
            indices = new int[palette.length];
            for (int k = 0; k < order.length; k++) {
                indices[k] = (int) order[k];
                byGreen[k] = palette[indices[k]];
                greens[k] = (int) (order[k] >>> 32);
            }
        }

        int of(int rgb) {
            int green = rgb >> 8 & 0xFF;
            int start = Arrays.binarySearch(greens, green);
            start = start < 0 ? -start - 1 : start;
            int best = -1;
            int bestDistance = Integer.MAX_VALUE;
            int up = start;
            int down = start - 1;
            while (up < greens.length || down >= 0) {
                int upGap = up < greens.length ? greens[up] - green : Integer.MAX_VALUE;
                int downGap = down >= 0 ? green - greens[down] : Integer.MAX_VALUE;
                boolean goUp = upGap <= downGap;
                int gap = goUp ? upGap : downGap;
                if (4L * gap * gap >= bestDistance) {
                    break;
                }
                int k = goUp ? up++ : down--;
                int d = distance(byGreen[k], rgb);
                if (d < bestDistance) {
                    best = indices[k];
                    bestDistance = d;
                }
            }
            return best;
        }
    }

    /** Pixel counts per colour in an open-addressing table, later each colour's palette index. */
    private static final class ColourCounts {
        private static final int EMPTY = -1;
        private int[] keys = filled(1 << 12);
        private int[] values = new int[1 << 12];
        private int size;

        void add(int rgb, int count) {
            int slot = slot(rgb);
            if (keys[slot] == EMPTY) {
                keys[slot] = rgb;
                if (++size * 2 > keys.length) {
                    values[slot] = count;
                    grow();
                    return;
                }
            }
            values[slot] += count;
        }

        int index(int rgb) {
            return values[slot(rgb)];
        }

        /** The palette, most frequent colour first; from then on each colour's value is its index. */
        int[] choosePalette() {
            long[] order = new long[size];
            int n = 0;
            for (int slot = 0; slot < keys.length; slot++) {
                if (keys[slot] != EMPTY) {
                    order[n++] = (long) values[slot] << 32 | slot;
                }
            }
            Arrays.sort(order);
            int[] palette = new int[Math.min(size, MAX_COLOURS)];
            for (int i = 0; i < palette.length; i++) {
                int slot = (int) order[order.length - 1 - i];
                palette[i] = keys[slot];
                values[slot] = i;
            }
            if (order.length > palette.length) {
                Nearest nearest = new Nearest(palette);
                for (int i = palette.length; i < order.length; i++) {
                    int slot = (int) order[order.length - 1 - i];
                    values[slot] = nearest.of(keys[slot]);
                }
            }
            return palette;
        }

        private int slot(int rgb) {
            int mask = keys.length - 1;
            int slot = (rgb * 0x9E3779B1) >>> 7 & mask;
            while (keys[slot] != EMPTY && keys[slot] != rgb) {
                slot = slot + 1 & mask;
            }
            return slot;
        }

        private void grow() {
            int[] oldKeys = keys;
            int[] oldValues = values;
            keys = filled(oldKeys.length * 2);
            values = new int[oldKeys.length * 2];
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != EMPTY) {
                    int slot = slot(oldKeys[i]);
                    keys[slot] = oldKeys[i];
                    values[slot] = oldValues[i];
                }
            }
        }

        private static int[] filled(int length) {
            int[] keys = new int[length];
            Arrays.fill(keys, EMPTY);
            return keys;
        }
    }
}
