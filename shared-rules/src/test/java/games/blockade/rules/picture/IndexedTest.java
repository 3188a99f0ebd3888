package games.blockade.rules.picture;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IndexedTest {

    @Test
    void theMostFrequentColoursMakeThePaletteMostFrequentFirst() {
        int[] pixels = {5, 5, 5, 7, 7, 9, 5, 7, 5};
        Indexed image = Indexed.of(pixels, 3, 3);
        assertEquals(5, image.palette[0]);
        assertEquals(7, image.palette[1]);
        assertEquals(9, image.palette[2]);
        assertEquals(3, image.palette.length);
        byte[] expected = {0, 0, 0, 1, 1, 2, 0, 1, 0};
        for (int i = 0; i < pixels.length; i++) {
            assertEquals(expected[i], image.indices[i], "pixel " + i);
        }
    }

    @Test
    void everyRareColourTakesItsNearestPaletteColour() {
        Random random = new Random(3);
        int[] pixels = new int[300 * 40];
        for (int i = 0; i < 256; i++) {
            // 256 frequent colours, each in a run of 40 pixels
            int colour = random.nextInt(1 << 24);
            for (int k = 0; k < 40; k++) {
                pixels[i * 40 + k] = colour;
            }
        }
        Set<Integer> frequent = new HashSet<>();
        for (int i = 0; i < 256 * 40; i++) {
            frequent.add(pixels[i]);
        }
        for (int i = 256 * 40; i < pixels.length; i++) {
            pixels[i] = random.nextInt(1 << 24);
        }
        Indexed image = Indexed.of(pixels, 300, 40);
        assertEquals(256, image.palette.length);
        for (int i = 0; i < pixels.length; i++) {
            int shown = image.palette[image.indices[i] & 0xFF];
            if (i < 256 * 40) {
                assertEquals(pixels[i], shown, "a frequent colour is kept exactly");
            } else {
                assertTrue(frequent.contains(shown));
                int best = Integer.MAX_VALUE;
                for (int colour : image.palette) {
                    best = Math.min(best, Indexed.distance(colour, pixels[i]));
                }
                assertEquals(best, Indexed.distance(shown, pixels[i]), "pixel " + i + " is drawn in its nearest colour");
            }
        }
    }
}
