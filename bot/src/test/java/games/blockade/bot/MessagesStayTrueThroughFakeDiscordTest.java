package games.blockade.bot;

import static games.blockade.bot.RunningBot.WAIT;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.bot.discord.Bot;
import games.blockade.bot.discord.BotSettings;
import games.blockade.bot.service.ClockScheduler;
import games.blockade.bot.service.Services;
import games.blockade.bot.service.Settings;
import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.Component;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Message;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.outbox.Outbox;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What the channels show stays true (issue 21): the numbers players quote run on 1, 2, 3 whatever
 * happens to the bot or the database; a challenge, a draw offer or a turn, once settled, says so
 * for everyone and offers nothing more to press; and a game ends in its own thread, wherever the
 * command that ended it was given.
 */
class MessagesStayTrueThroughFakeDiscordTest {

    private static final Pattern CHALLENGE = Pattern.compile("\\(challenge (\\d+)\\)");
    private static final Pattern GAME = Pattern.compile("Game (\\d+) begins");
    private static final Pattern BOARD = Pattern.compile("\\*\\*, game (\\d+), ply (\\d+):\\n```\\n");
    private static final String RETREAT = "Blockade: Retreat to Advance";

    private static RunningBot running;

    @BeforeAll
    static void start() throws InterruptedException {
        running = RunningBot.shared();
    }

    /** The last effect owed before this test: what the test waits to see posted comes after it. */
    private long before;

    @BeforeEach
    void mark() {
        before = running.store.read(em -> ((Number) em.createNativeQuery("select coalesce(max(id), 0) from outbox")
                .getSingleResult()).longValue());
    }

    @AfterEach
    void clockBack() {
        running.clock.reset();
    }

