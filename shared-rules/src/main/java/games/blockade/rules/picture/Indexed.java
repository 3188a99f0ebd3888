package games.blockade.rules.picture;

import java.util.Arrays;

/**
 * An image as indices into a palette of at most 256 colours. A board picture has a thousand or
 * so colours, nearly all of them few pixels on the anti-aliased edges; its 256 most frequent
 * colours cover 97 to 99 percent of the pixels. So the palette is exact when the image has 256
 * colours or fewer, and otherwise its 256 most frequent colours, every other colour drawn with its
 * nearest. Flat areas are long runs of one colour, so each run is looked up once, and its
 * indices filled in without looking again.
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
        // Each run of one colour is looked up once, and remembered as its colour's number and its
        // end, so the indices are then filled in run by run without a second lookup.
        ColourCounts counts = new ColourCounts();
        Runs runs = new Runs();
        int last = pixels[0];
        for (int i = 1; i < pixels.length; i++) {
            if (pixels[i] != last) {
                runs.add(counts.add(last & 0xFFFFFF, i - runs.end()), i);
                last = pixels[i];
            }
        }
        runs.add(counts.add(last & 0xFFFFFF, pixels.length - runs.end()), pixels.length);
        int[] palette = counts.choosePalette();
        byte[] indices = new byte[pixels.length];
        int start = 0;
        for (int r = 0; r < runs.size; r++) {
            byte index = (byte) counts.indexOf(runs.colours[r]);
            int end = runs.ends[r];
            for (int i = start; i < end; i++) {
                indices[i] = index;
            }
            start = end;
        }
        return new Indexed(width, height, indices, palette);
    }

    /** The runs of one colour, in order: each one's colour number and the pixel after it. */
    private static final class Runs {
        private int[] colours = new int[1024];
        private int[] ends = new int[1024];
        private int size;

        void add(int colour, int end) {
            if (size == colours.length) {
                colours = Arrays.copyOf(colours, size * 2);
                ends = Arrays.copyOf(ends, size * 2);
            }
            colours[size] = colour;
            ends[size++] = end;
        }

        /** Where the next run starts. */
        int end() {
            return size == 0 ? 0 : ends[size - 1];
        }
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

    /**
     * Pixel counts per colour, the colours numbered as first seen and found by an open-addressing
     * table; once the palette is chosen, each colour's palette index by its number.
     */
    private static final class ColourCounts {
        private static final int EMPTY = -1;
        /** Each slot's colour number, or {@link #EMPTY}. */
        private int[] slots = filled(1 << 12);
        private int[] colours = new int[1 << 11];
        private int[] pixels = new int[1 << 11];
        private int[] indices;
        private int size;

        /** Adds {@code count} pixels of {@code rgb}; the colour's number. */
        int add(int rgb, int count) {
            int slot = slot(rgb);
            int colour = slots[slot];
            if (colour == EMPTY) {
                colour = size++;
                if (colour == colours.length) {
                    colours = Arrays.copyOf(colours, colour * 2);
                    pixels = Arrays.copyOf(pixels, colour * 2);
                }
                colours[colour] = rgb;
                slots[slot] = colour;
                if (size * 2 > slots.length) {
                    grow();
                }
            }
            pixels[colour] += count;
            return colour;
        }

        /** The palette index of colour number {@code colour}, once the palette is chosen. */
        int indexOf(int colour) {
            return indices[colour];
        }

        /** The palette, most frequent colour first. */
        int[] choosePalette() {
            long[] order = new long[size];
            for (int colour = 0; colour < size; colour++) {
                order[colour] = (long) pixels[colour] << 32 | colour;
            }
            Arrays.sort(order);
            indices = new int[size];
            int[] palette = new int[Math.min(size, MAX_COLOURS)];
            for (int i = 0; i < palette.length; i++) {
                int colour = (int) order[order.length - 1 - i];
                palette[i] = colours[colour];
                indices[colour] = i;
            }
            if (order.length > palette.length) {
                Nearest nearest = new Nearest(palette);
                for (int i = palette.length; i < order.length; i++) {
                    int colour = (int) order[order.length - 1 - i];
                    indices[colour] = nearest.of(colours[colour]);
                }
            }
            return palette;
        }

        private int slot(int rgb) {
            int mask = slots.length - 1;
            int slot = (rgb * 0x9E3779B1) >>> 7 & mask;
            while (slots[slot] != EMPTY && colours[slots[slot]] != rgb) {
                slot = slot + 1 & mask;
            }
            return slot;
        }

        private void grow() {
            slots = filled(slots.length * 2);
            for (int colour = 0; colour < size; colour++) {
                slots[slot(colours[colour])] = colour;
            }
        }

        private static int[] filled(int length) {
            int[] slots = new int[length];
            Arrays.fill(slots, EMPTY);
            return slots;
        }
    }
}
