package games.blockade.bot.service;

import games.blockade.bot.language.PersonLanguages;
import games.blockade.bot.language.Speech;
import games.blockade.bot.language.Texts;
import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Dice;
import games.blockade.rules.Game;
import games.blockade.rules.Ply;
import games.blockade.rules.Rejection;
import games.blockade.rules.language.Words;
import games.blockade.rules.Rules;
import games.blockade.rules.SelfPlay;
import games.blockade.rules.Side;
import games.blockade.store.config.Store;
import games.blockade.store.repository.Computer;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.MoveOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The computer as an opponent: where it is to move, its game's computer player chooses the moves
 * (at the level of the side to move, where it plays both sides),
 * which are then played like a person's command, through the store's one write path, rolling the
 * dice they make due from the game's seed as a person's command does. Each part is computed outside
 * any transaction and played only if the game has not moved meanwhile, so it is checked by the
 * rules and can never be played twice.
 */
public final class ComputerService {

    private static final Logger LOG = LoggerFactory.getLogger(ComputerService.class);
    /**
     * More parts in a row than any game gives the computer: a backgammon turn is a row, then the
     * points spent after the roll; piecepack's runner places its pawns, then moves.
     */
    private static final int MAX_PARTS = 8;

    private final Store store;
    private final GameRepository games;
    private final GameDice dice;
    private final Boards boards;
    private final Effects effects;
    private final PersonLanguages languages;

    ComputerService(Parts parts) {
        this.store = parts.store();
        this.games = parts.games();
        this.dice = parts.dice();
        this.boards = parts.boards();
        this.effects = parts.effects();
        this.languages = parts.languages();
    }

    /**
     * The computer's turn in a game where it is to move, until the other side is to move (or the
     * game ends), played and stored, as one board; empty when the computer is not to move there.
     * Where it plays both sides, that board, once posted, wakes it for the other side's turn (see
     * {@code Deliveries}): a game it plays by itself goes on a turn at a time through the outbox,
     * as any of its turns, and so survives a restart as they do.
     */
    public Optional<Result> respond(long gameId) {
        Optional<GameView> start = games.find(gameId);
        Optional<Computer> computer = start.flatMap(GameView::computerToMove);
        if (computer.isEmpty()) {
            return Optional.empty();
        }
        // The computer's moves answer no one: they are told in the language of the game's server, or
        // in a DM in its player's.
        return Speech.openOr(() -> languages.posting(start.flatMap(GameView::guildId), Optional.of(gameId)))
                .during(() -> play(gameId, computer.get()));
    }

    /** The computer's turn in a game, in the speech of this thread. */
    private Optional<Result> play(long gameId, Computer computer) {
        Side side = computer.side();
        String who = Texts.place().atStart(Texts.place().computer(computer.level()));
        List<Ply<?>> played = new ArrayList<>();
        MoveOutcome.Applied last = null;
        for (int part = 0; part < MAX_PARTS; part++) {
            Optional<GameView> found = games.find(gameId);
            if (found.isEmpty() || !found.get().game().toMove().equals(Optional.of(side))) {
                break;
            }
            GameView before = found.get();
            int plies = before.plyCount();
            String turn = turn(before, computer);
            Optional<Dice> gameDice = before.game().rules().usesDice() ? dice.of(gameId) : Optional.empty();
            List<Ply<?>> earlier = List.copyOf(played);
            MoveOutcome outcome = games.apply(gameId, (game, stored) -> {
                if (game.plies().size() != plies) {
                    throw new Rejection("the computer's move in game " + gameId + " has already been played");
                }
                return GameDice.rollDue(game.play(side, turn), gameDice);
            }, (em, previous, applied) -> {
                // One board for the computer's whole turn, owed with its last part.
                if (!applied.game().game().toMove().equals(Optional.of(side))) {
                    List<Ply<?>> turnPlies = new ArrayList<>(earlier);
                    turnPlies.addAll(applied.plies());
                    effects.after(added -> Moves.played(who, turnPlies)).follow(em, previous, applied);
                }
            });
            if (!(outcome instanceof MoveOutcome.Applied applied)) {
                // Another answer to the same move won the race, or the game ended meanwhile.
                LOG.info("the computer's turn {} in game {} was not played: {}", turn, gameId,
                        outcome instanceof MoveOutcome.Rejected rejected ? Words.ENGLISH.say(rejected.reason())
                                : outcome.getClass().getSimpleName());
                break;
            }
            played.addAll(applied.plies());
            last = applied;
        }
        if (last == null) {
            return Optional.empty();
        }
        GameView after = last.game();
        return Optional.of(boards.board(after, Moves.played(who, played), Boards.viewerOf(after)));
    }

    /** Games in play where the computer is to move, e.g. left waiting when the bot stopped while thinking. */
    public List<Long> waiting() {
        List<Long> withComputer = store.read(em -> em.createQuery("select distinct s.key.gameId from ComputerSeat s,"
                        + " StoredGame g where g.id = s.key.gameId and g.state = games.blockade.store.model.GameState.ACTIVE"
                        + " order by s.key.gameId", Long.class)
                .getResultList());
        return withComputer.stream().filter(id -> games.find(id).flatMap(GameView::computerToMove).isPresent())
                .toList();
    }

    /** Where a game's posts go: its thread, or else its channel. */
    public Optional<Long> placeOf(long gameId) {
        return games.find(gameId).flatMap(g -> g.threadId().or(g::channelId));
    }

    /**
     * The computer's moves up to where its turn ends or the dice are due, in notation; the seed and
     * the ply make a retried part the same part.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static String turn(GameView view, Computer seat) {
        Game<?, ?> game = view.game();
        Rules rules = game.rules();
        try {
            ComputerPlayer computer = rules.computer(seat.level(), seat.seed() + view.plyCount());
            List<?> moves = SelfPlay.turn(rules, computer, game.position());
            return rules.formatTurn(game.position(), moves);
        } catch (Rejection e) {
            throw new IllegalStateException("game " + view.id() + " names an unknown computer level "
                    + seat.level(), e);
        }
    }
}
