package games.blockade.rules.picture;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * A small, fast PNG encoder for board pictures: 8-bit palette images ({@link Indexed}), deflated at
 * level 1. A palette pixel is one byte instead of three, so deflate, the main cost, has a third of
 * the work. Rows are not filtered: with one byte per pixel, deflate finds the row above by itself.
 * See docs/decisions/picture-encoding.md.
 */
public final class Png {

    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    private static final int FILTER_NONE = 0;
    private static final int PALETTE = 3;

    private Png() {
    }

    public static byte[] write(Scene scene, int width) {
        return encode(Raster.draw(scene, width));
    }

    /**
     * Encodes an image of type {@link BufferedImage#TYPE_INT_RGB}: exactly if it has at most 256
     * colours, otherwise with its 256 most frequent colours and every other pixel in its nearest.
     */
    public static byte[] encode(BufferedImage image) {
        if (image.getType() != BufferedImage.TYPE_INT_RGB) {
            throw new IllegalArgumentException("only TYPE_INT_RGB images are encoded, not type " + image.getType());
        }
        return encode(Indexed.of(Raster.pixels(image), image.getWidth(), image.getHeight()));
    }

    static byte[] encode(Indexed image) {
        int width = image.width;
        ByteArrayOutputStream out = new ByteArrayOutputStream(32 * 1024);
        out.writeBytes(SIGNATURE);
        chunk(out, "IHDR", header(width, image.height));
        byte[] palette = new byte[3 * image.palette.length];
        for (int i = 0; i < image.palette.length; i++) {
            palette[3 * i] = (byte) (image.palette[i] >> 16);
            palette[3 * i + 1] = (byte) (image.palette[i] >> 8);
            palette[3 * i + 2] = (byte) image.palette[i];
        }
        chunk(out, "PLTE", palette);
        Deflater deflater = new Deflater(1);
        try {
            ByteArrayOutputStream data = new ByteArrayOutputStream(32 * 1024);
            byte[] buffer = new byte[64 * 1024];
            byte[] rows = new byte[(1 + width) * image.height];
            for (int y = 0; y < image.height; y++) {
                rows[y * (1 + width)] = FILTER_NONE;
                System.arraycopy(image.indices, y * width, rows, y * (1 + width) + 1, width);
            }
            deflater.setInput(rows);
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

    private static byte[] header(int width, int height) {
        byte[] header = new byte[13];
        putInt(header, 0, width);
        putInt(header, 4, height);
        header[8] = 8;  // bits per palette index
        header[9] = PALETTE;  // colour type
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
