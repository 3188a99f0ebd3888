package games.blockade.web.archive;

import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.Games;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.store.repository.ArchiveEntry;
import games.blockade.web.language.Words;
import java.time.Instant;

/**
 * A finished game as the archive and the player pages list it: who played which side, who won and
 * how, in the game's own words and the reader's language.
 */
public record ListedGame(long id, String game, String gameTitle, String preset, PlayerLink one, PlayerLink two,
                         Outcome outcome, int plies, Instant finishedAt) {

    public record PlayerLink(long id, String name) {
    }

    public static ListedGame of(ArchiveEntry entry) {
        Rules<?, ?> rules;
        try {
            rules = Games.byId(entry.kind());
        } catch (Rejection e) {
            throw new IllegalStateException("a stored game of an unknown kind: " + entry.kind(), e);
        }
        return new ListedGame(entry.gameId(), rules.id(), rules.title(), entry.preset(),
                new PlayerLink(entry.playerOneId(), entry.playerOneName()),
                new PlayerLink(entry.playerTwoId(), entry.playerTwoName()),
                entry.result().outcome(entry.reason()), entry.plyCount(), entry.finishedAt());
    }

    public String sideOne(Words words) {
        return words.side(game, Side.ONE);
    }

    public String sideTwo(Words words) {
        return words.side(game, Side.TWO);
    }

    /** "Ann won" or "Draw". */
    public String winner(Words words) {
        return outcome instanceof Outcome.Win win
                ? words.t("archive.won", (win.winner() == Side.ONE ? one : two).name()) : words.t("archive.draw");
    }

    /** How the game ended ("Black's castle reached White's moat"). */
    public String how(Words words) {
        return words.ending(game, outcome);
    }
}
