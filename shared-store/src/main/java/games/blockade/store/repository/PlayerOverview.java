package games.blockade.store.repository;

import java.util.Objects;

/**
 * A player as the top of their page needs them: their own name, how active they are, whether they
 * are the account the computer plays as (named as the computer, never by the account's name), and
 * how many of their games have an accuracy, with the newest of those games (0 for none): an
 * analysis ends after its game, so these change a page too.
 */
public record PlayerOverview(String displayName, PlayerActivity activity, boolean computer, long analysed,
                             long lastAnalysedGame) {

    public PlayerOverview {
        Objects.requireNonNull(displayName);
        Objects.requireNonNull(activity);
    }
}
