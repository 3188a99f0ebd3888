package games.blockade.rules.walls;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Outcome;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.language.Listed;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.language.Term;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.Turn;

import java.util.ArrayList;
import java.util.List;

import static games.blockade.rules.walls.WallsNotation.wall;

/**
 * Blockade with walls and bombs. A turn is up to three moves: an optional bomb, a pawn move (when
 * any is legal) and a wall (while one is in hand and any may be placed); a player who can do
 * neither passes. Red moves first; a side wins with its two pawns on the other side's two bases.
 */
public final class WallsRules implements Rules<WallsPosition, WallsMove> {

    /** Outcome reason: a side's pawns reached both of the other side's home bases. */
    public static final String BASES = "bases";

    @Override
    public String id() {
        return "walls";
    }

    @Override
    public String title() {
        return "Blockade with walls and bombs";
    }

    @Override
    public String sideName(Side side) {
        return WallsNotation.sideName(side);
    }

    @Override
    public List<Preset> presets() {
        return WallsBoard.ALL.stream().map(WallsBoard::preset).toList();
    }

    @Override
    public Side defaultFirst() {
        return Side.ONE;
    }

    @Override
    public WallsPosition start(Preset preset, Side first) throws Rejection {
        if (first != Side.ONE) {
            throw new Rejection("in walls Red moves first");
        }
        return WallsPosition.start(WallsBoard.of(preset), first);
    }

    @Override
    public WallsPosition parsePosition(String text) throws Rejection {
        return WallsNotation.parsePosition(text);
    }

    @Override
    public String formatPosition(WallsPosition position) {
        return WallsNotation.formatPosition(position);
    }

    @Override
    public Status status(WallsPosition position) {
        for (Side side : Side.values()) {
            if (position.hasWon(side)) {
                return new Status.Over(new Outcome.Win(side, BASES));
            }
        }
        return new Status.ToMove(position.toMove());
    }

    @Override
    public List<WallsMove> moves(WallsPosition p) {
        if (status(p) instanceof Status.Over) {
            return List.of();
        }
        List<WallsMove> out = new ArrayList<>();
        WallsBoard board = p.board();
        Side side = p.toMove();
        byte[] centres = p.centresView();
        if (!p.wallDue()) {
            if (p.hasBomb(side)) {
                int[] targets = new int[8];
                int n = Grid.bombTargets(board, centres, p.pawns(), side, targets);
                for (int i = 0; i < n; i++) {
                    out.add(new WallsMove.Bomb(targets[i] >> 1, (targets[i] & 1) == 0));
                }
            }
            int[] steps = new int[24];
            int n = Grid.pawnMoves(board, centres, p.pawns(), side, steps);
            for (int i = 0; i < n; i++) {
                out.add(new WallsMove.PawnMove(steps[i] >> 8, steps[i] & 0xFF));
            }
            if (n > 0) {
                return out;
            }
        }
        int before = out.size();
        WallPlacement placement = new WallPlacement(board, centres);
        int[] walls = new int[placement.capacity()];
        int n = placement.legal(p.pawns(), p.walls(side, false), p.walls(side, true), walls);
        for (int i = 0; i < n; i++) {
            out.add(new WallsMove.Wall(walls[i] >> 1, (walls[i] & 1) == 1));
        }
        if (out.size() == before && !p.wallDue()) {
            out.add(new WallsMove.Pass());
        }
        return out;
    }

    @Override
    public WallsPosition play(WallsPosition p, WallsMove move) {
        WallsBoard board = p.board();
        Side side = p.toMove();
        byte[] centres = p.centresView();
        if (move instanceof WallsMove.Bomb bomb) {
            byte[] after = centres.clone();
            Grid.destroy(after, board.width(), bomb.square(), bomb.north());
            int bombs = p.bombs() & ~(1 << side.ordinal());
            boolean more = Grid.pawnMoves(board, after, p.pawns(), side, new int[24]) > 0
                    || wallPossible(board, after, p.pawns(), p.walls(side, false), p.walls(side, true));
            return p.with(after, p.pawns(), p.stock(), bombs, more ? side : side.other(), false);
        }
        if (move instanceof WallsMove.PawnMove step) {
            int pawns = Grid.moved(p.pawns(), side, step.from(), step.to());
            if (Grid.won(board, pawns, side)) {
                return p.with(centres, pawns, p.stock(), p.bombs(), side, false);
            }
            boolean due = wallPossible(board, centres, pawns, p.walls(side, false), p.walls(side, true));
            return p.with(centres, pawns, p.stock(), p.bombs(), due ? side : side.other(), due);
        }
        if (move instanceof WallsMove.Wall wall) {
            byte[] after = centres.clone();
            after[wall.square()] = Grid.full(wall.vertical());
            return p.with(after, p.pawns(), p.stock() - stockUnit(side, wall.vertical()), p.bombs(), side.other(), false);
        }
        return p.with(centres, p.pawns(), p.stock(), p.bombs(), side.other(), false);
    }

