package games.blockade.rules.retreat;

import java.util.Arrays;

/**
 * Numbers packed positions 0, 1, 2, ... in the order they are first added: an open-addressing hash
 * table over primitive arrays, so millions of positions cost a few bytes each and no objects. Each
 * slot holds the position and its number in one {@code long}, so a lookup touches one cache line:
 * the solver is bound by memory latency, not arithmetic.
 */
final class PackedIndex {

    /** Positions use the low bits; numbers take the 24 bits above them. */
    private static final int NUMBER_BITS = 24;
    private static final int POSITION_BITS = Packed.BITS;
    private static final long POSITION_MASK = (1L << POSITION_BITS) - 1;
    private static final long FREE = -1L;

    private long[] slots;
    private long[] byNumber;
    private int size;

    PackedIndex(int expected) {
        slots = new long[Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1];
        Arrays.fill(slots, FREE);
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
        int mask = slots.length - 1;
        for (int slot = slot(state, mask); slots[slot] != FREE; slot = (slot + 1) & mask) {
            if ((slots[slot] & POSITION_MASK) == state) {
                return (int) (slots[slot] >>> POSITION_BITS);
            }
        }
        return -1;
    }

    /** The position's number, adding it first if it is new. */
    int add(long state) {
        int mask = slots.length - 1;
        int slot = slot(state, mask);
        for (; slots[slot] != FREE; slot = (slot + 1) & mask) {
            if ((slots[slot] & POSITION_MASK) == state) {
                return (int) (slots[slot] >>> POSITION_BITS);
            }
        }
        if (size == 1 << NUMBER_BITS) {
            throw new IllegalStateException("more than " + (1 << NUMBER_BITS) + " positions");
        }
        slots[slot] = state | (long) size << POSITION_BITS;
        if (size == byNumber.length) {
            byNumber = Arrays.copyOf(byNumber, size * 2);
        }
        byNumber[size] = state;
        size++;
        if (size * 2 > slots.length) {
            grow();
        }
        return size - 1;
    }

    private void grow() {
        long[] old = slots;
        slots = new long[old.length * 2];
        Arrays.fill(slots, FREE);
        int mask = slots.length - 1;
        for (long entry : old) {
            if (entry != FREE) {
                int slot = slot(entry & POSITION_MASK, mask);
                while (slots[slot] != FREE) {
                    slot = (slot + 1) & mask;
                }
                slots[slot] = entry;
            }
        }
    }

    private static int slot(long state, int mask) {
        long h = (state ^ state >>> 33) * 0xFF51AFD7ED558CCDL;
        h = (h ^ h >>> 33) * 0xC4CEB9FE1A85EC53L;
        return (int) (h ^ h >>> 33) & mask;
    }
}
