package games.blockade.bot.service;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Outcome;
import games.blockade.rules.Ply;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.store.config.Store;
import games.blockade.store.model.Challenge;
import games.blockade.store.model.Component;
import games.blockade.store.model.DrawOffer;
import games.blockade.store.model.Player;
import games.blockade.store.model.StoredGame;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.MoveOutcome;
import games.blockade.store.repository.NewGame;
import games.blockade.store.repository.PlayerRepository;
import jakarta.persistence.LockModeType;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The bot's game logic, free of any Discord types: challenges and their answers, moves, the board
 * and resignation. Every change goes through the store's one write path, so a move is checked by
 * the rules and stored in one transaction, and two writers of one game cannot both win.
 */
public final class GameService {

    /** Discord shows at most this many autocomplete choices. */
    public static final int MAX_SUGGESTIONS = 25;

    static final String ACCEPT = "accept";
    static final String DECLINE = "decline";
    static final String ACCEPT_DRAW = "accept-draw";
    static final String DECLINE_DRAW = "decline-draw";
    private static final Duration CHALLENGE_LIFETIME = Duration.ofDays(7);

    private final Store store;
    private final GameCatalog catalog;
    private final GameRepository games;
    private final PlayerRepository players;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    public GameService(Store store, Clock clock) {
        this.store = store;
        this.catalog = GameCatalog.registered();
        this.games = new GameRepository(store, catalog, new Ratings(Glicko2.STANDARD), clock);
        this.players = new PlayerRepository(store, clock);
        this.clock = clock;
    }

    /** Challenges {@code opponent} to a game of {@code kind} in a channel; the challenger takes the first side. */
    public Result challenge(Person challenger, Person opponent, String kind, Optional<Long> guildId, long channelId) {
        if (challenger.discordId() == opponent.discordId()) {
            return new Result.Refused("you cannot challenge yourself; name another player as opponent");
        }
        Rules<?, ?> rules;
        try {
            rules = catalog.rules(kind);
        } catch (Rejection e) {
            return new Result.Refused(e.getMessage());
        }
        if (!playable().contains(rules)) {
            return new Result.Refused(rules.title() + " cannot be played through the bot yet, which rolls no"
                    + " dice; playable: " + playable().stream().map(Rules::id).collect(Collectors.joining(", ")));
        }
        long challengerId = players.register(challenger.discordId(), challenger.name(), Optional.empty()).id();
        long opponentId = players.register(opponent.discordId(), opponent.name(), Optional.empty()).id();
        Instant now = clock.instant();
        String acceptId = token();
        String declineId = token();
        long challengeId = store.inTransaction(em -> {
            Challenge challenge = new Challenge(rules.id(), rules.presets().get(0).name(), challengerId,
                    Optional.of(opponentId), Challenge.SideChoice.ONE, Optional.empty(), false,
                    guildId.orElse(null), channelId, now, now.plus(CHALLENGE_LIFETIME));
            em.persist(challenge);
            em.flush();
            Component.Target target = Component.Target.challenge(challenge.id());
            Optional<Instant> expiry = Optional.of(challenge.expiresAt());
            em.persist(new Component(acceptId, ACCEPT, target, Optional.of(opponentId), Optional.empty(), now, expiry));
            em.persist(new Component(declineId, DECLINE, target, Optional.of(opponentId), Optional.empty(), now, expiry));
            return challenge.id();
        });
        return new Result.Question(challenger.name() + " challenges " + opponent.name() + " to " + rules.title()
                + " (challenge " + challengeId + ").", opponent.discordId(), acceptId, declineId);
    }

    /** The games the bot can run from start to end: it does not roll dice yet. */
    public static List<Rules<?, ?>> playable() {
        return Games.all().stream().filter(rules -> !rules.usesDice()).toList();
    }

