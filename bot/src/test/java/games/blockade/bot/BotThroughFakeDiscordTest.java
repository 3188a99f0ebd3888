package games.blockade.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import games.blockade.bot.discord.Bot;
import games.blockade.bot.discord.BotSettings;
import games.blockade.bot.service.Services;
import games.blockade.bot.service.Settings;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Interaction;
import games.blockade.fakediscord.Message;
import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.picture.Pictures;
import games.blockade.rules.retreat.RetreatRules;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The bot as players meet it: a real JDA bot logged in to the fake Discord, over a real store,
 * driven by fake users' slash commands, buttons and autocomplete. Each test has its own players.
 */
class BotThroughFakeDiscordTest {

    private static final Duration WAIT = Duration.ofSeconds(20);
    /** A whole game of retreat in which Black leaves White no legal move. */
    static final List<String> BLACK_BLOCKS_WHITE = List.of("D2-3", "C9-8", "B4-6", "C8-7", "C3-2", "D7-8",
            "B1-3", "B9-7", "B3-5", "C8-9", "B6-8");

    private static final String DATABASE = "jdbc:sqlite:" + TestDatabase.sqliteFile();
    private static FakeDiscord discord;
    private static Store store;
    private static Bot bot;

    @BeforeAll
    static void startBot() throws InterruptedException {
        discord = FakeDiscord.start(FakeDiscord.options());
        startBotProcess();
        discord.awaitCommands(WAIT);
    }

    @AfterAll
    static void stopBot() {
        stopBotProcess();
        if (discord != null) {
            discord.close();
        }
    }

    /** What a start of the bot's process does: open the database and connect to Discord. */
    private static void startBotProcess() throws InterruptedException {
        store = Store.open(new StoreSettings(DATABASE, "", "", 4));
        // Games in the channel itself: these tests read every answer where the command was given.
        bot = Bot.start(new BotSettings(discord.token(), Optional.of(discord.apiUrl()),
                Optional.of(discord.gatewayUrl())).withPlace(BotSettings.GamePlace.CHANNEL),
                Services.over(store, Clock.systemUTC(), Settings.defaults()), TestLimits.forPool(4)).awaitReady();
    }

    private static void stopBotProcess() {
        if (bot != null) {
            bot.close();
        }
        if (store != null) {
            store.close();
        }
    }

    @Test
    void aWholeGameOfRetreatIsPlayedThroughSlashCommands() throws Rejection {
        FakeUser alice = discord.user("alice").in("blockade");
        FakeUser bob = discord.user("bob").in("blockade");
        Message board = startRetreat(alice, bob);
        assertTrue(board.mentions(alice.account()), "Black, the challenger, is to move first: " + board.content());
        assertEquals(Pictures.PREVIEW_WIDTH, board.attachments().get(0).image().getWidth());

        for (int ply = 0; ply < BLACK_BLOCKS_WHITE.size(); ply++) {
            FakeUser mover = ply % 2 == 0 ? alice : bob;
            FakeUser waiting = ply % 2 == 0 ? bob : alice;
            board = mover.slash("blockade", "move", Map.of("move", BLACK_BLOCKS_WHITE.get(ply))).awaitReply(WAIT);
            assertFalse(board.ephemeral(), board.content());
            assertTrue(board.content().contains(BLACK_BLOCKS_WHITE.get(ply)), board.content());
            if (ply < BLACK_BLOCKS_WHITE.size() - 1) {
                assertTrue(board.mentions(waiting.account()), "the next player is called: " + board.content());
            }
        }

        assertTrue(board.content().startsWith("alice played B6-8. " + sentence(retreat().describe(
                new Outcome.Win(Side.ONE, RetreatRules.BLOCKED))) + ". alice wins."), board.content());
        assertEquals("board.png", board.attachments().get(0).filename());
        assertEquals(Pictures.PREVIEW_WIDTH, board.attachments().get(0).image().getWidth());
        assertFalse(board.content().contains("you are to move"), board.content());
        Message after = bob.slash("blockade", "move", Map.of("move", "C9-10")).awaitReply(WAIT);
        assertTrue(after.ephemeral());
        assertEquals("You have no game in play in this channel; start one with /blockade challenge",
                after.content());
    }

    @Test
    void anIllegalMoveIsRefusedOnlyToItsPlayerAndChangesNothing() throws Rejection {
        FakeUser carol = discord.user("carol").in("blockade");
        FakeUser dave = discord.user("dave").in("blockade");
        startRetreat(carol, dave);

        Message refusal = carol.slash("blockade", "move", Map.of("move", "BB4-6")).awaitReply(WAIT);

        assertTrue(refusal.ephemeral());
        assertFalse(refusal.visibleTo(dave.account()));
        assertEquals(sentence(rejectionAtStart("BB4-6")), refusal.content());
        Message board = carol.slash("blockade", "board", Map.of()).awaitReply(WAIT);
        assertTrue(board.content().contains("ply 0:\n```\nb/c/b/././././B/C/B b - -\n```"), board.content());
        assertTrue(board.mentions(carol.account()));
    }

