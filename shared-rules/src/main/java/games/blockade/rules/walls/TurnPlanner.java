package games.blockade.rules.walls;

import games.blockade.rules.Side;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.function.BooleanSupplier;

/**
 * Whole turns worth trying from a position, each scored by the distance race after it: the
 * opponent's distance to its goal minus the mover's ({@link Distances#cost}). Pawn moves are
 * ranked by how much they shorten the mover's way; walls are tried either all, or only those
 * lying across the opponent's shortest paths, which are the only ones that can lengthen them.
 * When the time is up the list is cut short, but never before it holds one legal turn.
 */
final class TurnPlanner {

    static final int WIN = 1_000_000;
    private static final int TEMPO = 6;

    /** A turn's moves and its score for the side playing it. */
    record Plan(List<WallsMove> moves, int score) {
    }

    private final WallsBoard board;
    private final Distances distances;
    private final boolean allWalls;
    private final int movesKept;
    private final Random random;
    private final BooleanSupplier timeUp;

    TurnPlanner(WallsBoard board, boolean allWalls, int movesKept, Random random, BooleanSupplier timeUp) {
        this.board = board;
        this.distances = new Distances(board);
        this.allWalls = allWalls;
        this.movesKept = movesKept;
        this.random = random;
        this.timeUp = timeUp;
    }

    /**
     * The plans from a position (at whatever part of the turn it stands), best first. Pawn moves
     * are taken best first, so a list cut short by the clock holds the most promising ones.
     */
    List<Plan> plans(WallsPosition p) {
        List<Plan> plans = new ArrayList<>();
        if (p.hasWon(Side.ONE) || p.hasWon(Side.TWO)) {
            return plans;
        }
        Side side = p.toMove();
        byte[] centres = p.centresView();
        if (plan(p, centres, null, plans)) {
            return settled(plans);
        }
        if (!p.wallDue() && p.hasBomb(side)) {
            int[] targets = new int[8];
            int n = Grid.bombTargets(board, centres, p.pawns(), side, targets);
            for (int i = 0; i < n; i++) {
                byte[] after = centres.clone();
                WallsMove.Bomb bomb = new WallsMove.Bomb(targets[i] >> 1, (targets[i] & 1) == 0);
                Grid.destroy(after, board.width(), bomb.square(), bomb.north());
                if (plan(p, after, bomb, plans)) {
                    return settled(plans);
                }
            }
        }
        return settled(plans);
    }

    /** A win at once (always the last plan added) alone, otherwise all plans, best first. */
    private List<Plan> settled(List<Plan> plans) {
        if (!plans.isEmpty() && plans.get(plans.size() - 1).score() == WIN) {
            return plans.subList(plans.size() - 1, plans.size());
        }
        Collections.shuffle(plans, random);
        plans.sort(Comparator.comparingInt(Plan::score).reversed());
        return plans;
    }

    /**
     * Adds the plans after one bomb choice; true when no more are wanted: the last one added wins
     * at once, or the time is up.
     */
    private boolean plan(WallsPosition p, byte[] centres, WallsMove.Bomb bomb, List<Plan> plans) {
        Side side = p.toMove();
        Side other = side.other();
        int squares = board.squares();
        int[][] maps = new int[4][squares];
        fillMaps(centres, maps);
        int[] steps = new int[24];
        int n = p.wallDue() ? 0 : Grid.pawnMoves(board, centres, p.pawns(), side, steps);
        int[] pawnsAfter;
        if (n == 0) {
            pawnsAfter = new int[] {p.pawns()};
        } else {
            Integer[] order = new Integer[n];
            int[] after = new int[n];
            int[] mine = new int[n];
            for (int i = 0; i < n; i++) {
                order[i] = i;
                after[i] = Grid.moved(p.pawns(), side, steps[i] >> 8, steps[i] & 0xFF);
                if (Grid.won(board, after[i], side)) {
                    plans.add(new Plan(WallsRules.parts(bomb, step(steps[i]), null), WIN));
                    return true;
                }
                mine[i] = side == Side.ONE ? Distances.cost(maps[0], maps[1], after[i], side)
                        : Distances.cost(maps[2], maps[3], after[i], side);
            }
            Arrays.sort(order, Comparator.comparingInt(i -> mine[i]));
            int kept = Math.min(n, movesKept);
            pawnsAfter = new int[kept];
            int[] chosen = new int[kept];
            for (int k = 0; k < kept; k++) {
                pawnsAfter[k] = after[order[k]];
                chosen[k] = steps[order[k]];
            }
            steps = chosen;
        }
        int horizontal = p.walls(side, false);
        int vertical = p.walls(side, true);
        WallPlacement placement = horizontal + vertical > 0 ? new WallPlacement(board, centres) : null;
        boolean[] near = allWalls ? null : acrossPaths(centres, maps, p.pawns(), other);
        int[][][] wallMaps = new int[2 * squares][][];
        int[] walls = placement == null ? new int[0] : new int[placement.capacity()];
        for (int k = 0; k < pawnsAfter.length; k++) {
            WallsMove.PawnMove step = n == 0 ? null : step(steps[k]);
            int legal = placement == null ? 0 : placement.legal(pawnsAfter[k], horizontal, vertical, walls);
            int tried = 0;
            for (int i = 0; i < legal; i++) {
                if (near != null && !near[walls[i]]) {
                    continue;
                }
                tried++;
                plans.add(wallPlan(centres, walls[i], wallMaps, pawnsAfter[k], side, bomb, step));
                if (timeUp.getAsBoolean()) {
                    return true;
                }
            }
            // a wall is owed whenever one is legal, even when none lies across a path
            for (int i = 0; i < legal && tried < 4; i++) {
                if (near != null && near[walls[i]]) {
                    continue;
                }
                tried++;
                plans.add(wallPlan(centres, walls[i], wallMaps, pawnsAfter[k], side, bomb, step));
            }
            if (legal == 0) {
                plans.add(new Plan(WallsRules.parts(bomb, step, null), score(maps, pawnsAfter[k], side)));
            }
            if (timeUp.getAsBoolean()) {
                return true;
            }
        }
        return false;
    }

