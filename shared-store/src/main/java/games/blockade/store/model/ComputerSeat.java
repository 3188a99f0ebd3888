package games.blockade.store.model;

import games.blockade.rules.Side;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.Objects;

/**
 * The side of a game the computer plays, and how: the level names one of the game's computer
 * players; the seed makes its choices repeatable, so a move computed twice is the same move.
 */
@Entity
@Table(name = "computer_seat")
public class ComputerSeat {

    @Id
    @Column(name = "game_id", nullable = false)
    private long gameId;

    @Enumerated(EnumType.STRING)
    @Column(name = "side", nullable = false, length = 3)
    private Side side;

    @Column(name = "level", nullable = false, length = 20)
    private String level;

    @Column(name = "seed", nullable = false)
    private long seed;

    protected ComputerSeat() {
    }

    public ComputerSeat(long gameId, Side side, String level, long seed) {
        this.gameId = gameId;
        this.side = Objects.requireNonNull(side);
        this.level = Objects.requireNonNull(level);
        this.seed = seed;
    }

    public long gameId() {
        return gameId;
    }

    public Side side() {
        return side;
    }

    public String level() {
        return level;
    }

    public long seed() {
        return seed;
    }
}