    @Test
    void aRefusalQuotesTheMoveAsItsPlayerTypedIt() {
        FakeUser ruth = discord.user("ruth").in("general");
        FakeUser saul = discord.user("saul").in("general");
        GamesThroughFakeDiscordTest.start(ruth, saul, "walls", Map.of());

        Message offBoard = ruth.slash("blockade", "move", Map.of("move", "z9-z99")).awaitReply(WAIT);
        Message shouted = ruth.slash("blockade", "move", Map.of("move", "D4-D7 e5h")).awaitReply(WAIT);
        Message tooMuch = ruth.slash("blockade", "move", Map.of("move", "d4-d5 e5h f3h")).awaitReply(WAIT);

        assertTrue(offBoard.content().startsWith("z9-z99: 'z9' is not a square (a1 to k14)"), offBoard.content());
        assertTrue(shouted.content().startsWith("D4-D7: a pawn moves one or two squares"), shouted.content());
        assertTrue(tooMuch.content().startsWith("d4-d5 e5h ends the turn; 'f3h' is too much"), tooMuch.content());
    }

    @Test
    void aMoveOutOfTurnIsRefusedAndEitherPlayerMayResign() {
        FakeUser erin = discord.user("erin").in("blockade");
        FakeUser frank = discord.user("frank").in("blockade");
        startRetreat(erin, frank);

        Message refusal = frank.slash("blockade", "move", Map.of("move", "C9-8")).awaitReply(WAIT);

        assertTrue(refusal.ephemeral());
        assertEquals("It is not your turn: Black is to move", refusal.content());
        Message board = erin.slash("blockade", "move", Map.of("move", "D2-3")).awaitReply(WAIT);
        assertTrue(board.content().contains("ply 1:"), board.content());
        assertTrue(board.mentions(frank.account()), board.content());

        Message resigned = frank.slash("blockade", "resign", Map.of()).awaitReply(WAIT);
        assertFalse(resigned.ephemeral());
        assertTrue(resigned.content().matches("(?s)Game \\d+ is over\\. White resigned\\. erin wins\\..*"),
                resigned.content());
        assertEquals("You have no game in play in this channel; start one with /blockade challenge",
                erin.slash("blockade", "board", Map.of()).awaitReply(WAIT).content());
    }

    @Test
    void autocompleteOffersTheLegalMovesNarrowingAsOneTypes() throws Rejection {
        FakeUser gina = discord.user("gina").in("blockade");
        FakeUser hank = discord.user("hank").in("blockade");
        startRetreat(gina, hank);
        List<String> legal = Game.start(retreat(), retreat().presets().get(0), Side.ONE).legalTurns();

        List<String> all = choices(gina, "");
        List<String> bridges = choices(gina, "b");
        List<String> fromThree = choices(gina, "B3");

        assertEquals(legal, all);
        assertEquals(legal.stream().filter(m -> m.startsWith("B")).toList(), bridges);
        assertEquals(List.of("B3-1", "B3-5"), fromThree);
        assertTrue(fromThree.size() < bridges.size() && bridges.size() < all.size(), all + " " + bridges);
        assertEquals(List.of(), choices(gina, "BB"), "there is no high bridge to move");
        assertEquals(List.of(), choices(hank, ""), "nothing is offered to the player who is not to move");
    }

    @Test
    void aGameAndAChallengeCarryOnAfterTheBotRestarts() throws InterruptedException {
        FakeUser ivy = discord.user("ivy").in("blockade");
        FakeUser jack = discord.user("jack").in("blockade");
        startRetreat(ivy, jack);
        ivy.slash("blockade", "move", Map.of("move", "D2-3")).awaitReply(WAIT);
        FakeUser kim = discord.user("kim").in("general");
        Message challenge = jack.in("general").slash("blockade", "challenge",
                Map.of("opponent", kim.account(), "game", "retreat")).awaitReply(WAIT);
        FakeUser lou = discord.user("lou").in("general");
        Message backgammon = GamesThroughFakeDiscordTest.start(ivy.in("general"), lou, "backgammon", Map.of());

        stopBotProcess();
        startBotProcess();

        Message rolled = ivy.in("general").click(backgammon, "Row 2").awaitReply(WAIT);
        assertTrue(rolled.content().contains("played row 2; the bot rolled "), rolled.content());

        Message board = jack.slash("blockade", "move", Map.of("move", "C9-8")).awaitReply(WAIT);
        assertTrue(board.content().contains("ply 2:\n```\nb/./c/b/./././BC/./B b D2-3 C9-8\n```"), board.content());
        Message accepted = kim.click(challenge, "Accept").awaitReply(WAIT);
        assertTrue(accepted.content().contains("begins: jack (Black) against kim (White)"), accepted.content());
        assertTrue(accepted.mentions(jack.account()));
    }

