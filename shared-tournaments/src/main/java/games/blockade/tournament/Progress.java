package games.blockade.tournament;

import java.util.List;

/** What a tournament needs next, from {@link Tournament#advance()}. */
public sealed interface Progress {

    /** Games of the current round are still being played: nothing to do until they end. */
    record Waiting(List<Game> inPlay) implements Progress {

        public Waiting {
            inPlay = List.copyOf(inPlay);
        }
    }

    /**
     * Knockout games ended in draws: these replays, sides swapped, are now part of the round and
     * must be opened, at once, whether or not the round's other games are over.
     */
    record Replays(Tournament tournament, List<Game> games) implements Progress {

        public Replays {
            games = List.copyOf(games);
        }
    }

    /** The round is over: here is the next one, paired, to post and open. Games already lost by forfeit need no opening. */
    record NextRound(Tournament tournament, Round round) implements Progress {
    }

    /** The last round is over (or too few entrants are left to pair): these are the winners. */
    record Finished(List<Entrant> winners) implements Progress {

        public Finished {
            winners = List.copyOf(winners);
        }
    }
}
