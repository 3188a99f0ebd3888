package games.blockade.rules.picture;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.SelfPlay;
import games.blockade.rules.Side;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertTrue;

class ThreadSafetyTest {

    /** A width no other test draws, so the threads fill the board cache while they race. */
    private static final int WIDTH = 397;

    /** Threads filling and sharing the board cache, each in another order, get what one thread gets. */
    @Test
    void picturesDrawnAtOnceOnSeveralThreadsAreThoseDrawnAlone() throws Exception {
        List<Scene> scenes = new ArrayList<>();
        for (String id : new String[]{"retreat", "walls", "backgammon"}) {
            Game<?, ?> game = SelfPlay.play(Games.byId(id), 6, 2);
            scenes.add(Pictures.scene(game, Optional.empty()));
            scenes.add(Pictures.scene(game, Optional.of(Side.TWO)));
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<byte[][]>> results = new ArrayList<>();
            for (int thread = 0; thread < 8; thread++) {
                int offset = thread;
                results.add(pool.submit(() -> {
                    byte[][] pictures = new byte[scenes.size()][];
                    for (int i = 0; i < scenes.size(); i++) {
                        int k = (i + offset) % scenes.size();
                        pictures[k] = Png.write(scenes.get(k), WIDTH);
                    }
                    return pictures;
                }));
            }
            for (Future<byte[][]> result : results) {
                byte[][] pictures = result.get();
                for (int k = 0; k < scenes.size(); k++) {
                    assertTrue(Arrays.equals(Png.write(scenes.get(k), WIDTH), pictures[k]),
                            "picture " + k + " drawn alongside others differs");
                }
            }
        } finally {
            pool.shutdown();
        }
    }
}
