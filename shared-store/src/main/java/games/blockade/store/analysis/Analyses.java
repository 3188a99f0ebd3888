package games.blockade.store.analysis;

import games.blockade.rules.Side;
import games.blockade.rules.analysis.Entry;
import games.blockade.rules.analysis.GameAnalysis;
import games.blockade.rules.analysis.Tally;
import games.blockade.rules.analysis.Verdict;
import games.blockade.store.config.Store;
import games.blockade.store.model.GameState;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.Sql;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalDouble;

/** The stored analyses, as the bot and the web app read them. */
public final class Analyses {

    private final Store store;

    public Analyses(Store store) {
        this.store = store;
    }

    /** One point of a player's accuracy over time: a finished, analysed game of theirs. */
    public record AccuracyPoint(long gameId, String kind, Instant finishedAt, double accuracy) {
        public AccuracyPoint {
            Objects.requireNonNull(kind);
            Objects.requireNonNull(finishedAt);
        }
    }

    /** Where the analysis of game {@code gameId} stands. */
    public AnalysisStatus status(long gameId) {
        return store.read(em -> status(em, gameId));
    }

    /**
     * Where the analysis of a game already read stands: nothing is read again of the game itself,
     * and nothing at all while it is in play.
     */
    public AnalysisStatus status(GameView game) {
        if (game.state() != GameState.FINISHED) {
            return new AnalysisStatus.NotFinished();
        }
        return store.read(em -> status(em, game.id(), new Object[] {"FINISHED", game.kind(),
                game.preset(), game.playerOneId(), game.playerTwoId()}));
    }

    @SuppressWarnings("unchecked")
    private static AnalysisStatus status(EntityManager em, long gameId) {
        List<Object[]> game = em.createNativeQuery("select state, game_kind, preset, player_one_id, player_two_id"
                + " from game where id = ?1").setParameter(1, gameId).getResultList();
        if (game.isEmpty() || !"FINISHED".equals(game.get(0)[0])) {
            return new AnalysisStatus.NotFinished();
        }
        return status(em, gameId, game.get(0));
    }

    /** The analysis of a finished game, its row's state, kind, preset and players given. */
    @SuppressWarnings("unchecked")
    private static AnalysisStatus status(EntityManager em, long gameId, Object[] g) {
        List<Object[]> rows = em.createNativeQuery("select state, queued_at, done_at, note from game_analysis"
                + " where game_id = ?1").setParameter(1, gameId).getResultList();
        if (rows.isEmpty()) {
            return new AnalysisStatus.NotQueued();
        }
        Object[] row = rows.get(0);
        switch ((String) row[0]) {
            case "QUEUED":
                return new AnalysisStatus.Pending(Sql.instant(row[1]));
            case "FAILED":
                return new AnalysisStatus.Failed(row[3] == null ? "" : (String) row[3]);
            default:
                GameAnalysis analysis = new GameAnalysis((String) g[1], (String) g[2], entries(em, gameId),
                        tally(em, gameId, Side.ONE), tally(em, gameId, Side.TWO));
                return new AnalysisStatus.Ready(analysis, ((Number) g[3]).longValue(), ((Number) g[4]).longValue(),
                        Sql.instant(row[2]));
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Entry> entries(EntityManager em, long gameId) {
        List<Entry> entries = new ArrayList<>();
        for (Object[] r : (List<Object[]>) em.createNativeQuery("select kind, first_ply, last_ply, side, move,"
                        + " eval_before, eval_after, best, verdict, forced, luck from analysis_entry"
                        + " where game_id = ?1 order by seq").setParameter(1, gameId).getResultList()) {
            Side side = AnalysisQueue.side(r[3]);
            if ("LUCK".equals(r[0])) {
                entries.add(new Entry.Luck(number(r[1]), side, (String) r[4], ((Number) r[10]).doubleValue()));
            } else {
                entries.add(new Entry.Judgement(number(r[1]), number(r[2]), side, (String) r[4],
                        EvalText.parse((String) r[5]), EvalText.parse((String) r[6]), (String) r[7],
                        Verdict.valueOf((String) r[8]), bool(r[9])));
            }
        }
        return entries;
    }

    private static Tally tally(EntityManager em, long gameId, Side side) {
        Object[] r = (Object[]) em.createNativeQuery("select accuracy, best, good, inaccuracy, mistake, blunder,"
                        + " rolls, luck from analysis_side where game_id = ?1 and side = ?2")
                .setParameter(1, gameId).setParameter(2, side.name()).getSingleResult();
        Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
        Verdict[] verdicts = Verdict.values();
        for (int i = 0; i < verdicts.length; i++) {
            counts.put(verdicts[i], number(r[1 + i]));
        }
        OptionalDouble accuracy = r[0] == null ? OptionalDouble.empty()
                : OptionalDouble.of(((Number) r[0]).doubleValue());
        return new Tally(side, counts, accuracy, number(r[6]), ((Number) r[7]).doubleValue());
    }

    /** A player's accuracy in each of their analysed games, oldest first; {@code limit} most recent at most. */
    @SuppressWarnings("unchecked")
    public List<AccuracyPoint> accuracies(long playerId, int limit) {
        return store.read(em -> {
            List<AccuracyPoint> points = new ArrayList<>();
            for (Object[] r : (List<Object[]>) em.createNativeQuery("select g.id, g.game_kind, g.finished_at,"
                            + " s.accuracy from analysis_side s join game g on g.id = s.game_id"
                            + " where s.player_id = ?1 and s.accuracy is not null"
                            + " order by g.finished_at desc, g.id desc limit " + limit)
                    .setParameter(1, playerId).getResultList()) {
                points.add(0, new AccuracyPoint(((Number) r[0]).longValue(), (String) r[1], Sql.instant(r[2]),
                        ((Number) r[3]).doubleValue()));
            }
            return points;
        });
    }

    static int number(Object value) {
        return ((Number) value).intValue();
    }

    /** A boolean column as either driver returns it (SQLite keeps 0 and 1). */
    static boolean bool(Object value) {
        return value instanceof Boolean b ? b : ((Number) value).intValue() != 0;
    }
}
