package games.blockade.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.Set;

/** Fields of entrants and tournaments played out with random results, for the tests. */
final class Fields {

    private Fields() {
    }

    /** {@code n} people, ids 101 up, seeds 1 to n, rated from 2000 down in steps of 10. */
    static List<Entrant> of(int n) {
        List<Entrant> entrants = new ArrayList<>();
        for (int seed = 1; seed <= n; seed++) {
            entrants.add(new Entrant(100 + seed, 2010 - 10 * seed, seed, new Entrant.Person(seed)));
        }
        return entrants;
    }

    static Result randomResult(SplittableRandom random) {
        int draw = random.nextInt(100);
        return draw < 40 ? Result.FIRST_WINS : draw < 75 ? Result.SECOND_WINS : Result.DRAW;
    }

    /** A check of a round against the tournament it was paired from. */
    interface Pairings {

        void check(Tournament before, Round round);
    }

    /**
     * Plays {@code tournament}, just started, to its end with random results, a present entrant withdrawing in a
     * round now and then ({@code withdrawals} in a hundred), its games then lost by forfeit;
     * {@code paired} sees every round with the tournament it was paired from.
     */
    static Tournament play(Tournament tournament, SplittableRandom random, int withdrawals, Pairings paired)
            throws Refusal {
        paired.check(new Tournament(tournament.format(), tournament.entrants(), List.of(), Set.of()), tournament.current());
        Tournament playing = tournament;
        while (true) {
            Progress progress = playing.advance();
            if (progress instanceof Progress.Finished) {
                return playing;
            }
            if (progress instanceof Progress.NextRound next) {
                paired.check(playing, next.round());
                playing = next.tournament();
            } else if (progress instanceof Progress.Replays replays) {
                playing = replays.tournament();
            } else {
                if (random.nextInt(100) < withdrawals) {
                    Set<Long> gone = playing.withdrawn();
                    List<Entrant> present = playing.entrants().stream()
                            .filter(entrant -> !gone.contains(entrant.id())).toList();
                    playing = playing.withdraw(present.get(random.nextInt(present.size())).id());
                }
                for (Game game : playing.current().pending()) {
                    playing = playing.record(game.board(), randomResult(random));
                }
            }
        }
    }
}
