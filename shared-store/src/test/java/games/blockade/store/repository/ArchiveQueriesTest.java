package games.blockade.store.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Side;
import games.blockade.store.Hands;
import games.blockade.store.PileGame;
import games.blockade.store.StoreFixture;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.model.GameResult;
import games.blockade.store.model.Player;
import games.blockade.store.model.Score;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The archive, records and leaderboards over a small history: A beats B twice, loses to C, draws
 * with B, beats B again; then B beats C twice, both games finishing at the same instant.
 */
class ArchiveQueriesTest {

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
    private static final Map<TestDatabase, History> HISTORIES = new EnumMap<>(TestDatabase.class);

    /** The store of one database with the history played into it. */
    private record History(Store store, Player a, Player b, Player c, List<Long> games, long active) {
    }

    private static synchronized History history(TestDatabase database) throws Exception {
        if (HISTORIES.containsKey(database)) {
            return HISTORIES.get(database);
        }
        Store store = database.open(2);
        Hands clock = new Hands(T0);
        GameRepository games = StoreFixture.games(store, clock);
        Player a = StoreFixture.newPlayer(store, "A");
        Player b = StoreFixture.newPlayer(store, "B");
        Player c = StoreFixture.newPlayer(store, "C");
        List<Long> ids = new ArrayList<>();
        ids.add(finish(games, clock, 1, a, b, b, false));
        ids.add(finish(games, clock, 2, b, a, b, false));
        ids.add(finish(games, clock, 3, a, c, a, false));
        ids.add(finish(games, clock, 4, a, b, null, true));
        ids.add(finish(games, clock, 5, a, b, b, false));
        ids.add(finish(games, clock, 6, c, b, c, false));
        ids.add(finish(games, clock, 6, b, c, c, false));
        long active = games.create(NewGame.of(PileGame.ID, "standard", Side.ONE, a.id(), c.id(), true)).id();
        History history = new History(store, a, b, c, ids, active);
        HISTORIES.put(database, history);
        return history;
    }

    /** A rated game of one and two that ends at minute {@code minute} by a resignation or a draw. */
    private static long finish(GameRepository games, Hands clock, int minute, Player one, Player two,
                               Player resigner, boolean draw) throws Exception {
        clock.set(T0);
        long id = games.create(NewGame.of(PileGame.ID, "standard", Side.ONE, one.id(), two.id(), true)).id();
        clock.set(T0.plusSeconds(60L * minute));
        MoveOutcome outcome = draw
                ? games.apply(id, (g, stored) -> g.drawByAgreement())
                : games.resign(id, resigner.id());
        assertInstanceOf(MoveOutcome.Applied.class, outcome);
        return id;
    }

    @AfterAll
    static void close() {
        HISTORIES.values().forEach(h -> h.store().close());
    }

    private static List<Long> ids(Page<ArchiveEntry, ArchiveEntry.Cursor> page) {
        return page.items().stream().map(ArchiveEntry::gameId).toList();
    }

