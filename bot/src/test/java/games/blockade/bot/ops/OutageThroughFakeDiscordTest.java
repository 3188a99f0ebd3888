package games.blockade.bot.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import games.blockade.bot.outbox.Answering;
import games.blockade.bot.service.StoreOutage;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Message;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.model.Player;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The database stops while 50 games are moving (issue 21): every answer a player gets agrees with
 * what is stored — a move shown as played is stored, a move said to have changed nothing is not,
 * one said to be saved before the store went away is — and every word about the outage arrives
 * within 2 s of the player meeting the outage (their command, or the cut if the bot was already at
 * work on it). When the database is back, everything owed is posted and the games go on.
 */
class OutageThroughFakeDiscordTest {

    private static final int GAMES = 50;
    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final Duration PROMPT = Duration.ofSeconds(2);
    private static final Pattern BOARD = Pattern.compile("game (\\d+), ply (\\d+):\\n```\\n([^`]*)\\n```");
    private static final Pattern ADDRESS = Pattern.compile("//([^/:]+):(\\d+)/");

    /**
     * One attempt to move: what the game stood at, what the player was told and when (from
     * {@code sent} to {@code answered}, in nanoseconds), what the store then held.
     */
    private record Attempt(long gameId, int plyBefore, String move, Message reply, long sent, long answered,
                           int plyAfter) {
        long millis() {
            return (answered - sent) / 1_000_000;
        }

        /** How long the word took from when the player met the outage: their command, or the cut if later. */
        long millisAfter(long cut) {
            return (answered - Math.max(sent, cut)) / 1_000_000;
        }
    }

