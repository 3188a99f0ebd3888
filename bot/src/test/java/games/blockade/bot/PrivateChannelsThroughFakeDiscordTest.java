package games.blockade.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Interaction;
import games.blockade.fakediscord.Message;
import games.blockade.store.outbox.Outbox;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Blockade installed to people's accounts, played where no bot can be a member: a whole game in a
 * group DM between two people, answered there and nowhere else; the same refusals as in a server,
 * and a draw agreed through the offer's buttons; a server where only a person's account has the
 * app; a game against the computer in the DM with the bot, also when asked for in a group DM.
 */
class PrivateChannelsThroughFakeDiscordTest {

    private static final Duration WAIT = RunningBot.WAIT;
    private static final Pattern GAME = Pattern.compile("Game (\\d+) begins");
    private static RunningBot running;
    private static FakeDiscord discord;

    @BeforeAll
    static void start() throws InterruptedException {
        running = RunningBot.shared();
        discord = running.discord;
    }

    @Test
    void theCommandIsRegisteredForServerAndUserInstallsInEveryContext() {
        var command = discord.commands(0).stream().filter(c -> c.path("name").asText().equals("blockade"))
                .findFirst().orElseThrow();
        assertEquals("[0,1]", command.path("integration_types").toString());
        assertEquals("[0,1,2]", command.path("contexts").toString());
    }

    @Test
    void aWholeGameOfRetreatIsPlayedInAGroupDmWhereTheBotOnlyAnswers() throws InterruptedException {
        FakeUser alice = discord.user("gd-alice").installApp();
        FakeUser bob = discord.user("gd-bob").installApp();
        Channel group = discord.privateChannel("game night", alice.account(), bob.account(),
                discord.user("gd-carol").account());
        alice = alice.in(group);
        bob = bob.in(group);

        Message board = start(alice, bob);
        long game = gameOf(board);
        List<String> moves = BotThroughFakeDiscordTest.BLACK_BLOCKS_WHITE;
        for (int ply = 0; ply < moves.size(); ply++) {
            FakeUser mover = ply % 2 == 0 ? alice : bob;
            FakeUser waiting = ply % 2 == 0 ? bob : alice;
            board = mover.slash("blockade", "move", Map.of("move", moves.get(ply))).awaitReply(WAIT);
            assertFalse(board.ephemeral(), board.content());
            assertEquals(group.id(), board.channelId());
            assertTrue(board.content().contains(moves.get(ply)), board.content());
            if (ply < moves.size() - 1) {
                assertTrue(board.mentions(waiting.account()), "the next player is called: " + board.content());
            }
        }
        assertTrue(board.content().startsWith("gd-alice played B6-8."), board.content());
        assertTrue(board.content().contains("gd-alice wins."), board.content());
        // The replay follows as a follow-up of the last move's interaction.
        Message replay = discord.awaitMessage(m -> m.channelId() == group.id()
                && m.content().startsWith("Replay of game " + game), WAIT);
        assertTrue(replay.interactionId() != 0, "posted as a follow-up");

        awaitAllDelivered(game);
        assertTrue(discord.requests().stream().noneMatch(r -> r.path().contains("/channels/"
                + Long.toUnsignedString(group.id()))), "the bot never asked for the group DM as a member would");
        assertEquals("You have no game in play in this channel; start one with /blockade challenge",
                bob.slash("blockade", "board", Map.of()).awaitReply(WAIT).content());
        // Rated and archived like any other game: the same records the web app reads.
        String stats = bob.slash("blockade", "stats", Map.of("player", alice.account())).awaitReply(WAIT).content();
        assertTrue(stats.contains("Retreat to Advance: rating ") && stats.contains("1 won, 0 lost"), stats);
    }

