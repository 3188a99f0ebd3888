package games.blockade.bot;

import static games.blockade.bot.RunningBot.WAIT;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.bot.service.ChallengeRequest;
import games.blockade.bot.service.Person;
import games.blockade.bot.service.Result;
import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Interaction;
import games.blockade.fakediscord.Message;
import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.backgammon.BackgammonMove;
import games.blockade.rules.backgammon.BackgammonPosition;
import games.blockade.rules.backgammon.SeededDice;
import games.blockade.rules.backgammon.Step;
import games.blockade.rules.picture.Pictures;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Games against the computer, and the commands that look things up, over real games. */
class ComputerAndInfoThroughFakeDiscordTest {

    /** Enough for any game of retreat between the random player and the first legal move. */
    private static final int MAX_PLIES = 400;

    private static final Pattern COMMITMENT = Pattern.compile("SHA-256 is `([0-9a-f]{64})`");
    private static final Pattern SEED = Pattern.compile("\\*\\*Dice seed:\\*\\* `([0-9a-f]{64})`");
    private static final Pattern ROLLED = Pattern.compile("the bot rolled ([0-9 ,thenvs]+)\\.");
    private static final Pattern POSITION = Pattern.compile("```\\n(.*?)\\n```", Pattern.DOTALL);
    private static final Pattern BOARD = Pattern.compile("game (\\d+), ply (\\d+):\\n```");

    private static RunningBot running;

    @BeforeAll
    static void start() throws InterruptedException {
        running = RunningBot.shared();
    }

    private static FakeUser user(String name) {
        return running.discord.user(name).in("blockade");
    }

    @Test
    void aWholeGameOfRetreatAgainstTheComputerIsPlayedThroughCommandsWithItsMovesPosted() {
        FakeUser rhea = user("rhea");
        Interaction challenge = rhea.slash("blockade", "challenge", Map.of("game", "retreat", "computer", "random"));
        Message announcement = challenge.awaitReply(WAIT);
        assertTrue(challenge.deferred(), "a game against the computer is answered after a defer");
        assertTrue(announcement.content().contains("rhea (Black) against the computer (random) (White)"),
                announcement.content());
        Channel thread = running.threadNamedIn(announcement);
        FakeUser player = rhea.in(thread);

        Message last = running.discord.messages(thread).get(0);
        int plies = 0;
        while (last.content().contains("you are to move") && plies < MAX_PLIES) {
            String move = player.autocomplete("blockade", "move", "move", "", Map.of()).get(0).value();
            Interaction played = player.slash("blockade", "move", Map.of("move", move));
            Message mine = played.awaitReply(WAIT);
            assertTrue(mine.content().startsWith("rhea played " + move + "."), mine.content());
            plies++;
            if (!mine.content().contains("thinking about its move")) {
                last = mine;
                break;
            }
            last = running.discord.awaitMessage(m -> m.channelId() == thread.id() && m.id() > mine.id()
                    && m.content().startsWith("The computer (random) played "), WAIT);
            assertEquals(thread.id(), last.channelId());
            assertTrue(last.attachments().size() == 1, "each computer move comes with its board");
            plies++;
        }

        assertFalse(last.content().contains("to move"), "the game ended within " + MAX_PLIES + " plies: "
                + last.content());
        assertTrue(last.content().matches("(?s).*(rhea wins|The computer \\(random\\) wins|[Dd]rawn).*"),
                last.content());
        Message games = rhea.slash("blockade", "games", Map.of()).awaitReply(WAIT);
        assertEquals("You have no games in play; start one with /blockade challenge.", games.content());
        Message stats = rhea.slash("blockade", "stats", Map.of()).awaitReply(WAIT);
        assertTrue(stats.content().matches("(?s)\\*\\*rhea\\*\\*\\n• Blockade: Retreat to Advance: unrated; "
                + "[01] won, [01] lost, [01] drawn"), "games against the computer are not rated: " + stats.content());
    }

