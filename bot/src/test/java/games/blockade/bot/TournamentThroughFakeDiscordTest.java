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
import games.blockade.store.tournament.TournamentState;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A whole Swiss through the fake Discord with the real bot: set up and joined by commands, the
 * computer entered by the organizer, each game opened in a thread of its own with its players
 * called, people giving up their games by command, and each round paired by itself the moment its
 * last game ends, to the final standings.
 */
class TournamentThroughFakeDiscordTest {

    private static RunningBot running;

    @BeforeAll
    static void start() throws InterruptedException {
        running = RunningBot.shared();
    }

    @Test
    void aSwissWithTheComputerIsPlayedThroughRoundAfterRoundWithNobodyPairingByHand() {
        running.discord.user("tess");
        // A server created now is owned by the first person: they have Manage Server there.
        String ownerName = running.discord.people().get(0).name();
        long guild = running.discord.addGuild("Tournament Club", List.of("cups"));
        Channel cups = running.discord.channels(guild).stream().filter(c -> c.name().equals("cups")).findFirst()
                .orElseThrow();
        FakeUser owner = running.discord.user(ownerName).in(cups);
        FakeUser uma = running.discord.user("uma").in(cups);
        FakeUser vic = running.discord.user("vic").in(cups);

        Message refused = uma.slash("blockade", "tournament", "create", Map.of("game", "walls", "format", "swiss"))
                .awaitReply(WAIT);
        assertTrue(refused.ephemeral());
        assertEquals("Only members with Manage Server may create tournaments here", refused.content());

        Message created = owner.slash("blockade", "tournament", "create", Map.of("game", "walls", "format", "swiss",
                "clock", "12h", "signup", "1d", "description", "Winter cup")).awaitReply(WAIT);
        assertTrue(created.content().startsWith("Tournament "), created.content());
        long id = Long.parseLong(created.content().substring("Tournament ".length(), created.content().indexOf(':')));
        for (FakeUser person : List.of(owner, uma, vic)) {
            person.slash("blockade", "tournament", "join", Map.of("tournament", id)).awaitReply(WAIT);
        }
        Message twice = uma.slash("blockade", "tournament", "join", Map.of("tournament", id)).awaitReply(WAIT);
        assertTrue(twice.ephemeral());
        assertEquals("You have already joined tournament " + id, twice.content());
        owner.slash("blockade", "tournament", "join", Map.of("tournament", id, "computer",
                ChallengeService.levels("walls").get(0))).awaitReply(WAIT);
        Message notYours = vic.slash("blockade", "tournament", "start", Map.of("tournament", id)).awaitReply(WAIT);
        assertTrue(notYours.ephemeral(), notYours.content());

        Message started = owner.slash("blockade", "tournament", "start", Map.of("tournament", id)).awaitReply(WAIT);
        assertTrue(started.content().startsWith("Tournament " + id + ", round 1 is paired:"), started.content());

        Map<Long, FakeUser> byDiscord = new HashMap<>();
        for (FakeUser person : List.of(owner, uma, vic)) {
            byDiscord.put(person.account().id(), person);
        }
        for (int round = 1; round <= 3; round++) {
            int r = round;
            List<Long> games = await(() -> gamesOf(id, r), b -> b.size() == 2, "round " + round + " paired");
            for (long gameId : games) {
                StoredGame game = await(() -> game(gameId), g -> g.threadId().isPresent(),
                        "game " + gameId + " opened in its thread");
                Channel thread = running.discord.channels(guild).stream()
                        .filter(c -> c.id() == game.threadId().get()).findFirst().orElseThrow();
                Message announced = running.discord.messages(cups).stream()
                        .filter(m -> m.content().startsWith("Tournament " + id + ": ")
                                && m.content().contains("Game " + game.id() + " begins")).findFirst().orElseThrow();
                FakeUser resigning = byDiscord.get(discordOf(game.playerOneId()));
                if (resigning == null) {
                    resigning = byDiscord.get(discordOf(game.playerTwoId()));
                }
                assertTrue(announced.mentions(resigning.account()), announced.content());
                Message resigned = resigning.in(thread).slash("blockade", "resign", Map.of()).awaitReply(WAIT);
                assertFalse(resigned.ephemeral(), resigned.content());
            }
        }
        // Nobody paired a round by hand: the last game's end was enough each time.
        await(() -> running.store.read(em -> TournamentState.valueOf((String) em.createNativeQuery(
                "select state from tournament where id = ?1").setParameter(1, id).getSingleResult())),
                s -> s == TournamentState.FINISHED, "finished");
        Message standings = vic.slash("blockade", "tournament", "standings", Map.of("tournament", id)).awaitReply(WAIT);
        assertTrue(standings.content().startsWith("Tournament " + id + ", standings after round 3:\n1. "),
                standings.content());
        assertEquals(5, standings.content().lines().count(), standings.content());
    }

    private static List<Long> gamesOf(long id, int round) {
        return running.store.read(em -> em.createNativeQuery("select game_id from tournament_board where tournament_id"
                        + " = ?1 and round_no = ?2 order by board").setParameter(1, id).setParameter(2, round)
                .getResultList()).stream().map(g -> ((Number) g).longValue()).toList();
    }

    private static StoredGame game(long id) {
        return running.store.read(em -> em.find(StoredGame.class, id));
    }

    private static long discordOf(long playerId) {
        return running.store.read(em -> ((Number) em.createNativeQuery("select discord_id from player where id = ?1")
                .setParameter(1, playerId).getSingleResult()).longValue());
    }

    private static <T> T await(Supplier<T> read, Predicate<T> done, String what) {
        return Eventually.value(WAIT, read, done, what);
    }
}
