package games.blockade.store.repository;

import games.blockade.rules.Side;
import games.blockade.store.model.ComputerSeat;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

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

    /**
     * Joins a query's game {@code g} with its computer seats as {@code c1} (side one) and {@code c2}
     * (side two), so that a game is found with its computers in one statement ({@link #seated}).
     */
    public static final String SEATS_OF_G = " left join ComputerSeat c1 on c1.key.gameId = g.id"
            + " and c1.key.side = games.blockade.rules.Side.ONE"
            + " left join ComputerSeat c2 on c2.key.gameId = g.id and c2.key.side = games.blockade.rules.Side.TWO";

    /** The computers of the seats {@link #SEATS_OF_G} found, either of which may be null; side one first. */
    public static List<Computer> seated(Object one, Object two) {
        return Stream.of(one, two).filter(Objects::nonNull).map(c -> of((ComputerSeat) c)).toList();
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