    @Test
    void refusalsInAGroupDmAreTheSameAsInAServer() throws InterruptedException {
        FakeUser erin = discord.user("gd-erin").installApp();
        FakeUser frank = discord.user("gd-frank").installApp();
        FakeUser gus = discord.user("gd-gus");
        Channel group = discord.privateChannel("erin, frank and gus", erin.account(), frank.account(), gus.account());
        erin = erin.in(group);
        frank = frank.in(group);

        Message challenge = erin.slash("blockade", "challenge", Map.of("opponent", frank.account(), "game",
                "retreat")).awaitReply(WAIT);
        Message notForGus = gus.in(group).click(challenge, "Accept").awaitReply(WAIT);
        assertTrue(notForGus.ephemeral());
        assertEquals("This button is for gd-frank only", notForGus.content());
        FakeUser gusThere = gus.in(group);
        assertThrows(IllegalArgumentException.class, () -> gusThere.slash("blockade", "help", Map.of()),
                "without the app on his account, gus has no /blockade in a group DM");
        long game = gameOf(frank.click(challenge, "Accept").awaitReply(WAIT));

        Message outOfTurn = frank.slash("blockade", "move", Map.of("move", "C9-8")).awaitReply(WAIT);
        assertTrue(outOfTurn.ephemeral());
        assertEquals("It is not your turn: Black is to move", outOfTurn.content());
        Message unknown = erin.slash("blockade", "move", Map.of("move", "BB4-6")).awaitReply(WAIT);
        assertTrue(unknown.ephemeral());
        assertFalse(unknown.visibleTo(frank.account()));
        assertTrue(unknown.content().startsWith("BB4-6"), unknown.content());
        Message board = erin.slash("blockade", "board", Map.of()).awaitReply(WAIT);
        assertTrue(board.content().contains("ply 0:\n```\nb/c/b/././././B/C/B b - -\n```"), board.content());
        // Ended by agreement, through the offer's buttons, so that no clock of it runs on in the shared bot.
        Message offer = erin.slash("blockade", "draw", Map.of()).awaitReply(WAIT);
        assertEquals(group.id(), offer.channelId());
        assertTrue(offer.mentions(frank.account()), offer.content());
        frank.click(offer, "Accept").awaitReply(WAIT);
        discord.awaitMessage(m -> m.channelId() == group.id() && m.content().contains("Drawn by agreement"), WAIT);
        awaitAllDelivered(game);

        Message toAPerson = erin.inDm().slash("blockade", "challenge", Map.of("opponent", frank.account(), "game",
                "retreat")).awaitReply(WAIT);
        assertTrue(toAPerson.ephemeral());
        assertTrue(toAPerson.content().startsWith("Only the computer plays you in our DM"), toAPerson.content());
    }

    @Test
    void aDmBetweenTwoPeopleHoldsTheirGameAsAGroupDmDoes() throws InterruptedException {
        FakeUser kai = discord.user("gd-kai").installApp();
        FakeUser lea = discord.user("gd-lea").installApp();
        Channel dm = discord.privateChannel("kai and lea", kai.account(), lea.account());
        kai = kai.in(dm);
        lea = lea.in(dm);

        long game = gameOf(start(kai, lea));
        Message board = kai.slash("blockade", "move", Map.of("move", "D2-3")).awaitReply(WAIT);
        assertEquals(dm.id(), board.channelId());
        assertTrue(board.mentions(lea.account()), board.content());
        Message resigned = lea.slash("blockade", "resign", Map.of()).awaitReply(WAIT);
        assertTrue(resigned.content().contains("gd-kai wins"), resigned.content());
        awaitAllDelivered(game);
    }

    @Test
    void aServerWhereOnlyThePersonsAccountHasTheAppGetsAnswersButNoGame() {
        long guild = discord.addGuildWithoutBot("Elsewhere", List.of("lobby"));
        FakeUser ivy = discord.user("gd-ivy").installApp().in(discord.channels(guild).get(0));

        Message help = ivy.slash("blockade", "help", Map.of()).awaitReply(WAIT);
        assertTrue(help.ephemeral() && help.content().contains("/blockade challenge"), help.content());
        Message refused = ivy.slash("blockade", "challenge", Map.of("game", "retreat", "computer", "random"))
                .awaitReply(WAIT);
        assertTrue(refused.ephemeral());
        assertTrue(refused.content().startsWith("Blockade is on your account but not in this server"),
                refused.content());
        assertTrue(discord.requests().stream().noneMatch(r -> r.path().contains("/channels/"
                + Long.toUnsignedString(discord.channels(guild).get(0).id()))));
    }

