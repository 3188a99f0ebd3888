package games.blockade.store.model;

import games.blockade.rules.Side;
import jakarta.persistence.Column;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.util.Objects;

/**
 * A side of a game the computer plays, and how: the level names one of the game's computer
 * players; the seed makes its choices repeatable, so a move computed twice is the same move. A
 * game has a seat for each side the computer plays: none, one, or both (two computer entrants of a
 * tournament meeting), each at its own level.
 */
@Entity
@Table(name = "computer_seat")
public class ComputerSeat {

    @EmbeddedId
    private Seat.Key key;

    @Column(name = "level", nullable = false, length = 20)
    private String level;

    @Column(name = "seed", nullable = false)
    private long seed;

    protected ComputerSeat() {
    }

    public ComputerSeat(long gameId, Side side, String level, long seed) {
        this.key = new Seat.Key(gameId, Objects.requireNonNull(side));
        this.level = Objects.requireNonNull(level);
        this.seed = seed;
    }

    public long gameId() {
        return key.gameId();
    }

    public Side side() {
        return key.side();
    }

    public String level() {
        return level;
    }

    public long seed() {
        return seed;
    }
}
