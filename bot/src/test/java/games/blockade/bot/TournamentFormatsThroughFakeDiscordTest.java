package games.blockade.bot;

import static games.blockade.bot.RunningBot.WAIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.bot.service.ChallengeService;
import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Message;
import games.blockade.store.model.StoredGame;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Whole tournaments of each format through the fake Discord with the real bot: signed up by the
 * Join button on the tournament's post and by command, the computer entered by the organizer,
 * people playing their games by commands (resigning, agreeing draws), every round paired by itself,
 * and everything said where it belongs: the post rewritten as entrants come and go and as the
 * tournament starts and ends, its thread carrying each round's pairings, the standings after each
 * round and the winners. The Swiss is restarted in the middle of a round.
 */
class TournamentFormatsThroughFakeDiscordTest {

    private static RunningBot running;
    private static int clubs;

    @BeforeAll
    static void start() throws InterruptedException {
        running = RunningBot.shared();
    }

    /** A server with a channel for cups, its organizer (with Manage Server) and {@code size - 1} more people. */
    private record Club(long guild, Channel cups, FakeUser organizer, List<FakeUser> people) {
        FakeUser byDiscord(long discordId) {
            return people.stream().filter(p -> p.account().id() == discordId).findFirst().orElseThrow();
        }
    }

    private static Club club(int size) {
        int n = ++clubs;
        long guild = running.discord.addGuild("Cup club " + n, List.of("cups"));
        Channel cups = running.discord.channels(guild).stream().filter(c -> c.name().equals("cups")).findFirst()
                .orElseThrow();
        List<FakeUser> people = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            people.add(running.discord.user("p" + n + "x" + i).in(cups));
        }
        running.discord.makeAdmin(people.get(0));
        return new Club(guild, cups, people.get(0), people);
    }

    private static long create(Club club, Map<String, Object> options) {
        Message created = club.organizer().slash("blockade", "tournament", "create", options).awaitReply(WAIT);
        assertTrue(created.content().startsWith("Tournament "), created.content());
        return Long.parseLong(created.content().substring("Tournament ".length(), created.content().indexOf(':')));
    }

    /** The tournament's post once it says {@code what}. */
    private static Message post(Club club, long id, Predicate<String> what) {
        return await(() -> running.discord.messages(club.cups()).stream()
                        .filter(m -> m.content().startsWith("**Tournament " + id + ":")).findFirst().orElse(null),
                m -> m != null && what.test(m.content()), "the post of tournament " + id + " updated");
    }

    private static Channel thread(Club club, long id) {
        long threadId = await(() -> running.store.read(em -> (Number) em.createNativeQuery(
                        "select thread_id from tournament where id = ?1").setParameter(1, id).getSingleResult()),
                t -> t != null, "tournament " + id + "'s thread").longValue();
        return running.discord.channels(club.guild()).stream().filter(c -> c.id() == threadId).findFirst().orElseThrow();
    }

    /** The news in the tournament's thread once a message there says {@code what}. */
    private static Message news(Club club, long id, Predicate<String> what) {
        Channel thread = thread(club, id);
        return await(() -> running.discord.messages(thread).stream().filter(m -> what.test(m.content())).findFirst()
                .orElse(null), m -> m != null, "news in tournament " + id + "'s thread");
    }

    @Test
    void anEightEntrantSwissOfFourRoundsSurvivesARestartInTheMiddleOfARound() throws InterruptedException {
        Club club = club(7);
        long id = create(club, Map.of("game", "walls", "format", "swiss", "rounds", 4, "clock", "12h",
                "description", "Winter cup"));
        Message post = post(club, id, c -> c.contains("Entrants (0): none yet"));
        assertEquals(List.of("Join", "Leave"), post.components().stream().map(c -> c.label()).toList());

        // Half sign up with the button, half by command; the post follows every change.
        for (int i = 0; i < club.people().size(); i++) {
            FakeUser person = club.people().get(i);
            Message joined = i % 2 == 0 ? person.click(post, "Join").awaitReply(WAIT)
                    : person.slash("blockade", "tournament", "join", Map.of("tournament", id)).awaitReply(WAIT);
            assertTrue(joined.ephemeral(), joined.content());
            assertTrue(joined.content().contains("joined tournament " + id), joined.content());
        }
        Message twice = club.people().get(1).click(post, "Join").awaitReply(WAIT);
        assertTrue(twice.ephemeral());
        assertEquals("You have already joined tournament " + id, twice.content());
        Message left = club.people().get(2).click(post, "Leave").awaitReply(WAIT);
        assertTrue(left.content().contains("left tournament " + id), left.content());
        post(club, id, c -> c.contains("Entrants (6): "));
        club.people().get(2).click(post, "Join").awaitReply(WAIT);
        club.organizer().slash("blockade", "tournament", "join", Map.of("tournament", id, "computer",
                ChallengeService.levels("walls").get(0))).awaitReply(WAIT);
        Message signUp = post(club, id, c -> c.contains("Entrants (8): ") && c.contains("the computer ("));

        Message started = club.organizer().slash("blockade", "tournament", "start", Map.of("tournament", id))
                .awaitReply(WAIT);
        assertTrue(started.content().startsWith("Tournament " + id + ", round 1 is paired:"), started.content());
        post = post(club, id, c -> c.contains("In play: round 1 of 4"));
        assertTrue(post.components().isEmpty(), "no sign-up buttons once it has started");
        // A Join button still shown somewhere (a client that has not refreshed) is refused privately.
        Message tooLate = club.people().get(3).click(signUp, "Join").awaitReply(WAIT);
        assertTrue(tooLate.ephemeral());
        assertEquals("Tournament " + id + " has already started", tooLate.content());

        for (int round = 1; round <= 4; round++) {
            int r = round;
            Message pairings = news(club, id, c -> c.startsWith("Tournament " + id + ", round " + r + " is paired:"));
            List<Long> games = await(() -> gamesOf(id, r), g -> g.size() == 4, "round " + round + " paired");
            for (long game : games) {
                assertTrue(pairings.content().contains("game " + game + " " + RunningBot.WEB), pairings.content());
                StoredGame stored = running.store.read(em -> em.find(StoredGame.class, game));
                long person = hasComputerOn(game, "ONE") ? stored.playerTwoId() : stored.playerOneId();
                assertTrue(pairings.content().contains("<@" + discordOf(person) + ">"), "players are called");
            }
            for (int g = 0; g < games.size(); g++) {
                if (round == 2 && g == 2) {
                    // Half the round played: a new process picks up the rest, and pairs the next round once.
                    running.restartBot();
                }
                resign(club, games.get(g));
            }
            if (round < 4) {
                news(club, id, c -> c.startsWith("Tournament " + id + ", standings after round " + r + ":"));
            }
        }
        Message over = news(club, id, c -> c.startsWith("**Tournament " + id + " is over.** Winner"));
        // Everyone gave up against the computer: it alone won every game.
        assertTrue(over.content().endsWith("Winner: the computer (" + ChallengeService.levels("walls").get(0) + ")."),
                over.content());
        news(club, id, c -> c.startsWith("Tournament " + id + ", standings after round 4:"));
        post(club, id, c -> c.contains("Finished. Winner"));
        assertEquals(List.of(4L), ids("select count(*) from tournament_round where tournament_id = ?1", id));
        assertEquals(1, running.discord.messages(thread(club, id)).stream()
                .filter(m -> m.content().startsWith("Tournament " + id + ", round 3 is paired:")).count(),
                "each round's pairings posted once, the restart notwithstanding");
    }

    @Test
    void aSixEntrantRoundRobinPlaysEveryoneOnce() {
        Club club = club(6);
        long id = create(club, Map.of("game", "walls", "format", "round-robin", "clock", "12h"));
        Message post = post(club, id, c -> c.contains("Entrants (0)"));
        for (FakeUser person : club.people()) {
            person.click(post, "Join").awaitReply(WAIT);
        }
        post(club, id, c -> c.contains("Entrants (6)"));
        club.organizer().slash("blockade", "tournament", "start", Map.of("tournament", id)).awaitReply(WAIT);
        for (int round = 1; round <= 5; round++) {
            int r = round;
            news(club, id, c -> c.startsWith("Tournament " + id + ", round " + r + " is paired:"));
            for (long game : await(() -> gamesOf(id, r), g -> g.size() == 3, "round " + round + " paired")) {
                resign(club, game);
            }
        }
        news(club, id, c -> c.startsWith("**Tournament " + id + " is over.** Winner"));
        Message standings = club.people().get(3).slash("blockade", "tournament", "standings", Map.of("tournament", id))
                .awaitReply(WAIT);
        assertTrue(standings.content().startsWith("Tournament " + id + ", standings after round 5:\n1. "),
                standings.content());
        assertEquals(7, standings.content().lines().count(), standings.content());
        // Everyone met everyone else exactly once.
        assertEquals(List.of(15L), ids("select count(distinct case when first_entrant < second_entrant"
                + " then first_entrant * 100000 + second_entrant else second_entrant * 100000 + first_entrant end)"
                + " from tournament_board where tournament_id = ?1", id));
    }

    @Test
    void anEightEntrantKnockoutReplaysADrawnGameWithSidesSwapped() {
        Club club = club(7);
        long id = create(club, Map.of("game", "walls", "format", "knockout", "clock", "12h"));
        Message post = post(club, id, c -> c.contains("Entrants (0)"));
        for (FakeUser person : club.people()) {
            person.slash("blockade", "tournament", "join", Map.of("tournament", id)).awaitReply(WAIT);
        }
        club.organizer().slash("blockade", "tournament", "join", Map.of("tournament", id, "computer",
                ChallengeService.levels("walls").get(0))).awaitReply(WAIT);
        post(club, id, c -> c.contains("Entrants (8)"));
        club.organizer().slash("blockade", "tournament", "start", Map.of("tournament", id)).awaitReply(WAIT);

        List<Long> first = await(() -> gamesOf(id, 1), g -> g.size() == 4, "round 1 paired");
        long drawn = first.stream().filter(g -> !hasComputer(g)).findFirst().orElseThrow();
        StoredGame game = running.store.read(em -> em.find(StoredGame.class, drawn));
        FakeUser one = club.byDiscord(discordOf(game.playerOneId()));
        FakeUser two = club.byDiscord(discordOf(game.playerTwoId()));
        one.slash("blockade", "draw", Map.of("game", drawn)).awaitReply(WAIT);
        two.slash("blockade", "draw", Map.of("game", drawn)).awaitReply(WAIT);
        // The drawn game is played again at once, while the round's other games are still in play.
        Message replay = news(club, id, c -> c.startsWith("Tournament " + id
                + ", round 1: drawn games replayed with sides swapped:"));
        long again = await(() -> ids("select game_id from tournament_board where tournament_id = ?1 and round_no = 1"
                + " and replay = 1", id), g -> !g.isEmpty(), "the drawn game replayed").get(0);
        assertTrue(replay.content().contains("(replay 1)"), replay.content());
        for (long g : first) {
            assertEquals(g == drawn, running.store.read(em -> em.find(StoredGame.class, g)).isFinished(),
                    "only the drawn game of round 1 is over when its replay opens");
        }
        StoredGame swapped = running.store.read(em -> em.find(StoredGame.class, again));
        assertEquals(game.playerOf(game.firstSide()), swapped.playerOf(swapped.firstSide().other()),
                "who moved first in the drawn game moves second in its replay");
        resign(club, again);
        for (long g : first) {
            if (g != drawn) {
                resign(club, g);
            }
        }
        for (int round = 2; round <= 3; round++) {
            int r = round;
            news(club, id, c -> c.startsWith("Tournament " + id + ", round " + r + " is paired:"));
            news(club, id, c -> c.startsWith("Tournament " + id + ", knockout:")
                    && c.contains("Round " + (r - 1) + ", board 1: "));
            for (long g : await(() -> gamesOf(id, r), b -> b.size() == 4 >> (r - 1), "round " + round + " paired")) {
                resign(club, g);
            }
        }
        Message over = news(club, id, c -> c.startsWith("**Tournament " + id + " is over.** Winner: "));
        assertFalse(over.content().contains("Winners"), over.content());
        post(club, id, c -> c.contains("Finished. Winner: "));
    }

    @Test
    void twoComputerEntrantsPlayTheirGameByThemselvesToTheEndAcrossARestartCallingNobody()
            throws InterruptedException {
        Club club = club(1);
        String level = ChallengeService.levels("walls").get(0);
        String computer = "the computer (" + level + ")";
        long id = create(club, Map.of("game", "walls", "format", "round-robin", "clock", "12h"));
        club.organizer().slash("blockade", "tournament", "join", Map.of("tournament", id)).awaitReply(WAIT);
        for (String named : List.of(computer, computer + " #2")) {
            Message entered = club.organizer().slash("blockade", "tournament", "join", Map.of("tournament", id,
                    "computer", level)).awaitReply(WAIT);
            assertTrue(entered.content().startsWith("T" + named.substring(1) + " joined tournament " + id),
                    entered.content());
        }
        post(club, id, c -> c.contains("Entrants (3): ") && c.contains(computer + " #2"));
        club.organizer().slash("blockade", "tournament", "start", Map.of("tournament", id)).awaitReply(WAIT);

        boolean restarted = false;
        for (int round = 1; round <= 3; round++) {
            int r = round;
            long game = await(() -> gamesOf(id, r), g -> g.size() == 1, "round " + round + " paired").get(0);
            if (!hasComputerOn(game, "ONE") || !hasComputerOn(game, "TWO")) {
                resign(club, game);
                continue;
            }
            // The computer plays both sides, a turn at a time; the bot stops in the middle and goes on.
            await(() -> plies(game), n -> n >= 4, "game " + game + " under way by itself");
            running.restartBot();
            restarted = true;
            int atRestart = plies(game);
            await(() -> running.store.read(em -> em.find(StoredGame.class, game)).isFinished(), b -> b,
                    "game " + game + " played to its end by the computer alone");
            StoredGame played = running.store.read(em -> em.find(StoredGame.class, game));
            assertTrue(played.plyCount() > atRestart, "the game went on after the restart");
            assertFalse(played.rated(), "the computer's games are unrated");
            assertEquals(List.of(0L), ids("select count(*) from rating_change where game_id = ?1", game),
                    "nobody's rating changed");
            Message opened = await(() -> running.discord.messages(club.cups()).stream()
                    .filter(m -> m.content().contains("Game " + game + " ")).findFirst().orElse(null),
                    m -> m != null, "game " + game + " announced");
            assertTrue(opened.content().contains(computer + " against " + computer + " #2")
                    || opened.content().contains(computer + " #2 against " + computer + "."), opened.content());
            Channel place = placeOf(club, game);
            List<Message> said = await(() -> running.discord.messages(place), m -> m.stream()
                    .anyMatch(x -> x.content().contains("**Result:**")), "the end posted");
            assertTrue(said.stream().filter(m -> !m.attachments().isEmpty()).count() >= played.plyCount() / 4,
                    "the thread shows the boards: " + said.size() + " messages for " + played.plyCount() + " plies");
            for (Message m : said) {
                assertTrue(m.mentionIds().isEmpty() && !m.content().contains("<@"), "nobody is called: " + m.content());
            }
        }
        assertTrue(restarted, "the computer entrants met");
        Message over = news(club, id, c -> c.startsWith("**Tournament " + id + " is over.**"));
        Message standings = club.organizer().slash("blockade", "tournament", "standings", Map.of("tournament", id))
                .awaitReply(WAIT);
        assertTrue(standings.content().contains(computer + " #2"), standings.content());
        assertFalse(over.content().isEmpty());
    }

    @Test
    void aTournamentCalledOffTellsEveryoneEnteredAndItsPostSaysSo() {
        Club club = club(3);
        long id = create(club, Map.of("game", "walls", "format", "round-robin"));
        Message post = post(club, id, c -> c.contains("Entrants (0)"));
        for (FakeUser person : club.people().subList(1, 3)) {
            person.click(post, "Join").awaitReply(WAIT);
        }
        Message refused = club.people().get(1).slash("blockade", "tournament", "cancel", Map.of("tournament", id))
                .awaitReply(WAIT);
        assertTrue(refused.ephemeral(), refused.content());
        club.organizer().slash("blockade", "tournament", "cancel", Map.of("tournament", id)).awaitReply(WAIT);
        Message notice = news(club, id, c -> c.startsWith("**Tournament " + id + " is called off by "));
        for (FakeUser entered : club.people().subList(1, 3)) {
            assertTrue(notice.mentions(entered.account()), notice.content());
        }
        Message settled = post(club, id, c -> c.contains("Called off by "));
        assertTrue(settled.components().isEmpty(), "no sign-up buttons once it is called off");
        Message late = club.organizer().click(post, "Join").awaitReply(WAIT);
        assertEquals("Tournament " + id + " was called off", late.content());
        // The store's refusal reaches each asker in their own language.
        Message lateInGerman = club.people().get(1).speaking("de").click(post, "Join").awaitReply(WAIT);
        assertTrue(lateInGerman.ephemeral());
        assertEquals("Turnier " + id + " wurde abgesagt", lateInGerman.content());
        Message lateInFrench = club.people().get(2).speaking("fr").slash("blockade", "tournament", "leave",
                Map.of("tournament", id)).awaitReply(WAIT);
        assertEquals("Le tournoi " + id + " a été annulé", lateInFrench.content());
    }

    /** A person in the game gives it up by command, from the tournament's channel. */
    private static void resign(Club club, long gameId) {
        StoredGame game = running.store.read(em -> em.find(StoredGame.class, gameId));
        long personId = hasComputerOn(gameId, "ONE") ? game.playerTwoId() : game.playerOneId();
        FakeUser person = club.byDiscord(discordOf(personId));
        Message resigned = person.slash("blockade", "resign", Map.of("game", gameId)).awaitReply(WAIT);
        assertFalse(resigned.ephemeral() && resigned.content().startsWith("You"), resigned.content());
        await(() -> running.store.read(em -> em.find(StoredGame.class, gameId)).isFinished(), b -> b,
                "game " + gameId + " over");
    }

    private static boolean hasComputer(long gameId) {
        return running.store.read(em -> !em.createNativeQuery("select side from computer_seat where game_id = ?1")
                .setParameter(1, gameId).getResultList().isEmpty());
    }

    private static boolean hasComputerOn(long gameId, String side) {
        return running.store.read(em -> !em.createNativeQuery("select side from computer_seat where game_id = ?1"
                + " and side = ?2").setParameter(1, gameId).setParameter(2, side).getResultList().isEmpty());
    }

    private static int plies(long gameId) {
        return running.store.read(em -> em.find(StoredGame.class, gameId)).plyCount();
    }

    /** Where a game's boards are posted: its thread, or else its channel. */
    private static Channel placeOf(Club club, long gameId) {
        StoredGame game = running.store.read(em -> em.find(StoredGame.class, gameId));
        long place = game.threadId().or(game::channelId).orElseThrow();
        return running.discord.channels(club.guild()).stream().filter(c -> c.id() == place).findFirst().orElseThrow();
    }

    private static List<Long> gamesOf(long id, int round) {
        return ids("select game_id from tournament_board where tournament_id = ?1 and round_no = " + round
                + " and replay = 0 and game_id is not null order by board", id);
    }

    private static List<Long> ids(String sql, long id) {
        List<?> rows = running.store.read(em -> em.createNativeQuery(sql).setParameter(1, id).getResultList());
        return rows.stream().map(n -> ((Number) n).longValue()).toList();
    }

    private static long discordOf(long playerId) {
        return running.store.read(em -> ((Number) em.createNativeQuery("select discord_id from player where id = ?1")
                .setParameter(1, playerId).getSingleResult()).longValue());
    }

    private static <T> T await(Supplier<T> read, Predicate<T> done, String what) {
        return Eventually.value(WAIT, read, done, what);
    }
}
