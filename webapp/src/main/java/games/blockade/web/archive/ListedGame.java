package games.blockade.web.archive;

import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.Games;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.store.model.GameResult;
import games.blockade.store.repository.ArchiveEntry;
import java.time.Instant;

/**
 * A finished game as the archive and the player pages list it: who played which side, who won and
 * how, in the game's own words.
 */
public record ListedGame(long id, String game, String gameTitle, String preset, PlayerLink one, String sideOne,
                         PlayerLink two, String sideTwo, String winner, String how, int plies, Instant finishedAt) {

    public record PlayerLink(long id, String name) {
    }

    public static ListedGame of(ArchiveEntry entry) {
        Rules<?, ?> rules;
        try {
            rules = Games.byId(entry.kind());
        } catch (Rejection e) {
            throw new IllegalStateException("a stored game of an unknown kind: " + entry.kind(), e);
        }
        Outcome outcome = entry.result().outcome(entry.reason());
        String winner = entry.result() == GameResult.DRAW ? "Draw"
                : (entry.result() == GameResult.ONE ? entry.playerOneName() : entry.playerTwoName()) + " won";
        return new ListedGame(entry.gameId(), rules.id(), rules.title(), entry.preset(),
                new PlayerLink(entry.playerOneId(), entry.playerOneName()), rules.sideName(Side.ONE),
                new PlayerLink(entry.playerTwoId(), entry.playerTwoName()), rules.sideName(Side.TWO),
                winner, rules.describe(outcome), entry.plyCount(), entry.finishedAt());
    }
}
