package games.blockade.bot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.bot.discord.Bot;
import games.blockade.bot.discord.BotSettings;
import games.blockade.bot.service.Seeds;
import games.blockade.bot.service.Services;
import games.blockade.bot.service.Settings;
import games.blockade.fakediscord.Attachment;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Interaction;
import games.blockade.fakediscord.Message;
import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.backgammon.BackgammonMove;
import games.blockade.rules.backgammon.BackgammonPosition;
import games.blockade.rules.backgammon.SeededDice;
import games.blockade.rules.backgammon.Step;
import games.blockade.rules.picture.Pictures;
import games.blockade.rules.piecepack.PiecepackSetups;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.model.DiceCommitment;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Whole games of all four Blockade games and a whole retreat match, played through a real JDA bot
 * logged in to the fake Discord, by fake users typing commands and clicking buttons. The moves
 * they type are chosen by the games' computer players from the position each board shows; the
 * dice seed and the computers' seeds are fixed, so every run plays the same games.
 */
class GamesThroughFakeDiscordTest {

    private static final Duration WAIT = Duration.ofSeconds(20);
    /** The dice seed of every game here; with computer seed 1 a basic game ends within 80 plies. */
    private static final byte[] DICE_SEED = new byte[SeededDice.SEED_BYTES];
    private static final Pattern GAME = Pattern.compile("\\*\\*, game (\\d+), ply (\\d+):\\n```\\n(.*?)\\n```",
            Pattern.DOTALL);
    private static final Pattern COMMITMENT = Pattern.compile("SHA-256 is `([0-9a-f]{64})`");
    private static final Pattern SEED = Pattern.compile("\\*\\*Dice seed:\\*\\* `([0-9a-f]{64})`");
    private static final Pattern ROLLED = Pattern.compile("the bot rolled ([0-9 ,thenvs]+)\\.");
    private static final String WEB = "https://blockade.example";

    private static final String DATABASE = "jdbc:sqlite:" + TestDatabase.sqliteFile();
    private static FakeDiscord discord;
    private static Store store;
    private static Bot bot;
    private static GameRepository games;

