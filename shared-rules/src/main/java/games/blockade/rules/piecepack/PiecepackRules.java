package games.blockade.rules.piecepack;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Outcome;
import games.blockade.rules.Placement;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.Turn;
import games.blockade.rules.piecepack.PiecepackMove.CoinSetup;
import games.blockade.rules.piecepack.PiecepackMove.CoinStep;
import games.blockade.rules.piecepack.PiecepackMove.PawnMove;
import games.blockade.rules.piecepack.PiecepackMove.PawnSetup;
import games.blockade.rules.piecepack.PiecepackPosition.Phase;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Piecepack Blockade: the runner's four pawns try to reach row 8; the blocker's 24 coins try to
 * leave the runner without a move. {@link Side#ONE} is the runner, {@link Side#TWO} the blocker.
 * The blocker acts first, setting up the coins; the runner then sets up the pawns and makes the
 * first move of play.
 *
 * <p>The coin setup has far too many choices to list (about 3·10<sup>21</sup>), so {@link #moves}
 * is empty there and {@link #unlistedMoves} says how to write one; the pawn setup's 360 choices
 * are listed.
 */
public final class PiecepackRules implements Rules<PiecepackPosition, PiecepackMove> {

    public static final Side RUNNER = Side.ONE;
    public static final Side BLOCKER = Side.TWO;

    /** A pawn reached row 8. */
    public static final String ARRIVED = "arrived";
    /** The runner had no legal move. */
    public static final String BLOCKED = "blocked";

    private static final Preset STANDARD = new Preset("standard", "6 x 8 board, 4 pawns against 24 coins");

    @Override
    public String id() {
        return "piecepack";
    }

    @Override
    public String title() {
        return "Piecepack Blockade";
    }

    @Override
    public String sideName(Side side) {
        return side == RUNNER ? "runner" : "blocker";
    }

    @Override
    public List<Preset> presets() {
        return List.of(STANDARD);
    }

    @Override
    public Side defaultFirst() {
        return BLOCKER;
    }

    @Override
    public PiecepackPosition start(Preset preset, Side first) throws Rejection {
        if (first != BLOCKER) {
            throw new Rejection("the blocker always acts first: it sets up the coins before the runner sets up the pawns");
        }
        preset(preset.name());
        return PiecepackPosition.START;
    }

    @Override
    public PiecepackPosition parsePosition(String text) throws Rejection {
        return PiecepackNotation.parsePosition(text);
    }

    @Override
    public String formatPosition(PiecepackPosition position) {
        return PiecepackNotation.formatPosition(position);
    }

    @Override
    public Status status(PiecepackPosition position) {
        if (position.runnerArrived()) {
            return new Status.Over(new Outcome.Win(RUNNER, ARRIVED));
        }
        if (position.phase() == Phase.RUNNER && !runnerCanMove(position)) {
            return new Status.Over(new Outcome.Win(BLOCKER, BLOCKED));
        }
        return new Status.ToMove(position.toMove());
    }

    @Override
    public List<PiecepackMove> moves(PiecepackPosition position) {
        if (status(position) instanceof Status.Over) {
            return List.of();
        }
        switch (position.phase()) {
            case COIN_SETUP:
                return List.of();
            case PAWN_SETUP:
                return PiecepackSetups.allPawnSetups().stream().<PiecepackMove>map(PawnSetup::new).toList();
            case RUNNER:
                return pawnMoves(position);
            default:
                return blockerMoves(position);
        }
    }

    @Override
    public Optional<Refusal> unlistedMoves(PiecepackPosition position) {
        if (position.phase() != Phase.COIN_SETUP) {
            return Optional.empty();
        }
        return Optional.of(new Refusal.Piecepack.CoinsUnlisted(PiecepackSetups.formatCoins(PiecepackSetups.randomCoins(0))));
    }

    /** Every runner move, pawns in suit order. */
    static List<PiecepackMove> pawnMoves(PiecepackPosition position) {
        List<PiecepackMove> moves = new ArrayList<>();
        long pawnSquares = position.pawns().all();
        for (Suit suit : Suit.ALL) {
            int from = position.pawns().of(suit);
            long blocking = position.coins().all() & ~position.coins().of(suit);
            for (int[] ray : Squares.RAYS[from]) {
                for (int to : ray) {
                    long bit = Squares.bit(to);
                    if ((pawnSquares & bit) != 0) {
                        continue;
                    }
                    if ((blocking & bit) != 0) {
                        break;
                    }
                    moves.add(new PawnMove(from, to));
                }
            }
        }
        return moves;
    }

    /** Whether the runner has a move, without listing them. */
    static boolean runnerCanMove(PiecepackPosition position) {
        long pawnSquares = position.pawns().all();
        for (Suit suit : Suit.ALL) {
            long blocking = position.coins().all() & ~position.coins().of(suit);
            for (int[] ray : Squares.RAYS[position.pawns().of(suit)]) {
                for (int to : ray) {
                    long bit = Squares.bit(to);
                    if ((pawnSquares & bit) == 0) {
                        if ((blocking & bit) != 0) {
                            break;
                        }
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static List<PiecepackMove> blockerMoves(PiecepackPosition position) {
        List<PiecepackMove> moves = new ArrayList<>();
        long pawnSquares = position.pawns().all();
        long coinSquares = position.coins().all();
        for (Suit suit : Suit.ALL) {
            if (position.hasStepped(suit)) {
                continue;
            }
            for (long free = position.coins().of(suit) & ~pawnSquares; free != 0; free &= free - 1) {
                int from = Long.numberOfTrailingZeros(free);
                for (int to : Squares.NEIGHBOURS[from]) {
                    if (((pawnSquares | coinSquares) & Squares.bit(to)) == 0) {
                        moves.add(new CoinStep(from, to));
                    }
                }
            }
        }
        moves.add(PiecepackMove.END);
        return moves;
    }

    @Override
    public PiecepackPosition play(PiecepackPosition position, PiecepackMove move) {
        if (move instanceof CoinSetup setup) {
            return new PiecepackPosition(Phase.PAWN_SETUP, setup.coins(), Pawns.NONE, 0);
        }
        if (move instanceof PawnSetup setup) {
            return new PiecepackPosition(Phase.RUNNER, position.coins(), setup.pawns(), 0);
        }
        if (move instanceof PawnMove pawnMove) {
            Suit suit = Suit.ALL.get(position.pawns().suitAt(pawnMove.from()));
            return new PiecepackPosition(Phase.BLOCKER, position.coins(),
                    position.pawns().with(suit, pawnMove.to()), 0);
        }
        if (move instanceof CoinStep step) {
            Suit suit = Suit.ALL.get(position.coins().suitAt(step.from()));
            return new PiecepackPosition(Phase.BLOCKER, position.coins().stepped(suit, step.from(), step.to()),
                    position.pawns(), position.stepped() | suit.bit());
        }
        return new PiecepackPosition(Phase.RUNNER, position.coins(), position.pawns(), 0);
    }

    @Override
    public PiecepackMove parseMove(PiecepackPosition position, String text) throws Rejection {
        if (status(position) instanceof Status.Over over) {
            throw new Rejection(new Refusal.GameOver(id(), over.outcome()));
        }
        return PiecepackNotation.parseMove(position, text);
    }

    @Override
    public String formatMove(PiecepackPosition position, PiecepackMove move) {
        return PiecepackNotation.formatMove(position, move);
    }

    /** A setup is one move although its notation has spaces. */
    @Override
    public List<String> splitMoves(String command) {
        return command.contains(":") ? List.of(command.strip()) : Rules.super.splitMoves(command);
    }

    /** A blocker's command ends its turn after its last step; an empty command is no pass. */
    @Override
    public Optional<PiecepackMove> endOfCommand(PiecepackPosition position) {
        return position.phase() == Phase.BLOCKER && position.stepped() != 0
                ? Optional.of(PiecepackMove.END) : Optional.empty();
    }

    /**
     * The runner's pawn setup is a turn of its own, although the runner also makes the first move
     * of play. No other runner command can end with the runner still to move.
     */
    @Override
    public boolean mayPause(PiecepackPosition position) {
        return position.phase() == Phase.RUNNER;
    }

    /** The blocker's steps without the closing {@code end}; {@code pass} when there are none. */
    @Override
    public String formatTurn(PiecepackPosition position, List<PiecepackMove> moves) {
        List<PiecepackMove> shown = moves.size() > 1 && moves.get(moves.size() - 1) instanceof PiecepackMove.EndTurn
                ? moves.subList(0, moves.size() - 1) : moves;
        return Rules.super.formatTurn(position, shown);
    }

    @Override
    public List<Turn<PiecepackPosition, PiecepackMove>> turns(PiecepackPosition position) {
        if (status(position) instanceof Status.Over) {
            return List.of();
        }
        if (position.phase() == Phase.BLOCKER) {
            return BlockerTurns.turns(position);
        }
        List<Turn<PiecepackPosition, PiecepackMove>> turns = new ArrayList<>();
        for (PiecepackMove move : moves(position)) {
            turns.add(new Turn<>(List.of(move), play(position, move)));
        }
        return turns;
    }

    @Override
    public long countTurns(PiecepackPosition position) {
        if (status(position) instanceof Status.Over) {
            return 0;
        }
        return position.phase() == Phase.BLOCKER ? BlockerTurns.count(position) : moves(position).size();
    }

    @Override
    public List<String> levels() {
        return PiecepackPlayers.LEVELS;
    }

    @Override
    public ComputerPlayer<PiecepackPosition, PiecepackMove> computer(String level, long seed) throws Rejection {
        return PiecepackPlayers.of(this, level, seed);
    }

    @Override
    public String describeEnding(Outcome outcome) {
        switch (outcome.reason()) {
            case ARRIVED: return "a runner's pawn reached row 8";
            case BLOCKED: return "the runner had no legal move";
            default: return outcome.reason();
        }
    }

    @Override
    public Optional<Placement> placement(PiecepackPosition position) {
        if (position.phase() != Phase.COIN_SETUP) {
            return Optional.empty();
        }
        List<String> squares = new ArrayList<>();
        for (int square = 0; square < Squares.COUNT; square++) {
            if ((Squares.bit(square) & Squares.SETUP_FORBIDDEN) == 0) {
                squares.add(Squares.name(square));
            }
        }
        return Optional.of(new Placement(Suit.ALL.stream().map(suit -> new Placement.Kind(String.valueOf(suit.letter()),
                suit.term(), PiecepackSetups.COINS_PER_SUIT)).toList(), squares));
    }
}