    @Test
    void everyAnswerAgreesWithTheStoreAndEveryApologyIsPrompt() throws Exception {
        StoreSettings direct = TestDatabase.POSTGRESQL.fresh(8);
        Matcher address = ADDRESS.matcher(direct.url());
        assertTrue(address.find(), direct.url());
        List<Attempt> attempts = Collections.synchronizedList(new ArrayList<>());
        ExecutorService people = Executors.newFixedThreadPool(GAMES);
        try (CuttableProxy database = new CuttableProxy(address.group(1), Integer.parseInt(address.group(2)));
             Store truth = Store.open(direct);
             FakeDiscord discord = FakeDiscord.start(FakeDiscord.options());
             BotProcess bot = BotProcess.start(discord, Store.open(new StoreSettings(address.replaceFirst(
                             "//127.0.0.1:" + database.port() + "/"), direct.user(), direct.password(), 8)),
                     Clock.systemUTC(), Optional.empty(), BotProcess.unlimited(), Optional.empty())) {
            discord.awaitCommands(WAIT);
            GameRepository games = new GameRepository(truth, GameCatalog.registered(), new Ratings(Glicko2.STANDARD),
                    Clock.systemUTC());
            List<FakeUser[]> pairs = new ArrayList<>();
            List<Future<Long>> opening = new ArrayList<>();
            for (int i = 0; i < GAMES; i++) {
                FakeUser[] pair = {discord.user("black" + i).in("blockade"), discord.user("white" + i).in("blockade")};
                pairs.add(pair);
                opening.add(people.submit(() -> SafetyThroughFakeDiscordTest.startRetreat(pair[0], pair[1])));
            }
            List<Long> ids = new ArrayList<>();
            for (Future<Long> game : opening) {
                ids.add(game.get());
            }

            long stopAt = System.nanoTime() + Duration.ofSeconds(12).toNanos();
            List<Future<?>> playing = new ArrayList<>();
            for (int i = 0; i < GAMES; i++) {
                FakeUser[] pair = pairs.get(i);
                long gameId = ids.get(i);
                Random random = new Random(i);
                playing.add(people.submit(() -> {
                    while (System.nanoTime() < stopAt) {
                        move(truth, games, gameId, pair, random).ifPresent(attempts::add);
                    }
                    return null;
                }));
            }
            Thread.sleep(3_000);
            long cut = System.nanoTime();
            database.cut();
            Thread.sleep(4_000);
            database.restore();
            for (Future<?> pair : playing) {
                pair.get();
            }

            int boards = 0;
            int apologies = 0;
            int saved = 0;
            int following = 0;
            int inDoubt = 0;
            List<Long> prompt = new ArrayList<>();
            long slowestFollowing = 0;
            for (Attempt attempt : attempts) {
                String said = attempt.reply().content();
                Matcher board = BOARD.matcher(said);
                if (!attempt.reply().ephemeral() && board.find()) {
                    boards++;
                    int ply = Integer.parseInt(board.group(2));
                    GameView game = games.find(attempt.gameId()).orElseThrow();
                    assertTrue(game.plyCount() >= ply, "a move shown as played is stored: " + attempt);
                    assertEquals(board.group(3), game.game().upTo(ply).positionText(), attempt.toString());
                    continue;
                }
                if (said.equals(Answering.follows())) {
                    // Stored, its board to follow those the outage held up: said once they are on their way.
                    following++;
                    slowestFollowing = Math.max(slowestFollowing, attempt.millis());
                    assertEquals(attempt.plyBefore() + 1, attempt.plyAfter(), "said to be done: " + attempt);
                    continue;
                }
                // A command the bot was working on when the database went is told within the time of the cut.
                assertTrue(attempt.millisAfter(cut) <= PROMPT.toMillis(), "word of the outage took too long: "
                        + attempt.millisAfter(cut) + " ms after meeting it: " + attempt);
                prompt.add(attempt.millisAfter(cut));
                if (said.equals(sentence(StoreOutage.apology().reason()))) {
                    apologies++;
                    assertEquals(attempt.plyBefore(), attempt.plyAfter(), "said to have changed nothing: " + attempt);
                } else if (said.equals(StoreOutage.saved().text())) {
                    saved++;
                    assertEquals(attempt.plyBefore() + 1, attempt.plyAfter(), "said to be saved: " + attempt);
                } else if (said.equals(sentence(StoreOutage.inDoubt().reason()))) {
                    inDoubt++;
                } else {
                    fail("an answer that is neither a board nor word of the outage: " + attempt);
                }
            }
            Collections.sort(prompt);
            System.out.printf("%d games: %d moves shown as played, %d apologies (nothing stored), %d said saved,"
                    + " %d in doubt, %d said done with the board to follow (at most %d ms); word of the outage at most"
                    + " %d ms after the player met it (median %d ms)%n", GAMES, boards, apologies, saved, inDoubt, following,
                    slowestFollowing, prompt.isEmpty() ? 0 : prompt.get(prompt.size() - 1),
                    prompt.isEmpty() ? 0 : prompt.get(prompt.size() / 2));
            System.out.println("word of the outage, ms after meeting it, sorted: " + prompt);
            assertTrue(apologies > 0, "the outage was met");
            assertTrue(boards > GAMES, "the games moved before and after it");

            // Back: what the outage held up is posted, and every game's last board shows the stored position.
            Outbox outbox = new Outbox(truth, Clock.systemUTC());
            long deadline = System.nanoTime() + WAIT.toNanos();
            while (!outbox.undelivered().isEmpty()) {
                assertTrue(System.nanoTime() < deadline, "still owed: " + outbox.undelivered());
                Thread.sleep(50);
            }
            for (long id : ids) {
                GameView game = games.find(id).orElseThrow();
                String last = null;
                for (Message message : discord.allMessages()) {
                    Matcher board = BOARD.matcher(message.content());
                    if (!message.ephemeral() && board.find() && Long.parseLong(board.group(1)) == id) {
                        last = board.group(3);
                    }
                }
                assertEquals(game.position(), last, "game " + id + "'s last board");
            }
        } finally {
            people.shutdownNow();
        }
    }

    /**
     * The player to move plays a legal move; what they were told and what the store then held.
     * Empty once the game is over: it sits the rest of the test out.
     */
    private static Optional<Attempt> move(Store truth, GameRepository games, long gameId, FakeUser[] pair,
                                          Random random) {
        GameView game = games.find(gameId).orElseThrow();
        int before = game.plyCount();
        if (game.game().isOver()) {
            pause(200);
            return Optional.empty();
        }
        long mover = game.playerOf(game.game().toMove().orElseThrow());
        long moverDiscordId = truth.read(em -> em.find(Player.class, mover).discordId());
        FakeUser who = pair[0].account().id() == moverDiscordId ? pair[0] : pair[1];
        List<String> legal = game.game().legalTurns();
        String move = legal.get(random.nextInt(legal.size()));
        long sent = System.nanoTime();
        Message reply = who.slash("blockade", "move", Map.of("move", move)).awaitReply(WAIT);
        long answered = System.nanoTime();
        int after = games.find(gameId).orElseThrow().plyCount();
        if (reply.ephemeral()) {
            pause(100);
        }
        return Optional.of(new Attempt(gameId, before, move, reply, sent, answered, after));
    }

    private static String sentence(String reason) {
        return Character.toUpperCase(reason.charAt(0)) + reason.substring(1);
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