    private static int stockUnit(Side side, boolean vertical) {
        return 1 << (side.ordinal() * 8 + (vertical ? 4 : 0));
    }

    static boolean wallPossible(WallsPosition p) {
        Side side = p.toMove();
        return wallPossible(p.board(), p.centresView(), p.pawns(), p.walls(side, false), p.walls(side, true));
    }

    private static boolean wallPossible(WallsBoard board, byte[] centres, int pawns, int horizontal, int vertical) {
        return horizontal + vertical > 0 && new WallPlacement(board, centres).any(pawns, horizontal, vertical);
    }

    @Override
    public WallsMove parseMove(WallsPosition p, String text) throws Rejection {
        if (status(p) instanceof Status.Over over) {
            throw new Rejection(new Refusal.GameOver(id(), over.outcome()));
        }
        WallsMove move = WallsNotation.parseMove(p.board(), text);
        String t = text.strip();
        if (move instanceof WallsMove.Bomb bomb) {
            checkBomb(p, t, bomb);
        } else if (move instanceof WallsMove.PawnMove step) {
            checkPawnMove(p, t, step);
        } else if (move instanceof WallsMove.Wall wall) {
            checkWall(p, t, wall);
        }
        List<WallsMove> legal = moves(p);
        if (!legal.contains(move)) {
            Refusal why = move instanceof WallsMove.Pass ? new Refusal.Walls.CanStillPlay(t, p.toMove()) : new Refusal.Walls.NotLegalHere(t);
            throw new Rejection(new Refusal.WithLegal(why, Listed.of(legal.stream().map(m -> formatMove(p, m)).toList())));
        }
        return move;
    }

    private void checkBomb(WallsPosition p, String t, WallsMove.Bomb bomb) throws Rejection {
        Side side = p.toMove();
        WallsBoard board = p.board();
        if (p.wallDue()) {
            throw new Rejection(new Refusal.Walls.BombBeforePawn(t, side));
        }
        if (!p.hasBomb(side)) {
            throw new Rejection(new Refusal.Walls.BombUsed(t, side));
        }
        boolean standing = bomb.north() ? p.northWall(bomb.square()) : p.eastWall(bomb.square());
        if (!standing) {
            throw new Rejection(new Refusal.Walls.NoWallOnEdge(t));
        }
        int far = bomb.square() + (bomb.north() ? board.width() : 1);
        if (p.occupant(bomb.square()) != side && p.occupant(far) != side) {
            throw new Rejection(new Refusal.Walls.BombAwayFromPawns(t, side, board.name(p.pawn(side, 0)), board.name(p.pawn(side, 1))));
        }
    }

    private void checkPawnMove(WallsPosition p, String t, WallsMove.PawnMove step) throws Rejection {
        Side side = p.toMove();
        WallsBoard board = p.board();
        if (p.wallDue()) {
            throw new Rejection(new Refusal.Walls.PawnMoved(t, side));
        }
        Side owner = p.occupant(step.from());
        if (owner != side) {
            throw new Rejection(owner == null ? new Refusal.Walls.NoPawnOn(t, board.name(step.from()))
                    : new Refusal.Walls.NotYourPawn(t, board.name(step.from()), owner));
        }
        int dx = Math.abs(board.column(step.to()) - board.column(step.from()));
        int dy = Math.abs(board.row(step.to()) - board.row(step.from()));
        if (dx + dy < 1 || dx + dy > 2) {
            throw new Rejection(new Refusal.Walls.OneOrTwoSquares(t));
        }
        Side there = p.occupant(step.to());
        if (there != null) {
            throw new Rejection(new Refusal.Walls.SquareHoldsPawn(t, board.name(step.to()), there));
        }
        List<Refusal.Walls> reasons = new ArrayList<>();
        for (int middle : middles(board, step.from(), step.to())) {
            Refusal.Walls reason = middle < 0 ? blockedStep(p, step.from(), step.to())
                    : firstObstacle(p, step.from(), middle, step.to());
            if (reason == null) {
                return;
            }
            reasons.add(reason);
        }
        throw new Rejection(new Refusal.Walls.Blocked(t, reasons));
    }

