package games.blockade.bot.tournament;

import java.util.Locale;
import games.blockade.store.tournament.TournamentView;
import games.blockade.bot.language.Messages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.bot.service.ChallengeService;
import games.blockade.bot.service.Person;
import games.blockade.bot.service.Result;
import games.blockade.bot.service.Services;
import games.blockade.bot.service.Settings;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.repository.GameView;
import games.blockade.store.tournament.Advanced;
import games.blockade.store.tournament.CallOff;
import games.blockade.tournament.Refusal;
import games.blockade.store.tournament.StoredBoard;
import games.blockade.store.tournament.StoredTournament;
import games.blockade.store.tournament.TournamentRepository;
import games.blockade.store.tournament.TournamentSpec;
import games.blockade.store.tournament.TournamentState;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Tournaments in the bot's service, without Discord: people play their games by commands
 * (resignations and agreed draws), the computer entrant's games are opened against it, every
 * board's game is opened like an accepted challenge's, and each round is paired the moment the
 * last game of the one before ends.
 */
class TournamentServiceTest {

    private static final long GUILD = 4L << 22;
    private static final long CHANNEL = GUILD + 1;
    private static final Person BOT = new Person(1, "Blockade");
    private static Store store;
    private static Services services;
    private static TournamentService service;
    private static TournamentRepository tournaments;
    private static GameRepository gameRepo;
    private static long people = 1000;

