package games.blockade.bot.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import games.blockade.bot.service.Post;
import games.blockade.bot.service.Services;
import games.blockade.bot.service.Settings;
import games.blockade.rules.Side;
import games.blockade.store.Hands;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.play.WebMoves;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.ClockRepository;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.MoveOutcome;
import games.blockade.store.repository.NewGame;
import games.blockade.store.repository.PlayerRepository;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A web move's MOVED effect, taken over by a second bot process from one that went silent while
 * holding it: the posts a move owes are written once, by the process that marks it delivered; the
 * first, waking, finds it taken and owes nothing.
 */
class MovedEffectTest {

    private static final ClockRepository.Shards ALL = ClockRepository.Shards.all();

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aWebMoveOwesItsPostsOnceWhicheverProcessTakesItsEffect(TestDatabase database) throws Exception {
        try (Store store = database.open(6)) {
            Hands clock = new Hands(Instant.parse("2026-11-26T00:00:00Z"));
            Services first = Services.over(store, clock, Settings.defaults());
            Services second = Services.over(store, clock, Settings.defaults());
            GameRepository games = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD),
                    clock);
            PlayerRepository players = new PlayerRepository(store, clock);
            long ann = players.register(61, "Ann", Optional.empty()).id();
            long bob = players.register(62, "Bob", Optional.empty()).id();
            long game = games.create(NewGame.of("retreat", "standard", Side.ONE, ann, bob, false).in(7, 8, 9)).id();
            Outbox outbox = first.deliveries().outbox();
            assertInstanceOf(MoveOutcome.Applied.class, new WebMoves(store, games, outbox).play(game, ann, 0, "D2-3"));

            String one = first.deliveries().process();
            String two = second.deliveries().process();
            outbox.seen(one);
            Outbox.Effect held = outbox.claim(one, ALL, 10).get(0);
            assertEquals(Outbox.Kind.MOVED, held.kind());
            // The first process falls silent; once it is taken for dead the second claims the effect.
            clock.advance(Outbox.ALIVE.plus(Duration.ofSeconds(1)));
            outbox.seen(two);
            Outbox.Effect taken = outbox.claim(two, ALL, 10).get(0);
            assertEquals(held.id(), taken.id());
            assertEquals(new Post.Skip("its posts are owed"), second.deliveries().post(taken));
            assertEquals(new Post.Skip("another process owed its posts"), first.deliveries().post(held));

            List<Outbox.Effect> owed = outbox.ofGame(game);
            assertEquals(List.of(Outbox.Kind.MOVED, Outbox.Kind.BOARD), owed.stream().map(Outbox.Effect::kind).toList());
            assertEquals(Optional.of(Outbox.Outcome.DELIVERED), owed.get(0).outcome());
            Outbox.Effect board = owed.get(1);
            assertEquals(Optional.of(1), board.ply());
            assertEquals("Ann played D2-3.", board.body());
            assertEquals(Optional.of(7L), board.guildId());
            // The board is due at once, after the effect it follows, for the process serving the guild.
            assertEquals(List.of(board.id()), outbox.claim(two, ALL, 10).stream().map(Outbox.Effect::id).toList());
        }
    }
}
