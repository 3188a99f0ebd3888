package games.blockade.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** One round: its number (from 1), its games and its byes. */
public record Round(int number, List<Game> games, List<Bye> byes) {

    public Round {
        if (number < 1) {
            throw new IllegalArgumentException("rounds start at 1, not " + number);
        }
        games = List.copyOf(games);
        byes = List.copyOf(byes);
    }

    /** The games still in play. */
    public List<Game> pending() {
        return games.stream().filter(game -> !game.over()).toList();
    }

    /** Every game has its result (a knockout round may still need replays of draws). */
    public boolean over() {
        return games.stream().allMatch(Game::over);
    }

    /** The game in play on {@code board}: the latest one there, if it has no result yet. */
    public Optional<Game> inPlay(int board) {
        return latest(board).filter(game -> !game.over());
    }

    /** The latest game on {@code board}, replays coming after the game they replay. */
    public Optional<Game> latest(int board) {
        Game latest = null;
        for (Game game : games) {
            if (game.board() == board) {
                latest = game;
            }
        }
        return Optional.ofNullable(latest);
    }

    /** This round with the latest game on {@code board} given {@code result}. */
    Round withResult(int board, Result result) {
        int index = -1;
        for (int i = 0; i < games.size(); i++) {
            if (games.get(i).board() == board) {
                index = i;
            }
        }
        List<Game> changed = new ArrayList<>(games);
        changed.set(index, games.get(index).withResult(result));
        return new Round(number, changed, byes);
    }

    Round withGames(List<Game> added) {
        List<Game> all = new ArrayList<>(games);
        all.addAll(added);
        return new Round(number, all, byes);
    }

    boolean involves(long entrant) {
        return games.stream().anyMatch(game -> game.involves(entrant))
                || byes.stream().anyMatch(bye -> bye.entrant() == entrant);
    }
}
