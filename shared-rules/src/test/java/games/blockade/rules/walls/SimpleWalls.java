package games.blockade.rules.walls;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A second, deliberately plain reading of the rules for cross-checking perft: walls as named
 * segments in sets, every wall tried with a full flood fill, turns told apart by their results.
 * Slow, and written without the main code's arrays, bit packing or loop test.
 */
final class SimpleWalls {

    /** A wall centred at the corner north-east of (x, y): its kind and the segments still standing. */
    record State(int w, int h, int[] baseX, int[] baseY, TreeMap<String, TreeSet<Integer>> walls,
                 List<List<Integer>> pawns, int[][] hand, boolean[] bomb, int side) {

        String key() {
            StringBuilder b = new StringBuilder();
            b.append(walls).append('|');
            for (List<Integer> p : pawns) {
                b.append(new TreeSet<>(p)).append('|');
            }
            b.append(hand[0][0]).append(hand[0][1]).append(hand[1][0]).append(hand[1][1]).append(bomb[0]).append(bomb[1]).append(side);
            return b.toString();
        }
    }

    /** The segment between square (x, y) and its neighbour in direction (dx, dy). */
    static Integer segment(int x, int y, int dx, int dy) {
        if (dx < 0 || dy < 0) {
            return segment(x + dx, y + dy, -dx, -dy);
        }
        return (dx == 1 ? 1_000_000 : 0) + x * 1000 + y;
    }

    static State fromPosition(WallsPosition p) {
        WallsBoard board = p.board();
        int w = board.width();
        TreeMap<String, TreeSet<Integer>> walls = new TreeMap<>();
        for (int s = 0; s < board.squares(); s++) {
            int halves = p.centre(s);
            int x = s % w;
            int y = s / w;
            TreeSet<Integer> standing = new TreeSet<>();
            if ((halves & WallsPosition.H_WEST) != 0) {
                standing.add(segment(x, y, 0, 1));
            }
            if ((halves & WallsPosition.H_EAST) != 0) {
                standing.add(segment(x + 1, y, 0, 1));
            }
            if ((halves & WallsPosition.V_SOUTH) != 0) {
                standing.add(segment(x, y, 1, 0));
            }
            if ((halves & WallsPosition.V_NORTH) != 0) {
                standing.add(segment(x, y + 1, 1, 0));
            }
            if (!standing.isEmpty()) {
                boolean vertical = (halves & (WallsPosition.V_SOUTH | WallsPosition.V_NORTH)) != 0;
                walls.put(x + "," + y + (vertical ? "v" : "h"), standing);
            }
        }
        List<List<Integer>> pawns = new ArrayList<>();
        for (var side : games.blockade.rules.Side.values()) {
            pawns.add(new ArrayList<>(List.of(p.pawn(side, 0), p.pawn(side, 1))));
        }
        int[] bx = new int[4];
        int[] by = new int[4];
        int i = 0;
        for (var side : games.blockade.rules.Side.values()) {
            for (int k = 0; k < 2; k++) {
                bx[i] = board.base(side, k) % w;
                by[i++] = board.base(side, k) / w;
            }
        }
        int[][] hand = {
                {p.walls(games.blockade.rules.Side.ONE, false), p.walls(games.blockade.rules.Side.ONE, true)},
                {p.walls(games.blockade.rules.Side.TWO, false), p.walls(games.blockade.rules.Side.TWO, true)}};
        boolean[] bomb = {p.hasBomb(games.blockade.rules.Side.ONE), p.hasBomb(games.blockade.rules.Side.TWO)};
        if (p.wallDue()) {
            throw new IllegalArgumentException("start from the beginning of a turn");
        }
        return new State(w, board.height(), bx, by, walls, pawns, hand, bomb, p.toMove().ordinal());
    }

    static long perft(State s, int depth) {
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        for (State next : turns(s)) {
            total += depth == 1 ? 1 : perft(next, depth - 1);
        }
        return total;
    }

    static List<State> turns(State s) {
        List<State> out = new ArrayList<>();
        if (won(s, 0) || won(s, 1)) {
            return out;
        }
        Set<String> seen = new HashSet<>();
        List<State> afterBomb = new ArrayList<>();
        afterBomb.add(s);
        if (s.bomb[s.side]) {
            Set<Integer> targets = new TreeSet<>();
            for (int square : s.pawns.get(s.side)) {
                int x = square % s.w;
                int y = square / s.w;
                for (int[] d : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                    Integer seg = segment(x, y, d[0], d[1]);
                    if (standing(s).contains(seg)) {
                        targets.add(seg);
                    }
                }
            }
            for (Integer seg : targets) {
                afterBomb.add(bombed(s, seg));
            }
        }
        for (State a : afterBomb) {
            List<State> moved = pawnMoves(a);
            if (moved.isEmpty()) {
                addWalls(a, seen, out);
                continue;
            }
            for (State m : moved) {
                if (won(m, m.side)) {
                    if (seen.add(m.key())) {
                        out.add(m);
                    }
                } else {
                    addWalls(m, seen, out);
                }
            }
        }
        return out;
    }

    private static void addWalls(State s, Set<String> seen, List<State> out) {
        List<State> walled = walls(s);
        if (walled.isEmpty()) {
            State next = copy(s, s.walls, s.pawns, s.hand, s.bomb, 1 - s.side);
            if (seen.add(next.key())) {
                out.add(next);
            }
        }
        for (State next : walled) {
            if (seen.add(next.key())) {
                out.add(next);
            }
        }
    }

