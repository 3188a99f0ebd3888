package games.blockade.bot.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.bot.Eventually;
import games.blockade.bot.discord.ShardRange;
import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Message;
import games.blockade.fakediscord.Snowflakes;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A tournament with two bot processes on one database, both looking for due rounds every half
 * second, and the process serving its server restarted in the middle of a round: every round is
 * paired once, every game created and announced once, and play goes on to the end.
 */
class TournamentTwoProcessesTest {

    private static final Duration WAIT = Duration.ofSeconds(30);

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void eachRoundIsPairedOnceByTwoProcessesAndARestartInTheMiddleOfARoundLosesNothing(TestDatabase database)
            throws Exception {
        StoreSettings settings = database.fresh(6);
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options().shards(2)); Store reader = Store.open(settings)) {
            List<BotProcess> processes = new ArrayList<>();
            try {
                for (int shard = 0; shard < 2; shard++) {
                    processes.add(start(discord, settings, shard));
                }
                discord.awaitCommands(WAIT);
                // The first person owns a server made after them: they have Manage Server there.
                FakeUser org = discord.user("org");
                long guild = discord.addGuild("Cup club", List.of("cups"));
                int serving = Snowflakes.shardOf(guild, 2);
                Channel cups = discord.channels(guild).get(0);
                List<FakeUser> field = new ArrayList<>(List.of(org.in(cups)));
                for (String name : List.of("ada", "ben", "cy")) {
                    field.add(discord.user(name).in(cups));
                }
                Map<Long, FakeUser> byDiscord = new HashMap<>();
                field.forEach(p -> byDiscord.put(p.account().id(), p));
                FakeUser organizer = field.get(0);
                Message created = organizer.slash("blockade", "tournament", "create", Map.of("game", "retreat",
                        "format", "swiss")).awaitReply(WAIT);
                long id = Long.parseLong(created.content().substring("Tournament ".length(),
                        created.content().indexOf(':')));
                for (FakeUser person : field) {
                    Message joined = person.slash("blockade", "tournament", "join", Map.of("tournament", id))
                            .awaitReply(WAIT);
                    assertTrue(joined.content().startsWith(person.account().name() + " joined tournament " + id),
                            joined.content());
                }
                organizer.slash("blockade", "tournament", "start", Map.of("tournament", id)).awaitReply(WAIT);

                for (int round = 1; round <= 3; round++) {
                    int r = round;
                    List<Long> games = await(() -> gamesOf(reader, id, r), g -> g.size() == 2, "round " + r + " paired");
                    for (int i = 0; i < games.size(); i++) {
                        long game = games.get(i);
                        discord.awaitMessage(m -> m.channelId() == cups.id() && m.content().contains("Game " + game
                                + " begins"), WAIT);
                        if (round == 2 && i == 1) {
                            // The process serving the server stops in the middle of the round and starts again.
                            processes.get(serving).close();
                            processes.set(serving, start(discord, settings, serving));
                        }
                        FakeUser resigning = byDiscord.get(discordOfPlayerOne(reader, game));
                        Message resigned = resigning.slash("blockade", "resign", Map.of("game", game)).awaitReply(WAIT);
                        assertFalse(resigned.ephemeral(), resigned.content());
                    }
                }
                await(() -> stateOf(reader, id), "FINISHED"::equals, "finished");
                List<Long> all = new ArrayList<>();
                for (int round = 1; round <= 3; round++) {
                    all.addAll(gamesOf(reader, id, round));
                }
                assertEquals(6, all.size(), "three rounds of two boards");
                assertEquals(6, new HashSet<>(all).size(), "each game made once");
                for (long game : all) {
                    long announced = discord.allMessages().stream()
                            .filter(m -> m.content().contains("Game " + game + " begins")).count();
                    assertEquals(1, announced, "game " + game + " is announced once");
                }
                Message standings = organizer.slash("blockade", "tournament", "standings", Map.of("tournament", id))
                        .awaitReply(WAIT);
                assertTrue(standings.content().startsWith("Tournament " + id + ", standings after round 3:"),
                        standings.content());
            } finally {
                processes.forEach(BotProcess::close);
            }
        }
    }

    private static BotProcess start(FakeDiscord discord, StoreSettings settings, int shard) throws InterruptedException {
        return BotProcess.start(discord, Store.open(settings), Clock.systemUTC(), Optional.of(new ShardRange(shard, shard, 2)),
                BotProcess.unlimited(), Optional.empty());
    }

    private static List<Long> gamesOf(Store store, long id, int round) {
        return store.read(em -> em.createNativeQuery("select game_id from tournament_board where tournament_id = ?1"
                        + " and round_no = ?2 order by board").setParameter(1, id).setParameter(2, round)
                .getResultList()).stream().map(g -> ((Number) g).longValue()).toList();
    }

    private static String stateOf(Store store, long id) {
        return store.read(em -> (String) em.createNativeQuery("select state from tournament where id = ?1")
                .setParameter(1, id).getSingleResult());
    }

    private static long discordOfPlayerOne(Store store, long game) {
        return store.read(em -> ((Number) em.createNativeQuery("select p.discord_id from game g join player p on"
                + " p.id = g.player_one_id where g.id = ?1").setParameter(1, game).getSingleResult()).longValue());
    }

    private static <T> T await(Supplier<T> read, Predicate<T> done, String what) {
        return Eventually.value(WAIT, read, done, what);
    }
}
