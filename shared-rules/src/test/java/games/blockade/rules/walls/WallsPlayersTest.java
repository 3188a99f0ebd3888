package games.blockade.rules.walls;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.function.LongSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WallsPlayersTest {

    private static final WallsRules RULES = new WallsRules();

    /** Twenty walls up and a bomb in each hand: the most turns to list (every bomb, then every wall). */
    private static final String CROWDED = "11x14 g3v,j3v,g4h,h4v,i4h,j5h,b6h,d6h,a7v,d7v,e8h,g8h,i8h,a9v,b10h,d10h,"
            + "f10h,h10h,j10h,c11v g9,b10 i6,d9 3h4v1b 2h5v1b red";

    private static final List<String> POSITIONS = List.of(
            "11x14 - d4,h4 d11,h11 9h9v1b 9h9v1b red",
            "9x12 - c3,g3 c10,g10 7h7v1b 7h7v1b red",
            "11x14 d4h,e5v,c8h d4,h4 d11,h11 3h2v1b 4h1v1b red",
            "11x14 - h4,d6 d11,h11 9h9v1b 9h9v1b red:wall",
            "11x14 a1v,a3v a1,a2 a3,a4 0h0v0b 9h9v1b red",
            "11x14 a1v,a3v a1,a2 a3,a4 0h0v1b 9h9v1b red",
            "9x12 c5h,d6v c9,g9 c3,g4 0h0v0b 0h0v0b blue",
            CROWDED);


    @ParameterizedTest
    @ValueSource(strings = {"easy", "medium", "hard"})
    void everyLevelPlaysALegalWholeTurn(String level) throws Rejection {
        ComputerPlayer<WallsPosition, WallsMove> player = RULES.computer(level, 7);
        for (String text : POSITIONS) {
            WallsPosition p = RULES.parsePosition(text);
            List<WallsMove> moves = player.play(p);
            Game<WallsPosition, WallsMove> game = Game.from(RULES, WallsBoard.STANDARD.preset(), p)
                    .play(RULES.formatTurn(p, moves));
            assertTrue(game.isOver() || game.toMove().orElseThrow() != p.toMove(), text);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"easy", "medium", "hard"})
    void everyLevelTakesAWinInOne(String level) throws Rejection {
        WallsPosition p = RULES.parsePosition("11x14 e5h d10,h11 d5,h5 9h9v1b 9h9v1b red");
        assertEquals("d10-d11", RULES.formatTurn(p, RULES.computer(level, 1).play(p)));
    }

    @Test
    void theSearcherStopsTheOpponentsWinInOne() throws Rejection {
        // Blue stands one step from winning; Red, far from its own goal, must wall d5 off from d4
        WallsPosition p = RULES.parsePosition("11x14 - d8,h8 h4,d5 9h9v1b 9h9v1b red");
        Game<WallsPosition, WallsMove> game = Game.from(RULES, WallsBoard.STANDARD.preset(), p);
        List<WallsMove> turn = WallsPlayers.searcher(RULES, 3, 600_000, 2).play(p);
        Game<WallsPosition, WallsMove> after = game.play(RULES.formatTurn(p, turn));
        assertTrue(assertThrows(Rejection.class, () -> after.play("d5-d4")).getMessage().contains("stands between"),
                after.positionText());
    }

    /** A clock that moves on by {@code step} nanoseconds each time it is read. */
    private static final class TickingClock implements LongSupplier {
        private final long step;
        private long now;
        private int readings;

        TickingClock(long step) {
            this.step = step;
        }

        @Override
        public long getAsLong() {
            readings++;
            now += step;
            return now;
        }
    }

    private static void assertLegalWholeTurn(WallsPosition p, List<WallsMove> moves) throws Rejection {
        Game<WallsPosition, WallsMove> game = Game.from(RULES, WallsBoard.STANDARD.preset(), p)
                .play(RULES.formatTurn(p, moves));
        assertTrue(game.isOver() || game.toMove().orElseThrow() != p.toMove(), RULES.formatTurn(p, moves));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 10, 100})
    void everyPlayerStopsWhenItsBudgetIsSpentAndStillPlaysALegalTurn(int readingsInBudget) throws Rejection {
        // the clock runs out after a few readings, long before thousands of turns are listed
        long budgetMillis = 800;
        long step = budgetMillis * 1_000_000L / readingsInBudget;
        List<String> manyTurns = List.of(POSITIONS.get(0), POSITIONS.get(1), CROWDED);
        for (String text : POSITIONS) {
            WallsPosition p = RULES.parsePosition(text);
            for (int depth = 0; depth <= 4; depth += 2) {
                TickingClock clock = new TickingClock(step);
                ComputerPlayer<WallsPosition, WallsMove> player = depth == 0
                        ? WallsPlayers.greedy(1, budgetMillis, clock)
                        : new WallsPlayers.Searcher(RULES, 1, budgetMillis, depth, clock);
                assertLegalWholeTurn(p, player.play(p));
                String where = text + ", depth " + depth + ", " + clock.readings + " readings";
                // the reading that starts the clock, those inside the budget, and the one or two that find it spent
                assertTrue(clock.readings <= readingsInBudget + 3, where);
                if (manyTurns.contains(text)) {
                    // it kept looking at the clock while listing, so it was the clock that stopped it
                    assertTrue(clock.readings >= readingsInBudget, where);
                }
            }
        }
    }

    @Test
    void withTimeToSpareThePlayersChooseAsBeforeTheirClockWatchedTheListing() throws Rejection {
        // the turns chosen by the players of 2026-11-21, before the list of turns could be cut short
        String[][] chosen = {
                {"11x14 - d4,h4 d11,h11 9h9v1b 9h9v1b red", "d4-d6 d4h", "d4-d6 c4h"},
                {"9x12 - c3,g3 c10,g10 7h7v1b 7h7v1b red", "c3-c5 c4h", "g3-g5 f4h"},
                {CROWDED, "xb10n b10-c11 a8h", "xb10n g9-f10 a8h"},
                {"11x14 b3h,d4he,f4v,c6v,e7h,g7v,h5h,i8h,c9h,e10v,g10h,h12v,a7h,j3v,d12h,f2h d6,g6 e9,h9 1h2v1b 2h1v1b red",
                        "g6-h7 c4h", "xd6w d6-d8 c7h"},
                {"11x14 d4h,e5v,c8h d4,h4 d11,h11 3h2v1b 4h1v1b red", "xd4n h4-h6 h5h", "xd4n h4-h6 g4h"},
                {"11x14 - h4,d6 d11,h11 9h9v1b 9h9v1b red:wall", "d4h", "d4h"}};
        LongSupplier stopped = () -> 0;
        for (String[] row : chosen) {
            WallsPosition p = RULES.parsePosition(row[0]);
            assertEquals(row[1], RULES.formatTurn(p, WallsPlayers.greedy(5, 1, stopped).play(p)), row[0]);
            assertEquals(row[2], RULES.formatTurn(p, new WallsPlayers.Searcher(RULES, 5, 1, 2, stopped).play(p)), row[0]);
        }
    }

    @Test
    void unknownLevelsAreRefused() {
        assertEquals("unknown level 'grandmaster' for walls; levels: easy, medium, hard",
                assertThrows(Rejection.class, () -> RULES.computer("grandmaster", 1)).getMessage());
    }
}