    // ---- the numbers players quote

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void gameAndChallengeNumbersRunOnAcrossRestartsAndAFailedCreationTakesNone(TestDatabase database)
            throws InterruptedException {
        StoreSettings settings = database.fresh(4);
        List<Long> challenges = new ArrayList<>();
        List<Long> games = new ArrayList<>();
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options())) {
            FakeUser ada = discord.user("ada").in("blockade");
            FakeUser ben = discord.user("ben").in("blockade");
            // Three runs of the bot, each a new process over the same database, as after restarts.
            for (int run = 1; run <= 3; run++) {
                try (BotOver bot = BotOver.start(discord, settings)) {
                    Message challenge = challenge(ada, ben, "retreat");
                    challenges.add(number(CHALLENGE, challenge));
                    games.add(number(GAME, ben.click(challenge, "Accept").awaitReply(WAIT)));
                }
            }

            try (BotOver bot = BotOver.start(discord, settings)) {
                Message waiting = challenge(ada, ben, "retreat");
                challenges.add(number(CHALLENGE, waiting));
                Message failedChallenge;
                Message failedGame;
                try (Refusal refusal = Refusal.begin(database, settings)) {
                    failedChallenge = ada.slash("blockade", "challenge", Map.of("opponent", ben.account(),
                            "game", "retreat")).awaitReply(WAIT);
                    failedGame = ben.click(waiting, "Accept").awaitReply(WAIT);
                }

                assertEquals("Something went wrong on the bot's side; please try again", failedChallenge.content());
                assertEquals("Something went wrong on the bot's side; please try again", failedGame.content());
                challenges.add(number(CHALLENGE, challenge(ada, ben, "retreat")));
                games.add(number(GAME, ben.click(waiting, "Accept").awaitReply(WAIT)));
            }
        }

        assertAll(() -> assertEquals(List.of(1L, 2L, 3L, 4L, 5L), challenges, "challenges"),
                () -> assertEquals(List.of(1L, 2L, 3L, 4L), games, "games"));
    }

    // ---- settled messages

    @Test
    void anAcceptedChallengeSaysItIsAGameAndOffersNothingMore() {
        FakeUser alma = user("st-alma");
        FakeUser bram = user("st-bram");
        Message challenge = challenge(alma, bram, "retreat");

        long game = number(GAME, bram.click(challenge, "Accept").awaitReply(WAIT));

        assertSettled("st-bram accepted st-alma's challenge to " + RETREAT + " (challenge "
                + number(CHALLENGE, challenge) + "): it is game " + game + ".", challenge);
    }

    @Test
    void aDeclinedChallengeSaysSoToEveryone() {
        FakeUser cora = user("st-cora");
        FakeUser dirk = user("st-dirk");
        Message challenge = challenge(cora, dirk, "retreat");

        dirk.click(challenge, "Decline").awaitReply(WAIT);

        assertSettled("st-dirk declined <@" + cora.account().id() + ">'s challenge to " + RETREAT + " (challenge "
                + number(CHALLENGE, challenge) + ").", challenge);
    }

    @Test
    void aWithdrawnChallengeSaysSoToEveryoneNotOnlyToTheChallenger() {
        FakeUser edda = user("st-edda");
        FakeUser finn = user("st-finn");
        Message challenge = challenge(edda, finn, "retreat");

        edda.click(challenge, "Decline").awaitReply(WAIT);

        Message seen = assertSettled("st-edda withdrew the challenge to " + RETREAT + " (challenge "
                + number(CHALLENGE, challenge) + ").", challenge);
        assertTrue(seen.visibleTo(finn.account()) && seen.visibleTo(user("st-gwen").account()));
    }

    @Test
    void aChallengeNobodyAnsweredInTimeSaysItExpiredWhetherOrNotSomeonePressedLate() {
        FakeUser hugo = user("st-hugo");
        FakeUser iris = user("st-iris");
        Message unanswered = challenge(hugo, iris, "retreat");
        Message pressedLate = challenge(iris, hugo, "retreat");

        running.clock.moveForward(Duration.ofDays(7).plusMinutes(1));
        hugo.click(pressedLate, "Accept").awaitReply(WAIT);
        tick();

        for (Message challenge : List.of(unanswered, pressedLate)) {
            Message seen = asShown(challenge);
            assertTrue(seen.content().matches("This challenge to " + Pattern.quote(RETREAT) + " \\(challenge "
                    + number(CHALLENGE, challenge) + "\\) expired unanswered on \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d"
                    + " UTC\\."), seen.content());
            assertSettled(seen.content(), challenge);
        }
    }

    @Test
    void aDrawOfferDeclinedAcceptedOrLetLapseSaysWhatBecameOfIt() {
        FakeUser jana = user("st-jana");
        FakeUser kurt = user("st-kurt");
        Game game = start(jana, kurt, "retreat");
        FakeUser black = jana.in(game.thread());
        FakeUser white = kurt.in(game.thread());

        Message declined = black.slash("blockade", "draw", Map.of()).awaitReply(WAIT);
        white.click(declined, "Decline").awaitReply(WAIT);
        Message lapsed = black.slash("blockade", "draw", Map.of()).awaitReply(WAIT);
        black.slash("blockade", "move", Map.of("move", "D2-3")).awaitReply(WAIT);
        white.slash("blockade", "move", Map.of("move", "C9-8")).awaitReply(WAIT);
        Message accepted = white.slash("blockade", "draw", Map.of()).awaitReply(WAIT);
        black.click(accepted, "Accept").awaitReply(WAIT);
        Game resigned = start(jana, kurt, "retreat");
        Message overtaken = jana.in(resigned.thread()).slash("blockade", "draw", Map.of()).awaitReply(WAIT);
        kurt.in(resigned.thread()).slash("blockade", "resign", Map.of()).awaitReply(WAIT);

        assertSettled("st-kurt declined the draw in game " + game.id() + "; <@" + jana.account().id()
                + ">'s offer is off.", declined);
        assertSettled("st-jana's draw offer in game " + game.id() + " lapsed: st-kurt played on instead.", lapsed);
        assertSettled("st-jana accepted the draw: game " + game.id() + " is drawn.", accepted);
        assertSettled("st-jana's draw offer in game " + resigned.id() + " lapsed: the game ended first.", overtaken);
    }

    @Test
    void aTurnsButtonsGoOnceTheTurnIsPlayedByButtonOrByCommand() {
        FakeUser lina = user("st-lina");
        FakeUser mats = user("st-mats");
        Game clicked = start(lina, mats, "backgammon");
        Game typed = start(lina, mats, "backgammon");

        lina.in(clicked.thread()).click(clicked.firstBoard(), "Row 2").awaitReply(WAIT);
        lina.in(typed.thread()).slash("blockade", "move", Map.of("move", "row 3")).awaitReply(WAIT);

        for (Game game : List.of(clicked, typed)) {
            Message seen = assertSettled(null, game.firstBoard());
            assertTrue(seen.content().startsWith("Game " + game.id() + ", ply 0: this turn was played (st-lina played"
                    + " row "), seen.content());
        }
    }

    @Test
    void aBoardShownAnywhereButTheGamesOwnPlaceOffersNothingToPress() {
        FakeUser rita = user("st-rita");
        FakeUser vito = user("st-vito");
        Game game = start(rita, vito, "backgammon");

        Message shown = rita.in(game.thread()).slash("blockade", "board", Map.of()).awaitReply(WAIT);
        Message playedElsewhere = rita.in("general").slash("blockade", "move", Map.of("move", "row 2",
                "game", game.id())).awaitReply(WAIT);

        assertTrue(shown.content().startsWith("Game " + game.id() + " after 0 plies."), shown.content());
        assertTrue(shown.components().isEmpty(), "a copy to look at: " + shown.components());
        assertTrue(playedElsewhere.content().contains("st-rita played row 2"), playedElsewhere.content());
        assertTrue(playedElsewhere.components().isEmpty(), "a copy to look at: " + playedElsewhere.components());
        Message inPlace = lastIn(game.thread(), m -> m.content().contains("st-rita played row 2"));
        assertFalse(inPlace.components().isEmpty(), "the game's own board offers the next turn");
    }

    // ---- every ending in the game's own thread

    @Test
    void aResignationFromAnotherChannelIsPostedInTheGamesThread() {
        FakeUser nora = user("st-nora");
        FakeUser olaf = user("st-olaf");
        Game game = start(nora, olaf, "backgammon");

        olaf.in("general").slash("blockade", "resign", Map.of("game", game.id())).awaitReply(WAIT);

        assertEndsInItsThread(game, "Game " + game.id() + " is over. Black resigned. st-nora wins.");
        assertNothingToPress(game.firstBoard());
    }

    @Test
    void aDrawOfferedAndAcceptedFromAnotherChannelIsPostedInTheGamesThread() {
        FakeUser pina = user("st-pina");
        FakeUser quirin = user("st-quirin");
        Game game = start(pina, quirin, "retreat");

        Message offered = pina.in("general").slash("blockade", "draw", Map.of("game", game.id())).awaitReply(WAIT);
        Message offer = lastIn(game.thread(), m -> m.content().startsWith("st-pina offers a draw in game " + game.id()));
        quirin.in("general").slash("blockade", "draw", Map.of("game", game.id())).awaitReply(WAIT);

        assertEquals("Your draw offer in game " + game.id() + " is posted in <#" + game.thread().id() + ">, for"
                + " st-quirin to answer there.", offered.content());
        assertTrue(offered.ephemeral(), "the offer itself, with its buttons, is in the thread alone");
        assertEndsInItsThread(game, "st-quirin accepted the draw. Drawn by agreement.");
        assertSettled("st-quirin accepted the draw: game " + game.id() + " is drawn.", offer);
        assertTrue(running.discord.allMessages().stream().noneMatch(m -> m.content().startsWith("st-pina offers a draw"
                + " in game " + game.id())), "nowhere does the offer still stand");
    }

    @Test
    void aLossOnTimeIsPostedInTheGamesThread() {
        FakeUser rosa = user("st-rosa");
        FakeUser sven = user("st-sven");
        Game game = start(rosa, sven, "backgammon");

        running.clock.moveForward(Duration.ofDays(3).plusMinutes(1));
        tick();

        assertEndsInItsThread(game, "<@" + rosa.account().id() + "> <@" + sven.account().id() + "> game " + game.id()
                + " is over on time. Red ran out of time. st-sven wins.");
        assertNothingToPress(game.firstBoard());
    }

    @Test
    void aGameWonByAMoveFromAnotherChannelIsPostedInTheGamesThread() {
        FakeUser tine = user("st-tine");
        FakeUser ugo = user("st-ugo");
        Game game = start(tine, ugo, "retreat");
        List<String> moves = BotThroughFakeDiscordTest.BLACK_BLOCKS_WHITE;
        for (int ply = 0; ply < moves.size() - 1; ply++) {
            (ply % 2 == 0 ? tine : ugo).in(game.thread()).slash("blockade", "move", Map.of("move", moves.get(ply)))
                    .awaitReply(WAIT);
        }

        tine.in("general").slash("blockade", "move", Map.of("move", moves.get(moves.size() - 1), "game", game.id()))
                .awaitReply(WAIT);

        assertEndsInItsThread(game, "st-tine played B6-8. ");
    }

    // ---- what the players see

    /** A game started from a challenge in #blockade and played in its own thread. */
    private record Game(long id, Channel thread, Message firstBoard) {
    }

    private static FakeUser user(String name) {
        return running.discord.user(name).in("blockade");
    }

    private static Message challenge(FakeUser challenger, FakeUser opponent, String game) {
        Message challenge = challenger.slash("blockade", "challenge", Map.of("opponent", opponent.account(),
                "game", game)).awaitReply(WAIT);
        assertTrue(challenge.mentions(opponent.account()), challenge.content());
        return challenge;
    }

    private static Game start(FakeUser challenger, FakeUser opponent, String game) {
        Message announcement = opponent.click(challenge(challenger, opponent, game), "Accept").awaitReply(WAIT);
        Channel thread = running.threadNamedIn(announcement);
        return new Game(number(GAME, announcement), thread, running.discord.messages(thread).get(0));
    }

    private static long number(Pattern pattern, Message message) {
        Matcher number = pattern.matcher(message.content());
        assertTrue(number.find(), message.content());
        return Long.parseLong(number.group(1));
    }

    /** One round of the clocks' work, as the bot's scheduler does it. */
    private static void tick() {
        try (ClockScheduler clocks = new ClockScheduler(running.services)) {
            clocks.tick();
        }
    }

    /**
     * Settled for everyone: saying {@code says} (unless null), seen by all, nothing left to press.
     * Returns the message as it now stands.
     */
    private Message assertSettled(String says, Message message) {
        Message seen = asShown(message);
        if (says != null) {
            assertEquals(says, seen.content());
        }
        assertFalse(seen.ephemeral(), "everyone sees it: " + seen.content());
        assertTrue(seen.visibleTo(running.discord.user("st-passer-by").account()));
        assertNothingToPress(seen);
        return seen;
    }

    private void assertNothingToPress(Message message) {
        Message seen = asShown(message);
        assertTrue(seen.components().stream().allMatch(Component::disabled),
                "nothing left to press in \"" + seen.content() + "\": " + seen.components());
    }

    /**
     * The game's thread ends with its result, headed {@code headline}: its last board is the final
     * one, and nothing after it asks anyone to move.
     */
    private void assertEndsInItsThread(Game game, String headline) {
        awaitPosted();
        List<Message> thread = running.discord.messages(game.thread());
        Message last = lastIn(game.thread(), m -> BOARD.matcher(m.content()).find());
        assertTrue(last.content().startsWith(headline), last.content());
        assertTrue(last.content().contains("**Result:**"), last.content());
        for (Message after : thread.subList(thread.indexOf(last), thread.size())) {
            assertFalse(after.content().contains("you are to move"), after.content());
        }
    }

    private Message lastIn(Channel place, Predicate<Message> which) {
        awaitPosted();
        List<Message> found = running.discord.messages(place).stream().filter(which).toList();
        assertFalse(found.isEmpty(), "nothing such in " + place.name() + ": " + running.discord.messages(place));
        return found.get(found.size() - 1);
    }

    /** The message as it now stands in Discord, once what the bot owes is posted. */
    private Message asShown(Message message) {
        awaitPosted();
        return running.discord.allMessages().stream().filter(m -> m.id() == message.id()).findFirst()
                .orElseThrow(() -> new AssertionError("message " + message.id() + " is gone"));
    }

    /** Waits until everything the bot came to owe during this test is posted. */
    private void awaitPosted() {
        Outbox outbox = new Outbox(running.store, Clock.systemUTC());
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (outbox.undelivered().stream().anyMatch(effect -> effect.id() > before)) {
            assertTrue(System.nanoTime() < deadline, "still owed: " + outbox.undelivered());
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    /** A bot process over the store {@code settings} names, with games in threads. */
    private record BotOver(Store store, Bot bot) implements AutoCloseable {

        static BotOver start(FakeDiscord discord, StoreSettings settings) throws InterruptedException {
            Store store = Store.open(settings);
            Bot bot = Bot.start(new BotSettings(discord.token(), Optional.of(discord.apiUrl()),
                            Optional.of(discord.gatewayUrl())),
                    Services.over(store, Clock.systemUTC(), Settings.defaults()), TestLimits.forPool(4)).awaitReady();
            discord.awaitCommands(WAIT);
            return new BotOver(store, bot);
        }

        @Override
        public void close() {
            bot.close();
            store.close();
        }
    }

    /**
     * The database failing midway through storing a challenge (at its buttons) or a game (at its
     * seats), while this lasts: each is rolled back after its own row was written.
     */
    private record Refusal(TestDatabase database, StoreSettings settings) implements AutoCloseable {

        static Refusal begin(TestDatabase database, StoreSettings settings) {
            for (String table : List.of("component", "seat")) {
                if (database == TestDatabase.SQLITE) {
                    TestDatabase.execute(settings, "create trigger refuse_" + table + " before insert on " + table
                            + " begin select raise(abort, 'refused'); end");
                } else {
                    TestDatabase.execute(settings, "create or replace function refuse() returns trigger language"
                            + " plpgsql as $$ begin raise exception 'refused'; end $$");
                    TestDatabase.execute(settings, "create trigger refuse_" + table + " before insert on " + table
                            + " for each row execute function refuse()");
                }
            }
            return new Refusal(database, settings);
        }

        @Override
        public void close() {
            for (String table : List.of("component", "seat")) {
                TestDatabase.execute(settings, "drop trigger refuse_" + table
                        + (database == TestDatabase.SQLITE ? "" : " on " + table));
            }
        }
    }
}