    private Plan wallPlan(byte[] centres, int wall, int[][][] wallMaps, int pawns, Side side,
                          WallsMove.Bomb bomb, WallsMove.PawnMove step) {
        if (wallMaps[wall] == null) {
            byte[] with = centres.clone();
            with[wall >> 1] = Grid.full((wall & 1) == 1);
            wallMaps[wall] = new int[4][board.squares()];
            fillMaps(with, wallMaps[wall]);
        }
        return new Plan(WallsRules.parts(bomb, step, new WallsMove.Wall(wall >> 1, (wall & 1) == 1)),
                score(wallMaps[wall], pawns, side));
    }

    /** Steps to Blue's bases (what Red needs) in maps 0 and 1, to Red's bases in maps 2 and 3. */
    private void fillMaps(byte[] centres, int[][] maps) {
        distances.fill(centres, board.base(Side.TWO, 0), maps[0]);
        distances.fill(centres, board.base(Side.TWO, 1), maps[1]);
        distances.fill(centres, board.base(Side.ONE, 0), maps[2]);
        distances.fill(centres, board.base(Side.ONE, 1), maps[3]);
    }

    /**
     * A position's worth to the side to move: the distance race, plus what its coming turn is
     * typically worth (a pawn move of two steps saves a turn, and its wall costs the opponent).
     */
    int evaluate(WallsPosition p) {
        int[][] maps = new int[4][board.squares()];
        fillMaps(p.centresView(), maps);
        return score(maps, p.pawns(), p.toMove()) + TEMPO;
    }

    /** The distance race from {@code side}'s point of view. */
    static int score(int[][] maps, int pawns, Side side) {
        int red = Distances.cost(maps[0], maps[1], pawns, Side.ONE);
        int blue = Distances.cost(maps[2], maps[3], pawns, Side.TWO);
        return side == Side.ONE ? blue - red : red - blue;
    }

    /**
     * The walls (as {@code square << 1 | vertical}) with a segment on an edge of some shortest path
     * of the opponent's pawns to the bases they head for.
     */
    private boolean[] acrossPaths(byte[] centres, int[][] maps, int pawns, Side opponent) {
        int width = board.width();
        int[] first = opponent == Side.ONE ? maps[0] : maps[2];
        int[] second = opponent == Side.ONE ? maps[1] : maps[3];
        int a = Grid.pawn(pawns, opponent, 0);
        int b = Grid.pawn(pawns, opponent, 1);
        boolean straight = first[a] + second[b] <= second[a] + first[b];
        boolean[] northEdge = new boolean[board.squares()];
        boolean[] eastEdge = new boolean[board.squares()];
        markPaths(centres, straight ? first : second, a, northEdge, eastEdge);
        markPaths(centres, straight ? second : first, b, northEdge, eastEdge);
        boolean[] near = new boolean[2 * board.squares()];
        for (int square = 0; square < board.squares(); square++) {
            if (square % width == width - 1 || square / width == board.height() - 1) {
                continue;
            }
            near[square << 1] = northEdge[square] || northEdge[square + 1];
            near[square << 1 | 1] = eastEdge[square] || eastEdge[square + width];
        }
        return near;
    }

    private void markPaths(byte[] centres, int[] dist, int from, boolean[] northEdge, boolean[] eastEdge) {
        if (dist[from] >= Distances.FAR) {
            return;
        }
        boolean[] seen = new boolean[board.squares()];
        int[] queue = new int[board.squares()];
        int head = 0;
        int tail = 0;
        queue[tail++] = from;
        seen[from] = true;
        while (head < tail) {
            int square = queue[head++];
            for (int direction = 0; direction < 4; direction++) {
                int to = Grid.step(board, centres, square, direction);
                if (to < 0 || dist[to] != dist[square] - 1) {
                    continue;
                }
                int low = Math.min(square, to);
                if (Math.abs(to - square) == board.width()) {
                    northEdge[low] = true;
                } else {
                    eastEdge[low] = true;
                }
                if (!seen[to]) {
                    seen[to] = true;
                    queue[tail++] = to;
                }
            }
        }
    }

    private static WallsMove.PawnMove step(int packed) {
        return new WallsMove.PawnMove(packed >> 8, packed & 0xFF);
    }
}