    private static List<Long> games(History h, int... numbers) {
        List<Long> out = new ArrayList<>();
        for (int n : numbers) {
            out.add(h.games().get(n - 1));
        }
        return out;
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void theArchiveListsFinishedGamesNewestFirstPageByPage(TestDatabase database) throws Exception {
        History h = history(database);
        ArchiveQueries queries = new ArchiveQueries(h.store());

        Page<ArchiveEntry, ArchiveEntry.Cursor> first = queries.archive(ArchiveFilter.all(), Optional.empty(), 3);
        Page<ArchiveEntry, ArchiveEntry.Cursor> second = queries.archive(ArchiveFilter.all(), first.next(), 3);
        Page<ArchiveEntry, ArchiveEntry.Cursor> third = queries.archive(ArchiveFilter.all(), second.next(), 3);

        assertEquals(games(h, 7, 6, 5), ids(first), "same finish time: the larger id first");
        assertEquals(games(h, 4, 3, 2), ids(second));
        assertEquals(games(h, 1), ids(third));
        assertTrue(third.next().isEmpty());
        ArchiveEntry g1 = third.items().get(0);
        assertEquals(List.of("A", "B", "resignation"), List.of(g1.playerOneName(), g1.playerTwoName(), g1.reason()));
        assertEquals(GameResult.ONE, g1.result());
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void theGamesInPlayAreListedTheOneMovedLastFirst(TestDatabase database) throws Exception {
        History h = history(database);
        List<GameInPlay> playing = new ArchiveQueries(h.store()).inPlay(5);
        assertEquals(List.of(h.active()), playing.stream().map(GameInPlay::gameId).toList(), "finished games are not in play");
        GameInPlay game = playing.get(0);
        assertEquals(List.of("A", "C", PileGame.ID), List.of(game.playerOneName(), game.playerTwoName(), game.kind()));
        assertEquals(0, game.plyCount());
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void theArchiveFiltersByGamePlayerResultAndDate(TestDatabase database) throws Exception {
        History h = history(database);
        ArchiveQueries queries = new ArchiveQueries(h.store());

        assertEquals(games(h, 7, 6, 5, 4, 3, 2, 1),
                ids(queries.archive(ArchiveFilter.all().kind(PileGame.ID), Optional.empty(), 10)));
        assertEquals(List.of(), ids(queries.archive(ArchiveFilter.all().kind("retreat"), Optional.empty(), 10)));
        assertEquals(games(h, 5, 2, 1),
                ids(queries.archive(ArchiveFilter.all().player(h.a().id()).score(Score.WIN), Optional.empty(), 10)));
        assertEquals(games(h, 7, 6, 3),
                ids(queries.archive(ArchiveFilter.all().player(h.c().id()).kind(PileGame.ID), Optional.empty(), 10)));
        assertEquals(games(h, 4),
                ids(queries.archive(ArchiveFilter.all().result(GameResult.DRAW), Optional.empty(), 10)));
        assertEquals(games(h, 4, 3), ids(queries.archive(
                ArchiveFilter.all().between(T0.plusSeconds(180), T0.plusSeconds(300)), Optional.empty(), 10)));
        Page<ArchiveEntry, ArchiveEntry.Cursor> bPage = queries.archive(ArchiveFilter.all().player(h.b().id()),
                Optional.empty(), 4);
        assertEquals(games(h, 7, 6, 5, 4), ids(bPage));
        assertEquals(games(h, 2, 1),
                ids(queries.archive(ArchiveFilter.all().player(h.b().id()), bPage.next(), 4)));
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aPlayersRecordCountsResultsAndStreaks(TestDatabase database) throws Exception {
        History h = history(database);
        ArchiveQueries queries = new ArchiveQueries(h.store());

        PlayerRecord a = queries.record(h.a().id(), PileGame.ID);
        PlayerRecord b = queries.record(h.b().id(), PileGame.ID);

        assertEquals(List.of(3, 1, 1), List.of(a.wins(), a.losses(), a.draws()));
        assertEquals(Optional.of(Score.WIN), a.streakOf());
        assertEquals(1, a.streak());
        assertEquals(2, a.longestWinStreak());
        assertEquals(List.of(2, 3, 1), List.of(b.wins(), b.losses(), b.draws()));
        assertEquals(Optional.of(Score.WIN), b.streakOf());
        assertEquals(2, b.streak());
        assertEquals(Map.of(PileGame.ID, a), queries.records(h.a().id()));
        assertEquals(Map.of(), queries.records(-1));
        assertEquals(List.of(new Rivalry(PileGame.ID, h.b().id(), "B", new HeadToHead(3, 0, 1)),
                new Rivalry(PileGame.ID, h.c().id(), "C", new HeadToHead(0, 1, 0))),
                queries.rivalries(h.a().id(), List.of(h.b().id(), h.c().id())));
        assertEquals(List.of(new Rivalry(PileGame.ID, h.a().id(), "A", new HeadToHead(0, 3, 1))),
                queries.rivalries(h.b().id(), List.of(h.a().id())));
        assertEquals(List.of(h.active()), queries.activeGames(h.c().id()));
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aPlayersRatingsHistoryAndActivity(TestDatabase database) throws Exception {
        History h = history(database);
        ArchiveQueries queries = new ArchiveQueries(h.store());

        List<RatingPoint> history = queries.ratingHistories(h.c().id()).get(PileGame.ID);
        assertEquals(List.of(T0.plusSeconds(180), T0.plusSeconds(360), T0.plusSeconds(360)),
                history.stream().map(RatingPoint::at).toList(), "one point per rated game, in order");
        assertTrue(history.get(1).rating() < history.get(0).rating(), "C won game 3, lost game 6: " + history);
        assertEquals(history.get(2).rating(),
                queries.ratings(h.c().id()).get(0).value().rating(), 1e-9, "the last point is the rating");
        assertEquals(List.of(PileGame.ID), List.copyOf(queries.ratingHistories(h.c().id()).keySet()));
        assertEquals(Optional.of(new PlayerOverview("C", new PlayerActivity(4, Optional.of(T0.plusSeconds(360))), false, 0, 0)),
                queries.overview(h.c().id()), "three games ended and one in play");
        assertEquals(Optional.empty(), queries.overview(-1));
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aPlayersLatestMeetingsAreReadLatestFirstForEachGameAskedFor(TestDatabase database) throws Exception {
        History h = history(database);
        ArchiveQueries queries = new ArchiveQueries(h.store());

        // A met B in games 1, 2, 4 and 5, and C in game 3.
        assertEquals(List.of(new Meeting(PileGame.ID, h.b().id(), false), new Meeting(PileGame.ID, h.b().id(), false),
                new Meeting(PileGame.ID, h.c().id(), false)), queries.latestMeetings(h.a().id(), List.of("retreat",
                PileGame.ID), 3));
        assertEquals(5, queries.latestMeetings(h.a().id(), List.of(PileGame.ID), 50).size());
        assertEquals(List.of(), queries.latestMeetings(h.a().id(), List.of(), 50));
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void theLeaderboardRanksByRatingAmongSettledPlayers(TestDatabase database) throws Exception {
        History h = history(database);
        ArchiveQueries queries = new ArchiveQueries(h.store());

        List<LeaderboardEntry> all = queries.leaderboard(PileGame.ID, 350, Optional.empty(), 10).items();
        Page<LeaderboardEntry, LeaderboardEntry.Cursor> top = queries.leaderboard(PileGame.ID, 350, Optional.empty(), 2);
        List<LeaderboardEntry> rest = queries.leaderboard(PileGame.ID, 350, top.next(), 2).items();

        assertEquals(3, all.size());
        for (int i = 1; i < all.size(); i++) {
            assertTrue(all.get(i - 1).rating() >= all.get(i).rating(), all.toString());
        }
        assertEquals(all.subList(0, 2), top.items());
        assertEquals(all.subList(2, 3), rest);
        LeaderboardEntry c = all.stream().filter(e -> e.playerId() == h.c().id()).findFirst().orElseThrow();
        assertEquals(3, c.games());
        double cutOff = all.stream().mapToDouble(LeaderboardEntry::deviation).max().orElseThrow() - 1e-6;
        assertEquals(2, queries.leaderboard(PileGame.ID, cutOff, Optional.empty(), 10).items().size());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> queries.leaderboard(PileGame.ID, 350, Optional.empty(), 1000));
        assertEquals("a page holds 1 to 100 entries, not 1000", e.getMessage());
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void theComputerIsListedWithItsLevelAndItsAccountIsKnownAsTheComputer(TestDatabase database) throws Exception {
        try (Store store = database.open()) {
            GameRepository games = StoreFixture.games(store, Clock.fixed(T0, ZoneOffset.UTC));
            Player dana = StoreFixture.newPlayer(store, "Dana");
            Player bot = StoreFixture.newPlayer(store, "Umpire Bot");
            Computer hard = new Computer(Side.TWO, "hard", 5);
            Computer easy = new Computer(Side.ONE, "easy", 6);
            long playing = games.create(NewGame.of(PileGame.ID, "standard", Side.ONE, dana.id(), bot.id(), false)
                    .against(hard)).id();
            long finished = games.create(NewGame.of(PileGame.ID, "standard", Side.ONE, bot.id(), dana.id(), false)
                    .against(easy)).id();
            assertInstanceOf(MoveOutcome.Applied.class, games.resign(finished, dana.id()));
            ArchiveQueries queries = new ArchiveQueries(store);

            ArchiveEntry listed = queries.archive(ArchiveFilter.all(), Optional.empty(), 5).items().get(0);
            GameInPlay inPlay = queries.inPlay(5).get(0);

            assertEquals(List.of("the computer (easy)", "Dana"),
                    List.of(listed.playerOneName(), listed.playerTwoName()));
            assertEquals(List.of(easy), listed.computers());
            assertEquals(List.of("Dana", "the computer (hard)"),
                    List.of(inPlay.playerOneName(), inPlay.playerTwoName()));
            assertEquals(List.of(hard), games.find(playing).orElseThrow().computers());
            assertTrue(queries.isComputer(bot.id()));
            assertTrue(!queries.isComputer(dana.id()));
            assertTrue(queries.overview(bot.id()).orElseThrow().computer());
            assertTrue(!queries.overview(dana.id()).orElseThrow().computer());
            assertEquals(List.of(new Meeting(PileGame.ID, bot.id(), true)),
                    queries.latestMeetings(dana.id(), List.of(PileGame.ID), 10), "the game in play is not met yet");
            assertEquals(List.of(new Meeting(PileGame.ID, dana.id(), false)),
                    queries.latestMeetings(bot.id(), List.of(PileGame.ID), 10));
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aGameTheComputerPlaysByItselfSeatsItOnEachSideAtItsLevelAndIsListedOnce(TestDatabase database)
            throws Exception {
        try (Store store = database.open()) {
            GameRepository games = StoreFixture.games(store, Clock.fixed(T0, ZoneOffset.UTC));
            Player bot = StoreFixture.newPlayer(store, "Umpire Bot");
            Computer one = new Computer(Side.ONE, "easy", 3);
            Computer two = new Computer(Side.TWO, "hard", 4);
            long id = games.create(NewGame.of(PileGame.ID, "standard", Side.ONE, bot.id(), bot.id(), false)
                    .against(one).against(two)).id();
            GameView view = games.find(id).orElseThrow();
            assertEquals(List.of(one, two), view.computers());
            assertTrue(view.computerOnly());
            assertEquals(Optional.of(one), view.computerToMove());
            assertEquals(List.of(one, two), games.findShown(id).orElseThrow().view().computers());
            GameInPlay inPlay = queries(store).inPlay(5).get(0);
            assertEquals(List.of("the computer (easy)", "the computer (hard)"),
                    List.of(inPlay.playerOneName(), inPlay.playerTwoName()));
            assertInstanceOf(MoveOutcome.Applied.class, games.resign(id, bot.id()));
            assertEquals(1, queries(store).archive(ArchiveFilter.all(), Optional.empty(), 5).items().size());
            assertEquals(List.of(one, two), queries(store).archive(ArchiveFilter.all(), Optional.empty(), 5).items()
                    .get(0).computers());
            assertThrows(IllegalArgumentException.class, () -> NewGame.of(PileGame.ID, "standard", Side.ONE,
                    bot.id(), bot.id(), false).against(one).against(one));
        }
    }

    private static ArchiveQueries queries(Store store) {
        return new ArchiveQueries(store);
    }

    /**
     * Each query's plan reaches its rows through the index meant for it. Seq scans are priced out
     * because on a few rows a scan is cheapest; the benchmark shows the plans at full size.
     */
    @ParameterizedTest
    @EnumSource(value = TestDatabase.class, names = "POSTGRESQL")
    void everyQueryHasAnIndexToUse(TestDatabase database) throws Exception {
        History h = history(database);
        Optional<ArchiveEntry.Cursor> cursor = Optional.of(new ArchiveEntry.Cursor(T0.plusSeconds(300), 5));
        Map<String, Sql> queries = new java.util.LinkedHashMap<>();
        queries.put("game_archive_idx", ArchiveQueries.archiveSql(ArchiveFilter.all(), cursor, 21));
        queries.put("game_kind_archive_idx", ArchiveQueries.archiveSql(ArchiveFilter.all().kind(PileGame.ID), cursor, 21));
        queries.put("game_kind_result_idx", ArchiveQueries.archiveSql(
                ArchiveFilter.all().kind(PileGame.ID).result(GameResult.DRAW), cursor, 21));
        queries.put("seat_player_idx", ArchiveQueries.archiveSql(ArchiveFilter.all().player(h.a().id()), cursor, 21));
        queries.put("seat_player_(kind|score)_idx", ArchiveQueries.archiveSql(
                ArchiveFilter.all().player(h.a().id()).kind(PileGame.ID).score(Score.WIN), cursor, 21));
        queries.put("seat_player_kind_idx ", ArchiveQueries.recordSql(h.a().id(), PileGame.ID));
        // On these few rows the head-to-head index serves too; at full size it is the other (ExplainQueries).
        queries.put("seat_(player_kind|head_to_head)_idx", ArchiveQueries.recordsSql(h.a().id()));
        queries.put("seat_player_kind_idx   ", ArchiveQueries.latestMeetingsSql(h.a().id(), List.of(PileGame.ID, "retreat"), 50));
        queries.put("seat_head_to_head_idx", ArchiveQueries.rivalriesSql(h.a().id(), List.of(h.b().id())));
        queries.put("rating_board_idx", ArchiveQueries.leaderboardSql(PileGame.ID, 350,
                Optional.of(new LeaderboardEntry.Cursor(1600, 10)), 21));
        queries.put("rating_change_history_idx", ArchiveQueries.ratingHistoriesSql(h.a().id()));
        queries.put("seat_player(_score|_kind)?_idx", ArchiveQueries.overviewSql(h.a().id()));
        queries.put("game_deadline_idx", ArchiveQueries.inPlaySql(8));
        queries.put("seat_player(_kind|_score)?_idx", ArchiveQueries.computerSql(h.a().id()));
        try (java.sql.Connection c = h.store().dataSource().getConnection();
             java.sql.Statement s = c.createStatement()) {
            s.execute("set enable_seqscan = off");
            for (Map.Entry<String, Sql> query : queries.entrySet()) {
                String plan = String.join("\n", query.getValue().explain(c));
                assertTrue(plan.matches("(?s).*(using|Scan on) " + query.getKey().strip() + "\\b.*"),
                        query.getKey() + ":\n" + plan);
                assertTrue(!plan.contains("Seq Scan"), plan);
            }
            c.rollback();
        }
    }
}
