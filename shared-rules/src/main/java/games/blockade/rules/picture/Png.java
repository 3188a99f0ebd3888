package games.blockade.rules.picture;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * A small, fast PNG encoder for opaque RGB images: deflate at level 1 over rows filtered with
 * "up" (the previous row's byte subtracted), which turns the board's flat areas into long runs of
 * zeros. See docs/decisions/picture-encoding.md for how it compares with other encoders.
 */
public final class Png {

    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    private static final int FILTER_NONE = 0;
    private static final int FILTER_UP = 2;

    private Png() {
    }

    public static byte[] write(Scene scene, int width) {
        return encode(Raster.draw(scene, width));
    }

    /** Encodes an image of type {@link BufferedImage#TYPE_INT_RGB}. */
    public static byte[] encode(BufferedImage image) {
        if (image.getType() != BufferedImage.TYPE_INT_RGB) {
            throw new IllegalArgumentException("only TYPE_INT_RGB images are encoded, not type " + image.getType());
        }
        int width = image.getWidth();
        int height = image.getHeight();
        int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        int stride = 1 + 3 * width;
        byte[] previous = new byte[stride];
        byte[] current = new byte[stride];
        byte[] filtered = new byte[stride];
        ByteArrayOutputStream out = new ByteArrayOutputStream(32 * 1024);
        out.writeBytes(SIGNATURE);
        chunk(out, "IHDR", header(width, height));
        Deflater deflater = new Deflater(1);
        try {
            ByteArrayOutputStream data = new ByteArrayOutputStream(32 * 1024);
            byte[] buffer = new byte[64 * 1024];
            for (int y = 0; y < height; y++) {
                int offset = y * width;
                for (int x = 0, i = 1; x < width; x++) {
                    int rgb = pixels[offset + x];
                    current[i++] = (byte) (rgb >> 16);
                    current[i++] = (byte) (rgb >> 8);
                    current[i++] = (byte) rgb;
                }
                if (y == 0) {
                    current[0] = FILTER_NONE;
                    deflater.setInput(current);
                } else {
                    filtered[0] = FILTER_UP;
                    for (int i = 1; i < stride; i++) {
                        filtered[i] = (byte) (current[i] - previous[i]);
                    }
                    deflater.setInput(filtered);
                }
                drain(deflater, data, buffer);
                byte[] swap = previous;
                previous = current;
                current = swap;
            }
            deflater.finish();
            while (!deflater.finished()) {
                data.write(buffer, 0, deflater.deflate(buffer));
            }
            chunk(out, "IDAT", data.toByteArray());
        } finally {
            deflater.end();
        }
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    private static void drain(Deflater deflater, ByteArrayOutputStream data, byte[] buffer) {
        while (!deflater.needsInput()) {
            data.write(buffer, 0, deflater.deflate(buffer));
        }
    }

    private static byte[] header(int width, int height) {
        byte[] header = new byte[13];
        putInt(header, 0, width);
        putInt(header, 4, height);
        header[8] = 8;  // bits per channel
        header[9] = 2;  // colour type: RGB
        return header;  // compression, filter method and interlace are all 0
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) {
        byte[] head = new byte[8];
        putInt(head, 0, data.length);
        System.arraycopy(type.getBytes(StandardCharsets.US_ASCII), 0, head, 4, 4);
        CRC32 crc = new CRC32();
        crc.update(head, 4, 4);
        crc.update(data);
        out.writeBytes(head);
        out.writeBytes(data);
        byte[] tail = new byte[4];
        putInt(tail, 0, (int) crc.getValue());
        out.writeBytes(tail);
    }

    private static void putInt(byte[] target, int at, int value) {
        target[at] = (byte) (value >>> 24);
        target[at + 1] = (byte) (value >>> 16);
        target[at + 2] = (byte) (value >>> 8);
        target[at + 3] = (byte) value;
    }
}
