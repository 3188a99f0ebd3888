package games.blockade.store.repository;

import games.blockade.rules.Side;
import games.blockade.store.model.ComputerSeat;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.Objects;

/**
 * The computer in a game: the side it plays, its level (one of the game's computer players) and
 * the seed that makes its choices repeatable. Posts and pages call it by its {@link #name()}, never
 * by the name of the account that seats it (the bot's, whatever a deployment calls it).
 */
public record Computer(Side side, String level, long seed) {

    /** The computer a game's seat holds. */
    public static Computer of(ComputerSeat seat) {
        return new Computer(seat.side(), seat.level(), seat.seed());
    }

    /** The computers seated in a game, read in the caller's transaction: none, one, or one on each side (side ONE first). */
    public static List<Computer> seatedIn(EntityManager em, long gameId) {
        return em.createQuery("select c from ComputerSeat c where c.key.gameId = :id order by c.key.side",
                        ComputerSeat.class)
                .setParameter("id", gameId)
                .getResultStream().map(Computer::of).toList();
    }

    /** The computer over all its levels, as its player page and its opponents' pages name it. */
    public static final String NAME = "the computer";

    public Computer {
        Objects.requireNonNull(side);
        Objects.requireNonNull(level);
    }

    /** "the computer (search)": the computer at its level, within a sentence. */
    public String name() {
        return NAME + " (" + level + ")";
    }

    /** "The computer (search)": the same, opening a sentence. */
    public String nameAtStart() {
        return atStart(name());
    }

    /** One of the computer's names opening a sentence or a heading: "The computer". */
    public static String atStart(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
