package games.blockade.bench.picture;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.SelfPlay;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One 60-ply self-played game per game id, played once per JVM: playing it costs far more than
 * drawing it, and benchmarks run in one JVM ({@code -f 0}) share it.
 */
final class SampleGames {

    static final int PLIES = 60;
    /** The ply whose position the still pictures show. */
    static final int STILL = 20;

    private static final Map<String, Game<?, ?>> GAMES = new ConcurrentHashMap<>();

    private SampleGames() {
    }

    static Game<?, ?> of(String id) throws Rejection {
        Game<?, ?> game = GAMES.get(id);
        if (game == null) {
            game = SelfPlay.play(Games.byId(id), PLIES, 1);
            GAMES.put(id, game);
        }
        return game;
    }
}
