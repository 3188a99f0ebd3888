package games.blockade.bot.crash;

import games.blockade.bot.service.ChallengeRequest;
import games.blockade.bot.service.Person;
import games.blockade.bot.service.Result;
import games.blockade.bot.service.Services;
import games.blockade.bot.service.Settings;
import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.SelfPlay;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A bot process without Discord: the store and the bot's services, driven by pairs of players who
 * challenge, accept, move, offer and accept draws and resign, each pair on a thread of its own.
 * Every action is announced on standard output before it starts ({@code BEGIN n}) and acknowledged
 * once the service has answered it as done ({@code ACK ...}), exactly as the bot would then answer
 * in Discord, so that {@link StoreKillTest} can kill it anywhere on the write path and check after
 * the restart that everything acknowledged is there. It picks up where the store stands, so a
 * restarted child plays on.
 *
 * <p>Lines: {@code READY}; {@code BEGIN n}; {@code ACK n challenge ID}; {@code ACK n accept CHALLENGE
 * GAME}; {@code ACK n move GAME PLIES NOTATION} (the game's ply count after the move);
 * {@code ACK n draw GAME}; {@code ACK n resign GAME}.
 */
public final class CrashChild {

    /** The pairs of players, each playing one game after another on its own thread. */
    static final int PAIRS = 3;
    static final long FIRST_PLAYER = 7_000;

    private static final PrintStream OUT = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    private static final AtomicLong ACTIONS = new AtomicLong();

    private final Services services;
    private final Store store;
    private final int pair;
    private final Person one;
    private final Person two;
    private final Random random;

    private CrashChild(Store store, Services services, int pair, long seed) {
        this.store = store;
        this.services = services;
        this.pair = pair;
        this.one = new Person(FIRST_PLAYER + 2L * pair, "p" + (2 * pair));
        this.two = new Person(FIRST_PLAYER + 2L * pair + 1, "p" + (2 * pair + 1));
        this.random = new Random(seed);
    }

    public static void main(String[] args) throws Exception {
        Store store = Store.open(StoreSettings.fromEnvironment());
        Services services = Services.over(store, Clock.systemUTC(), Settings.defaults());
        long seed = Long.parseLong(args.length > 0 ? args[0] : "1");
        if (args.length > 1 && args[1].equals("--exit")) {
            // A start that ends cleanly: the JVM writes its class data archive on the way out.
            store.close();
            return;
        }
        OUT.println("READY");
        List<Thread> players = new ArrayList<>();
        for (int pair = 0; pair < PAIRS; pair++) {
            CrashChild child = new CrashChild(store, services, pair, seed * 31 + pair);
            Thread thread = new Thread(child::playOn, "pair-" + pair);
            players.add(thread);
            thread.start();
        }
        for (Thread thread : players) {
            thread.join();
        }
    }

    private void playOn() {
        while (true) {
            try {
                step();
            } catch (RuntimeException | Rejection e) {
                OUT.println("FAULT pair " + pair + ": " + e);
                e.printStackTrace();
                System.exit(3);
            }
        }
    }

    /** One action of this pair, chosen by where the store says they stand. */
    private void step() throws Rejection {
        Optional<Long> game = activeGame();
        if (game.isPresent()) {
            play(game.get());
            return;
        }
        Optional<Long> challenge = openChallenge();
        if (challenge.isPresent()) {
            String acceptId = store.read(em -> em.createQuery("select c.customId from Component c"
                    + " where c.challengeId = :id and c.action = 'accept'", String.class)
                    .setParameter("id", challenge.get()).getSingleResult());
            long n = begin();
            Result result = services.challenges().press(two, acceptId).orElseThrow();
            if (result instanceof Result.Settled settled) {
                ack(n, "accept " + challenge.get() + " " + number("game (\\d+) begins", settled.text()));
            }
            return;
        }
        String kind = random.nextInt(4) == 0 ? "walls" : "retreat";
        long n = begin();
        Result result = services.challenges().challenge(one, ChallengeRequest.of(kind, new ChallengeRequest.Member(two)),
                Optional.of(1L), channel());
        if (result instanceof Result.Invitation invitation) {
            ack(n, "challenge " + number("\\(challenge (\\d+)\\)", invitation.text()));
        }
    }

    private void play(long gameId) throws Rejection {
        Result.Board board = (Result.Board) services.games().board(one, channel(), Optional.of(gameId));
        Game<?, ?> game = board.game();
        Person mover = board.next().orElseThrow().discordId() == one.discordId() ? one : two;
        int roll = random.nextInt(40);
        if (roll == 0 && game.plies().size() > 2) {
            long n = begin();
            if (services.games().resign(mover, channel(), Optional.of(gameId)) instanceof Result.Board) {
                ack(n, "resign " + gameId);
            }
            return;
        }
        if (roll == 1 && game.plies().size() > 2) {
            Person other = mover == one ? two : one;
            long n = begin();
            Result offer = services.games().draw(mover, channel(), Optional.of(gameId));
            Result answer = services.games().draw(other, channel(), Optional.of(gameId));
            if (offer instanceof Result.Question && answer instanceof Result.Board) {
                ack(n, "draw " + gameId);
            }
            return;
        }
        String command = turn(game, random.nextLong());
        long n = begin();
        Result result = services.games().move(mover, channel(), Optional.of(gameId), command);
        if (result instanceof Result.Board after) {
            ack(n, "move " + gameId + " " + after.game().plies().size() + " " + command);
        } else {
            OUT.println("REFUSED " + gameId + " " + command + ": " + result);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static String turn(Game<?, ?> game, long seed) throws Rejection {
        Rules rules = game.rules();
        ComputerPlayer computer = rules.computer(rules.levels().get(0).toString(), seed);
        List<?> moves = SelfPlay.turn(rules, computer, game.position());
        return rules.formatTurn(game.position(), moves);
    }

    private Optional<Long> activeGame() {
        return store.read(em -> em.createQuery("select g.id from StoredGame g where g.state ="
                        + " games.blockade.store.model.GameState.ACTIVE and g.channelId = :channel order by g.id",
                        Long.class)
                .setParameter("channel", channel()).getResultStream().findFirst());
    }

    private Optional<Long> openChallenge() {
        return store.read(em -> em.createQuery("select c.id from Challenge c where c.state ="
                        + " games.blockade.store.model.Challenge.State.OPEN and c.channelId = :channel order by c.id",
                        Long.class)
                .setParameter("channel", channel()).getResultStream().findFirst());
    }

    private long channel() {
        return 100 + pair;
    }

    private static long number(String pattern, String text) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(pattern).matcher(text);
        if (!m.find()) {
            throw new IllegalStateException("no number like " + pattern + " in " + text);
        }
        return Long.parseLong(m.group(1));
    }

    private static long begin() {
        long n = ACTIONS.incrementAndGet();
        OUT.println("BEGIN " + n);
        return n;
    }

    private static void ack(long n, String what) {
        OUT.println("ACK " + n + " " + what);
    }
}
