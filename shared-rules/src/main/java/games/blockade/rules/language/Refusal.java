package games.blockade.rules.language;

import games.blockade.rules.Outcome;
import games.blockade.rules.Side;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Why the rules refuse a move, a turn or a command, as a value: the reason and what it needs to be
 * said (the move as the player typed it, squares, sides, the legal moves), so that every host says
 * it in its reader's language ({@link Words#say}); its English is the {@link
 * games.blockade.rules.Rejection}'s message. The refusals every game shares are here; each game's
 * own are in its family ({@link Retreat}, {@link Piecepack}, {@link Walls}, {@link Backgammon}).
 * Some records are parts of another's sentence (what a square holds, what blocks a step).
 *
 * <p>Each record's words are the key {@code refusal.[family.]record-name} in the bundle, its
 * components the placeholders in order (a component named {@code game} only says whose sides
 * are meant).
 */
public sealed interface Refusal {

    /** The game whose words a side or term is said in; the families know theirs. */
    default String game() {
        return "";
    }

    /** The key of this refusal's words. */
    default String key() {
        Class<?> family = getClass().getEnclosingClass();
        String prefix = family == Refusal.class ? "refusal." : "refusal." + family.getSimpleName().toLowerCase(Locale.ROOT) + ".";
        return prefix + getClass().getSimpleName().replaceAll("(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "-").toLowerCase(Locale.ROOT);
    }

    /**
     * Words a host or the tool wrote itself, shown as they are: the host's already in its reader's
     * language, the tool's (arguments, position texts, presets and levels, stored records, which no
     * player types) in English.
     */
    record Said(String text) implements Refusal {
    }

    record NotYourTurn(String game, Side toMove) implements Refusal {
    }

    /** The store's word: the game it holds is finished. */
    record Finished() implements Refusal {
    }

    record GameOver(String game, Outcome outcome) implements Refusal {
    }

    record AlreadyOver(String game, Outcome outcome) implements Refusal {
    }

    record DiceFirst() implements Refusal {
    }

    record NoMoveGiven(Refusal help) implements Refusal {
    }

    record Legal(Listed moves) implements Refusal {
    }

    /** A refusal followed by the moves that are legal. */
    record WithLegal(Refusal why, Listed moves) implements Refusal {
    }

    record TooMuch(String done, String extra) implements Refusal {
    }

    record Unfinished(String given, Term stillNeeds, Listed next, Optional<WholeTurn> example) implements Refusal {
    }

    record WholeTurn(String turn) implements Refusal {
    }

    /** A move sent from a page by someone not playing the game (its number). */
    record NotPlaying(String gameNumber) implements Refusal {
    }

    /** A move sent from a page while the other side is to move. */
    record NotYourTurnIn(String gameNumber) implements Refusal {
    }

    /** A move sent from a page that showed an older position than the game's. */
    record MovedOn(String gameNumber, int ply, int seen) implements Refusal {
    }

    /** Retreat to Advance: units moving along a line of ten squares. */
    sealed interface Retreat extends Refusal {
        @Override
        default String game() {
            return "retreat";
        }

        record Over(String move) implements Retreat {
        }

        record NotAMove(String text) implements Retreat {
        }

        record NotAUnit(String move, String unit) implements Retreat {
        }

        record OffBoard(String move) implements Retreat {
        }

        record WrongDistance(String move, Term unit, int squares) implements Retreat {
        }

        record OnlyLoneCastleDraws(String move, int square, Term stack) implements Retreat {
        }

        record NoSuchUnit(String move, Term unit, int square, Retreat holds) implements Retreat {
        }

        record HighBridgeNotDrawn(String move) implements Retreat {
        }

        record NoBridgeToDraw(String move, int square, Retreat holds) implements Retreat {
        }

        record DrawnOffBoard(String move) implements Retreat {
        }

        record DrawBlocked(String move, int beyond, Retreat holds) implements Retreat {
        }

        record OwnMoat(String move) implements Retreat {
        }

        record OpponentSquare(String move, int square, Side opponent, Term stack) implements Retreat {
        }

        record BridgeOnCastle(String move) implements Retreat {
        }

        record HighBridgeOnEmpty(String move) implements Retreat {
        }

        record Retreating(String move, String last) implements Retreat {
        }

        record SquareEmpty(int square) implements Retreat {
        }

        record HoldsYour(int square, Term stack) implements Retreat {
        }

        record HoldsTheir(int square, Side owner, Term stack) implements Retreat {
        }
    }

    /** Piecepack Blockade: the runner's pawns and the blocker's coins on a board of 6 by 8. */
    sealed interface Piecepack extends Refusal {
        @Override
        default String game() {
            return "piecepack";
        }

        record NotARunnerMove(String text) implements Piecepack {
        }

        record NotABlockerMove(String text) implements Piecepack {
        }

        record NotASquare(String text) implements Piecepack {
        }

        record NotASuit(String letter) implements Piecepack {
        }

        record NoPawnOn(String move, String square) implements Piecepack {
        }

        record PawnMovesLikeQueen(String move) implements Piecepack {
        }

        record PawnCannotPass(String move, Term suit, Term coin, String square) implements Piecepack {
        }

        record PawnCannotStopOnPawn(String move, Term suit, String square, Term other) implements Piecepack {
        }

        record PawnCannotStopOnCoin(String move, Term suit, Term coin, String square) implements Piecepack {
        }

        record NoCoinOn(String move, String square) implements Piecepack {
        }

        record NoCoinPawnThere(String move, String square, Term suit) implements Piecepack {
        }

        record CoinPinned(String move, Term suit, String square) implements Piecepack {
        }

        record SuitSteppedTwice(String move, Term suit) implements Piecepack {
        }

        record CoinStepsLikeKing(String move) implements Piecepack {
        }

        record PawnStandsOn(String move, Term suit, String square) implements Piecepack {
        }

        record SquareHoldsCoin(String move, String square, Term coin) implements Piecepack {
        }

        record CoinsUnlisted(String example) implements Piecepack {
        }

        record NotSuitCoins(String part) implements Piecepack {
        }

        record CoinSetup(List<Piecepack> problems) implements Piecepack {
        }

        record PawnSetup(List<Piecepack> problems) implements Piecepack {
        }

        record SuitTwice(Term suit) implements Piecepack {
        }

        record SuitSquare(Term suit, Piecepack why) implements Piecepack {
        }

        record SetupRows(String square) implements Piecepack {
        }

        record TwoCoinsTwice(String square, Term suit) implements Piecepack {
        }

        record TwoCoins(String square, Term suit, Term other) implements Piecepack {
        }

        record CoinCount(Term suit, int count) implements Piecepack {
        }

        record NoCoins(Term suit, String letter) implements Piecepack {
        }

        record NotAPawnSquare(String part) implements Piecepack {
        }

        record PawnTwice(Term suit) implements Piecepack {
        }

        record PawnsOnRowOne(String square) implements Piecepack {
        }

        record TwoPawns(String square, Term suit, Term other) implements Piecepack {
        }

        record PawnNotPlaced(Term suit, String letter) implements Piecepack {
        }
    }

    /** Blockade with walls and bombs: two pawns a side, walls placed between squares. */
    sealed interface Walls extends Refusal {
        @Override
        default String game() {
            return "walls";
        }

        record NotAMove(String text) implements Walls {
        }

        record BombForm(String move) implements Walls {
        }

        record BombEdge(String move) implements Walls {
        }

        record NoWallFits(String move, String first, String last) implements Walls {
        }

        record Rim(String move) implements Walls {
        }

        record NotASquare(String move, String name, String first, String last) implements Walls {
        }

        record NotLegalHere(String move) implements Walls {
        }

        record CanStillPlay(String move, Side side) implements Walls {
        }

        record BombBeforePawn(String move, Side side) implements Walls {
        }

        record BombUsed(String move, Side side) implements Walls {
        }

        record NoWallOnEdge(String move) implements Walls {
        }

        record BombAwayFromPawns(String move, Side side, String pawn, String other) implements Walls {
        }

        record PawnMoved(String move, Side side) implements Walls {
        }

        record NoPawnOn(String move, String square) implements Walls {
        }

        record NotYourPawn(String move, String square, Side owner) implements Walls {
        }

        record OneOrTwoSquares(String move) implements Walls {
        }

        record SquareHoldsPawn(String move, String square, Side owner) implements Walls {
        }

        record Blocked(String move, List<Walls> reasons) implements Walls {
        }

        record Via(String square, Walls why) implements Walls {
        }

        record OwnPawnInWay(Side side) implements Walls {
        }

        record Between(Walls wall, String from, String to) implements Walls {
        }

        record TheWall(String wall) implements Walls {
        }

        record Wall(String wall) implements Walls {
        }

        record HalfOf(Term half, String wall) implements Walls {
        }

        record PawnFirst(String move, Side side) implements Walls {
        }

        record NoWallsLeft(String move, Side side, Term kind) implements Walls {
        }

        record SharesEdge(String move, Walls wall) implements Walls {
        }

        record Crosses(String move, Walls wall) implements Walls {
        }

        record WouldWall(String move, Walls cut) implements Walls {
        }

        record PawnOffFrom(Side side, String pawn, String base) implements Walls {
        }

        record BaseOffFrom(String base, Side side, String pawn) implements Walls {
        }
    }

    /** Blockade on half a backgammon board: a row chosen, the dice rolled, points spent. */
    sealed interface Backgammon extends Refusal {
        @Override
        default String game() {
            return "backgammon";
        }

        record Shapes() implements Backgammon {
        }

        record NotAMove(String text) implements Backgammon {
        }

        record WhichRow(String move) implements Backgammon {
        }

        record WhichDie(String move) implements Backgammon {
        }

        record RowNumbers(String move) implements Backgammon {
        }

        record DieNumbers(String move) implements Backgammon {
        }

        record Over(String move) implements Backgammon {
        }

        record OverDrawn(String move) implements Backgammon {
        }

        record DiceFirst(String move) implements Backgammon {
        }

        record RollOrLeap(String move, int row) implements Backgammon {
        }

        record NoDieShows(String move, int die, int first, int second) implements Backgammon {
        }

        record SayShift(String move, int die) implements Backgammon {
        }

        record SayShiftEither(String move, int die, int other) implements Backgammon {
        }

        record ChooseRowFirst(String move, List<String> rows) implements Backgammon {
        }

        record NoPiecesInRow(String move, int row, List<String> rows) implements Backgammon {
        }

        record RowChosen(String move, int row) implements Backgammon {
        }

        record DeclareAfterRow(String move) implements Backgammon {
        }

        record BungieChoice(String move, String variant) implements Backgammon {
        }

        record DiceAssigned(String move) implements Backgammon {
        }

        record SuperPushOnly(String move) implements Backgammon {
        }

        record NoPieceInRow(String move, int row, List<String> rows) implements Backgammon {
        }

        record NotBeganInRow(String move, int row, int chosen, List<String> rows) implements Backgammon {
        }

        record AdjacentRow(String move, String shift) implements Backgammon {
        }

        record AdjacentRows(String move, String shift, String other) implements Backgammon {
        }

        record NoShiftPoints(String move, int leapPoints) implements Backgammon {
        }

        record BungieShiftsOnly(String move) implements Backgammon {
        }

        record LeapCost(String move, int row, int cost, int left) implements Backgammon {
        }

        record LeapCostLeapPoints(String move, int row, int cost, int left) implements Backgammon {
        }

        record DiceNotDue(String move) implements Backgammon {
        }

        record RollSize(String move, int dice) implements Backgammon {
        }

        record RaceSize(String move, int dice, int against, String example) implements Backgammon {
        }
    }
}
