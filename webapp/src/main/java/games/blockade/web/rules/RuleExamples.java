package games.blockade.web.rules;

import static games.blockade.web.rules.RuleExample.played;
import static games.blockade.web.rules.RuleExample.start;

import java.util.List;
import java.util.Map;

/**
 * The diagrams of each game's rules page: each shows one rule a player must understand, played
 * through the real rules from a preset's start or from a position text. Changing a rule breaks
 * an example here (a move no longer plays, a position differs, a refused move is allowed), and
 * with it the build.
 */
final class RuleExamples {

    private static final String PIECEPACK_COINS =
            "s:f8,b7,c6,e5,d4,a3 m:a8,d7,f6,a5,b3,f3 c:c8,a7,d6,b5,e4,c3 a:d8,f7,a6,f5,c4,e3";
    /** The coins of {@link #PIECEPACK_COINS} with the pawns on a1 to d1, the runner to move. */
    private static final String PIECEPACK_BOARD = "m.ca.s/cs.m.a/a.sc.m/mc..sa/..asc./smc.am/....../SMCA.. r";

    private static final Map<String, List<RuleExample>> BY_GAME = Map.of(
            "retreat", List.of(
                    start("standard", "The start: Black's castle on 2 between its bridges on 1 and 3, White's castle "
                            + "on 9 between its bridges on 8 and 10. Square 1 is Black's moat, square 10 White's. "
                            + "Black moves first."),
                    played("standard", "", List.of("D2-3"), "b/./c/b/./././B/C/B w D2-3 -",
                            "Black's draw D2-3: the lone castle on 2 moves onto the square of the lone bridge "
                                    + "beside it, 3, and that bridge moves on to the empty square 4. A draw is "
                                    + "never a retreat.")),

            "piecepack", List.of(
                    played("standard", "", List.of(PIECEPACK_COINS),
                            "m.ca.s/cs.m.a/a.sc.m/mc..sa/..asc./smc.am/....../...... r setup",
                            "The blocker sets up first: all 24 coins, six of each suit, at most one on a square and "
                                    + "none in rows 1 and 2 (row 3 is allowed). Only a coin's suit matters. The "
                                    + "runner then places the four pawns on row 1, one on a square, in any columns, "
                                    + "and makes the first move."),
                    played("standard", PIECEPACK_BOARD, List.of("a1-a4"),
                            "m.ca.s/cs.m.a/a.sc.m/mc..sa/S.asc./smc.am/....../.MCA.. b",
                            "The runner moves one pawn like a chess queen. The suns pawn goes a1-a4: it passes "
                                    + "over the suns coin on a3, its own suit, and stops on the empty a4 (it could "
                                    + "also have stopped on a3). A coin of another suit can be neither passed nor "
                                    + "stopped on: a1-a6 is refused, {0}.")
                            .refusing(List.of(), "a1-a6", "cannot pass the moons coin on a5"),
                    played("standard", PIECEPACK_BOARD, List.of("b1-b3"),
                            "m.ca.s/cs.m.a/a.sc.m/mc..sa/..asc./sM*c.am/....../S.CA.. b",
                            "The moons pawn stops on the moons coin on b3 and pins it: the pawn is drawn on the "
                                    + "coin. While the pawn stands there the coin cannot move: the blocker's b3-b2 "
                                    + "is refused, {0}. Every pawn may pass over b3; none may stop there.")
                            .refusing("b3-b2", "is pinned by the moons pawn"),
                    played("standard", "m.ca.s/cs.m.a/a.sc.m/mc..sa/S.asc./smc.am/....../.MCA.. b",
                            List.of("d4-d3 e4-d4"), "m.ca.s/cs.m.a/a.sc.m/mc..sa/S.ac../smcsam/....../.MCA.. r",
                            "The blocker's turn: up to four coin steps, at most one per suit, one after another, "
                                    + "each moving an unpinned coin one square in any of the eight directions onto "
                                    + "a square with no coin and no pawn. Here the suns coin steps d4-d3, then the "
                                    + "crowns coin steps into d4, which the suns coin has just left. In the other "
                                    + "order the crowns step is refused, {0}. A second suns step is refused, {1}. "
                                    + "A turn of no steps, pass, is allowed.")
                            .refusing(List.of(), "e4-d4 d4-d3", "d4 already holds a suns coin")
                            .refusing(List.of(), "d4-d3 b7-b6", "each suit steps at most once a turn"),
                    played("standard", "m.ca.s/cs.ma./a.sc.m/mcs..a/.sac../smc.A*m/....../.MCS.. r",
                            List.of("e3-e8"), "m.caAs/cs.ma./a.sc.m/mcs..a/.sac../smc.am/....../.MCS.. b",
                            "The runner wins the moment a pawn stops on row 8: the arms pawn leaves the arms "
                                    + "coin it pinned on e3, passes over the arms coin on e7 and stops on e8. The "
                                    + "blocker wins when the runner, to move, has no legal move.")),

            "walls", List.of(
                    start("standard", "The standard board, 11 by 14: Red's pawns start on Red's home bases d4 and "
                            + "h4, Blue's on d11 and h11. Each player holds 9 horizontal and 9 vertical walls and "
                            + "one bomb. Red moves first, and wins with a pawn on each of Blue's two bases."),
                    start("compact", "The compact board, 9 by 12, as in the rule text's diagram: Red's bases c3 "
                            + "and g3, Blue's c10 and g10, 7 walls of each kind and a bomb each."),
                    played("standard", "", List.of("d4-d6 h10h"), "11x14 h10h h4,d6 d11,h11 8h9v1b 9h9v1b blue",
                            "A turn is an optional bomb, one pawn move, then one wall. Red's pawn walks d4-d6, "
                                    + "two steps straight on, and Red places h10h: a horizontal wall between rows "
                                    + "10 and 11 across columns h and i, named by h10, the lower-left of the four "
                                    + "squares around its centre. It stands in front of Blue's pawn on h11."),
                    played("standard", "11x14 d5h d5,h4 d11,h11 9h9v1b 8h9v1b red", List.of("d5-c6 f9v"),
                            "11x14 d5h,f9v h4,c6 d11,h11 9h8v1b 8h9v1b blue",
                            "A pawn's two steps may turn once: d5-c6 is an L, a step to c5 and a step up to c6, "
                                    + "round the wall d5h. Straight on is refused, {0}. No single step is "
                                    + "diagonal, and no step crosses a wall.")
                            .refusing(List.of(), "d5-d7 f9v", "the wall d5h stands between d5 and d6"),
                    played("standard", "11x14 - d6,h4 d7,h11 9h9v1b 9h9v1b red", List.of("d6-d8 e9h"),
                            "11x14 e9h h4,d8 d7,h11 8h9v1b 9h9v1b blue",
                            "Red's pawn on d6 jumps Blue's pawn beside it on d7 and lands on d8. The middle square "
                                    + "of a two-step path must be empty, except that it may hold an opponent's pawn "
                                    + "next to the moving pawn. A pawn never jumps its own side's other pawn."),
                    played("standard", "11x14 c4v,d3h,e4v d6,h4 d11,h11 9h9v1b 8h7v1b red", List.of("d6-d7 j12h"),
                            "11x14 d3h,c4v,e4v,j12h h4,d7 d11,h11 8h9v1b 8h7v1b blue",
                            "Blue's walls c4v, d3h and e4v close three sides of the four squares d4, e4, d5, e5 "
                                    + "around Red's base d4. Blue may not close the fourth: the turn d11-d10 d5h is "
                                    + "refused, {0}. Every pawn must always be able to reach all four home bases; "
                                    + "pawns do not count as obstacles in this test.")
                            .refusing("d11-d10 d5h", "would wall the home base d4 off"),
                    played("standard", "11x14 d6h d6,h4 d11,h11 9h9v1b 8h9v1b red", List.of("xd6n d6-d8 h10h"),
                            "11x14 d6he,h10h h4,d8 d11,h11 8h9v0b 8h9v1b blue",
                            "Red's bomb, once a game and before the pawn moves, destroys one half of a wall on an "
                                    + "edge of a square holding Red's own pawn: xd6n takes the half of d6h above d6. "
                                    + "The pawn walks through the gap, d6-d8, and Red places h10h. The half above "
                                    + "e6 still stands, still blocks and keeps the wall's centre taken: d6v instead "
                                    + "of h10h is refused, {0}.")
                            .refusing(List.of(), "xd6n d6-d8 d6v", "crosses the east half of d6h at its centre")),

            "backgammon", List.of(
                    start("basic", "The start: each player has 16 pieces in six rows, 2, 3, 3, 3, 3, 2 from row 1 "
                            + "to row 6, and each row faces the opponent's row of the same number. Who moves first "
                            + "is chosen at the challenge."),
                    played("basic", "", List.of("row 3", "roll 4"),
                            "basic red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=red first=red dice=1 row=3 step=spend "
                                    + "rolled=4 points=4 began=0,0,3,0,0,0",
                            "A turn: Red chooses one of its rows that holds a piece, row 3, then the server rolls one "
                                    + "die: 4 points. They may be spent only on the three pieces that stood in row 3 "
                                    + "when the turn began, wherever those go: 5-6 is refused, {0}.")
                            .refusing("5-6", "no piece in row 5 began the turn in row 3"),
                    played("basic", "", List.of("row 3", "roll 3", "3-4 4-5 3-2"),
                            "basic red=2,4,1,3,4,2 black=2,3,3,3,3,2 turn=black first=red dice=1",
                            "A shift moves one of the turn's pieces to a neighbouring row for 1 point, and a piece "
                                    + "may shift again. With a roll of 3 Red plays 3-4 4-5, one piece two rows on, "
                                    + "and 3-2. No points are left, so the turn ends."),
                    played("basic", "basic red=2,3,3,4,3,1 black=2,3,3,1,3,2 turn=red first=red dice=9",
                            List.of("row 4", "roll 2", "x4"), "basic red=2,3,3,3,3,1 black=2,3,3,1,3,2 turn=black "
                                    + "first=red dice=10",
                            "A leap takes one of the turn's pieces off the board. From Red's row 4 it costs 2, plus "
                                    + "1 for the one Black piece in Black's row 4, less half a point for each of the "
                                    + "three other Red pieces in Red's row 4: 2 + 1 − 1.5 = 1.5, rounded up to 2 (and "
                                    + "never less than 1). Red rolled 2 and leaps, x4. With a roll of 1 the leap is "
                                    + "refused, {0}.")
                            .refusing(List.of("row 4", "roll 1"), "x4", "leaping from row 4 costs 2 points"),
                    played("basic", "", List.of("row 3", "roll 5", "3-4 end"),
                            "basic red=2,3,2,4,3,2 black=2,3,3,3,3,2 turn=black first=red dice=1",
                            "Red rolled 5, shifts one piece 3-4 for 1 point and ends the turn: the 4 points left "
                                    + "vanish, nothing carries over. A player may stop at any time, even before "
                                    + "spending anything."),
                    played("basic", "basic red=0,0,0,0,0,1 black=1,0,0,0,0,0 turn=red first=red dice=40",
                            List.of("row 6", "roll 2", "x6"),
                            "basic red=0,0,0,0,0,0 black=1,0,0,0,0,0 turn=black first=red dice=41",
                            "Red, who moved first in the game, leaps its last piece off. The game is not over: "
                                    + "Black gets one more turn. If Black takes off its last piece too the game is "
                                    + "drawn; otherwise Red wins. Had Black emptied its board first, Black would "
                                    + "have won at once.")));

    private RuleExamples() {
    }

    /** The examples of a game, in the order the page shows them. */
    static List<RuleExample> of(String gameId) {
        List<RuleExample> examples = BY_GAME.get(gameId);
        if (examples == null) {
            throw new IllegalArgumentException("no rule examples for the game '" + gameId + "'");
        }
        return examples;
    }
}
