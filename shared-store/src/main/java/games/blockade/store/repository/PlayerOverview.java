package games.blockade.store.repository;

import java.util.Objects;

/**
 * A player as the top of their page needs them: their own name, how active they are, and whether
 * they are the account the computer plays as (named as the computer, never by the account's name).
 */
public record PlayerOverview(String displayName, PlayerActivity activity, boolean computer) {

    public PlayerOverview {
        Objects.requireNonNull(displayName);
        Objects.requireNonNull(activity);
    }
}
