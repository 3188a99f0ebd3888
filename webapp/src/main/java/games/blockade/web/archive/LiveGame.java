package games.blockade.web.archive;

import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.store.repository.GameInPlay;
import java.time.Instant;

/** A game still being played, as the home page shows it: who plays it, how far it is, when it last moved. */
public record LiveGame(long id, String game, String gameTitle, ListedGame.PlayerLink one, ListedGame.PlayerLink two,
                       int plies, Instant movedAt) {

    static LiveGame of(GameInPlay entry) {
        Rules<?, ?> rules;
        try {
            rules = Games.byId(entry.kind());
        } catch (Rejection e) {
            throw new IllegalStateException("a stored game of an unknown kind: " + entry.kind(), e);
        }
        return new LiveGame(entry.gameId(), rules.id(), rules.title(),
                new ListedGame.PlayerLink(entry.playerOneId(), entry.playerOneName()),
                new ListedGame.PlayerLink(entry.playerTwoId(), entry.playerTwoName()), entry.plyCount(),
                entry.updatedAt());
    }
}
