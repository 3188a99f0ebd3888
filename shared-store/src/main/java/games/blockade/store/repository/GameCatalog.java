package games.blockade.store.repository;

import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;

/** Finds a game's rules by the id stored with it. */
@FunctionalInterface
public interface GameCatalog {

    Rules<?, ?> rules(String kind) throws Rejection;

    /** Every game the rules module registers. */
    static GameCatalog registered() {
        return Games::byId;
    }
}
