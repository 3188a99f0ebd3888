package games.blockade.web.archive;

import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.Games;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.store.model.GameResult;
import games.blockade.store.repository.ArchiveEntry;
import games.blockade.web.language.Words;
import jakarta.json.bind.annotation.JsonbTransient;
import java.time.Instant;

/**
 * A finished game as the archive and the player pages list it: who played which side, who won and
 * how, in the game's own words: in English as the JSON API gives them, and on a page in the reader's
 * language.
 */
public record ListedGame(long id, String game, String gameTitle, String preset, PlayerLink one, String sideOne,
                         PlayerLink two, String sideTwo, String winner, String how, int plies, Instant finishedAt,
                         @JsonbTransient Outcome outcome) {

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
                winner, rules.describe(outcome), entry.plyCount(), entry.finishedAt(), outcome);
    }

    public String sideOne(Words words) {
        return words.side(game, Side.ONE);
    }

    public String sideTwo(Words words) {
        return words.side(game, Side.TWO);
    }

    /** "Ann won" or "Draw", in the reader's words. */
    public String winner(Words words) {
        return outcome instanceof Outcome.Win win
                ? words.t("archive.won", (win.winner() == Side.ONE ? one : two).name()) : words.t("archive.draw");
    }

    /** How the game ended ("Black's castle reached White's moat"), in the reader's words. */
    public String how(Words words) {
        return words.ending(game, outcome);
    }
}
