package games.blockade.store.repository;

import games.blockade.rules.Ply;
import java.util.List;
import java.util.Objects;

/** What became of an action on a stored game. */
public sealed interface MoveOutcome {

    /** The action was stored; {@code plies} are the plies it added (none for a resignation). */
    record Applied(GameView game, List<? extends Ply<?>> plies) implements MoveOutcome {
        public Applied {
            Objects.requireNonNull(game);
            plies = List.copyOf(plies);
        }
    }

    /** The rules or the store refused it, for the reason given; nothing changed. */
    record Rejected(String reason, GameView game) implements MoveOutcome {
        public Rejected {
            Objects.requireNonNull(reason);
            Objects.requireNonNull(game);
        }
    }

    /**
     * Someone else changed the game between reading and writing it; nothing of this action was
     * stored. {@code game} is the game as it now stands.
     */
    record Conflict(GameView game) implements MoveOutcome {
        public Conflict {
            Objects.requireNonNull(game);
        }

        public String message() {
            return "the game changed while your move was being made; it now stands at ply "
                    + game.plyCount() + ": " + game.position();
        }
    }

    record NotFound(long gameId) implements MoveOutcome {
    }
}
