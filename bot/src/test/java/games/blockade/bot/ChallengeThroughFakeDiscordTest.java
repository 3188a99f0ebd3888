package games.blockade.bot;

import static games.blockade.bot.RunningBot.WAIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Interaction;
import games.blockade.fakediscord.Message;
import games.blockade.store.model.Challenge;
import games.blockade.store.model.StoredGame;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every choice of /blockade challenge and its refusals, with each accepted game in a thread of its own. */
class ChallengeThroughFakeDiscordTest {

    private static RunningBot running;

    @BeforeAll
    static void start() throws InterruptedException {
        running = RunningBot.shared();
    }

    @AfterEach
    void clockBack() {
        running.clock.reset();
    }

    private static FakeUser user(String name) {
        return running.discord.user(name).in("blockade");
    }

    @Test
    void anAcceptedChallengeIsPlayedInItsOwnThreadWithTheChosenTermsAndNeedsNoGameNumberThere() {
        FakeUser alice = user("alice");
        FakeUser bob = user("bob");
        Message challenge = alice.slash("blockade", "challenge", Map.of("game", "walls", "opponent", bob.account(),
                "variant", "compact", "first", "them", "clock", "12h", "rated", false)).awaitReply(WAIT);
        assertEquals("alice challenges bob to Blockade with walls and bombs (compact, the one who accepts plays Red,"
                + " 12 hours per move, unrated)", challenge.content().substring(0, challenge.content().indexOf(" (challenge")));
        assertTrue(challenge.mentions(bob.account()), challenge.content());
        // alice has a second game in the channel, so only the thread tells her games apart
        startRetreatInChannel(alice, user("bert"));

        Interaction accept = bob.click(challenge, "Accept");
        Message announcement = accept.awaitReply(WAIT);

        assertTrue(accept.deferred(), "opening a thread may be slow: the answer is deferred");
        assertTrue(announcement.content().matches("(?s)Game \\d+ begins: bob \\(Red\\) against alice \\(Blue\\),"
                + " compact, 12 hours per move\\.\\s.*Play it in <#\\d+>\\..*"), announcement.content());
        assertTrue(announcement.mentions(alice.account()) && announcement.mentions(bob.account()));
        Channel thread = running.threadNamedIn(announcement);
        assertTrue(thread.isThread());
        assertEquals(running.discord.channel("blockade").id(), thread.parentId());
        assertTrue(thread.name().matches("walls \\d+: bob vs alice"), thread.name());
        assertEquals(10_080, running.discord.requests().stream()
                .filter(r -> r.method().equals("POST") && r.path().endsWith("/messages/" + thread.id() + "/threads"))
                .findFirst().orElseThrow().body().path("auto_archive_duration").asInt(),
                "a game's thread stays open a week without a post, the longest Discord allows");
        Message board = running.discord.messages(thread).get(0);
        assertTrue(board.mentions(bob.account()), "bob moves first: " + board.content());
        assertEquals("board.png", board.attachments().get(0).filename());
        StoredGame stored = stored(thread);
        assertEquals(Duration.ofHours(12), Duration.between(stored.shownAt().orElseThrow(),
                stored.deadline().orElseThrow()), "the clock starts when the game's first board is shown");
        assertFalse(stored.rated());

        Message refused = alice.in(thread).slash("blockade", "move", Map.of("move", "c10-c8")).awaitReply(WAIT);
        assertEquals("It is not your turn: Red is to move", refused.content());
        String pawn = bob.in(thread).autocomplete("blockade", "move", "move", "", Map.of()).get(0).value();
        String turn = bob.in(thread).autocomplete("blockade", "move", "move", pawn + " ", Map.of()).get(0).value();
        Message moved = bob.in(thread).slash("blockade", "move", Map.of("move", turn)).awaitReply(WAIT);
        assertFalse(moved.ephemeral(), moved.content());
        assertEquals(thread.id(), moved.channelId());
        assertTrue(moved.mentions(alice.account()), moved.content());
    }

    @Test
    void nobodyCanChallengeThemselves() {
        FakeUser cleo = user("cleo");
        long before = challenges();
        Message refused = cleo.slash("blockade", "challenge", Map.of("game", "retreat", "opponent", cleo.account()))
                .awaitReply(WAIT);
        assertTrue(refused.ephemeral());
        assertEquals("You cannot challenge yourself; name another member as opponent, leave opponent out for an"
                + " open challenge, or choose a computer level", refused.content());
        assertEquals(before, challenges());
    }

