package games.blockade.store.play;

import games.blockade.rules.language.Words;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Side;
import games.blockade.store.Hands;
import games.blockade.store.StoreFixture;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.MoveOutcome;
import games.blockade.store.repository.NewGame;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Passes, sessions and moves of the web: a pass opens one session, for its game, within its 15
 * minutes; a web move is the store's one write path and owes one MOVED effect in its transaction,
 * and a refused one changes and owes nothing.
 */
class WebPlayStoreTest {

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aPassOpensOneSessionForItsGameWithinItsTime(TestDatabase database) throws Exception {
        try (Store store = database.open(4)) {
            Hands clock = new Hands(Instant.parse("2026-11-26T00:00:00Z"));
            GameRepository games = StoreFixture.games(store, clock);
            long ann = StoreFixture.newPlayer(store, "Ann").id();
            long bob = StoreFixture.newPlayer(store, "Bob").id();
            long game = games.create(NewGame.of("retreat", "standard", Side.ONE, ann, bob, false)).id();
            long other = games.create(NewGame.of("retreat", "standard", Side.ONE, ann, bob, false)).id();
            WebPasses passes = new WebPasses(store, clock);

            String token = passes.issue(ann, game);
            assertEquals("this link is for game " + game + ", not game " + other,
                    ((WebPasses.Opening.Refused) passes.open(token, other)).reason());
            WebPasses.Opening.Opened opened = (WebPasses.Opening.Opened) passes.open(token, game);
            assertEquals(ann, opened.session().playerId());
            assertEquals(game, opened.session().gameId());
            assertTrue(((WebPasses.Opening.Refused) passes.open(token, game)).reason().startsWith(
                    "this link was used already"));
            assertEquals(Optional.of(opened.session()), passes.session(opened.cookie()));
            assertEquals(Optional.empty(), passes.session(token), "the pass is not a session");

            String late = passes.issue(bob, game);
            clock.advance(WebPasses.PASS_VALID.plusSeconds(1));
            assertTrue(((WebPasses.Opening.Refused) passes.open(late, game)).reason().startsWith(
                    "this link expired"));
            assertEquals("this link is not one the bot gave out",
                    ((WebPasses.Opening.Refused) passes.open("not-a-token", game)).reason());
            clock.advance(WebPasses.SESSION_VALID);
            assertEquals(Optional.empty(), passes.session(opened.cookie()), "a session ends");
            // Only the hash of a secret is kept.
            List<?> kept = store.read(em -> em.createNativeQuery("select token_hash from web_pass").getResultList());
            assertTrue(kept.stream().noneMatch(h -> h.equals(token) || h.equals(late)));
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aWebMoveIsStoredWithOneMovedEffectAndARefusedOneWithNothing(TestDatabase database) throws Exception {
        try (Store store = database.open(4)) {
            Hands clock = new Hands(Instant.parse("2026-11-26T00:00:00Z"));
            GameRepository games = StoreFixture.games(store, clock);
            Outbox outbox = new Outbox(store, clock);
            WebMoves moves = new WebMoves(store, games, outbox);
            long ann = StoreFixture.newPlayer(store, "Ann").id();
            long bob = StoreFixture.newPlayer(store, "Bob").id();
            long game = games.create(NewGame.of("retreat", "standard", Side.ONE, ann, bob, false).in(5, 6, 7)).id();

            MoveOutcome.Rejected notYours = (MoveOutcome.Rejected) moves.play(game, bob, 0, "C9-8");
            assertEquals("it is not your turn in game " + game, Words.ENGLISH.say(notYours.reason()));
            assertInstanceOf(MoveOutcome.Rejected.class, moves.play(game, ann, 0, "Z9-9"));
            assertEquals(0, games.find(game).orElseThrow().plyCount());
            assertEquals(List.of(), outbox.ofGame(game));

            assertInstanceOf(MoveOutcome.Applied.class, moves.play(game, ann, 0, "D2-3"));
            clock.advance(Duration.ofSeconds(1));
            MoveOutcome.Rejected stale = (MoveOutcome.Rejected) moves.play(game, bob, 0, "C9-8");
            String said = Words.ENGLISH.say(stale.reason());
            assertTrue(said.contains("has moved on to ply 1"), said);
            List<Outbox.Effect> owed = outbox.ofGame(game);
            assertEquals(1, owed.size());
            assertEquals(Outbox.Kind.MOVED, owed.get(0).kind());
            assertEquals(Optional.of(1), owed.get(0).ply());
            assertEquals(Optional.of(5L), owed.get(0).guildId());
            assertEquals(new WebMoves.Moved(0, List.of()), WebMoves.Moved.of(owed.get(0).body()));
        }
    }
}