    @BeforeAll
    static void open() {
        store = Store.open(new StoreSettings("jdbc:sqlite:" + TestDatabase.sqliteFile(), "", "", 4));
        services = Services.over(store, Clock.systemUTC(), Settings.defaults());
        service = services.tournaments();
        gameRepo = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD), Clock.systemUTC());
        tournaments = new TournamentRepository(store, gameRepo, Clock.systemUTC());
    }

    @AfterAll
    static void close() {
        store.close();
    }

    private static Manager organizer(Person person) {
        return new Manager(person, true, Set.of());
    }

    private static Person person(String name) {
        return new Person(people++, name);
    }

    private static long create(Person organizer, TournamentSpec.FormatChoice format) {
        Result created = service.create(organizer(organizer), new TournamentService.Request("walls", Optional.empty(),
                format, Optional.empty(), "12h", true, Duration.ofDays(1),
                Optional.of("Test cup")), GUILD, CHANNEL);
        String text = assertInstanceOf(Result.Info.class, created).text();
        return Long.parseLong(text.substring("Tournament ".length(), text.indexOf(':')));
    }

    @Test
    void aSwissOfEightWithTheComputerIsPlayedByCommandsRoundAfterRoundToItsWinners() {
        Person ann = person("ann");
        long id = create(ann, TournamentSpec.FormatChoice.SWISS);
        Map<Long, Person> byDiscord = new HashMap<>();
        List<Person> field = new ArrayList<>(List.of(ann));
        for (int i = 1; i < 7; i++) {
            field.add(person("p" + i));
        }
        for (Person p : field) {
            assertInstanceOf(Result.Info.class, service.join(p, id));
            byDiscord.put(p.discordId(), p);
        }
        String level = ChallengeService.levels("walls").get(0);
        assertInstanceOf(Result.Info.class, service.addComputer(organizer(ann), id, level));

        String paired = assertInstanceOf(Result.Info.class, service.start(organizer(ann), id, BOT)).text();
        assertTrue(paired.startsWith("Tournament " + id + ", round 1 is paired:"), paired);
        for (int round = 1; round <= 4; round++) {
            List<StoredBoard> boards = inPlay(id, round);
            assertEquals(4, boards.size(), "round " + round);
            for (int i = 0; i < boards.size(); i++) {
                GameView game = gameRepo.find(boards.get(i).gameId().orElseThrow()).orElseThrow();
                assertEquals(Optional.of(CHANNEL), game.channelId());
                assertEquals(Optional.of(Duration.ofHours(12)), game.moveClock());
                assertEquals(1, opened(game.id()), "each game's opening is owed once, like a challenge's");
                Person one = byDiscord.get(discordOf(game.playerOf(game.firstSide())));
                Person two = byDiscord.get(discordOf(game.playerOf(game.firstSide().other())));
                if (i == 0 && one != null && two != null) {
                    // Agreed by draw offers: one offers, the other accepts.
                    services.games().draw(one, CHANNEL, Optional.of(game.id()));
                    services.games().draw(two, CHANNEL, Optional.of(game.id()));
                } else {
                    Person resigning = one != null ? one : two;
                    services.games().resign(resigning, CHANNEL, Optional.of(game.id()));
                }
                assertTrue(gameRepo.find(game.id()).orElseThrow().game().isOver());
            }
            List<Advanced> done = service.pairDue(BOT);
            assertEquals(1, done.size(), "round " + round + ": " + done);
            if (round < 4) {
                assertEquals(round + 1, assertInstanceOf(Advanced.Paired.class, done.get(0)).round());
            } else {
                assertTrue(!assertInstanceOf(Advanced.Finished.class, done.get(0)).winners().isEmpty());
            }
            assertTrue(service.pairDue(BOT).isEmpty(), "nothing is paired twice");
        }
        assertEquals(TournamentState.FINISHED, tournaments.find(id).orElseThrow().state());
        String standings = assertInstanceOf(Result.Info.class, service.standings(id)).text();
        assertTrue(standings.startsWith("Tournament " + id + ", standings after round 4:\n1. "), standings);
        assertEquals(9, standings.lines().count(), standings);
        String pairings = assertInstanceOf(Result.Info.class, service.pairings(id, Optional.of(1))).text();
        assertEquals(5, pairings.lines().count(), pairings);
    }

    @Test
    void aDrawnKnockoutGameIsReplayedAndTheWithdrawnLoseByForfeit() {
        Person org = person("org");
        long id = create(org, TournamentSpec.FormatChoice.KNOCKOUT);
        List<Person> field = List.of(org, person("k1"), person("k2"), person("k3"));
        Map<Long, Person> byDiscord = new HashMap<>();
        field.forEach(p -> {
            service.join(p, id);
            byDiscord.put(p.discordId(), p);
        });
        service.start(organizer(org), id, BOT);
        List<StoredBoard> first = inPlay(id, 1);
        GameView drawn = game(first.get(0));
        services.games().draw(byDiscord.get(discordOf(drawn.playerOf(drawn.firstSide()))), CHANNEL, Optional.of(drawn.id()));
        services.games().draw(byDiscord.get(discordOf(drawn.playerOf(drawn.firstSide().other()))), CHANNEL,
                Optional.of(drawn.id()));
        // Replayed at once, though board 2 is still in play.
        Advanced.Paired replay = assertInstanceOf(Advanced.Paired.class, service.pairDue(BOT).get(0));
        assertTrue(replay.replays());
        assertFalse(game(first.get(1)).game().isOver(), "board 2 is still in play");
        GameView other = game(first.get(1));
        Person leaving = byDiscord.get(discordOf(other.playerOf(other.firstSide())));
        assertInstanceOf(Result.Info.class, service.withdraw(leaving, id));
        assertTrue(game(first.get(1)).game().isOver(), "the withdrawn entrant's game is lost by forfeit");
        assertTrue(service.pairDue(BOT).isEmpty(), "the replay is still in play");
        GameView again = game(replay.boards().get(0));
        assertEquals(discordOf(drawn.playerOf(drawn.firstSide().other())), discordOf(again.playerOf(again.firstSide())),
                "the replay swaps the sides");
        services.games().resign(byDiscord.get(discordOf(again.playerOf(again.firstSide()))), CHANNEL,
                Optional.of(again.id()));
        Advanced.Paired fin = assertInstanceOf(Advanced.Paired.class, service.pairDue(BOT).get(0));
        assertEquals(2, fin.round());
        GameView last = game(fin.boards().get(0));
        services.games().resign(byDiscord.get(discordOf(last.playerOf(last.firstSide()))), CHANNEL, Optional.of(last.id()));
        assertInstanceOf(Advanced.Finished.class, service.pairDue(BOT).get(0));
        String bracket = assertInstanceOf(Result.Info.class, service.standings(id)).text();
        assertTrue(bracket.contains("Champion: " + byDiscord.get(discordOf(last.playerOf(last.firstSide().other()))).name()),
                bracket);
    }

    @Test
    void aKnockoutOfRetreatPlaysEachBoardAsAMatchDecidedByTheMatchNotItsFirstRound() {
        Person org = person("rk-org");
        Person other = person("rk-other");
        String text = assertInstanceOf(Result.Info.class, service.create(organizer(org), new TournamentService.Request(
                "retreat", Optional.empty(), TournamentSpec.FormatChoice.KNOCKOUT, Optional.empty(), "12h", false,
                Duration.ofDays(1), Optional.empty()), GUILD, CHANNEL)).text();
        long id = Long.parseLong(text.substring("Tournament ".length(), text.indexOf(':')));
        service.join(org, id);
        service.join(other, id);
        service.start(organizer(org), id, BOT);
        GameView first = game(inPlay(id, 1).get(0));
        long match = first.matchId().orElseThrow(() -> new AssertionError("the board is played as a match"));
        int rounds = 0;
        for (Optional<Long> playing = inPlayOf(match); playing.isPresent(); playing = inPlayOf(match)) {
            assertTrue(++rounds <= 30, "the match ends");
            services.games().resign(other, CHANNEL, playing);
            if (rounds == 1) {
                assertTrue(service.pairDue(BOT).isEmpty(), "a round of the match does not decide the board");
                assertTrue(tournaments.boards(id).get(0).result().isEmpty());
            }
        }
        assertTrue(rounds > 1, "the match went on after its first round");
        Advanced.Finished finished = assertInstanceOf(Advanced.Finished.class, service.pairDue(BOT).get(0));
        assertEquals(Optional.of(discordOf(finished.winners().get(0).playerId().orElseThrow())),
                Optional.of(org.discordId()), "the match's winner wins the board");
        assertEquals(1, tournaments.boards(id).size(), "no replay on the board: the match had a winner");
    }

    /** The game of a match still in play, if any. */
    private static Optional<Long> inPlayOf(long match) {
        List<?> rows = store.read(em -> em.createNativeQuery("select id from game where match_id = ?1"
                + " and finished_at is null").setParameter(1, match).getResultList());
        return rows.stream().map(n -> ((Number) n).longValue()).findFirst();
    }

    @Test
    void badRequestsAreRefusedPrivatelyAndSpecifically() {
        Person org = person("boss");
        Person member = person("member");
        Result notManager = service.create(new Manager(member, false, Set.of(7L)), new TournamentService.Request("walls",
                Optional.empty(), TournamentSpec.FormatChoice.SWISS, Optional.empty(), "12h", true,
                Duration.ofHours(1), Optional.empty()), GUILD, CHANNEL);
        assertEquals("only members with Manage Server may create tournaments here",
                assertInstanceOf(Result.Refused.class, notManager).reason());
        Result tooFast = service.create(organizer(org), new TournamentService.Request("walls", Optional.empty(),
                TournamentSpec.FormatChoice.SWISS, Optional.empty(), "8d", true,
                Duration.ofHours(1), Optional.empty()), GUILD, CHANNEL);
        assertEquals("a move clock is from 1 hour to 7 days per move, not 8 days",
                assertInstanceOf(Result.Refused.class, tooFast).reason());
        Result past = service.create(organizer(org), new TournamentService.Request("walls", Optional.empty(),
                TournamentSpec.FormatChoice.SWISS, Optional.empty(), "12h", true,
                Duration.ofHours(-1), Optional.empty()), GUILD, CHANNEL);
        assertEquals("sign-up must close in the future; that moment has passed",
                assertInstanceOf(Result.Refused.class, past).reason());
        long id = create(org, TournamentSpec.FormatChoice.ROUND_ROBIN);
        service.join(member, id);
        assertEquals("you have already joined tournament " + id, refusal(service.join(member, id)));
        assertEquals("there is no tournament 99999", refusal(service.join(member, 99999)));
        assertEquals("only its organizer, members with Manage Server may manage tournament " + id,
                refusal(service.pause(new Manager(member, false, Set.of()), id)));
        assertEquals("tournament " + id + " is not being played, so it cannot be paused",
                refusal(service.pause(organizer(org), id)));
        String level = ChallengeService.levels("walls").get(0);
        assertEquals("The computer (" + level + ") joined tournament " + id + " (2 entrants).",
                assertInstanceOf(Result.Info.class, service.addComputer(organizer(org), id, level)).text());
        // Entered again, at the same level: another entrant, named apart.
        assertEquals("The computer (" + level + ") #2 joined tournament " + id + " (3 entrants).",
                assertInstanceOf(Result.Info.class, service.addComputer(organizer(org), id, level)).text());
        service.join(org, id);
        service.start(organizer(org), id, BOT);
        assertEquals("tournament " + id + " has already started", refusal(service.join(person("late"), id)));
        assertEquals(4, tournaments.entrants(id).size(), "nothing changed");
    }

    @Test
    void theServersTournamentRoleMayManageAndATournamentShortOfEntrantsIsCalledOffWhenSignUpCloses() {
        Person lead = person("lead");
        Manager withRole = new Manager(lead, false, Set.of(42L));
        long guild = GUILD + 100;
        TournamentService.Request now = new TournamentService.Request("walls", Optional.empty(),
                TournamentSpec.FormatChoice.SWISS, Optional.empty(), "1d", true, Duration.ZERO, Optional.empty());
        assertEquals("only members with Manage Server may name the tournament role",
                refusal(service.setManagerRole(withRole, guild, Optional.of(42L))));
        assertInstanceOf(Result.Refused.class, service.create(withRole, now, guild, CHANNEL));
        service.setManagerRole(organizer(person("admin")), guild, Optional.of(42L));
        String text = assertInstanceOf(Result.Info.class, service.create(withRole, now, guild, CHANNEL)).text();
        long id = Long.parseLong(text.substring("Tournament ".length(), text.indexOf(':')));
        service.join(lead, id);
        service.join(person("only"), id);

        List<Advanced> done = service.pairDue(BOT);
        Advanced.CalledOff off = assertInstanceOf(Advanced.CalledOff.class, done.stream()
                .filter(a -> a instanceof Advanced.CalledOff c && c.tournament().id() == id).findFirst().orElseThrow());
        assertEquals(new CallOff.Field(new Refusal.TooFewEntrants(4, 2)), off.reason());
        assertEquals(TournamentState.CANCELLED, tournaments.find(id).orElseThrow().state());
        // Its post says why in the server's language, the engine's refusal of the field included.
        TournamentView view = store.read(em -> TournamentView.read(em, id)).orElseThrow();
        String post = new TournamentTexts(view, Messages.in(Locale.GERMAN), "Walls", g -> "", false).post();
        assertTrue(post.contains("Abgesagt: Turnier " + id + " braucht mindestens 4 Teilnehmer und hat 2."), post);
    }

    private static String refusal(Result result) {
        return assertInstanceOf(Result.Refused.class, result).reason();
    }

    private static GameView game(StoredBoard board) {
        return gameRepo.find(board.gameId().orElseThrow()).orElseThrow();
    }

    private static List<StoredBoard> inPlay(long id, int round) {
        return tournaments.boards(id).stream().filter(b -> b.round() == round && b.result().isEmpty()
                && b.gameId().isPresent()).toList();
    }

    private static long discordOf(long playerId) {
        return store.read(em -> ((Number) em.createNativeQuery("select discord_id from player where id = ?1")
                .setParameter(1, playerId).getSingleResult()).longValue());
    }

    private static int opened(long gameId) {
        return store.read(em -> ((Number) em.createNativeQuery("select count(*) from outbox where game_id = ?1"
                + " and kind = 'OPEN'").setParameter(1, gameId).getSingleResult()).intValue());
    }
}