    /** The middle squares of the paths from one square to another (-1 for a single step). */
    private static int[] middles(WallsBoard board, int from, int to) {
        int width = board.width();
        int dx = board.column(to) - board.column(from);
        int dy = board.row(to) - board.row(from);
        if (Math.abs(dx) + Math.abs(dy) == 1) {
            return new int[] {-1};
        }
        if (dx == 0 || dy == 0) {
            return new int[] {from + Integer.signum(dx) + Integer.signum(dy) * width};
        }
        return new int[] {from + dy * width, from + dx};
    }

    private static Refusal.Walls firstObstacle(WallsPosition p, int from, int middle, int to) {
        String via = p.board().name(middle);
        Refusal.Walls first = blockedStep(p, from, middle);
        if (first != null) {
            return new Refusal.Walls.Via(via, first);
        }
        if (p.occupant(middle) == p.toMove()) {
            return new Refusal.Walls.Via(via, new Refusal.Walls.OwnPawnInWay(p.toMove()));
        }
        Refusal.Walls second = blockedStep(p, middle, to);
        return second == null ? null : new Refusal.Walls.Via(via, second);
    }

    /** Why one step cannot be taken, or null when it can. */
    private static Refusal.Walls blockedStep(WallsPosition p, int from, int to) {
        WallsBoard board = p.board();
        int low = Math.min(from, to);
        boolean north = Math.abs(to - from) == board.width();
        boolean standing = north ? p.northWall(low) : p.eastWall(low);
        if (!standing) {
            return null;
        }
        int owner = Grid.owner(p.centresView(), board.width(), low, north);
        Refusal.Walls name = standing(board, p.centresView(), owner);
        return new Refusal.Walls.Between(name instanceof Refusal.Walls.Wall whole ? new Refusal.Walls.TheWall(whole.wall()) : name,
                board.name(from), board.name(to));
    }

    private void checkWall(WallsPosition p, String t, WallsMove.Wall w) throws Rejection {
        Side side = p.toMove();
        WallsBoard board = p.board();
        int width = board.width();
        byte[] centres = p.centresView();
        if (!p.wallDue() && Grid.pawnMoves(board, centres, p.pawns(), side, new int[24]) > 0) {
            throw new Rejection(new Refusal.Walls.PawnFirst(t, side));
        }
        if (p.walls(side, w.vertical()) == 0) {
            throw new Rejection(new Refusal.Walls.NoWallsLeft(t, side, new Term(w.vertical() ? "walls.kind.vertical" : "walls.kind.horizontal")));
        }
        int[] edges = w.vertical() ? new int[] {w.square(), w.square() + width} : new int[] {w.square(), w.square() + 1};
        for (int edge : edges) {
            boolean standing = w.vertical() ? p.eastWall(edge) : p.northWall(edge);
            if (standing) {
                int owner = Grid.owner(centres, width, edge, !w.vertical());
                throw new Rejection(new Refusal.Walls.SharesEdge(t, standing(board, centres, owner)));
            }
        }
        int halves = centres[w.square()];
        if (halves != 0) {
            boolean vertical = (halves & (WallsPosition.V_SOUTH | WallsPosition.V_NORTH)) != 0;
            throw new Rejection(new Refusal.Walls.Crosses(t, standing(board, centres, w.square() << 1 | (vertical ? 1 : 0))));
        }
        Refusal.Walls cut = walledOff(board, centres, p.pawns(), w.square() << 1 | (w.vertical() ? 1 : 0));
        if (cut != null) {
            throw new Rejection(new Refusal.Walls.WouldWall(t, cut));
        }
    }

    /** A standing wall's name, saying which half when only one stands. */
    private static Refusal.Walls standing(WallsBoard board, byte[] centres, int wall) {
        String name = wall(board, wall >> 1, (wall & 1) == 1);
        String half = switch (centres[wall >> 1]) {
            case WallsPosition.H_WEST -> "west";
            case WallsPosition.H_EAST -> "east";
            case WallsPosition.V_SOUTH -> "south";
            case WallsPosition.V_NORTH -> "north";
            default -> "";
        };
        return half.isEmpty() ? new Refusal.Walls.Wall(name) : new Refusal.Walls.HalfOf(new Term("walls.half." + half), name);
    }