    @Test
    @SuppressWarnings("unchecked")
    void aWholeGameOfBackgammonAgainstTheComputerRollsEveryDieFromTheGamesSeed() throws Rejection {
        FakeUser tove = user("tove");
        Message announcement = tove.slash("blockade", "challenge", Map.of("game", "backgammon", "computer", "hard"))
                .awaitReply(WAIT);
        Matcher commitment = COMMITMENT.matcher(announcement.content());
        assertTrue(commitment.find(), "the seed's hash is shown when the game starts: " + announcement.content());
        Channel thread = running.threadNamedIn(announcement);
        FakeUser player = tove.in(thread);
        Rules<BackgammonPosition, BackgammonMove> rules = (Rules<BackgammonPosition, BackgammonMove>) (Rules<?, ?>)
                Games.byId("backgammon");
        ComputerPlayer<BackgammonPosition, BackgammonMove> mine = rules.computer("hard", 7);
        List<Integer> shownDice = new ArrayList<>();
        int computerRolls = 0;

        Message last = running.discord.messages(thread).get(0);
        for (int plies = 0; last.content().contains("you are to move") && plies < MAX_PLIES; plies++) {
            BackgammonPosition position = rules.parsePosition(positionText(last));
            List<BackgammonMove> moves = mine.play(position);
            Interaction played = position.turn().step() == Step.ROW
                    ? player.click(last, "Row " + ((BackgammonMove.ChooseRow) moves.get(0)).row())
                    : player.slash("blockade", "move", Map.of("move", rules.formatTurn(position, moves)));
            Message reply = played.awaitReply(WAIT);
            assertTrue(reply.content().startsWith("tove played "), reply.content());
            shownDice.addAll(rolled(reply));
            last = reply;
            if (reply.content().contains("thinking about its move")) {
                last = running.discord.awaitMessage(m -> m.channelId() == thread.id() && m.id() > reply.id()
                        && m.content().startsWith("The computer (hard) played "), WAIT);
                assertEquals(thread.id(), last.channelId());
                List<Integer> dice = rolled(last);
                assertFalse(dice.isEmpty(), "the bot rolls for the computer's row: " + last.content());
                computerRolls += dice.size();
                shownDice.addAll(dice);
            }
        }

        assertFalse(last.content().contains("to move"), "the game ended within " + MAX_PLIES + " commands: "
                + last.content());
        assertTrue(computerRolls > 0);
        Matcher seed = SEED.matcher(last.content());
        assertTrue(seed.find(), "the seed is revealed at the end: " + last.content());
        SeededDice revealed = SeededDice.fromHex(seed.group(1));
        assertEquals(commitment.group(1), revealed.commitment());
        for (int i = 0; i < shownDice.size(); i++) {
            assertEquals(revealed.roll(i), shownDice.get(i), "die " + i + " is the seed's die " + i);
        }
    }

    private static List<Integer> rolled(Message board) {
        Matcher rolled = ROLLED.matcher(board.content());
        List<Integer> dice = new ArrayList<>();
        if (rolled.find()) {
            for (String die : rolled.group(1).split("[^0-9]+")) {
                dice.add(Integer.parseInt(die));
            }
        }
        return dice;
    }

    private static String positionText(Message board) {
        Matcher matcher = POSITION.matcher(board.content());
        assertTrue(matcher.find(), board.content());
        return matcher.group(1);
    }

    @Test
    void theComputerMakesTheFirstMoveWhenTheChallengerLeavesItToIt() {
        FakeUser sami = user("sami");
        Message announcement = sami.slash("blockade", "challenge", Map.of("game", "retreat", "computer", "search",
                "first", "them")).awaitReply(WAIT);
        assertTrue(announcement.content().contains("the computer (search) (Black) against sami (White)"),
                announcement.content());
        Channel thread = running.threadNamedIn(announcement);

        running.discord.awaitMessage(m -> m.channelId() == thread.id()
                && m.content().startsWith("The computer (search) played "), WAIT);
        List<Message> posts = running.discord.messages(thread);

        assertEquals(2, posts.size(), posts.toString());
        assertTrue(posts.get(0).content().contains("The computer (search) is thinking about its move (Black)."),
                posts.get(0).content());
        assertTrue(posts.get(1).content().startsWith("The computer (search) played "), posts.get(1).content());
        assertTrue(posts.get(1).mentions(sami.account()), posts.get(1).content());
        Message moved = sami.in(thread).slash("blockade", "move", Map.of("move",
                sami.in(thread).autocomplete("blockade", "move", "move", "", Map.of()).get(0).value())).awaitReply(WAIT);
        assertTrue(moved.content().startsWith("sami played "), moved.content());
        Message draw = sami.in(thread).slash("blockade", "draw", Map.of()).awaitReply(WAIT);
        assertTrue(draw.ephemeral());
        assertTrue(draw.content().startsWith("The computer takes no draws: it plays game "), draw.content());
    }