    /** A button was pressed: its id is looked up in the store, so buttons outlive the bot's process. */
    public Result press(Person who, String customId) {
        if (!Inputs.plausibleButtonId(customId)) {
            return new Result.Refused("this button belongs to nothing the bot knows; start again with /blockade challenge");
        }
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
            return new Result.Refused("this button is for " + nameOf(component.playerId().get()) + " only");
        }
        Component.Target target = component.target();
        switch (component.action()) {
            case ACCEPT:
                return accept(target.challengeId().orElseThrow());
            case DECLINE:
                return decline(target.challengeId().orElseThrow());
            case ACCEPT_DRAW:
                return acceptDraw(who, target.gameId().orElseThrow(), target.drawOfferId().orElseThrow());
            case DECLINE_DRAW:
                return declineDraw(who, target.drawOfferId().orElseThrow());
            default:
                return new Result.Refused("this button's action '" + component.action() + "' is not one this bot knows");
        }
    }

    private Result accept(long challengeId) {
        return store.inTransaction(em -> {
            // Locked, so that of two quick presses exactly one starts a game.
            Challenge challenge = em.find(Challenge.class, challengeId, LockModeType.PESSIMISTIC_WRITE);
            if (challenge.state() != Challenge.State.OPEN) {
                return new Result.Refused("this challenge is already " + challenge.state().name().toLowerCase());
            }
            long opponentId = challenge.challengedId().orElseThrow();
            NewGame spec = new NewGame(challenge.kind(), challenge.preset(), defaultFirst(challenge.kind()),
                    challenge.challengerId(), opponentId, challenge.rated(),
                    Optional.of(MoveClocks.perMove(challenge.moveClock())),
                    challenge.guildId(), challenge.channelId(), Optional.empty(), Optional.empty());
            GameView game;
            try {
                game = games.create(spec);
            } catch (Rejection e) {
                return new Result.Refused(e.getMessage());
            }
            challenge.close(Challenge.State.ACCEPTED, Optional.of(game.id()));
            Rules<?, ?> rules = game.game().rules();
            return board(game, "Game " + game.id() + " begins: " + nameOf(game.playerOf(Side.ONE)) + " ("
                    + rules.sideName(Side.ONE) + ") against " + nameOf(game.playerOf(Side.TWO)) + " ("
                    + rules.sideName(Side.TWO) + ").");
        });
    }

    private Result decline(long challengeId) {
        return store.inTransaction(em -> {
            Challenge challenge = em.find(Challenge.class, challengeId, LockModeType.PESSIMISTIC_WRITE);
            if (challenge.state() != Challenge.State.OPEN) {
                return new Result.Refused("this challenge is already " + challenge.state().name().toLowerCase());
            }
            challenge.close(Challenge.State.DECLINED, Optional.empty());
            return new Result.Announcement(nameOf(challenge.challengedId().orElseThrow()) + " declined "
                    + nameOf(challenge.challengerId()) + "'s challenge to " + title(challenge.kind()) + ".",
                    discordIdOf(challenge.challengerId()));
        });
    }

    /** Plays a command (a move, or a turn of several moves) in the player's game in this channel. */
    public Result move(Person who, long channelId, Optional<Long> gameId, String command) {
        Optional<String> problem = Inputs.commandProblem(command);
        if (problem.isPresent()) {
            return new Result.Refused(problem.get());
        }
        return withGame(who, channelId, gameId, (player, game) -> answer(game,
                games.play(game.id(), player, command.strip()), played -> who.name() + " played " + played + "."));
    }

    public Result resign(Person who, long channelId, Optional<Long> gameId) {
        return withGame(who, channelId, gameId, (player, game) -> answer(game, games.resign(game.id(), player),
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
            Side side = game.sideOf(player).orElseThrow();
            Optional<Long> theirs = openDrawOffer(game.id(), side.other());
            if (theirs.isPresent()) {
                return acceptDraw(who, game.id(), theirs.get());
            }
            if (openDrawOffer(game.id(), side).isPresent()) {
                return new Result.Refused("you have already offered a draw in game " + game.id()
                        + "; it waits for " + nameOf(game.playerOf(side.other())) + "'s answer");
            }
            long opponentId = game.playerOf(side.other());
            Instant now = clock.instant();
            String acceptId = token();
            String declineId = token();
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
                    + "; it lapses if you play on.", discordIdOf(opponentId), acceptId, declineId);
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
                    discordIdOf(offerer));
        });
    }

    public Result board(Person who, long channelId, Optional<Long> gameId) {
        return withGame(who, channelId, gameId, (player, game) -> board(game, "Game " + game.id() + " after "
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
                **Blockade** — play in this channel:
                `/blockade challenge opponent game` — challenge someone; they press Accept or Decline.
                `/blockade move move` — play your move; the list offers the legal ones as you type.
                `/blockade board` — show your game as it stands.
                `/blockade resign` — give up the game.
                `/blockade draw` — offer a draw, or accept the one offered to you.
                Where you have several games in a channel, add `game:` with its number.
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
        Optional<String> problem = Inputs.gameNumberProblem(gameId);
        if (problem.isPresent()) {
            return new Result.Refused(problem.get());
        }
        Lookup lookup = find(who, channelId, gameId);
        if (lookup instanceof Found found) {
            return work.apply(found.playerId(), found.game());
        }
        return new Result.Refused(((Missing) lookup).reason());
    }

    /** The game named by number, or else the player's one game in play in this channel. */
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
                                + " and g.channelId = :channel and (g.playerOneId = :player or g.playerTwoId = :player)"
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

    /**
     * The store's verdict on an action the player chose seeing the game as {@code seen}: refused
     * because someone else changed the game meanwhile, it says so and shows the game as it now is.
     */
    private Result answer(GameView seen, MoveOutcome outcome, Function<String, String> headline) {
        if (outcome instanceof MoveOutcome.Rejected rejected && rejected.game().version() != seen.version()) {
            return changed(rejected.game());
        }
        return answer(outcome, headline);
    }

    /** The store's verdict as a result; {@code headline} is told the notation of the plies it added. */
    private Result answer(MoveOutcome outcome, Function<String, String> headline) {
        if (outcome instanceof MoveOutcome.Applied applied) {
            String played = applied.plies().stream().map(Ply::notation).collect(Collectors.joining(" "));
            return board(applied.game(), headline.apply(played));
        }
        if (outcome instanceof MoveOutcome.Rejected rejected) {
            return new Result.Refused(rejected.reason());
        }
        if (outcome instanceof MoveOutcome.Conflict conflict) {
            return changed(conflict.game());
        }
        return new Result.Refused("game " + ((MoveOutcome.NotFound) outcome).gameId() + " does not exist");
    }

    /** Someone else's action came first: the game as it now stands, and its ending if that was one. */
    private Result changed(GameView now) {
        String ending = now.game().outcome().map(o -> "; " + describe(now.game().rules(), now, o)).orElse("");
        return new Result.Refused(new MoveOutcome.Conflict(now).message() + ending);
    }

    private Result board(GameView view, String headline) {
        Game<?, ?> game = view.game();
        Rules<?, ?> rules = game.rules();
        Optional<Result.Mover> next = game.toMove().map(side -> new Result.Mover(
                discordIdOf(view.playerOf(side)), rules.sideName(side)));
        String ending = game.outcome().map(o -> " " + describe(rules, view, o)).orElse("");
        return new Result.Board(view.id(), rules.title(), headline + ending, game, next);
    }

    private String describe(Rules<?, ?> rules, GameView view, Outcome outcome) {
        String said = rules.describe(outcome);
        String sentence = said.isEmpty() ? said : Character.toUpperCase(said.charAt(0)) + said.substring(1) + ".";
        if (outcome instanceof Outcome.Win win) {
            return sentence + " " + nameOf(view.playerOf(win.winner())) + " wins.";
        }
        return sentence;
    }

    private long discordIdOf(long playerId) {
        return players.byId(playerId).orElseThrow().discordId();
    }

    private String nameOf(long playerId) {
        return players.byId(playerId).orElseThrow().displayName();
    }

    private Side defaultFirst(String kind) {
        try {
            return catalog.rules(kind).defaultFirst();
        } catch (Rejection e) {
            throw new IllegalStateException("a stored challenge names an unknown game: " + kind, e);
        }
    }

    private String title(String kind) {
        try {
            return catalog.rules(kind).title();
        } catch (Rejection e) {
            return kind;
        }
    }

    /** An unguessable button id: knowing one button's id tells nothing about another's. */
    private String token() {
        byte[] bytes = new byte[18];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