    @Test
    void onlyTheOneChallengedMayAnswerAndTheChallengerMayWithdraw() {
        FakeUser dina = user("dina");
        FakeUser emil = user("emil");
        FakeUser fay = user("fay");
        Message challenge = dina.slash("blockade", "challenge", Map.of("game", "retreat", "opponent", emil.account()))
                .awaitReply(WAIT);

        Message wrongAccept = fay.click(challenge, "Accept").awaitReply(WAIT);
        Message wrongDecline = fay.click(challenge, "Decline").awaitReply(WAIT);
        Message ownAccept = dina.click(challenge, "Accept").awaitReply(WAIT);
        Message withdrawn = dina.click(challenge, "Decline").awaitReply(WAIT);
        Message tooLate = emil.click(challenge, "Accept").awaitReply(WAIT);

        assertEquals("This button is for emil only", wrongAccept.content());
        assertTrue(wrongAccept.ephemeral() && !wrongAccept.visibleTo(emil.account()));
        assertEquals("This button is for emil only", wrongDecline.content());
        assertEquals("You cannot accept your own challenge; press Decline to withdraw it", ownAccept.content());
        assertEquals("dina withdrew the challenge to Blockade: Retreat to Advance (challenge " + number(challenge)
                + ").", withdrawn.content());
        assertEquals(withdrawn.id(), challenge.id(), "the challenge itself says so");
        assertTrue(withdrawn.components().isEmpty(), "its buttons are gone");
        assertEquals("This challenge is already withdrawn", tooLate.content());
    }

    @Test
    void aChallengeExpiresAfterItsTimeAndItsButtonsSaySo() {
        FakeUser gus = user("gus");
        FakeUser hana = user("hana");
        Message challenge = gus.slash("blockade", "challenge", Map.of("game", "retreat", "opponent", hana.account()))
                .awaitReply(WAIT);

        running.clock.moveForward(Duration.ofDays(7).plusMinutes(1));
        Message expired = hana.click(challenge, "Accept").awaitReply(WAIT);
        Message again = hana.click(challenge, "Decline").awaitReply(WAIT);

        assertTrue(expired.ephemeral());
        assertTrue(expired.content().matches("This challenge expired on \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC;"
                + " start a new one with /blockade challenge"), expired.content());
        assertEquals("This challenge is already expired", again.content());
        assertEquals(Challenge.State.EXPIRED, latestChallenge().state());
    }

    @Test
    void anOpenChallengeIsForAnyoneButTheChallengerAndTheFirstToAcceptPlays() {
        FakeUser ines = user("ines");
        FakeUser jon = user("jon");
        FakeUser kai = user("kai");
        Message challenge = ines.slash("blockade", "challenge", Map.of("game", "retreat")).awaitReply(WAIT);
        assertTrue(challenge.content().startsWith("ines challenges anyone here to Blockade: Retreat to Advance"),
                challenge.content());
        assertTrue(challenge.mentionIds().isEmpty(), challenge.content());

        Message ownAccept = ines.click(challenge, "Accept").awaitReply(WAIT);
        Message notTheirs = jon.click(challenge, "Decline").awaitReply(WAIT);
        Message accepted = kai.click(challenge, "Accept").awaitReply(WAIT);
        Message second = jon.click(challenge, "Accept").awaitReply(WAIT);

        assertEquals("You cannot accept your own challenge; press Decline to withdraw it", ownAccept.content());
        assertEquals("This is an open challenge: press Accept to play; only ines may withdraw it",
                notTheirs.content());
        assertTrue(accepted.content().contains("begins: ines (Black) against kai (White)"), accepted.content());
        assertEquals("This challenge is already accepted", second.content());
    }