    /** In every post the computer is the computer with its level, never the bot's account by its name. */
    @Test
    void theComputerIsCalledTheComputerWithItsLevelNeverByTheBotsName() {
        FakeUser quin = user("quin");
        Message announcement = quin.slash("blockade", "challenge", Map.of("game", "retreat", "computer", "search",
                "first", "me")).awaitReply(WAIT);
        long gameId = Long.parseLong(announcement.content().replaceAll("(?s)^Game (\\d+) begins.*", "$1"));
        Channel thread = running.threadNamedIn(announcement);
        FakeUser player = quin.in(thread);
        Message moved = player.slash("blockade", "move", Map.of("move",
                player.autocomplete("blockade", "move", "move", "", Map.of()).get(0).value())).awaitReply(WAIT);
        running.discord.awaitMessage(m -> m.channelId() == thread.id() && m.id() > moved.id()
                && m.content().startsWith("The computer (search) played "), WAIT);
        Message games = quin.slash("blockade", "games", Map.of()).awaitReply(WAIT);
        Message resigned = player.slash("blockade", "resign", Map.of()).awaitReply(WAIT);
        Message stats = quin.slash("blockade", "stats", Map.of("player", running.discord.bot())).awaitReply(WAIT);

        assertTrue(announcement.content().startsWith("Game " + gameId + " begins: quin (Black) against the computer"
                + " (search) (White)"), announcement.content());
        assertEquals("retreat " + gameId + ": quin vs the computer (search)", thread.name());
        assertTrue(moved.content().contains("The computer (search) is thinking about its move (White)."),
                moved.content());
        assertTrue(games.content().contains("as Black against the computer (search), **your turn**"),
                games.content());
        assertTrue(resigned.content().contains("The computer (search) wins."), resigned.content());
        assertTrue(resigned.content().contains("**Result:** the computer (search) (White) wins"), resigned.content());
        assertTrue(stats.content().startsWith("**the computer**\n• Blockade: Retreat to Advance: unrated;"),
                stats.content());
        List<Message> posts = new ArrayList<>(running.discord.messages(thread));
        posts.addAll(List.of(announcement, games, stats));
        for (Message post : posts) {
            assertFalse(post.content().contains(RunningBot.BOT_NAME), post.content());
        }
    }

    /** Whoever is to move on it, every board of a game against the computer is drawn from the person's side. */
    @Test
    void aPersonPlayingTheComputerSeesEveryBoardFromTheirOwnSide() throws Rejection {
        FakeUser pia = user("pia");
        Message announcement = pia.slash("blockade", "challenge", Map.of("game", "retreat", "computer", "random",
                "first", "them")).awaitReply(WAIT);
        assertTrue(announcement.content().contains("against pia (White)"), announcement.content());
        Channel thread = running.threadNamedIn(announcement);
        FakeUser player = pia.in(thread);
        Message last = running.discord.awaitMessage(m -> m.channelId() == thread.id()
                && m.content().startsWith("The computer (random) played "), WAIT);
        for (int turn = 0; turn < 3 && last.content().contains("you are to move"); turn++) {
            Message mine = player.slash("blockade", "move", Map.of("move",
                    player.autocomplete("blockade", "move", "move", "", Map.of()).get(0).value())).awaitReply(WAIT);
            last = !mine.content().contains("thinking about its move") ? mine : running.discord.awaitMessage(
                    m -> m.channelId() == thread.id() && m.id() > mine.id()
                            && m.content().startsWith("The computer (random) played "), WAIT);
        }

        List<Message> boards = running.discord.messages(thread).stream().filter(m -> !m.attachments().isEmpty())
                .toList();
        assertTrue(boards.size() >= 4, "the opening board, the computer's and pia's moves: " + boards.size());
        for (Message board : boards) {
            Matcher shown = BOARD.matcher(board.content());
            assertTrue(shown.find(), board.content());
            Game<?, ?> game = games().find(Long.parseLong(shown.group(1))).orElseThrow().game()
                    .upTo(Integer.parseInt(shown.group(2)));
            assertArrayEquals(Pictures.png(Pictures.scene(game, Optional.of(Side.TWO)), Pictures.PREVIEW_WIDTH),
                    board.attachments().get(0).bytes(), "drawn for pia, White: " + board.content());
        }
    }