    static Set<Integer> standing(State s) {
        Set<Integer> all = new HashSet<>();
        s.walls.values().forEach(all::addAll);
        return all;
    }

    private static State bombed(State s, Integer seg) {
        TreeMap<String, TreeSet<Integer>> walls = new TreeMap<>();
        s.walls.forEach((k, v) -> {
            TreeSet<Integer> left = new TreeSet<>(v);
            left.remove(seg);
            if (!left.isEmpty()) {
                walls.put(k, left);
            }
        });
        boolean[] bomb = s.bomb.clone();
        bomb[s.side] = false;
        return copy(s, walls, s.pawns, s.hand, bomb, s.side);
    }

    private static boolean open(State s, Set<Integer> standing, int x, int y, int dx, int dy) {
        int nx = x + dx;
        int ny = y + dy;
        return nx >= 0 && ny >= 0 && nx < s.w && ny < s.h && !standing.contains(segment(x, y, dx, dy));
    }

    private static int owner(State s, int square) {
        for (int side = 0; side < 2; side++) {
            if (s.pawns.get(side).contains(square)) {
                return side;
            }
        }
        return -1;
    }

    private static List<State> pawnMoves(State s) {
        Set<Integer> standing = standing(s);
        List<State> out = new ArrayList<>();
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int i = 0; i < 2; i++) {
            int from = s.pawns.get(s.side).get(i);
            int x = from % s.w;
            int y = from / s.w;
            Set<Integer> destinations = new TreeSet<>();
            for (int[] a : dirs) {
                if (!open(s, standing, x, y, a[0], a[1])) {
                    continue;
                }
                int mx = x + a[0];
                int my = y + a[1];
                int middleOwner = owner(s, my * s.w + mx);
                if (middleOwner == s.side) {
                    continue;
                }
                if (middleOwner < 0) {
                    destinations.add(my * s.w + mx);
                }
                for (int[] b : dirs) {
                    if (!open(s, standing, mx, my, b[0], b[1])) {
                        continue;
                    }
                    int to = (my + b[1]) * s.w + mx + b[0];
                    if (to != from && owner(s, to) < 0) {
                        destinations.add(to);
                    }
                }
            }
            for (int to : destinations) {
                List<List<Integer>> pawns = new ArrayList<>();
                for (List<Integer> p : s.pawns) {
                    pawns.add(new ArrayList<>(p));
                }
                pawns.get(s.side).set(i, to);
                out.add(copy(s, s.walls, pawns, s.hand, s.bomb, s.side));
            }
        }
        return out;
    }

    private static List<State> walls(State s) {
        List<State> out = new ArrayList<>();
        Set<Integer> standing = standing(s);
        Set<String> centres = new HashSet<>();
        for (String k : s.walls.keySet()) {
            centres.add(k.substring(0, k.length() - 1));
        }
        for (int y = 0; y < s.h - 1; y++) {
            for (int x = 0; x < s.w - 1; x++) {
                for (int v = 0; v < 2; v++) {
                    if (s.hand[s.side][v] == 0 || centres.contains(x + "," + y)) {
                        continue;
                    }
                    List<Integer> segs = v == 0
                            ? List.of(segment(x, y, 0, 1), segment(x + 1, y, 0, 1))
                            : List.of(segment(x, y, 1, 0), segment(x, y + 1, 1, 0));
                    if (standing.contains(segs.get(0)) || standing.contains(segs.get(1))) {
                        continue;
                    }
                    Set<Integer> with = new HashSet<>(standing);
                    with.addAll(segs);
                    if (!allJoined(s, with)) {
                        continue;
                    }
                    TreeMap<String, TreeSet<Integer>> walls = new TreeMap<>(s.walls);
                    walls.put(x + "," + y + (v == 0 ? "h" : "v"), new TreeSet<>(segs));
                    int[][] hand = {s.hand[0].clone(), s.hand[1].clone()};
                    hand[s.side][v]--;
                    out.add(copy(s, walls, s.pawns, hand, s.bomb, 1 - s.side));
                }
            }
        }
        return out;
    }

    static boolean allJoined(State s, Set<Integer> standing) {
        int start = s.pawns.get(0).get(0);
        Set<Integer> reached = new HashSet<>();
        List<Integer> todo = new ArrayList<>(List.of(start));
        reached.add(start);
        while (!todo.isEmpty()) {
            int sq = todo.remove(todo.size() - 1);
            for (int[] d : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                if (open(s, standing, sq % s.w, sq / s.w, d[0], d[1])) {
                    int to = sq + d[0] + d[1] * s.w;
                    if (reached.add(to)) {
                        todo.add(to);
                    }
                }
            }
        }
        for (int i = 0; i < 4; i++) {
            if (!reached.contains(s.baseY[i] * s.w + s.baseX[i])) {
                return false;
            }
        }
        return reached.containsAll(s.pawns.get(0)) && reached.containsAll(s.pawns.get(1));
    }

    static boolean won(State s, int side) {
        Set<Integer> targets = new HashSet<>();
        for (int i = 0; i < 2; i++) {
            int b = (1 - side) * 2 + i;
            targets.add(s.baseY[b] * s.w + s.baseX[b]);
        }
        return targets.equals(new HashSet<>(s.pawns.get(side)));
    }

    private static State copy(State s, TreeMap<String, TreeSet<Integer>> walls, List<List<Integer>> pawns, int[][] hand,
                              boolean[] bomb, int side) {
        return new State(s.w, s.h, s.baseX, s.baseY, walls, pawns, hand, bomb, side);
    }
}
