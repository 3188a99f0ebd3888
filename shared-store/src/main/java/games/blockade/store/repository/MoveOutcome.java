package games.blockade.store.repository;

import games.blockade.rules.Ply;
import games.blockade.rules.language.Refusal;
import games.blockade.store.model.DrawOffer;
import java.util.List;
import java.util.Objects;

/** What became of an action on a stored game. */
public sealed interface MoveOutcome {

    /** The action was stored; {@code plies} are the plies it added (none for a resignation). */
    /** The action stored: the game after it, the plies it added, and the draw offers it let lapse. */
    record Applied(GameView game, List<? extends Ply<?>> plies, List<DrawOffer> lapsed) implements MoveOutcome {
        public Applied {
            Objects.requireNonNull(game);
            plies = List.copyOf(plies);
            lapsed = List.copyOf(lapsed);
        }
    }

    /** The rules or the store refused it, for the reason given, which each reader is told in their language; nothing changed. */
    record Rejected(Refusal reason, GameView game) implements MoveOutcome {
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