    private static GameRepository games() {
        return new GameRepository(running.store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD),
                running.clock);
    }

    @Test
    void aComputerMoveLeftUnplayedWhenTheBotStoppedIsPlayedWhenItStartsAgain() throws InterruptedException {
        FakeUser yara = user("yara");
        Channel general = running.discord.channel("general");
        // The game is stored as the bot would store it, but the bot stops before the computer moves.
        Result opened = running.services.challenges().challenge(new Person(yara.account().id(), "yara"),
                ChallengeRequest.of("retreat", new ChallengeRequest.Computer(new Person(running.discord.bot().id(),
                        RunningBot.BOT_NAME), "random")).withFirst(ChallengeRequest.First.THEM), Optional.empty(),
                general.id());
        long gameId = ((Result.Opened) opened).gameId();

        running.restartBot();

        // Owed since before the restart: the game's opening (its thread, from an announcement in the
        // channel), then the computer's move in the thread.
        Message posted = running.discord.awaitMessage(m -> m.content().startsWith("The computer (random) played ")
                && m.content().contains("game " + gameId + ", ply 1"), WAIT);
        assertTrue(posted.content().contains("game " + gameId + ", ply 1"), posted.content());
        assertTrue(posted.mentions(yara.account()), posted.content());
    }

    @Test
    void gamesListsYourGamesWithWhoseTurnAndWhereAndStatsAndTheLeaderboardCountRatedResults() {
        FakeUser tess = user("tess");
        FakeUser ugo = user("ugo");
        Message challenge = tess.slash("blockade", "challenge", Map.of("game", "retreat", "opponent", ugo.account()))
                .awaitReply(WAIT);
        Message announcement = ugo.click(challenge, "Accept").awaitReply(WAIT);
        Channel thread = running.threadNamedIn(announcement);
        long gameId = Long.parseLong(announcement.content().replaceAll("(?s)^Game (\\d+) begins.*", "$1"));

        Message games = tess.slash("blockade", "games", Map.of()).awaitReply(WAIT);
        assertTrue(games.ephemeral());
        assertEquals("**Your games in play** (1):\n• Game " + gameId + ": Blockade: Retreat to Advance as Black"
                + " against ugo, **your turn** in <#" + Long.toUnsignedString(thread.id()) + ">", games.content());
        Message theirs = ugo.slash("blockade", "games", Map.of()).awaitReply(WAIT);
        assertTrue(theirs.content().contains("as White against tess, tess's turn"), theirs.content());

        ugo.in(thread).slash("blockade", "resign", Map.of()).awaitReply(WAIT);
        Message tessStats = ugo.slash("blockade", "stats", Map.of("player", tess.account())).awaitReply(WAIT);
        Message ugoStats = ugo.slash("blockade", "stats", Map.of()).awaitReply(WAIT);
        Message board = tess.slash("blockade", "leaderboard", Map.of("game", "retreat")).awaitReply(WAIT);
        Message nobody = tess.slash("blockade", "leaderboard", Map.of("game", "piecepack")).awaitReply(WAIT);
        Message stranger = tess.slash("blockade", "stats", Map.of("player", user("vera").account())).awaitReply(WAIT);

        assertTrue(tessStats.content().matches("\\*\\*tess\\*\\*\\n• Blockade: Retreat to Advance: rating 1[6-9]\\d\\d\\?;"
                + " 1 won, 0 lost, 0 drawn"), tessStats.content());
        assertTrue(ugoStats.content().matches("\\*\\*ugo\\*\\*\\n• Blockade: Retreat to Advance: rating 1[1-4]\\d\\d\\?;"
                + " 0 won, 1 lost, 0 drawn"), ugoStats.content());
        List<String> lines = board.content().lines().toList();
        assertEquals("**Blockade: Retreat to Advance: leaderboard**", lines.get(0));
        assertTrue(lines.indexOf(lines.stream().filter(l -> l.contains(" tess: ")).findFirst().orElseThrow())
                < lines.indexOf(lines.stream().filter(l -> l.contains(" ugo: ")).findFirst().orElseThrow()),
                board.content());
        assertEquals("Nobody has finished a rated game of Piecepack Blockade yet.", nobody.content()
                .replace(piecepackTitle(), "Piecepack Blockade"));
        assertEquals("vera has not played here yet.", stranger.content());
    }

    @Test
    void rulesGiveTheGameInShortWithItsVariantsLevelsAndALinkToTheFullRules() {
        Message rules = user("wes").slash("blockade", "rules", Map.of("game", "walls")).awaitReply(WAIT);

        assertTrue(rules.ephemeral());
        assertTrue(rules.content().startsWith("**Blockade with walls and bombs** (`walls`)\nTwo players, Red and Blue,"
                + " each with two pawns"), rules.content());
        assertTrue(rules.content().contains("Variants: `standard` 11 x 14 board"), rules.content());
        assertTrue(rules.content().contains("Computer levels, weakest first: easy, medium, hard."), rules.content());
        assertTrue(rules.content().endsWith("Full rules: " + RunningBot.WEB + "/rules/walls"), rules.content());
    }

    @Test
    void helpNamesEveryCommand() {
        Message help = user("xan").slash("blockade", "help", Map.of()).awaitReply(WAIT);
        for (String command : List.of("challenge", "move", "board", "games", "resign", "draw", "rules", "stats",
                "leaderboard", "analysis", "puzzle", "daily-puzzle")) {
            assertTrue(help.content().contains("`/blockade " + command), command + " in " + help.content());
        }
    }

    private static String piecepackTitle() {
        try {
            return games.blockade.rules.Games.byId("piecepack").title();
        } catch (games.blockade.rules.Rejection e) {
            throw new AssertionError(e);
        }
    }
}