    @BeforeAll
    static void startBot() throws InterruptedException {
        new SplittableRandom(1).nextBytes(DICE_SEED);
        discord = FakeDiscord.start(FakeDiscord.options().guild("Blockade Club",
                List.of("backgammon", "reroll", "bungie", "piecepack", "coins", "walls", "parts", "match",
                        "mistakes")));
        store = Store.open(new StoreSettings(DATABASE, "", "", 4));
        games = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD), Clock.systemUTC());
        Seeds fixed = DICE_SEED::clone;
        bot = Bot.start(new BotSettings(discord.token(), Optional.of(discord.apiUrl()),
                Optional.of(discord.gatewayUrl())).withPlace(BotSettings.GamePlace.CHANNEL),
                Services.over(store, Clock.systemUTC(), new Settings(WEB, fixed)), TestLimits.forPool(4)).awaitReady();
        discord.awaitCommands(WAIT);
    }

    @AfterAll
    static void stopBot() {
        if (bot != null) {
            bot.close();
        }
        if (store != null) {
            store.close();
        }
        if (discord != null) {
            discord.close();
        }
    }

    @Test
    void aWholeGameOfBackgammonIsPlayedWithRowButtonsServerDiceAndSpendCommands() throws Exception {
        FakeUser red = discord.user("bg-red").in("backgammon");
        FakeUser black = discord.user("bg-black").in("backgammon");
        Message board = start(red, black, "backgammon", Map.of());
        Matcher commitment = COMMITMENT.matcher(board.content());
        assertTrue(commitment.find(), "the seed's hash is shown when the game starts: " + board.content());
        assertEquals(DiceCommitment.sha256(DICE_SEED), commitment.group(1));
        Rules<BackgammonPosition, BackgammonMove> rules = rules("backgammon");
        Map<Side, ComputerPlayer<BackgammonPosition, BackgammonMove>> computers = Map.of(
                Side.ONE, rules.computer("hard", 1), Side.TWO, rules.computer("hard", 1));
        List<Integer> shownDice = new ArrayList<>();
        boolean autocompleteChecked = false;
        Interaction last = null;
        while (!(rules.status(position(rules, board)) instanceof Status.Over)) {
            BackgammonPosition position = position(rules, board);
            Side side = position.toMove();
            FakeUser mover = side == Side.ONE ? red : black;
            assertTrue(board.mentions(mover.account()), "the player to move is called: " + board.content());
            List<BackgammonMove> moves = computers.get(side).play(position);
            String command = rules.formatTurn(position, moves);
            if (position.turn().step() == Step.ROW) {
                last = mover.click(board, "Row " + ((BackgammonMove.ChooseRow) moves.get(0)).row());
            } else if (command.equals("end")) {
                last = mover.click(board, "Stop");
            } else {
                if (!autocompleteChecked) {
                    checkSpendAutocomplete(mover, rules, position, command);
                    autocompleteChecked = true;
                }
                last = mover.slash("blockade", "move", Map.of("move", command));
            }
            board = last.awaitReply(WAIT);
            assertFalse(board.ephemeral(), board.content());
            Matcher rolled = ROLLED.matcher(board.content());
            if (rolled.find()) {
                for (String die : rolled.group(1).split("[^0-9]+")) {
                    shownDice.add(Integer.parseInt(die));
                }
            }
        }

        assertTrue(board.content().contains("wins") || board.content().contains("rawn"), board.content());
        Matcher seed = SEED.matcher(board.content());
        assertTrue(seed.find(), "the seed is revealed at the end: " + board.content());
        SeededDice revealed = SeededDice.fromHex(seed.group(1));
        assertEquals(commitment.group(1), revealed.commitment());
        assertFalse(shownDice.isEmpty());
        for (int i = 0; i < shownDice.size(); i++) {
            assertEquals(revealed.roll(i), shownDice.get(i), "die " + i + " is the seed's die " + i);
        }
        checkEnding(last, board, gameId(board));
    }

    /** Autocomplete at a spending step offers the legal moves, then completes the turn part by part. */
    private static void checkSpendAutocomplete(FakeUser mover, Rules<BackgammonPosition, BackgammonMove> rules,
                                               BackgammonPosition position, String command) {
        List<String> legal = rules.moves(position).stream().map(m -> rules.formatMove(position, m)).toList();
        assertEquals(legal.subList(0, Math.min(legal.size(), 25)), choices(mover, ""));
        String first = command.split(" ")[0];
        List<String> after = choices(mover, first + " ");
        assertFalse(after.isEmpty(), "the turn continues after " + first);
        assertTrue(after.stream().allMatch(c -> c.startsWith(first)), after.toString());
    }

    @Test
    void aBackgammonRollOnceMadeIsNeverRolledAgain() throws Exception {
        FakeUser red = discord.user("rr-red").in("reroll");
        FakeUser black = discord.user("rr-black").in("reroll");
        Message start = start(red, black, "backgammon", Map.of());

        Message rolled = red.click(start, "Row 3").awaitReply(WAIT);
        Message again = red.click(start, "Row 3").awaitReply(WAIT);
        Message retyped = red.slash("blockade", "move", Map.of("move", "row 3")).awaitReply(WAIT);
        Message shown = red.slash("blockade", "board", Map.of()).awaitReply(WAIT);

        Matcher dice = ROLLED.matcher(rolled.content());
        assertTrue(dice.find(), rolled.content());
        assertEquals(String.valueOf(SeededDice.of(DICE_SEED).roll(0)), dice.group(1));
        assertTrue(again.ephemeral());
        assertTrue(again.content().startsWith("This button was for ply 0 of game " + gameId(start)
                + ", which has moved on to ply 2"), again.content());
        assertTrue(retyped.ephemeral());
        assertFalse(ROLLED.matcher(retyped.content()).find(), retyped.content());
        assertEquals(positionText(rolled), positionText(shown), "neither the button nor the command rolled again");
        assertEquals(2, games.find(gameId(start)).orElseThrow().plyCount(), "one row chosen, one roll made");
    }

    @Test
    void aBungieLeapIsARaceTheBotRollsForBothPlayers() throws Exception {
        FakeUser red = discord.user("bu-red").in("bungie");
        FakeUser black = discord.user("bu-black").in("bungie");
        Message board = start(red, black, "backgammon", Map.of("variant", "bungie"));

        Message choice = red.click(board, "Row 1").awaitReply(WAIT);
        assertTrue(choice.content().startsWith("bu-red played row 1.\n"), "no die yet: " + choice.content());
        assertTrue(choice.mentions(red.account()), "Red still chooses: " + choice.content());
        Message raced = red.click(choice, "Declare a leap").awaitReply(WAIT);

        SeededDice dice = SeededDice.of(DICE_SEED);
        int facing = Math.max(dice.roll(2), Math.max(dice.roll(3), dice.roll(4)));
        assertTrue(raced.content().contains("played leap; the bot rolled " + dice.roll(0) + " " + dice.roll(1)
                + " vs " + dice.roll(2) + " " + dice.roll(3) + " " + dice.roll(4) + "."), raced.content());
        int left = (dice.roll(0) > facing ? 0 : 1) + (dice.roll(1) > facing ? 0 : 1);
        BackgammonPosition after = position(rules("backgammon"), raced);
        assertEquals(left, after.rows(Side.ONE).count(1), "a piece leaves for each die above the facing row's best");
    }

    @Test
    void aWholeGameOfPiecepackStartsFromRandomCoinsAndTheRunnersPawns() throws Exception {
        FakeUser runner = discord.user("pp-runner").in("piecepack");
        FakeUser blocker = discord.user("pp-blocker").in("piecepack");
        Message board = start(runner, blocker, "piecepack", Map.of("first", "them"));
        assertTrue(board.mentions(blocker.account()), "the blocker sets up first: " + board.content());

        Message notYours = runner.click(board, "Random coins").awaitReply(WAIT);
        assertEquals("This button is for pp-blocker only", notYours.content());
        board = blocker.click(board, "Random coins").awaitReply(WAIT);
        long setupSeed = ByteBuffer.wrap(DICE_SEED).getLong();
        assertTrue(board.content().contains(PiecepackSetups.formatCoins(PiecepackSetups.randomCoins(setupSeed))),
                board.content());
        assertTrue(board.mentions(runner.account()), "then the runner places the pawns: " + board.content());

        Interaction last = playOut(board, runner, blocker, rules("piecepack"), "easy", "random", 1, (m, p) -> { });
        checkEnding(last, last.awaitReply(WAIT), gameId(board));
    }

    @Test
    void theBlockerMayTypeTheCoinsInstead() throws Exception {
        FakeUser runner = discord.user("pc-runner").in("coins");
        FakeUser blocker = discord.user("pc-blocker").in("coins");
        Message board = start(runner, blocker, "piecepack", Map.of("first", "them"));
        String coins = PiecepackSetups.formatCoins(PiecepackSetups.randomCoins(7));

        Message wrong = blocker.slash("blockade", "move", Map.of("move", "s:a1")).awaitReply(WAIT);
        Message typed = blocker.slash("blockade", "move", Map.of("move", coins)).awaitReply(WAIT);
        Message late = blocker.click(board, "Random coins").awaitReply(WAIT);

        assertTrue(wrong.ephemeral());
        assertTrue(wrong.content().startsWith("The coin setup is not legal: a1: coins may not be set up in rows 1–2;"),
                wrong.content());
        assertTrue(typed.content().startsWith("pc-blocker played " + coins + ".\n"), typed.content());
        assertTrue(typed.mentions(runner.account()), typed.content());
        assertTrue(late.ephemeral());
        assertTrue(late.content().startsWith("This button was for ply 0"), late.content());
    }

    @Test
    void aWholeGameOfCompactWallsIsPlayedBombMoveAndWallAsOneCommand() throws Exception {
        FakeUser red = discord.user("w-red").in("walls");
        FakeUser blue = discord.user("w-blue").in("walls");
        List<String> presets = red.autocomplete("blockade", "challenge", "variant", "c",
                Map.of("game", "walls")).stream().map(Interaction.Choice::value).toList();
        assertEquals(List.of("compact"), presets);
        Message board = start(red, blue, "walls", Map.of("variant", "compact"));
        assertTrue(board.content().contains("```\n" + Game.start(rules("walls"), rules("walls").preset("compact"),
                Side.ONE).positionText() + "\n```"), board.content());

        String legalMove = choices(red, "").get(0).strip();
        List<String> wholeTurns = choices(red, legalMove + " ");
        assertTrue(wholeTurns.stream().allMatch(t -> t.startsWith(legalMove + " ")) && !wholeTurns.isEmpty(),
                "after the pawn move the wall is completed: " + wholeTurns);

        Rules<Object, Object> walls = rules("walls");
        boolean[] bombed = {false};
        Interaction last = playOut(board, red, blue, walls, "easy", "easy", 4, (mover, position) -> {
            List<String> bombs = walls.moves(position).stream().map(m -> walls.formatMove(position, m))
                    .filter(m -> m.startsWith("x")).toList();
            if (bombed[0] || bombs.isEmpty()) {
                return;
            }
            bombed[0] = true;
            // Each bomb is offered as a part, or by the whole turns it begins where they all fit.
            List<String> offered = choices(mover, "x").stream().map(c -> c.split(" ")[0]).distinct().toList();
            assertEquals(bombs.subList(0, Math.min(25, bombs.size())), offered);
            List<String> moves = choices(mover, bombs.get(0) + " ");
            assertFalse(moves.isEmpty());
            assertTrue(moves.stream().allMatch(m -> m.startsWith(bombs.get(0) + " ") && m.contains("-")), moves.toString());
        });
        assertTrue(bombed[0], "a bomb was offered at some turn of the game");
        checkEnding(last, last.awaitReply(WAIT), gameId(board));
    }

    @Test
    void aWallsPawnMoveIsOfferedAsAPartThatIsRefusedAloneAndLeadsToWholeTurnsTheBotAccepts() throws Exception {
        FakeUser red = discord.user("p-red").in("parts");
        FakeUser blue = discord.user("p-blue").in("parts");
        Message board = start(red, blue, "walls", Map.of("variant", "compact"));
        long id = gameId(board);
        Rules<Object, Object> walls = rules("walls");
        for (FakeUser mover : List.of(red, blue)) {
            Game<Object, Object> shown = Game.from(walls, walls.preset("compact"), position(walls, board));
            List<Interaction.Choice> offered = mover.autocomplete("blockade", "move", "move", "", Map.of());
            assertFalse(offered.isEmpty());
            for (Interaction.Choice choice : offered) {
                checkWholeOrLabelledPart(shown, choice);
            }
            Interaction.Choice part = offered.stream().filter(c -> !c.name().equals(c.value())).findFirst()
                    .orElseThrow();
            String step = part.value().strip();

            // Sent as picked, or by its name as Discord's client sometimes sends it: refused, nothing played.
            int plies = games.find(id).orElseThrow().plyCount();
            for (String sent : List.of(part.value(), part.name())) {
                Message refused = mover.slash("blockade", "move", Map.of("move", sent)).awaitReply(WAIT);
                assertTrue(refused.ephemeral(), refused.content());
                assertTrue(refused.content().startsWith("The turn is not finished, so nothing was played: " + step
                        + " still needs a wall; legal next: "), refused.content());
                assertTrue(refused.content().contains("; a whole turn is e.g. " + step + " "), refused.content());
            }
            // A wall before the pawn move is refused too, and the pawn moves listed as legal are marked as parts.
            Message early = mover.slash("blockade", "move", Map.of("move", "e5h")).awaitReply(WAIT);
            assertTrue(early.content().contains("; legal now: " + step + " …, "), early.content());
            assertEquals(plies, games.find(id).orElseThrow().plyCount(), "no part sent alone was played");

            // Typed on, whether the box holds the part's value or, as in Discord's client, its name.
            List<Interaction.Choice> next = mover.autocomplete("blockade", "move", "move", part.value(), Map.of());
            assertEquals(next, mover.autocomplete("blockade", "move", "move", part.name() + " ", Map.of()));
            assertEquals(25, next.size());
            for (Interaction.Choice choice : next) {
                assertTrue(choice.value().startsWith(step + " "), choice.toString());
                assertEquals(choice.value(), choice.name(), "a whole turn is named as it is sent");
                checkWholeOrLabelledPart(shown, choice);
            }
            // Discord trims the space after a finished part: the part comes first, then its turns.
            List<Interaction.Choice> trimmed = mover.autocomplete("blockade", "move", "move", step, Map.of());
            assertEquals(part, trimmed.get(0));
            assertEquals(next.subList(0, 24), trimmed.subList(1, 25));

            // Red picks a whole turn; Blue sends the part's name with a wall typed after it.
            String wall = next.get(7).value().substring(step.length() + 1);
            String sent = mover == red ? next.get(7).value() : part.name() + " " + wall;
            board = mover.slash("blockade", "move", Map.of("move", sent)).awaitReply(WAIT);
            assertFalse(board.ephemeral(), board.content());
            assertTrue(board.content().startsWith(mover.account().name() + " played " + step + " " + wall + "."),
                    board.content());
        }
        assertEquals(2, games.find(id).orElseThrow().plyCount());
    }

    /** A choice is a whole turn the rules accept as sent, named as it is sent, or a part labelled as one. */
    private static void checkWholeOrLabelledPart(Game<Object, Object> shown, Interaction.Choice choice)
            throws Rejection {
        assertTrue(choice.name().length() <= 100 && choice.value().length() <= 100, choice.toString());
        if (choice.name().equals(choice.value())) {
            assertEquals(1, shown.play(choice.value()).plies().size(), choice.value());
        } else {
            assertEquals(choice.value().strip() + " … then a wall (keep typing)", choice.name());
            assertEquals(choice.value().strip() + " ", choice.value());
        }
    }

    @Test
    void mistakesAreRefusedOnlyToTheirAuthorSayingWhyAndWhatIsLegal() throws Exception {
        FakeUser red = discord.user("mk-red").in("mistakes");
        FakeUser black = discord.user("mk-black").in("mistakes");
        FakeUser carol = discord.user("mk-carol").in("mistakes");
        Message unknown = red.slash("blockade", "challenge", Map.of("opponent", black.account(), "game", "walls",
                "variant", "huge")).awaitReply(WAIT);
        assertEquals("Unknown preset 'huge' for walls; presets: standard, compact", unknown.content());
        Message board = start(red, black, "backgammon", Map.of("variant", "superpush"));
        long id = gameId(board);

        Message wrongTurn = black.slash("blockade", "move", Map.of("move", "row 3")).awaitReply(WAIT);
        Message notAPlayer = carol.slash("blockade", "move", Map.of("move", "row 3", "game", id)).awaitReply(WAIT);
        Message notTheirButton = carol.click(board, "Row 3").awaitReply(WAIT);
        Message illegal = red.slash("blockade", "move", Map.of("move", "x3")).awaitReply(WAIT);
        Message offBoard = red.slash("blockade", "move", Map.of("move", "row 9")).awaitReply(WAIT);

        assertEquals("It is not your turn: Red is to move", wrongTurn.content());
        assertEquals("You are not playing a game numbered " + id, notAPlayer.content());
        assertEquals("This button is for mk-red only", notTheirButton.content());
        assertEquals("x3: choose a row first (row 1, row 2, row 3, row 4, row 5, row 6)", illegal.content());
        assertEquals("row 9: rows are numbered 1 to 6; legal now: row 1, row 2, row 3, row 4, row 5, row 6",
                offBoard.content());
        for (Message refusal : List.of(wrongTurn, notAPlayer, notTheirButton, illegal, offBoard)) {
            assertTrue(refusal.ephemeral(), refusal.content());
        }
        assertFalse(illegal.visibleTo(black.account()));
        assertEquals(0, games.find(id).orElseThrow().plyCount(), "no refusal changed the game");

        Message assign = red.click(board, "Row 3").awaitReply(WAIT);
        List<Integer> dice = List.of(SeededDice.of(DICE_SEED).roll(0), SeededDice.of(DICE_SEED).roll(1));
        assertTrue(assign.content().contains("the bot rolled " + dice.get(0) + " " + dice.get(1) + "."),
                assign.content());
        Message spending = red.click(assign, "Shift " + dice.get(0) + ", leap " + dice.get(1)).awaitReply(WAIT);
        assertTrue(spending.content().contains("played shift " + dice.get(0) + "."), spending.content());
        Message stale = red.click(assign, "Stop").awaitReply(WAIT);
        assertTrue(stale.content().startsWith("This button was for ply 2 of game " + id + ", which has moved on"),
                stale.content());
        Message stopped = red.click(spending, "Stop").awaitReply(WAIT);
        assertTrue(stopped.mentions(black.account()), stopped.content());
        assertTrue(stopped.components().stream().anyMatch(c -> "Row 1".equals(c.label())), "Black's rows are offered");
    }

    @Test
    void aRetreatMatchGoesRoundByRoundWithColoursSwappedUntilElevenPoints() throws Exception {
        FakeUser alice = discord.user("m-alice").in("match");
        FakeUser bob = discord.user("m-bob").in("match");
        Message other = alice.slash("blockade", "challenge", Map.of("opponent", bob.account(), "game", "walls",
                "match", true)).awaitReply(WAIT);
        assertTrue(other.ephemeral());
        assertTrue(other.content().startsWith("Only retreat is played as a match"), other.content());
        Message board = start(alice, bob, "retreat", Map.of("match", true));
        assertTrue(board.content().contains("m-alice (Black) against m-bob (White)"), board.content());
        assertTrue(board.content().contains("Round 1 of a match to 11"), board.content());

        Interaction end = null;
        for (String move : BotThroughFakeDiscordTest.BLACK_BLOCKS_WHITE) {
            end = (board.mentions(alice.account()) ? alice : bob).slash("blockade", "move", Map.of("move", move));
            board = end.awaitReply(WAIT);
        }
        assertTrue(board.content().contains("**Match:** m-alice wins round 1 and gains 1 match point (the final"
                + " position scored m-alice 1, m-bob 0)."), board.content());
        assertTrue(board.content().contains("**Score:** m-alice 1, m-bob 0"), board.content());
        checkEnding(end, board, gameId(board));
        Message round2 = nextRound(end, 2, bob, alice);

        Message offer = bob.slash("blockade", "draw", Map.of()).awaitReply(WAIT);
        assertTrue(offer.mentions(alice.account()));
        end = alice.slash("blockade", "draw", Map.of());
        Message drawn = end.awaitReply(WAIT);
        assertTrue(drawn.content().contains("round 2 is drawn and scores nothing"), drawn.content());
        assertTrue(drawn.content().contains("**Score:** m-alice 1, m-bob 0"), drawn.content());
        assertFalse(gameId(round2) == gameId(nextRound(end, 3, alice, bob)));

        end = bob.slash("blockade", "resign", Map.of());
        assertTrue(end.awaitReply(WAIT).content().contains("m-alice wins round 3 and gains 1 match point (a"
                + " champion's victory"), "a resignation at the start scores 0 to 0");
        nextRound(end, 4, bob, alice);
        end = alice.slash("blockade", "resign", Map.of());
        assertTrue(end.awaitReply(WAIT).content().contains("**Score:** m-alice 2, m-bob 1"));
        for (int round = 5; round <= 13; round++) {
            FakeUser black = round % 2 == 1 ? alice : bob;
            nextRound(end, round, black, black == alice ? bob : alice);
            end = bob.slash("blockade", "resign", Map.of());
            board = end.awaitReply(WAIT);
        }
        assertTrue(board.content().contains("**Score:** m-alice 11, m-bob 1"), board.content());
        assertTrue(board.content().contains("**m-alice wins the match 11 to 1.**"), board.content());
        assertEquals("You have no game in play in this channel; start one with /blockade challenge",
                alice.slash("blockade", "board", Map.of()).awaitReply(WAIT).content());
    }

    /** The board of a match's next round, posted after the last round's replay, calling its Black. */
    private static Message nextRound(Interaction end, int round, FakeUser black, FakeUser white) {
        Message board = end.awaitAfter(m -> m.content().contains(" begins: "), WAIT);
        assertTrue(board.content().contains(" begins: " + black.account().name() + " (Black) against "
                + white.account().name() + " (White), standard, 3 days per move."),
                "round " + round + ": " + board.content());
        assertTrue(board.mentions(black.account()), board.content());
        return board;
    }

    /** Plays a game out with computer players choosing what each side types. */
    private static <P, M> Interaction playOut(Message board, FakeUser one, FakeUser two, Rules<P, M> rules,
                                              String levelOne, String levelTwo, long seed,
                                              BiConsumer<FakeUser, P> beforeEachTurn) throws Rejection {
        Map<Side, ComputerPlayer<P, M>> computers = Map.of(Side.ONE, rules.computer(levelOne, seed),
                Side.TWO, rules.computer(levelTwo, seed));
        Interaction last = null;
        Message current = board;
        while (rules.status(position(rules, current)) instanceof Status.ToMove toMove) {
            P position = position(rules, current);
            FakeUser mover = toMove.side() == Side.ONE ? one : two;
            assertTrue(current.mentions(mover.account()), "the player to move is called: " + current.content());
            assertEquals(Pictures.PREVIEW_WIDTH, current.attachments().get(0).image().getWidth());
            beforeEachTurn.accept(mover, position);
            List<M> moves = new ArrayList<>();
            P after = position;
            do {
                for (M move : computers.get(toMove.side()).play(after)) {
                    moves.add(move);
                    after = rules.play(after, move);
                }
            } while (rules.status(after).equals(toMove) && !rules.mayPause(after));
            last = mover.slash("blockade", "move", Map.of("move", rules.formatTurn(position, moves)));
            current = last.awaitReply(WAIT);
            assertFalse(current.ephemeral(), current.content());
        }
        return last;
    }

    /**
     * The final board: the position drawn for the loser or the last mover's opponent, the replay with a
     * frame per ply, the link to the game's page, and the game no longer playable.
     */
    private static void checkEnding(Interaction last, Message end, long gameId) throws Exception {
        GameView game = games.find(gameId).orElseThrow();
        assertTrue(game.game().isOver());
        assertTrue(end.content().contains("The game's page: " + WEB + "/games/" + gameId), end.content());
        assertTrue(end.content().contains("**Ratings:**"), end.content());
        assertFalse(end.content().contains("you are to move"), end.content());
        assertTrue(end.components().isEmpty(), "no buttons on a finished game");
        Side lastMover = game.game().plies().stream().flatMap(p -> p.side().stream()).reduce((a, b) -> b)
                .orElseThrow();
        assertArrayEquals(Pictures.png(Pictures.scene(game.game(), Optional.of(lastMover.other())),
                Pictures.PREVIEW_WIDTH), end.attachments().get(0).bytes(), "the final position, last move marked");
        Message replay = last.awaitAfter(m -> m.attachments().stream()
                .anyMatch(a -> a.filename().equals("replay.gif")), WAIT);
        Attachment gif = replay.attachments().get(0);
        assertEquals(game.plyCount() + 1, frames(gif), "a frame per ply and one for the start");
        assertTrue(replay.content().contains(WEB + "/games/" + gameId), replay.content());
    }

    private static int frames(Attachment gif) throws IOException {
        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif.bytes()))) {
            reader.setInput(in);
            return reader.getNumImages(true);
        } finally {
            reader.dispose();
        }
    }

    static Message start(FakeUser challenger, FakeUser opponent, String game, Map<String, Object> options) {
        Map<String, Object> all = new java.util.HashMap<>(options);
        all.put("opponent", opponent.account());
        all.put("game", game);
        Message challenge = challenger.slash("blockade", "challenge", all).awaitReply(WAIT);
        assertTrue(challenge.mentions(opponent.account()), challenge.content());
        Message board = opponent.click(challenge, "Accept").awaitReply(WAIT);
        assertTrue(board.content().contains(" begins: "), board.content());
        return board;
    }

    static long gameId(Message board) {
        Matcher m = GAME.matcher(board.content());
        assertTrue(m.find(), board.content());
        return Long.parseLong(m.group(1));
    }

    static String positionText(Message board) {
        Matcher m = GAME.matcher(board.content());
        assertTrue(m.find(), board.content());
        return m.group(3);
    }

    private static <P> P position(Rules<P, ?> rules, Message board) throws Rejection {
        return rules.parsePosition(positionText(board));
    }

    static List<String> choices(FakeUser user, String typed) {
        return user.autocomplete("blockade", "move", "move", typed, Map.of()).stream()
                .map(Interaction.Choice::value).toList();
    }

    @SuppressWarnings("unchecked")
    private static <P, M> Rules<P, M> rules(String id) throws Rejection {
        return (Rules<P, M>) Games.byId(id);
    }
}