    /**
     * What the walls (with an {@code extra} wall, or -1) cut off, as "Blue's pawn on h11 off from
     * d4" or "the home base d11 off from Red's pawn on d4"; null when every pawn reaches every base.
     * The part named is the smallest region holding a pawn or a base but not all of them.
     */
    static Refusal.Walls walledOff(WallsBoard board, byte[] centres, int pawns, int extra) {
        int[] keys = new int[8];
        for (int i = 0; i < 4; i++) {
            keys[i] = pawns >>> (8 * i) & 0xFF;
        }
        keys[4] = board.base(Side.ONE, 0);
        keys[5] = board.base(Side.ONE, 1);
        keys[6] = board.base(Side.TWO, 0);
        keys[7] = board.base(Side.TWO, 1);
        boolean[] smallest = null;
        int smallestSize = Integer.MAX_VALUE;
        for (int key : keys) {
            boolean[] region = Grid.reach(board, centres, key, extra);
            int size = 0;
            boolean all = true;
            for (boolean in : region) {
                size += in ? 1 : 0;
            }
            for (int other : keys) {
                all &= region[other];
            }
            if (!all && size < smallestSize) {
                smallest = region;
                smallestSize = size;
            }
        }
        if (smallest == null) {
            return null;
        }
        int inside = -1;
        int outside = -1;
        for (int i = 0; i < 8; i++) {
            if (smallest[keys[i]] && (inside < 0 || (inside >= 4 && i < 4))) {
                inside = i;
            }
        }
        boolean pawnInside = inside < 4;
        for (int i = pawnInside ? 4 : 0; i < (pawnInside ? 8 : 4) && outside < 0; i++) {
            if (!smallest[keys[i]]) {
                outside = i;
            }
        }
        return pawnInside
                ? new Refusal.Walls.PawnOffFrom(owner(inside), board.name(keys[inside]), board.name(keys[outside]))
                : new Refusal.Walls.BaseOffFrom(board.name(keys[inside]), owner(outside), board.name(keys[outside]));
    }

    /** The side whose pawn is the key at {@code index} of {@link #walledOff}. */
    private static Side owner(int index) {
        return index < 2 ? Side.ONE : Side.TWO;
    }

    @Override
    public String formatMove(WallsPosition position, WallsMove move) {
        return WallsNotation.formatMove(position, move);
    }

    /**
     * After the pawn move, the wall; after a bomb, the pawn move and the wall where one may follow
     * (the turn only stays open after a bomb when one of them is possible).
     */
    @Override
    public Term stillToPlay(WallsPosition p) {
        if (p.wallDue() || Grid.pawnMoves(p.board(), p.centresView(), p.pawns(), p.toMove(), new int[24]) == 0) {
            return new Term("rest.walls.wall");
        }
        return new Term(wallPossible(p) ? "rest.walls.pawn-and-wall" : "rest.walls.pawn");
    }

    @Override
    public List<Turn<WallsPosition, WallsMove>> turns(WallsPosition position) {
        List<Turn<WallsPosition, WallsMove>> out = new ArrayList<>();
        new TurnWalker(position, out).walk();
        return List.copyOf(out);
    }

    @Override
    public long countTurns(WallsPosition position) {
        return new TurnWalker(position, null).walk();
    }

    @Override
    public List<String> levels() {
        return WallsPlayers.LEVELS;
    }

    @Override
    public ComputerPlayer<WallsPosition, WallsMove> computer(String level, long seed) throws Rejection {
        return WallsPlayers.of(this, level, seed);
    }

    @Override
    public String describeEnding(Outcome outcome) {
        if (outcome instanceof Outcome.Win win) {
            String winner = sideName(win.winner());
            String loser = sideName(win.winner().other());
            if (win.reason().equals(BASES)) {
                return winner + "'s pawns stand on both of " + loser + "'s home bases";
            }
            return winner + " won (" + win.reason() + ")";
        }
        return "drawn (" + outcome.reason() + ")";
    }

    /** A turn's moves in order, any of them absent (null); a turn with none is a pass. */
    static List<WallsMove> parts(WallsMove.Bomb bomb, WallsMove.PawnMove step, WallsMove.Wall wall) {
        List<WallsMove> moves = new ArrayList<>(3);
        if (bomb != null) {
            moves.add(bomb);
        }
        if (step != null) {
            moves.add(step);
        }
        if (wall != null) {
            moves.add(wall);
        }
        if (moves.isEmpty()) {
            moves.add(new WallsMove.Pass());
        }
        return List.copyOf(moves);
    }

