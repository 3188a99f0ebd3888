package games.blockade.bot.service;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Ply;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.store.config.Store;
import games.blockade.store.model.Component;
import games.blockade.store.model.ComputerSeat;
import games.blockade.store.model.DrawOffer;
import games.blockade.store.model.Player;
import games.blockade.store.model.StoredGame;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.MoveOutcome;
import games.blockade.store.repository.PlayerRepository;
import jakarta.persistence.LockModeType;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The bot's game logic, free of any Discord types: moves, the board, resignation and draws
 * (challenges are {@link ChallengeService}'s). Every change goes through the store's one write
 * path, so a move is checked by the rules and stored in one transaction, and two writers of one
 * game cannot both win.
 */
public final class GameService {

    /** Discord shows at most this many autocomplete choices. */
    public static final int MAX_SUGGESTIONS = 25;

    static final String ACCEPT_DRAW = "accept-draw";
    static final String DECLINE_DRAW = "decline-draw";

    private final Store store;
    private final GameRepository games;
    private final PlayerRepository players;
    private final Clock clock;
    private final Boards boards;

    public GameService(Store store, Clock clock) {
        this.store = store;
        this.games = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD), clock);
        this.players = new PlayerRepository(store, clock);
        this.clock = clock;
        this.boards = new Boards(players);
    }

    /** The games the bot can run from start to end: it does not roll dice yet. */
    public static List<Rules<?, ?>> playable() {
        return Games.all().stream().filter(rules -> !rules.usesDice()).toList();
    }

    /** A button was pressed: its id is looked up in the store, so buttons outlive the bot's process. */
    public Result press(Person who, String customId) {
        Optional<Component> found = store.inTransaction(em -> Optional.ofNullable(em.find(Component.class, customId)));
        if (found.isEmpty()) {
            return new Result.Refused("this button belongs to nothing the bot knows; start again with /blockade challenge");
        }
        Component component = found.get();
        if (!component.usableAt(clock.instant())) {
            return new Result.Refused("this button has expired");
        }
        Optional<Player> player = players.byDiscordId(who.discordId());
        if (component.playerId().isPresent()
                && (player.isEmpty() || player.get().id() != component.playerId().get())) {
            return new Result.Refused("this button is for " + boards.nameOf(component.playerId().get()) + " only");
        }
        Component.Target target = component.target();
        switch (component.action()) {
            case ACCEPT_DRAW:
                return acceptDraw(who, target.gameId().orElseThrow(), target.drawOfferId().orElseThrow());
            case DECLINE_DRAW:
                return declineDraw(who, target.drawOfferId().orElseThrow());
            default:
                return new Result.Refused("this button's action '" + component.action() + "' is not one this bot knows");
        }
    }

    /** Plays a command (a move, or a turn of several moves) in the player's game in this channel. */
    public Result move(Person who, long channelId, Optional<Long> gameId, String command) {
        return withGame(who, channelId, gameId, (player, game) -> answer(games.play(game.id(), player, command),
                played -> who.name() + " played " + played + "."));
    }

    public Result resign(Person who, long channelId, Optional<Long> gameId) {
        return withGame(who, channelId, gameId, (player, game) -> answer(games.resign(game.id(), player),
                played -> "Game " + game.id() + " is over."));
    }

    /**
     * Offers a draw in the player's game, or accepts the opponent's open offer: either way the game
     * ends drawn only when both have said so.
     */
    public Result draw(Person who, long channelId, Optional<Long> gameId) {
        return withGame(who, channelId, gameId, (player, game) -> {
            if (game.game().isOver()) {
                return new Result.Refused("game " + game.id() + " is over");
            }
            if (store.inTransaction(em -> em.find(ComputerSeat.class, game.id())) != null) {
                return new Result.Refused("the computer takes no draws: it plays game " + game.id()
                        + " to the end; resign if you wish to stop");
            }
            Side side = game.sideOf(player).orElseThrow();
            Optional<Long> theirs = openDrawOffer(game.id(), side.other());
            if (theirs.isPresent()) {
                return acceptDraw(who, game.id(), theirs.get());
            }
            if (openDrawOffer(game.id(), side).isPresent()) {
                return new Result.Refused("you have already offered a draw in game " + game.id()
                        + "; it waits for " + boards.nameOf(game.playerOf(side.other())) + "'s answer");
            }
            long opponentId = game.playerOf(side.other());
            Instant now = clock.instant();
            String acceptId = Boards.token();
            String declineId = Boards.token();
            store.inTransaction(em -> {
                DrawOffer offer = new DrawOffer(game.id(), side, game.plyCount(), now);
                em.persist(offer);
                em.flush();
                Component.Target target = Component.Target.drawOffer(game.id(), offer.id());
                em.persist(new Component(acceptId, ACCEPT_DRAW, target, Optional.of(opponentId), Optional.empty(),
                        now, Optional.empty()));
                em.persist(new Component(declineId, DECLINE_DRAW, target, Optional.of(opponentId), Optional.empty(),
                        now, Optional.empty()));
                return offer.id();
            });
            return new Result.Question(who.name() + " offers a draw in game " + game.id()
                    + "; it lapses if you play on.", boards.discordIdOf(opponentId), acceptId, declineId);
        });
    }

    private Optional<Long> openDrawOffer(long gameId, Side by) {
        return store.inTransaction(em -> em.createQuery("select o.id from DrawOffer o where o.gameId = :game"
                        + " and o.offeredBy = :by and o.state = games.blockade.store.model.DrawOffer.State.OPEN",
                        Long.class)
                .setParameter("game", gameId)
                .setParameter("by", by)
                .getResultStream()
                .findFirst());
    }

    private Result acceptDraw(Person who, long gameId, long offerId) {
        // The offer is closed first, so that of two answers exactly one counts; only an ending that
        // lands between the two transactions (a timeout, a resignation) leaves it accepted in vain.
        Optional<String> closed = store.inTransaction(em -> {
            DrawOffer offer = em.find(DrawOffer.class, offerId, LockModeType.PESSIMISTIC_WRITE);
            if (offer.state() != DrawOffer.State.OPEN) {
                return Optional.of("this draw offer is already " + offer.state().name().toLowerCase());
            }
            offer.answer(DrawOffer.State.ACCEPTED, clock.instant());
            return Optional.<String>empty();
        });
        if (closed.isPresent()) {
            return new Result.Refused(closed.get());
        }
        return answer(games.apply(gameId, (game, stored) -> game.drawByAgreement()), played -> who.name() + " accepted the draw.");
    }

    private Result declineDraw(Person who, long offerId) {
        return store.inTransaction(em -> {
            DrawOffer offer = em.find(DrawOffer.class, offerId, LockModeType.PESSIMISTIC_WRITE);
            if (offer.state() != DrawOffer.State.OPEN) {
                return new Result.Refused("this draw offer is already " + offer.state().name().toLowerCase());
            }
            offer.answer(DrawOffer.State.DECLINED, clock.instant());
            StoredGame game = em.find(StoredGame.class, offer.gameId());
            long offerer = offer.offeredBy() == Side.ONE ? game.playerOneId() : game.playerTwoId();
            return new Result.Announcement(who.name() + " declined the draw in game " + offer.gameId() + ".",
                    boards.discordIdOf(offerer));
        });
    }

    public Result board(Person who, long channelId, Optional<Long> gameId) {
        return withGame(who, channelId, gameId, (player, game) -> boards.board(game, "Game " + game.id() + " after "
                + game.plyCount() + (game.plyCount() == 1 ? " ply." : " plies.")));
    }

    /**
     * Completions of what the player has typed so far, only when it is their turn: at most
     * {@link #MAX_SUGGESTIONS}, since Discord shows no more.
     */
    public List<String> suggest(Person who, long channelId, Optional<Long> gameId, String typed) {
        if (!(find(who, channelId, gameId) instanceof Found found)) {
            return List.of();
        }
        Game<?, ?> game = found.game().game();
        if (!found.game().sideOf(found.playerId()).equals(game.toMove())) {
            return List.of();
        }
        return game.suggest(typed, MAX_SUGGESTIONS);
    }

    /** What the commands do, and the games they play. */
    public Result help() {
        String list = playable().stream().map(r -> "`" + r.id() + "` " + r.title())
                .collect(Collectors.joining(", "));
        return new Result.Info("""
                **Blockade** — board games at your own pace:
                `/blockade challenge game` — challenge a member (`opponent`), anyone here (leave it out) \
                or the computer (`computer` level); choose `variant`, who moves `first` and the move `clock`.
                `/blockade move move` — play your move; the list offers the legal ones as you type.
                `/blockade board` — show your game as it stands.
                `/blockade games` — your games in play, whose turn it is, and their numbers.
                `/blockade resign` — give up the game.
                `/blockade draw` — offer a draw, or accept the one offered to you.
                `/blockade rules game` — how a game is played, with a link to the full rules.
                `/blockade stats` — a player's ratings and record; `/blockade leaderboard game` — the best.
                Each game has its own thread; where you play several games in one channel, add `game:` with its number.
                Games: %s""".formatted(list));
    }

    private interface GameWork {
        Result apply(long playerId, GameView game);
    }

    /** The game a command is about, or why there is none. */
    private sealed interface Lookup {
    }

    private record Found(long playerId, GameView game) implements Lookup {
    }

    private record Missing(String reason) implements Lookup {
    }

    private Result withGame(Person who, long channelId, Optional<Long> gameId, GameWork work) {
        Lookup lookup = find(who, channelId, gameId);
        if (lookup instanceof Found found) {
            return work.apply(found.playerId(), found.game());
        }
        return new Result.Refused(((Missing) lookup).reason());
    }

    /**
     * The game named by number, or else the player's one game in play here: in the game's own
     * thread, or in the channel it was started from.
     */
    private Lookup find(Person who, long channelId, Optional<Long> gameId) {
        Optional<Player> player = players.byDiscordId(who.discordId());
        if (player.isEmpty()) {
            return new Missing("you have no games yet; start one with /blockade challenge");
        }
        long playerId = player.get().id();
        if (gameId.isPresent()) {
            Optional<GameView> game = games.find(gameId.get());
            if (game.isEmpty() || game.get().sideOf(playerId).isEmpty()) {
                return new Missing("you are not playing a game numbered " + gameId.get());
            }
            return new Found(playerId, game.get());
        }
        List<Long> active = store.inTransaction(em -> em.createQuery(
                        "select g.id from StoredGame g where g.state = games.blockade.store.model.GameState.ACTIVE"
                                + " and (g.channelId = :channel or g.threadId = :channel)"
                                + " and (g.playerOneId = :player or g.playerTwoId = :player)"
                                + " order by g.id", Long.class)
                .setParameter("channel", channelId)
                .setParameter("player", playerId)
                .getResultList());
        if (active.isEmpty()) {
            return new Missing("you have no game in play in this channel; start one with /blockade challenge");
        }
        if (active.size() > 1) {
            return new Missing("you have " + active.size() + " games in play here (numbers "
                    + active.stream().map(String::valueOf).collect(Collectors.joining(", "))
                    + "); say which with the game option");
        }
        return new Found(playerId, games.find(active.get(0)).orElseThrow());
    }

    /** The store's verdict as a result; {@code headline} is told the notation of the plies it added. */
    private Result answer(MoveOutcome outcome, Function<String, String> headline) {
        if (outcome instanceof MoveOutcome.Applied applied) {
            String played = applied.plies().stream().map(Ply::notation).collect(Collectors.joining(" "));
            return boards.board(applied.game(), headline.apply(played));
        }
        if (outcome instanceof MoveOutcome.Rejected rejected) {
            return new Result.Refused(rejected.reason());
        }
        if (outcome instanceof MoveOutcome.Conflict conflict) {
            return new Result.Refused(conflict.message());
        }
        return new Result.Refused("game " + ((MoveOutcome.NotFound) outcome).gameId() + " does not exist");
    }

}
