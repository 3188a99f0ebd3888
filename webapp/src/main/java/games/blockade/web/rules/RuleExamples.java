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
                    start("standard", "retreat.start"),
                    played("standard", "", List.of("D2-3"), "b/./c/b/./././B/C/B w D2-3 -",
                            "retreat.draw")),

            "piecepack", List.of(
                    played("standard", "", List.of(PIECEPACK_COINS),
                            "m.ca.s/cs.m.a/a.sc.m/mc..sa/..asc./smc.am/....../...... r setup",
                            "piecepack.setup"),
                    played("standard", PIECEPACK_BOARD, List.of("a1-a4"),
                            "m.ca.s/cs.m.a/a.sc.m/mc..sa/S.asc./smc.am/....../.MCA.. b",
                            "piecepack.queen")
                            .refusing(List.of(), "a1-a6", "cannot pass the moons coin on a5"),
                    played("standard", PIECEPACK_BOARD, List.of("b1-b3"),
                            "m.ca.s/cs.m.a/a.sc.m/mc..sa/..asc./sM*c.am/....../S.CA.. b",
                            "piecepack.pin")
                            .refusing("b3-b2", "is pinned by the moons pawn"),
                    played("standard", "m.ca.s/cs.m.a/a.sc.m/mc..sa/S.asc./smc.am/....../.MCA.. b",
                            List.of("d4-d3 e4-d4"), "m.ca.s/cs.m.a/a.sc.m/mc..sa/S.ac../smcsam/....../.MCA.. r",
                            "piecepack.steps")
                            .refusing(List.of(), "e4-d4 d4-d3", "d4 already holds a suns coin")
                            .refusing(List.of(), "d4-d3 b7-b6", "each suit steps at most once a turn"),
                    played("standard", "m.ca.s/cs.ma./a.sc.m/mcs..a/.sac../smc.A*m/....../.MCS.. r",
                            List.of("e3-e8"), "m.caAs/cs.ma./a.sc.m/mcs..a/.sac../smc.am/....../.MCS.. b",
                            "piecepack.win")),

            "walls", List.of(
                    start("standard", "walls.standard"),
                    start("compact", "walls.compact"),
                    played("standard", "", List.of("d4-d6 h10h"), "11x14 h10h h4,d6 d11,h11 8h9v1b 9h9v1b blue",
                            "walls.turn"),
                    played("standard", "11x14 d5h d5,h4 d11,h11 9h9v1b 8h9v1b red", List.of("d5-c6 f9v"),
                            "11x14 d5h,f9v h4,c6 d11,h11 9h8v1b 8h9v1b blue",
                            "walls.turning-step")
                            .refusing(List.of(), "d5-d7 f9v", "the wall d5h stands between d5 and d6"),
                    played("standard", "11x14 - d6,h4 d7,h11 9h9v1b 9h9v1b red", List.of("d6-d8 e9h"),
                            "11x14 e9h h4,d8 d7,h11 8h9v1b 9h9v1b blue",
                            "walls.jump"),
                    played("standard", "11x14 c4v,d3h,e4v d6,h4 d11,h11 9h9v1b 8h7v1b red", List.of("d6-d7 j12h"),
                            "11x14 d3h,c4v,e4v,j12h h4,d7 d11,h11 8h9v1b 8h7v1b blue",
                            "walls.home-bases")
                            .refusing("d11-d10 d5h", "would wall the home base d4 off"),
                    played("standard", "11x14 d6h d6,h4 d11,h11 9h9v1b 8h9v1b red", List.of("xd6n d6-d8 h10h"),
                            "11x14 d6he,h10h h4,d8 d11,h11 8h9v0b 8h9v1b blue",
                            "walls.bomb")
                            .refusing(List.of(), "xd6n d6-d8 d6v", "crosses the east half of d6h at its centre")),

            "backgammon", List.of(
                    start("basic", "backgammon.start"),
                    played("basic", "", List.of("row 3", "roll 4"),
                            "basic red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=red first=red dice=1 row=3 step=spend "
                                    + "rolled=4 points=4 began=0,0,3,0,0,0",
                            "backgammon.row")
                            .refusing("5-6", "no piece in row 5 began the turn in row 3"),
                    played("basic", "", List.of("row 3", "roll 3", "3-4 4-5 3-2"),
                            "basic red=2,4,1,3,4,2 black=2,3,3,3,3,2 turn=black first=red dice=1",
                            "backgammon.shift"),
                    played("basic", "basic red=2,3,3,4,3,1 black=2,3,3,1,3,2 turn=red first=red dice=9",
                            List.of("row 4", "roll 2", "x4"), "basic red=2,3,3,3,3,1 black=2,3,3,1,3,2 turn=black "
                                    + "first=red dice=10",
                            "backgammon.leap")
                            .refusing(List.of("row 4", "roll 1"), "x4", "leaping from row 4 costs 2 points"),
                    played("basic", "", List.of("row 3", "roll 5", "3-4 end"),
                            "basic red=2,3,2,4,3,2 black=2,3,3,3,3,2 turn=black first=red dice=1",
                            "backgammon.end-turn"),
                    played("basic", "basic red=0,0,0,0,0,1 black=1,0,0,0,0,0 turn=red first=red dice=40",
                            List.of("row 6", "roll 2", "x6"),
                            "basic red=0,0,0,0,0,0 black=1,0,0,0,0,0 turn=black first=red dice=41",
                            "backgammon.last-piece")));

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