    @Test
    void aMoveClockOutsideOneHourToSevenDaysIsRefusedAndNothingIsStored() {
        FakeUser lena = user("lena");
        FakeUser moss = user("moss");
        long before = challenges();

        Message tooLong = lena.slash("blockade", "challenge", Map.of("game", "retreat", "opponent", moss.account(),
                "clock", "8d")).awaitReply(WAIT);
        Message tooShort = lena.slash("blockade", "challenge", Map.of("game", "retreat", "opponent", moss.account(),
                "clock", "0h")).awaitReply(WAIT);
        Message notAClock = lena.slash("blockade", "challenge", Map.of("game", "retreat", "opponent", moss.account(),
                "clock", "soon")).awaitReply(WAIT);

        assertTrue(tooLong.ephemeral());
        assertEquals("A move clock is from 1 hour to 7 days per move, not 8 days", tooLong.content());
        assertEquals("A move clock is from 1 hour to 7 days per move, not 0 hours", tooShort.content());
        assertEquals("'soon' is not a move clock; write hours or days, e.g. 12h, 3d or 1d 12h", notAClock.content());
        assertEquals(before, challenges());
        assertEquals(List.of("1h", "12h", "1d"), running.discord.user("lena").autocomplete("blockade", "challenge",
                "clock", "1", Map.of("game", "retreat")).stream().map(Interaction.Choice::value).toList());
    }

    @Test
    void variantsAndComputerLevelsAreTheChosenGamesOwn() {
        FakeUser nia = user("nia");
        assertEquals(List.of("standard", "compact"), choices(nia, "variant", "", "walls"));
        assertEquals(List.of("compact"), choices(nia, "variant", "c", "walls"));
        assertEquals(List.of("standard"), choices(nia, "variant", "", "retreat"));
        assertEquals(List.of("random", "search", "perfect"), choices(nia, "computer", "", "retreat"));
        assertEquals(List.of("easy", "medium", "hard"), choices(nia, "computer", "", "walls"));

        Message badVariant = nia.slash("blockade", "challenge", Map.of("game", "walls", "variant", "huge"))
                .awaitReply(WAIT);
        Message badLevel = nia.slash("blockade", "challenge", Map.of("game", "retreat", "computer", "genius"))
                .awaitReply(WAIT);
        Message both = nia.slash("blockade", "challenge", Map.of("game", "retreat", "computer", "random",
                "opponent", user("otto").account())).awaitReply(WAIT);

        assertEquals("Unknown preset 'huge' for walls; presets: standard, compact", badVariant.content());
        assertEquals("Unknown level 'genius' for retreat; levels: random, search, perfect", badLevel.content());
        assertEquals("Choose an opponent or a computer level, not both", both.content());
    }

    @Test
    void aRandomFirstMoveGivesTheFirstSideToOneOfTheTwo() {
        FakeUser pia = user("pia");
        FakeUser quin = user("quin");
        Message challenge = pia.slash("blockade", "challenge", Map.of("game", "retreat", "opponent", quin.account(),
                "first", "random")).awaitReply(WAIT);
        assertTrue(challenge.content().contains("sides drawn at random"), challenge.content());

        Message announcement = quin.click(challenge, "Accept").awaitReply(WAIT);

        assertTrue(announcement.content().matches("(?s)Game \\d+ begins: (pia \\(Black\\) against quin|quin \\(Black\\)"
                + " against pia) \\(White\\).*"), announcement.content());
    }

    private static List<String> choices(FakeUser user, String option, String typed, String game) {
        return user.autocomplete("blockade", "challenge", option, typed, Map.of("game", game)).stream()
                .map(Interaction.Choice::value).toList();
    }

    private static void startRetreatInChannel(FakeUser challenger, FakeUser opponent) {
        Message challenge = challenger.slash("blockade", "challenge", Map.of("game", "retreat", "opponent",
                opponent.account())).awaitReply(WAIT);
        opponent.click(challenge, "Accept").awaitReply(WAIT);
    }

    private static StoredGame stored(Channel thread) {
        return running.store.inTransaction(em -> em.createQuery("select g from StoredGame g where g.threadId = :t",
                StoredGame.class).setParameter("t", thread.id()).getSingleResult());
    }

    /** A challenge's number, as its message gives it. */
    private static long number(Message challenge) {
        java.util.regex.Matcher number = java.util.regex.Pattern.compile("\\(challenge (\\d+)\\)")
                .matcher(challenge.content());
        assertTrue(number.find(), challenge.content());
        return Long.parseLong(number.group(1));
    }

    private static long challenges() {
        return running.store.inTransaction(em -> em.createQuery("select count(c) from Challenge c", Long.class)
                .getSingleResult());
    }

    private static Challenge latestChallenge() {
        return running.store.inTransaction(em -> em.createQuery("select c from Challenge c order by c.id desc",
                Challenge.class).setMaxResults(1).getSingleResult());
    }
}
