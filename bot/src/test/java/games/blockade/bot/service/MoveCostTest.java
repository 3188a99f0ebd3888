package games.blockade.bot.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.bot.outbox.Answering;
import games.blockade.rules.Game;
import games.blockade.rules.Side;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.PlayerRepository;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What a move costs the database, counted: a typed move is one transaction, in which the game is
 * found, resumed from its stored positions, played, stored with what it owes Discord and made into
 * its answer, in at most a few SQL statements ({@link #MOST_STATEMENTS}) ({@link #MOST_AT_THE_END} for the
 * move that ends the game and rates it). A path that grows back to a transaction per step, or to a
 * statement per ply of the game, fails here.
 */
class MoveCostTest {

    /**
     * The most a move that goes on may take, whatever the game's length: find the game with its
     * players and computers, resume it from its plies, write the game's row, look for the draw offer
     * the move lapses, write its ply, owe the board (counting what is owed before it in the same
     * statement), store its "Play on the web" button. A board with turn buttons
     * (backgammon's) costs four more: its buttons are stored with it, and the previous board's are settled
     * by an edit found from the outbox.
     */
    static final Map<String, Long> MOST_STATEMENTS = Map.of("retreat", 7L, "walls", 7L, "backgammon", 11L);
    /**
     * The most the move that ends a game may take: the seats, the ratings, the replay, its analysis
     * queued and its tournament board, if any, looked up besides; a game whose boards have turn
     * buttons settles the previous board's as any move does ({@link #MOST_STATEMENTS}).
     */
    static final long MOST_AT_THE_END = 23;
    private static final long CHANNEL = 77;
    private static final int MOVES = 30;

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aMoveIsOneTransactionOfAFewStatementsHoweverLongTheGame(TestDatabase database) {
        try (Store store = database.open(4)) {
            Services services = Services.over(store, Clock.systemUTC(), Settings.defaults());
            GameRepository games = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD),
                    Clock.systemUTC());
            PlayerRepository players = new PlayerRepository(store, Clock.systemUTC());
            long person = 3000;
            for (String kind : MOST_STATEMENTS.keySet().stream().sorted().toList()) {
                Person one = new Person(person++, kind + "-one");
                Person two = new Person(person++, kind + "-two");
                long gameId = game(services, kind, one, two);
                long most = 0;
                for (int move = 0; move < MOVES; move++) {
                    GameView view = games.find(gameId).orElseThrow();
                    Game<?, ?> game = view.game();
                    if (game.isOver()) {
                        break;
                    }
                    Side side = game.toMove().orElseThrow();
                    Person mover = view.playerOf(side) == players.byDiscordId(one.discordId()).orElseThrow().id()
                            ? one : two;
                    String command = game.legalTurns().get(move % game.legalTurns().size());

                    Store.Traffic before = store.traffic();
                    Result answer = Answering.of("token-" + gameId + "-" + move, CHANNEL, OptionalLong.empty())
                            .during(() -> services.games().move(mover, CHANNEL, Optional.empty(), command));
                    Store.Traffic cost = store.traffic().since(before);

                    Result.Board board = assertInstanceOf(Result.Board.class, answer, kind + " move " + move + ": "
                            + answer);
                    boolean ends = board.game().isOver();
                    assertEquals(1, cost.transactions(), kind + " move " + move + " (" + command + ")");
                    assertTrue(cost.statements() <= (ends ? MOST_AT_THE_END + buttons(kind) : MOST_STATEMENTS.get(kind)), kind + " move "
                            + move + " (" + command + ")" + (ends ? ", which ended the game," : "") + " took "
                            + cost.statements() + " statements");
                    if (ends) {
                        System.out.printf("%s on %s: the move that ended the game took %d statements%n", kind,
                                database, cost.statements());
                    } else {
                        most = Math.max(most, cost.statements());
                    }
                }
                System.out.printf("%s on %s: a move that went on took at most %d statements, in one transaction%n", kind,
                        database, most);
            }
        }
    }

    private static long game(Services services, String kind, Person one, Person two) {
        Result invited = services.challenges().challenge(one, ChallengeRequest.of(kind,
                new ChallengeRequest.Member(two)).withFirst(ChallengeRequest.First.ME), Optional.empty(), CHANNEL);
        String accept = assertInstanceOf(Result.Invitation.class, invited, invited.toString()).acceptId();
        Result opened = services.challenges().press(two, accept).orElseThrow();
        return assertInstanceOf(Result.Opened.class, opened, opened.toString()).gameId();
    }

    /** What a game's turn buttons add to a move: stored with its board, the previous board's settled. */
    private static long buttons(String kind) {
        return MOST_STATEMENTS.get(kind) - MOST_STATEMENTS.get("retreat");
    }
}