    @Test
    void aChallengeCanBeDeclinedOnlyByTheOneChallenged() {
        FakeUser lee = discord.user("lee").in("blockade");
        FakeUser max = discord.user("max").in("blockade");
        FakeUser ned = discord.user("ned").in("blockade");
        Message challenge = lee.slash("blockade", "challenge", Map.of("opponent", max.account(), "game", "retreat"))
                .awaitReply(WAIT);

        Message notYours = ned.click(challenge, "Decline").awaitReply(WAIT);
        Message declined = max.click(challenge, "Decline").awaitReply(WAIT);
        Message tooLate = max.click(challenge, "Accept").awaitReply(WAIT);

        assertTrue(notYours.ephemeral());
        assertEquals("This button is for max only", notYours.content());
        assertTrue(declined.mentions(lee.account()), declined.content());
        assertEquals("This challenge is already declined", tooLate.content());
        assertTrue(tooLate.ephemeral());
    }

    @Test
    void aDrawNeedsBothPlayersAndAnOfferLapsesWhenTheOtherPlaysOn() {
        FakeUser olga = discord.user("olga").in("blockade");
        FakeUser pete = discord.user("pete").in("blockade");
        startRetreat(olga, pete);

        Message first = olga.slash("blockade", "draw", Map.of()).awaitReply(WAIT);
        assertTrue(first.mentions(pete.account()), first.content());
        Message again = olga.slash("blockade", "draw", Map.of()).awaitReply(WAIT);
        assertTrue(again.ephemeral());
        assertTrue(again.content().startsWith("You have already offered a draw"), again.content());
        Message declined = pete.click(first, "Decline").awaitReply(WAIT);
        assertTrue(declined.content().startsWith("pete declined the draw"), declined.content());
        assertTrue(declined.mentions(olga.account()));

        Message second = olga.slash("blockade", "draw", Map.of()).awaitReply(WAIT);
        olga.slash("blockade", "move", Map.of("move", "D2-3")).awaitReply(WAIT);
        pete.slash("blockade", "move", Map.of("move", "C9-8")).awaitReply(WAIT);
        Message lapsed = pete.click(second, "Accept").awaitReply(WAIT);
        assertTrue(lapsed.ephemeral());
        assertEquals("This draw offer is already lapsed", lapsed.content());

        Message third = pete.slash("blockade", "draw", Map.of()).awaitReply(WAIT);
        assertTrue(third.mentions(olga.account()), third.content());
        Message drawn = olga.slash("blockade", "draw", Map.of()).awaitReply(WAIT);
        assertFalse(drawn.ephemeral());
        assertTrue(drawn.content().startsWith("olga accepted the draw. Drawn by agreement."), drawn.content());
        assertFalse(drawn.content().contains("you are to move"), drawn.content());
    }

    @Test
    void aChallengeOffersEveryGameAndTheHelpListsThem() {
        JsonNode challenge = null;
        for (JsonNode sub : discord.commands(0).get(0).path("options")) {
            if (sub.path("name").asText().equals("challenge")) {
                challenge = sub;
            }
        }
        List<String> offered = new ArrayList<>();
        for (JsonNode option : challenge.path("options")) {
            if (option.path("name").asText().equals("game")) {
                option.path("choices").forEach(choice -> offered.add(choice.path("value").asText()));
            }
        }

        assertEquals(Games.all().stream().map(Rules::id).toList(), offered);
        Message help = discord.user("quinn").slash("blockade", "help", Map.of()).awaitReply(WAIT);
        assertTrue(help.ephemeral());
        assertTrue(help.content().endsWith("Games: `retreat` Blockade: Retreat to Advance, `piecepack` "
                + titleOf("piecepack") + ", `walls` " + titleOf("walls") + ", `backgammon` " + titleOf("backgammon")),
                help.content());
    }

    /** The challenger challenges the opponent to retreat, who accepts; returns the first board. */
    private static Message startRetreat(FakeUser challenger, FakeUser opponent) {
        Message challenge = challenger.slash("blockade", "challenge",
                Map.of("opponent", opponent.account(), "game", "retreat")).awaitReply(WAIT);
        assertTrue(challenge.mentions(opponent.account()), challenge.content());
        Interaction accept = opponent.click(challenge, "Accept");
        Message board = accept.awaitReply(WAIT);
        assertTrue(board.content().contains("begins: " + challenger.account().name() + " (Black) against "
                + opponent.account().name() + " (White)"), board.content());
        return board;
    }

    private static String titleOf(String id) {
        try {
            return Games.byId(id).title();
        } catch (Rejection e) {
            throw new AssertionError(e);
        }
    }

    private static List<String> choices(FakeUser user, String typed) {
        return user.autocomplete("blockade", "move", "move", typed, Map.of()).stream()
                .map(Interaction.Choice::value).toList();
    }

    private static Rules<?, ?> retreat() throws Rejection {
        return Games.byId("retreat");
    }

    private static String rejectionAtStart(String move) throws Rejection {
        try {
            Game.start(retreat(), retreat().presets().get(0), Side.ONE).play(Side.ONE, move);
        } catch (Rejection e) {
            return e.getMessage();
        }
        throw new AssertionError(move + " was expected to be illegal");
    }

    private static String sentence(String text) {
        return text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1);
    }
}
