package games.blockade.bot.service;

import games.blockade.bot.language.Texts;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.retreat.RetreatMatch;
import games.blockade.rules.retreat.RetreatPosition;
import games.blockade.store.config.Store;
import games.blockade.store.model.RetreatRound;
import games.blockade.store.model.StoredGame;
import games.blockade.store.repository.Computer;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.NewGame;
import games.blockade.store.tournament.TournamentBoards;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.LongFunction;

/**
 * Matches of {@code retreat}: rounds until a player has {@value RetreatMatch#TARGET} match points,
 * colours swapped every round. The match's first player is Black in round 1. When a round's game
 * ends (by a move, resignation, agreement or time), {@link #score} scores it by the rules'
 * {@link RetreatMatch} and starts the next round, in the transaction that ended the round;
 * {@link #news} reads what the round brought back for the players.
 */
public final class RetreatMatches {

    /** What a finished round brought: lines for the players, and the next round's number and game if any. */
    public record News(List<String> lines, int round, Optional<Long> nextRound) {
        public News {
            lines = List.copyOf(lines);
        }
    }

    private final Store store;
    private final GameRepository repository;
    private final Clock clock;
    private final LongFunction<String> names;

    RetreatMatches(Store store, GameRepository games, Clock clock, LongFunction<String> names) {
        this.store = store;
        this.repository = games;
        this.clock = clock;
        this.names = names;
    }

    /** Starts a match between two players with its first round's game, which the challenger begins as Black. */
    GameView begin(EntityManager em, NewGame firstRound, int target) throws Rejection {
        games.blockade.store.model.RetreatMatch match = new games.blockade.store.model.RetreatMatch(firstRound.playerOneId(),
                firstRound.playerTwoId(), target, clock.instant());
        em.persist(match);
        em.flush();
        return startRound(em, match.id(), 1, firstRound);
    }

    private GameView startRound(EntityManager em, long matchId, int round, NewGame spec) throws Rejection {
        GameView game = repository.create(spec);
        em.find(StoredGame.class, game.id()).joinMatch(matchId);
        em.persist(new RetreatRound(matchId, round, game.id()));
        em.flush();
        return game;
    }

    /**
     * Scores a finished round of a match and starts the next, in the transaction that finished it;
     * the next round's game, if one was started. A round already scored is left alone.
     */
    Optional<GameView> score(EntityManager em, GameView finished) {
        if (finished.matchId().isEmpty() || !finished.game().isOver()) {
            return Optional.empty();
        }
        // Locked, so that two reports of one ending score the round once.
        games.blockade.store.model.RetreatMatch match = em.find(games.blockade.store.model.RetreatMatch.class,
                finished.matchId().get(), LockModeType.PESSIMISTIC_WRITE);
        RetreatRound round = roundOf(em, finished.id());
        if (round.pointsOne().isPresent()) {
            return Optional.empty();
        }
        return score(em, match, round, finished);
    }

    /** What a scored round of a match brought, read back for the players; empty for a game of no match. */
    Optional<News> news(GameView finished) {
        if (finished.matchId().isEmpty() || !finished.game().isOver()) {
            return Optional.empty();
        }
        return store.read(em -> {
            games.blockade.store.model.RetreatMatch match = em.find(games.blockade.store.model.RetreatMatch.class,
                    finished.matchId().get());
            RetreatRound round = roundOf(em, finished.id());
            if (round.pointsOne().isEmpty()) {
                return Optional.<News>empty();
            }
            Optional<Long> next = em.createQuery("select r.gameId from RetreatRound r where r.key.matchId = :match"
                            + " and r.key.roundNo = :round", Long.class)
                    .setParameter("match", match.id()).setParameter("round", round.roundNo() + 1)
                    .getResultStream().findFirst();
            return Optional.of(new News(lines(match, round, finished), round.roundNo() + 1, next));
        });
    }

    static RetreatRound roundOf(EntityManager em, long gameId) {
        return em.createQuery("select r from RetreatRound r where r.gameId = :game", RetreatRound.class)
                .setParameter("game", gameId)
                .getSingleResult();
    }

