package games.blockade.bot.service;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.SelfPlay;
import games.blockade.rules.Side;
import games.blockade.store.config.Store;
import games.blockade.store.model.ComputerSeat;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.MoveOutcome;
import games.blockade.store.repository.PlayerRepository;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The computer as an opponent: where it is to move, its game's computer player chooses a turn, which
 * is then played like a person's command, through the store's one write path. The turn is computed
 * outside any transaction and played only if the game has not moved meanwhile, so it is checked by
 * the rules and can never be played twice.
 */
public final class ComputerService {

    private static final Logger LOG = LoggerFactory.getLogger(ComputerService.class);

    private final Store store;
    private final GameRepository games;
    private final Boards boards;

    public ComputerService(Store store, Clock clock) {
        this.store = store;
        this.games = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD), clock);
        this.boards = new Boards(new PlayerRepository(store, clock));
    }

    /** The computer's turn in a game, played and stored; empty when the computer is not to move there. */
    public Optional<Result> respond(long gameId) {
        Optional<ComputerSeat> seat = seat(gameId);
        if (seat.isEmpty()) {
            return Optional.empty();
        }
        Optional<GameView> found = games.find(gameId);
        if (found.isEmpty() || !found.get().game().toMove().equals(Optional.of(seat.get().side()))) {
            return Optional.empty();
        }
        GameView before = found.get();
        int plies = before.plyCount();
        String turn = turn(before.game(), seat.get(), plies);
        Side side = seat.get().side();
        MoveOutcome outcome = games.apply(gameId, (game, stored) -> {
            if (game.plies().size() != plies) {
                throw new Rejection("the computer's move in game " + gameId + " has already been played");
            }
            return game.play(side, turn);
        });
        if (outcome instanceof MoveOutcome.Applied applied) {
            return Optional.of(boards.board(applied.game(), "The computer (" + seat.get().level() + ") played "
                    + turn + "."));
        }
        // Another answer to the same move won the race, or the game ended meanwhile: nothing to post.
        LOG.info("the computer's turn {} in game {} was not played: {}", turn, gameId,
                outcome instanceof MoveOutcome.Rejected rejected ? rejected.reason() : outcome.getClass().getSimpleName());
        return Optional.empty();
    }

    /** Games in play where the computer is to move, e.g. left waiting when the bot stopped while thinking. */
    public List<Long> waiting() {
        List<Long> withComputer = store.inTransaction(em -> em.createQuery("select s.gameId from ComputerSeat s,"
                        + " StoredGame g where g.id = s.gameId and g.state = games.blockade.store.model.GameState.ACTIVE"
                        + " order by s.gameId", Long.class)
                .getResultList());
        return withComputer.stream().filter(id -> {
            Optional<ComputerSeat> seat = seat(id);
            return games.find(id).flatMap(g -> g.game().toMove()).equals(seat.map(ComputerSeat::side));
        }).toList();
    }

    /** Where a game's posts go: its thread, or else its channel. */
    public Optional<Long> placeOf(long gameId) {
        return games.find(gameId).flatMap(g -> g.threadId().or(g::channelId));
    }

    private Optional<ComputerSeat> seat(long gameId) {
        return store.inTransaction(em -> Optional.ofNullable(em.find(ComputerSeat.class, gameId)));
    }

    /** The computer's whole turn in notation; the seed and the ply make a retried turn the same turn. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static String turn(Game<?, ?> game, ComputerSeat seat, int plies) {
        Rules rules = game.rules();
        try {
            ComputerPlayer computer = rules.computer(seat.level(), seat.seed() + plies);
            List<?> moves = SelfPlay.turn(rules, computer, game.position());
            return rules.formatTurn(game.position(), moves);
        } catch (Rejection e) {
            throw new IllegalStateException("game " + seat.gameId() + " names an unknown computer level "
                    + seat.level(), e);
        }
    }
}
