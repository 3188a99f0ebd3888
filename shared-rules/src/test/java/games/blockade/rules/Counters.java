package games.blockade.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A toy game that exercises the core's handling of multi-part turns: each side has a counter; a
 * turn is up to two steps of {@code +1} or {@code -1} (never below zero), closed by {@code end},
 * which a command implies. A counter reaching five wins.
 */
final class Counters implements Rules<Counters.Position, String> {

    record Position(int one, int two, Side toMove, int steps) {
        int mine() {
            return toMove == Side.ONE ? one : two;
        }

        Position add(int delta) {
            return toMove == Side.ONE
                    ? new Position(one + delta, two, toMove, steps + 1)
                    : new Position(one, two + delta, toMove, steps + 1);
        }
    }

    @Override
    public String id() {
        return "counters";
    }

    @Override
    public String title() {
        return "Counters";
    }

    @Override
    public String sideName(Side side) {
        return side == Side.ONE ? "One" : "Two";
    }

    @Override
    public List<Preset> presets() {
        return List.of(new Preset("standard", "first to five"));
    }

    @Override
    public Side defaultFirst() {
        return Side.ONE;
    }

    @Override
    public Position start(Preset preset, Side first) throws Rejection {
        if (first != Side.ONE) {
            throw new Rejection("One always starts");
        }
        return new Position(0, 0, Side.ONE, 0);
    }

    @Override
    public Position parsePosition(String text) throws Rejection {
        String[] parts = text.strip().split(" ");
        try {
            return new Position(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]),
                    parts[2].equals("1") ? Side.ONE : Side.TWO, 0);
        } catch (RuntimeException e) {
            throw new Rejection("bad position '" + text + "'");
        }
    }

    @Override
    public String formatPosition(Position position) {
        return position.one() + " " + position.two() + " " + (position.toMove() == Side.ONE ? "1" : "2");
    }

    @Override
    public Status status(Position position) {
        if (position.one() >= 5) {
            return new Status.Over(new Outcome.Win(Side.ONE, "five"));
        }
        if (position.two() >= 5) {
            return new Status.Over(new Outcome.Win(Side.TWO, "five"));
        }
        return new Status.ToMove(position.toMove());
    }

    @Override
    public List<String> moves(Position position) {
        if (status(position) instanceof Status.Over) {
            return List.of();
        }
        List<String> moves = new ArrayList<>();
        if (position.steps() < 2) {
            moves.add("+1");
            if (position.mine() > 0) {
                moves.add("-1");
            }
        }
        moves.add("end");
        return moves;
    }

    @Override
    public Position play(Position position, String move) {
        return switch (move) {
            case "+1" -> position.add(1);
            case "-1" -> position.add(-1);
            default -> new Position(position.one(), position.two(), position.toMove().other(), 0);
        };
    }

    @Override
    public String parseMove(Position position, String text) throws Rejection {
        if (!moves(position).contains(text)) {
            throw new Rejection(text + ": not legal here");
        }
        return text;
    }

    @Override
    public String formatMove(Position position, String move) {
        return move;
    }

    @Override
    public Optional<String> endOfCommand(Position position) {
        return Optional.of("end");
    }

    @Override
    public List<String> levels() {
        return List.of("first");
    }

    @Override
    public ComputerPlayer<Position, String> computer(String level, long seed) {
        return position -> List.of(moves(position).get(0));
    }

    @Override
    public String describeEnding(Outcome outcome) {
        return outcome.reason();
    }
}