    /**
     * Every distinct turn from a position, or only their number: each bomb (or none), then each
     * pawn move (or none when there is none), then each wall (or none when none may be placed).
     * Different choices always reach different positions, so nothing needs deduplicating. When
     * counting, walls are counted without being listed.
     */
    private static final class TurnWalker {
        private final WallsPosition position;
        private final List<Turn<WallsPosition, WallsMove>> out;
        private final Side side;
        private final WallsBoard board;
        private final int horizontal;
        private final int vertical;

        TurnWalker(WallsPosition position, List<Turn<WallsPosition, WallsMove>> out) {
            this.position = position;
            this.out = out;
            this.side = position.toMove();
            this.board = position.board();
            this.horizontal = position.walls(side, false);
            this.vertical = position.walls(side, true);
        }

        long walk() {
            if (position.hasWon(Side.ONE) || position.hasWon(Side.TWO)) {
                return 0;
            }
            byte[] centres = position.centresView();
            if (position.wallDue()) {
                return walls(centres, position.pawns(), position.bombs(), placement(centres), null, null);
            }
            long total = pawnMoves(centres, position.bombs(), null);
            if (position.hasBomb(side)) {
                int[] targets = new int[8];
                int n = Grid.bombTargets(board, centres, position.pawns(), side, targets);
                int bombs = position.bombs() & ~(1 << side.ordinal());
                for (int i = 0; i < n; i++) {
                    byte[] after = centres.clone();
                    Grid.destroy(after, board.width(), targets[i] >> 1, (targets[i] & 1) == 0);
                    total += pawnMoves(after, bombs, new WallsMove.Bomb(targets[i] >> 1, (targets[i] & 1) == 0));
                }
            }
            return total;
        }

        private WallPlacement placement(byte[] centres) {
            return horizontal + vertical > 0 ? new WallPlacement(board, centres) : null;
        }

        private long pawnMoves(byte[] centres, int bombs, WallsMove.Bomb bomb) {
            int[] steps = new int[24];
            int n = Grid.pawnMoves(board, centres, position.pawns(), side, steps);
            WallPlacement placement = placement(centres);
            if (n == 0) {
                return walls(centres, position.pawns(), bombs, placement, bomb, null);
            }
            long total = 0;
            for (int i = 0; i < n; i++) {
                int pawns = Grid.moved(position.pawns(), side, steps[i] >> 8, steps[i] & 0xFF);
                WallsMove.PawnMove step = out == null ? null : new WallsMove.PawnMove(steps[i] >> 8, steps[i] & 0xFF);
                if (Grid.won(board, pawns, side)) {
                    total++;
                    if (out != null) {
                        add(bomb, step, null, position.with(centres, pawns, position.stock(), bombs, side, false));
                    }
                } else {
                    total += walls(centres, pawns, bombs, placement, bomb, step);
                }
            }
            return total;
        }

        /** The turns ending with a wall, or the one ending without (a pass when nothing came before). */
        private long walls(byte[] centres, int pawns, int bombs, WallPlacement placement, WallsMove.Bomb bomb,
                           WallsMove.PawnMove step) {
            if (out == null) {
                return Math.max(1, placement == null ? 0 : placement.count(pawns, horizontal, vertical));
            }
            int[] walls = placement == null ? new int[0] : new int[placement.capacity()];
            int n = placement == null ? 0 : placement.legal(pawns, horizontal, vertical, walls);
            if (n == 0) {
                add(bomb, step, null, position.with(centres, pawns, position.stock(), bombs, side.other(), false));
                return 1;
            }
            for (int i = 0; i < n; i++) {
                boolean wallVertical = (walls[i] & 1) == 1;
                byte[] after = centres.clone();
                after[walls[i] >> 1] = Grid.full(wallVertical);
                add(bomb, step, new WallsMove.Wall(walls[i] >> 1, wallVertical), position.with(after, pawns,
                        position.stock() - stockUnit(side, wallVertical), bombs, side.other(), false));
            }
            return n;
        }

        private void add(WallsMove.Bomb bomb, WallsMove.PawnMove step, WallsMove.Wall wall, WallsPosition result) {
            out.add(new Turn<>(parts(bomb, step, wall), result));
        }
    }
}