    @Test
    void aGameAgainstTheComputerIsPlayedInTheDmWithTheBotEvenWhenAskedForInAGroupDm() throws InterruptedException {
        FakeUser dora = discord.user("gd-dora").installApp();
        Channel group = discord.privateChannel("dora and hal", dora.account(), discord.user("gd-hal").account());
        Message told = dora.in(group).slash("blockade", "challenge", Map.of("game", "retreat", "computer",
                "random")).awaitReply(WAIT);
        assertTrue(told.ephemeral(), "said to the asker alone: " + told.content());
        Channel dm = discord.dmWith(dora.account()).orElseThrow();
        assertTrue(told.content().contains("Play it in <#" + Long.toUnsignedString(dm.id()) + ">."), told.content());
        Message first = discord.awaitMessage(m -> m.channelId() == dm.id() && m.content().contains("begins"), WAIT);
        long game = gameOf(first);

        FakeUser there = dora.inDm();
        Message board = first;
        for (int turn = 0; turn < 30 && !over(board); turn++) {
            List<Interaction.Choice> legal = there.autocomplete("blockade", "move", "move", "", Map.of());
            Interaction move = there.slash("blockade", "move", Map.of("move", legal.get(0).value()));
            Message answer = move.awaitReply(WAIT);
            assertEquals(dm.id(), answer.channelId());
            board = over(answer) ? answer : discord.awaitMessage(m -> m.channelId() == dm.id()
                    && m.id() > answer.id() && m.content().contains("game " + game + ", ply"), WAIT);
        }
        if (!over(board)) {
            board = there.slash("blockade", "resign", Map.of()).awaitReply(WAIT);
        }
        assertTrue(over(board), board.content());
        awaitAllDelivered(game);
    }

    @Test
    void anOwedFollowUpSentAgainAfterACrashBeforeItsMarkShowsOnce() throws InterruptedException {
        FakeUser ida = discord.user("gd-ida").installApp();
        FakeUser jon = discord.user("gd-jon").installApp();
        Channel group = discord.privateChannel("ida and jon", ida.account(), jon.account());
        long game = gameOf(start(ida.in(group), jon.in(group)));
        jon.in(group).slash("blockade", "resign", Map.of("game", game)).awaitReply(WAIT);
        awaitAllDelivered(game);
        Outbox.Effect replay = running.services.deliveries().outbox().ofGame(game).stream()
                .filter(e -> e.kind() == Outbox.Kind.REPLAY).findFirst().orElseThrow();
        long made = replay.messageId().orElseThrow();

        // The process posted it and died before marking it: the next worker finds it owed again.
        running.store.inTransaction(em -> em.createNativeQuery("update outbox set delivered_at = null, outcome = null,"
                + " message_id = null, holder = null, held_at = null where id = ?1").setParameter(1, replay.id())
                .executeUpdate());
        awaitAllDelivered(game);

        Outbox.Effect again = running.services.deliveries().outbox().ofGame(game).stream()
                .filter(e -> e.id() == replay.id()).findFirst().orElseThrow();
        assertEquals(Optional.of(made), again.messageId(), "Discord gave back the message its nonce made");
        assertEquals(1, discord.messages(group).stream()
                .filter(m -> m.content().startsWith("Replay of game " + game)).count());
    }

    /** Waits until every post the game owed is delivered where it belonged. */
    private static void awaitAllDelivered(long game) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        List<Outbox.Effect> effects = running.services.deliveries().outbox().ofGame(game);
        while (!effects.stream().allMatch(e -> e.outcome().orElse(null) == Outbox.Outcome.DELIVERED)) {
            assertTrue(System.nanoTime() < deadline, effects.toString());
            Thread.sleep(20);
            effects = running.services.deliveries().outbox().ofGame(game);
        }
    }

    private static boolean over(Message board) {
        return board.content().contains(" wins.") || board.content().contains("drawn") || board.content()
                .contains("is over");
    }

    /** The challenger challenges the opponent to retreat, who accepts; returns the first board. */
    private static Message start(FakeUser challenger, FakeUser opponent) {
        Message challenge = challenger.slash("blockade", "challenge",
                Map.of("opponent", opponent.account(), "game", "retreat")).awaitReply(WAIT);
        assertTrue(challenge.mentions(opponent.account()), challenge.content());
        Message board = opponent.click(challenge, "Accept").awaitReply(WAIT);
        assertEquals(challenger.channel().id(), board.channelId());
        assertTrue(board.content().contains("begins: " + challenger.account().name() + " (Black) against "
                + opponent.account().name() + " (White)"), board.content());
        return board;
    }

    private static long gameOf(Message board) {
        Matcher matcher = GAME.matcher(board.content());
        assertTrue(matcher.find(), board.content());
        return Long.parseLong(matcher.group(1));
    }
}
