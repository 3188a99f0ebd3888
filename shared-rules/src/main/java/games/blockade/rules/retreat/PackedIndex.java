package games.blockade.rules.retreat;

import java.util.Arrays;

/**
 * Numbers packed positions 0, 1, 2, ... in the order they are first added: an open-addressing hash
 * table over primitive arrays, so millions of positions cost a few bytes each and no objects.
 */
final class PackedIndex {

    private static final long FREE = -1L;

    private long[] keys;
    private int[] numbers;
    private long[] byNumber;
    private int size;

    PackedIndex(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
        keys = new long[capacity];
        Arrays.fill(keys, FREE);
        numbers = new int[capacity];
        byNumber = new long[Math.max(16, expected)];
    }

    int size() {
        return size;
    }

    long state(int number) {
        return byNumber[number];
    }

    /** The position's number, or -1 if it was never added. */
    int find(long state) {
        int mask = keys.length - 1;
        for (int slot = slot(state, mask); ; slot = (slot + 1) & mask) {
            if (keys[slot] == state) {
                return numbers[slot];
            }
            if (keys[slot] == FREE) {
                return -1;
            }
        }
    }

    /** The position's number, adding it first if it is new. */
    int add(long state) {
        int mask = keys.length - 1;
        int slot = slot(state, mask);
        while (keys[slot] != FREE) {
            if (keys[slot] == state) {
                return numbers[slot];
            }
            slot = (slot + 1) & mask;
        }
        keys[slot] = state;
        numbers[slot] = size;
        if (size == byNumber.length) {
            byNumber = Arrays.copyOf(byNumber, size * 2);
        }
        byNumber[size] = state;
        size++;
        if (size * 2 > keys.length) {
            grow();
        }
        return size - 1;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldNumbers = numbers;
        keys = new long[oldKeys.length * 2];
        Arrays.fill(keys, FREE);
        numbers = new int[keys.length];
        int mask = keys.length - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != FREE) {
                int slot = slot(oldKeys[i], mask);
                while (keys[slot] != FREE) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = oldKeys[i];
                numbers[slot] = oldNumbers[i];
            }
        }
    }

    private static int slot(long state, int mask) {
        long h = (state ^ state >>> 33) * 0xFF51AFD7ED558CCDL;
        h = (h ^ h >>> 33) * 0xC4CEB9FE1A85EC53L;
        return (int) (h ^ h >>> 33) & mask;
    }
}
