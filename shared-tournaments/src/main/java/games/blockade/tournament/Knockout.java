package games.blockade.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Knockout: a standard bracket seeded by rating (1 meets the lowest seed, and the top seeds can
 * only meet late), byes to the top seeds when the field is not a power of two, the winner of each
 * match into the next round. A drawn game is played again with the sides swapped until it is
 * decided; the higher seed moves first in the first game of a match.
 */
final class Knockout {

    private Knockout() {
    }

    /** The bracket's size: the entrants rounded up to a power of two. */
    static int size(int entrants) {
        return Integer.highestOneBit(Math.max(1, entrants - 1)) << 1;
    }

    /**
     * The seeds in bracket order, two by two the first round's matches: each doubling of the
     * bracket pairs every seed s with (size + 1 − s), so 1 and 2 can only meet in the final, 1 to 4
     * in the semi-finals, and so on (for 8: 1-8, 4-5, 2-7, 3-6).
     */
    static int[] order(int size) {
        int[] order = {1};
        while (order.length < size) {
            int doubled = order.length * 2;
            int[] next = new int[doubled];
            for (int i = 0; i < order.length; i++) {
                next[2 * i] = order[i];
                next[2 * i + 1] = doubled + 1 - order[i];
            }
            order = next;
        }
        return order;
    }

    static Round firstRound(List<Entrant> entrants) {
        Map<Integer, Entrant> bySeed = entrants.stream().collect(Collectors.toMap(Entrant::seed, Function.identity()));
        int[] order = order(size(entrants.size()));
        List<Game> games = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        for (int board = 1; board <= order.length / 2; board++) {
            Entrant higher = bySeed.get(order[2 * board - 2]);
            Entrant lower = bySeed.get(order[2 * board - 1]);
            if (lower == null) {
                byes.add(new Bye(board, higher.id(), 1));
            } else {
                games.add(Game.pending(board, higher.id(), lower.id()));
            }
        }
        return new Round(1, games, byes);
    }

    /** The round after {@code previous} (of {@code boards} boards): the winners of boards 2k − 1 and 2k meet on board k, the higher seed first. */
    static Round nextRound(Round previous, int boards, List<Entrant> entrants, Set<Long> withdrawn) {
        Map<Long, Entrant> byId = entrants.stream().collect(Collectors.toMap(Entrant::id, Function.identity()));
        List<Game> games = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        for (int board = 1; board <= boards / 2; board++) {
            List<Entrant> through = new ArrayList<>();
            winner(previous, 2 * board - 1).map(byId::get).ifPresent(through::add);
            winner(previous, 2 * board).map(byId::get).ifPresent(through::add);
            through.sort(Comparator.comparingInt(Entrant::seed));
            if (through.size() == 2) {
                games.add(Game.scheduled(board, through.get(0).id(), through.get(1).id(), withdrawn));
            } else if (through.size() == 1 && !withdrawn.contains(through.get(0).id())) {
                byes.add(new Bye(board, through.get(0).id(), 1));
            }
        }
        return new Round(previous.number() + 1, games, byes);
    }

    /** The replays the round needs: each board whose latest game was drawn, again with the sides swapped. */
    static List<Game> replays(Round round, Set<Long> withdrawn) {
        List<Game> replays = new ArrayList<>();
        for (Game game : round.games()) {
            if (round.latest(game.board()).orElseThrow() == game && game.result().equals(Optional.of(Result.DRAW))) {
                replays.add(Game.scheduled(game.board(), game.second(), game.first(), withdrawn));
            }
        }
        return replays;
    }

    static Optional<Long> winner(Round round, int board) {
        MatchState state = state(round, board);
        if (state instanceof MatchState.Won won) {
            return Optional.of(won.winner());
        }
        if (state instanceof MatchState.Walkover walkover) {
            return Optional.of(walkover.winner());
        }
        return Optional.empty();
    }

    static MatchState state(Round round, int board) {
        for (Bye bye : round.byes()) {
            if (bye.board() == board) {
                return new MatchState.Walkover(bye.entrant());
            }
        }
        Optional<Game> latest = round.latest(board);
        if (latest.isEmpty()) {
            return new MatchState.Vacant();
        }
        Game game = latest.get();
        if (game.result().isEmpty()) {
            return new MatchState.InPlay(game);
        }
        Result result = game.result().get();
        if (result == Result.DRAW) {
            return new MatchState.ReplayNeeded(game);
        }
        return result.winner().<MatchState>map(side -> new MatchState.Won(game.entrant(side)))
                .orElse(new MatchState.Vacant());
    }

    static Bracket bracket(List<Entrant> entrants, List<Round> rounds) {
        int size = size(entrants.size());
        int[] order = order(size);
        Map<Integer, Long> bySeed = entrants.stream().collect(Collectors.toMap(Entrant::seed, Entrant::id));
        List<List<Bracket.Match>> drawn = new ArrayList<>();
        for (int number = 1, boards = size / 2; boards >= 1; number++, boards /= 2) {
            List<Bracket.Match> matches = new ArrayList<>();
            Round round = number <= rounds.size() ? rounds.get(number - 1) : null;
            Round before = number >= 2 && number - 1 <= rounds.size() ? rounds.get(number - 2) : null;
            for (int board = 1; board <= boards; board++) {
                Optional<Long> top;
                Optional<Long> bottom;
                if (number == 1) {
                    top = Optional.ofNullable(bySeed.get(order[2 * board - 2]));
                    bottom = Optional.ofNullable(bySeed.get(order[2 * board - 1]));
                } else {
                    top = before == null ? Optional.empty() : winner(before, 2 * board - 1);
                    bottom = before == null ? Optional.empty() : winner(before, 2 * board);
                }
                MatchState state = round == null ? new MatchState.Awaiting() : state(round, board);
                matches.add(new Bracket.Match(number, board, top, bottom, state));
            }
            drawn.add(matches);
        }
        return new Bracket(size, drawn);
    }
}