    private Optional<GameView> score(EntityManager em, games.blockade.store.model.RetreatMatch match,
                                     RetreatRound round, GameView finished) {
        RetreatMatch before = new RetreatMatch(match.pointsOne(), match.pointsTwo(), round.roundNo());
        Outcome outcome = finished.game().outcome().orElseThrow();
        RetreatPosition last = (RetreatPosition) finished.game().position();
        RetreatMatch.RoundResult result = before.result(outcome, last);
        Side firstColour = before.colour(RetreatMatch.Player.FIRST);
        int scoreOne = RetreatMatch.roundScore(last, firstColour);
        int scoreTwo = RetreatMatch.roundScore(last, firstColour.other());
        int gainedOne = result.winner().filter(p -> p == RetreatMatch.Player.FIRST).map(p -> result.gained()).orElse(0);
        int gainedTwo = result.winner().filter(p -> p == RetreatMatch.Player.SECOND).map(p -> result.gained()).orElse(0);
        round.score(scoreOne, scoreTwo, gainedOne, gainedTwo);
        match.score(gainedOne, gainedTwo, clock.instant());
        if (match.state() == games.blockade.store.model.RetreatMatch.State.FINISHED) {
            TournamentBoards.matchEnded(em, match.id(), match.winner().orElseThrow() == Side.ONE ? match.playerOneId()
                    : match.playerTwoId(), clock.instant());
            return Optional.empty();
        }
        RetreatMatch after = before.after(outcome, last);
        long black = after.colour(RetreatMatch.Player.FIRST) == Side.ONE ? match.playerOneId() : match.playerTwoId();
        long white = black == match.playerOneId() ? match.playerTwoId() : match.playerOneId();
        StoredGame row = em.find(StoredGame.class, finished.id());
        NewGame spec = new NewGame(finished.kind(), finished.preset(), Side.ONE, black, white, finished.rated(),
                row.moveClock(), finished.guildId(), finished.channelId(), finished.threadId(), Optional.empty(),
                List.of());
        // The computer keeps playing its player of the match (each its own, where it plays both), now with
        // that player's colour in the next round.
        for (Computer c : finished.computers()) {
            RetreatMatch.Player player = c.side() == firstColour ? RetreatMatch.Player.FIRST : RetreatMatch.Player.SECOND;
            spec = spec.against(new Computer(after.colour(player), c.level(), c.seed() + after.round()));
        }
        try {
            return Optional.of(startRound(em, match.id(), after.round(), spec));
        } catch (Rejection e) {
            throw new IllegalStateException("the next round of match " + match.id() + " cannot start", e);
        }
    }

    /** The lines that tell the players what a scored round brought. */
    private List<String> lines(games.blockade.store.model.RetreatMatch match, RetreatRound round, GameView finished) {
        RetreatMatch before = new RetreatMatch(match.pointsOne() - round.pointsOne().orElseThrow(),
                match.pointsTwo() - round.pointsTwo().orElseThrow(), round.roundNo());
        RetreatMatch.RoundResult result = before.result(finished.game().outcome().orElseThrow(),
                (RetreatPosition) finished.game().position());
        String one = Texts.place().nameOf(finished, finished.sideOf(match.playerOneId()).orElseThrow(), names);
        String two = Texts.place().nameOf(finished, finished.sideOf(match.playerTwoId()).orElseThrow(), names);
        List<String> lines = new ArrayList<>();
        if (result.winner().isEmpty()) {
            lines.add(Texts.post("match.round-drawn", round.roundNo()));
        } else {
            String winner = result.winner().get() == RetreatMatch.Player.FIRST ? one : two;
            lines.add(Texts.post(result.championsVictory() ? "match.round-won-champion" : "match.round-won", winner,
                    round.roundNo(), result.gained(), one, round.positionOne().orElseThrow(), two,
                    round.positionTwo().orElseThrow()));
        }
        lines.add(Texts.post("match.score", one, match.pointsOne(), two, match.pointsTwo(), match.targetPoints()));
        if (match.state() == games.blockade.store.model.RetreatMatch.State.FINISHED) {
            long winner = match.winner().orElseThrow() == Side.ONE ? match.playerOneId() : match.playerTwoId();
            lines.add(Texts.post("match.won", Texts.place().nameAtStartOf(finished, finished.sideOf(winner).orElseThrow(), names),
                    Math.max(match.pointsOne(), match.pointsTwo()), Math.min(match.pointsOne(), match.pointsTwo())));
        }
        return lines;
    }
}
