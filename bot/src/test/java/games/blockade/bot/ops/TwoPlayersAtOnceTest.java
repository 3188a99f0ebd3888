package games.blockade.bot.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Message;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Both players of a game act at the same moment, on real threads through the fake Discord, and
 * the bot handles both side by side: both resign at once. Exactly one resignation counts; the
 * other player is told the game changed and is shown it as it now stands.
 */
class TwoPlayersAtOnceTest {

    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final int ROUNDS = 4;
    private static final String AFTER_ONE_PLY = "b/./c/b/./././B/C/B w D2-3 -";

    @Test
    void whenBothResignAtOnceExactlyOneCountsAndTheOtherIsShownTheNewGame() throws Exception {
        ExecutorService hands = Executors.newFixedThreadPool(2);
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options());
             BotProcess process = BotProcess.start(discord, Store.open(TestDatabase.SQLITE.fresh(6)), Clock.systemUTC(),
                     Optional.empty(), BotProcess.unlimited(), Optional.empty())) {
            discord.awaitCommands(WAIT);
            int staleAnswers = 0;
            for (int round = 0; round < ROUNDS; round++) {
                FakeUser black = discord.user("black" + round).in("blockade");
                FakeUser white = discord.user("white" + round).in("blockade");
                long game = SafetyThroughFakeDiscordTest.startRetreat(black, white);
                black.slash("blockade", "move", Map.of("move", "D2-3")).awaitReply(WAIT);

                CyclicBarrier now = new CyclicBarrier(2);
                List<Future<Message>> answers = new ArrayList<>();
                for (FakeUser player : List.of(black, white)) {
                    answers.add(hands.submit(() -> {
                        now.await();
                        return player.slash("blockade", "resign", Map.of("game", game)).awaitReply(WAIT);
                    }));
                }
                Message forBlack = answers.get(0).get();
                Message forWhite = answers.get(1).get();

                List<Message> won = List.of(forBlack, forWhite).stream().filter(m -> !m.ephemeral()).toList();
                assertEquals(1, won.size(), forBlack.content() + " / " + forWhite.content());
                boolean blackResigned = won.get(0) == forBlack;
                assertTrue(won.get(0).content().startsWith("Game " + game + " is over. "
                        + (blackResigned ? "Black resigned. white" : "White resigned. black") + round + " wins."),
                        won.get(0).content());
                Message lost = blackResigned ? forWhite : forBlack;
                if (lost.content().startsWith("The game changed")) {
                    staleAnswers++;
                    assertEquals("The game changed while your move was being made; it now stands at ply 1: "
                            + AFTER_ONE_PLY + "; " + (blackResigned ? "Black resigned. white" : "White resigned. black")
                            + round + " wins.", lost.content());
                } else {
                    // This resignation was read after the other had been stored: nothing changed under it.
                    assertEquals("The game is over", lost.content());
                }
                Message board = black.slash("blockade", "board", Map.of("game", game)).awaitReply(WAIT);
                assertTrue(board.content().contains((blackResigned ? "Black" : "White") + " resigned"),
                        board.content());
            }
            System.out.println(staleAnswers + " of " + ROUNDS + " losers acted on the game as it was before");
        } finally {
            hands.shutdownNow();
        }
    }
}
