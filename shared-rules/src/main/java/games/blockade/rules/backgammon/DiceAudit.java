package games.blockade.rules.backgammon;

import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.Status;

import java.util.HexFormat;
import java.util.List;

/**
 * Checks a game's record against its revealed seed: the seed must hash to the commitment shown at
 * the start, and every roll in the record must be the roll the seed gives at that point. The
 * record is replayed from the start with the players' commands as written.
 */
public final class DiceAudit {

    /** What the check found: how many rolls matched, and the first problem, if any. */
    public record Report(int rollsChecked, int plies, boolean finished, String problem) {
        public boolean passed() {
            return problem.isEmpty();
        }
    }

    private DiceAudit() {
    }

    public static Report verify(String seedHex, String commitmentHex, Variant variant, Side first, List<String> plies)
            throws Rejection {
        SeededDice dice = SeededDice.fromHex(seedHex);
        String commitment = HexFormat.of().formatHex(SeededDice.bytes("commitment", commitmentHex));
        if (!dice.commitment().equals(commitment)) {
            return new Report(0, 0, false, "the seed does not match the commitment: its SHA-256 is "
                    + dice.commitment() + ", the commitment shown was " + commitment);
        }
        BackgammonRules rules = new BackgammonRules();
        Game<BackgammonPosition, BackgammonMove> game = Game.start(rules, variant.preset(), first);
        int rolls = 0;
        for (int i = 0; i < plies.size(); i++) {
            String ply = plies.get(i);
            String where = "ply " + (i + 1) + " '" + ply + "'";
            if (game.status() instanceof Status.AwaitingDice) {
                rolls++;
                BackgammonPosition before = game.position();
                String expected = rules.formatMove(before, rules.rollDice(before, dice));
                String recorded;
                try {
                    recorded = rules.formatMove(before, rules.parseMove(before, ply));
                } catch (Rejection e) {
                    return new Report(rolls - 1, i, false, "roll " + rolls + " (" + where + ") is not a roll here: "
                            + e.getMessage() + "; the seed gives '" + expected + "'");
                }
                if (!recorded.equals(expected)) {
                    return new Report(rolls - 1, i, false, "roll " + rolls + " (" + where
                            + ") does not match: the seed gives '" + expected + "' (dice " + before.diceRolled()
                            + " onwards)");
                }
            }
            try {
                game = game.replay(ply);
            } catch (Rejection e) {
                return new Report(rolls, i, false, where + " cannot be played: " + e.getMessage());
            }
        }
        return new Report(rolls, plies.size(), game.isOver(), "");
    }
}
