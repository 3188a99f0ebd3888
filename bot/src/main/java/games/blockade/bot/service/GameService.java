package games.blockade.bot.service;

import games.blockade.bot.language.Texts;
import games.blockade.bot.play.WebLinks;
import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.Suggestion;
import games.blockade.store.config.Store;
import games.blockade.store.model.Component;
import games.blockade.store.model.DrawOffer;
import games.blockade.store.model.Player;
import games.blockade.store.model.StoredGame;
import games.blockade.store.repository.Computer;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.MoveOutcome;
import games.blockade.store.repository.PlayerRepository;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The bot's game logic, free of any Discord types: draws, resignation and finding a player's game
 * (challenges are {@link ChallengeService}'s, the computer's turns {@link ComputerService}'s); moves go to {@link Moves}, boards to {@link Boards},
 * finished match rounds to {@link RetreatMatches}. Every change goes through the store's one write
 * path, so a move is checked by the rules and stored in one transaction, and two writers of one
 * game cannot both win.
 */
public final class GameService {

    /** Discord shows at most this many autocomplete choices. */
    public static final int MAX_SUGGESTIONS = 25;

    static final String ACCEPT_DRAW = "accept-draw";
    static final String DECLINE_DRAW = "decline-draw";

    private final Parts parts;
    private final Store store;
    private final GameRepository games;
    private final PlayerRepository players;
    private final Clock clock;
    private final Tokens tokens;
    private final RetreatMatches matches;
    private final Boards boards;
    private final Moves moves;
    private final Effects effects;

    GameService(Parts parts) {
        this.parts = parts;
        this.store = parts.store();
        this.games = parts.games();
        this.players = parts.players();
        this.clock = parts.clock();
        this.tokens = parts.tokens();
        this.matches = parts.matches();
        this.boards = parts.boards();
        this.moves = parts.moves();
        this.effects = parts.effects();
    }

    /** The pieces shared with the other services, for the clocks, which end games too. */
    Parts parts() {
        return parts;
    }

    /** The matches of retreat, for whatever else ends a round (a clock running out). */
    public RetreatMatches matches() {
        return matches;
    }

    /** The games the bot runs from start to end: every one, the server rolling the dice where a game has them. */
    public static List<Rules<?, ?>> playable() {
        return Games.all();
    }

    /** A button was pressed: its id is looked up in the store, so buttons outlive the bot's process. */
    public Result press(Person who, String customId) {
        if (!Inputs.plausibleButtonId(customId)) {
            return new Result.Refused(Texts.reply("refused.unknown-button"));
        }
        Optional<Component> found = store.read(em -> Optional.ofNullable(em.find(Component.class, customId)));
        if (found.isEmpty()) {
            return new Result.Refused(Texts.reply("refused.unknown-button"));
        }
        Component component = found.get();
        if (!component.usableAt(clock.instant())) {
            return new Result.Refused(Texts.reply("refused.button-expired"));
        }
        Optional<Player> player = players.byDiscordId(who.discordId());
        if (component.playerId().isPresent()
                && (player.isEmpty() || player.get().id() != component.playerId().get())) {
            return new Result.Refused(Texts.reply("refused.button-not-yours", nameOf(component.playerId().get())));
        }
        Component.Target target = component.target();
        switch (component.action()) {
            case ACCEPT_DRAW:
                return acceptDraw(who, target.gameId().orElseThrow(), target.drawOfferId().orElseThrow());
            case DECLINE_DRAW:
                return declineDraw(who, target.drawOfferId().orElseThrow());
            case TurnButtons.PLAY:
            case TurnButtons.RANDOM_COINS:
                return moves.press(who, component);
            case WebLinks.ACTION:
                return parts.web().link(component.playerId().orElseThrow(), target.gameId().orElseThrow());
            default:
                return new Result.Refused(Texts.reply("refused.button-action", component.action()));
        }
    }

    /** Plays a command (a move, or a turn of several moves) in the player's game in this channel. */
    public Result move(Person who, long channelId, Optional<Long> gameId, String command) {
        Optional<String> problem = Inputs.commandProblem(command);
        if (problem.isPresent()) {
            return new Result.Refused(problem.get());
        }
        return moves.atomically(() -> {
            Lookup lookup = find(who, channelId, gameId);
            if (lookup instanceof Missing missing && missing.noGameHere()) {
                // No game in play here: the move answers the person's open puzzle, if they have one.
                Optional<Result> answered = parts.puzzles().answer(who, command);
                if (answered.isPresent()) {
                    return answered.get();
                }
            }
            return withLookup(gameId, lookup, (player, game) -> {
                Result played = moves.play(who, player, game, command.strip());
                boolean inPlace = Effects.placeOf(game).map(place -> place == channelId).orElse(false);
                return played instanceof Result.Board board && !inPlace ? board.copy() : played;
            });
        }, () -> withGame(who, channelId, gameId, (player, game) -> boards.changed(game)));
    }

    public Result resign(Person who, long channelId, Optional<Long> gameId) {
        return withGame(who, channelId, gameId, (player, game) -> boards.answer(game,
                games.apply(game.id(), (current, stored) -> current.resign(side(stored, player)),
                        effects.after(plies -> over(game.id()))), plies -> over(game.id())));
    }

    /** What a game lost by a withdrawal from its tournament owes Discord: its last board, headed by {@code headline}. */
    public GameRepository.Consequence forfeited(String headline) {
        return effects.after(plies -> headline);
    }

    /**
     * Offers a draw in the player's game, or accepts the opponent's open offer: either way the game
     * ends drawn only when both have said so. Offers in one game are made one at a time (the game's
     * row is locked while one is made), so of two offers made at once the later finds the earlier:
     * the same player's second is refused, the opponent's accepts it. The database holds one open
     * offer per game and side besides.
     */
    public Result draw(Person who, long channelId, Optional<Long> gameId) {
        return withGame(who, channelId, gameId, (player, game) -> {
            if (game.hasComputer()) {
                return new Result.Refused(Texts.reply("refused.computer-no-draws", String.valueOf(game.id())));
            }
            Side side = game.sideOf(player).orElseThrow();
            Offering offering;
            try {
                offering = offerDraw(who, channelId, game, side);
            } catch (PersistenceException e) {
                if (!GameRepository.lostRace(e)) {
                    throw e;
                }
                // Another offer of this game was made meanwhile: what it left decides this one.
                offering = offerDraw(who, channelId, game, side);
            }
            return offering instanceof Offering.Theirs theirs ? acceptDraw(who, game.id(), theirs.offerId())
                    : ((Offering.Answered) offering).result();
        });
    }

    /** What offering a draw came to: an answer, or the opponent's open offer, which it accepts. */
    private sealed interface Offering {
        record Answered(Result result) implements Offering {
        }

        record Theirs(long offerId) implements Offering {
        }
    }

    /**
     * A new offer is posted in the game's place, the one message its buttons are on, so the one
     * that is settled when it is answered; made from elsewhere, its answer there says where it is.
     */
    private Offering offerDraw(Person who, long channelId, GameView seen, Side side) {
        long opponentId = seen.playerOf(side.other());
        String text = Texts.post("draw.offers", who.name(), String.valueOf(seen.id()));
        String acceptId = token();
        String declineId = token();
        return store.inTransaction(em -> {
            em.find(StoredGame.class, seen.id(), LockModeType.PESSIMISTIC_WRITE);
            GameView game = games.find(em, seen.id());
            if (game.game().isOver()) {
                return new Offering.Answered(new Result.Refused(Texts.reply("refused.game-over", String.valueOf(game.id()))));
            }
            Optional<Long> theirs = openDrawOffer(em, game.id(), side.other());
            if (theirs.isPresent()) {
                return new Offering.Theirs(theirs.get());
            }
            if (openDrawOffer(em, game.id(), side).isPresent()) {
                return new Offering.Answered(new Result.Refused(Texts.reply("refused.draw-offered",
                        String.valueOf(game.id()), nameOf(opponentId))));
            }
            Instant now = clock.instant();
            DrawOffer offer = new DrawOffer(game.id(), side, game.plyCount(), now);
            em.persist(offer);
            em.flush();
            Component.Target target = Component.Target.drawOffer(game.id(), offer.id());
            em.persist(new Component(acceptId, ACCEPT_DRAW, target, Optional.of(opponentId), Optional.empty(),
                    now, Optional.empty()));
            em.persist(new Component(declineId, DECLINE_DRAW, target, Optional.of(opponentId), Optional.empty(),
                    now, Optional.empty()));
            effects.offer(em, offer, game, text);
            Optional<Long> place = Effects.placeOf(game).filter(p -> p != channelId);
            return new Offering.Answered(place.<Result>map(p -> new Result.Info(Texts.reply("draw.posted-there",
                            String.valueOf(game.id()), String.valueOf(p), nameOf(opponentId))))
                    .orElseGet(() -> new Result.Question(text, discordIdOf(opponentId), acceptId, declineId)));
        });
    }

    private static Optional<Long> openDrawOffer(EntityManager em, long gameId, Side by) {
        return em.createQuery("select o.id from DrawOffer o where o.gameId = :game"
                        + " and o.offeredBy = :by and o.state = games.blockade.store.model.DrawOffer.State.OPEN",
                        Long.class)
                .setParameter("game", gameId)
                .setParameter("by", by)
                .getResultStream()
                .findFirst();
    }

    /**
     * Accepts an open draw offer: the offer is closed, its message settled and the game drawn in one
     * transaction, so that of two answers exactly one counts, and an offer no longer open draws nothing.
     */
    private Result acceptDraw(Person who, long gameId, long offerId) {
        String said = Texts.post("draw.accepted", who.name());
        try {
            return store.inTransaction(em -> {
                DrawOffer offer = em.find(DrawOffer.class, offerId, LockModeType.PESSIMISTIC_WRITE);
                if (offer.state() != DrawOffer.State.OPEN) {
                    return new Result.Refused(Texts.reply("refused.draw-already",
                        Texts.reply("draw.state." + offer.state().name().toLowerCase(java.util.Locale.ROOT))));
                }
                offer.answer(DrawOffer.State.ACCEPTED, clock.instant());
                MoveOutcome outcome = games.applyIn(em, gameId, (game, stored) -> game.drawByAgreement(),
                        (inside, before, applied) -> {
                            effects.after(plies -> said).follow(inside, before, applied);
                            effects.settle(inside, offer, applied.game(), Texts.post("draw.accepted-drawn",
                                    who.name(), String.valueOf(gameId)));
                        });
                if (!(outcome instanceof MoveOutcome.Applied)) {
                    // The game ended meanwhile (a timeout, a resignation): the offer stays as it was.
                    throw new NotDrawn(outcome);
                }
                return boards.answer(outcome, plies -> said);
            });
        } catch (NotDrawn e) {
            return boards.answer(e.outcome, plies -> said);
        } catch (PersistenceException e) {
            if (!GameRepository.lostRace(e)) {
                throw e;
            }
            return boards.answer(games.find(gameId).<MoveOutcome>map(MoveOutcome.Conflict::new)
                    .orElseGet(() -> new MoveOutcome.NotFound(gameId)), plies -> said);
        }
    }

    /** An accepted draw that did not end the game, whose transaction is rolled back for it. */
    private static final class NotDrawn extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient MoveOutcome outcome;

        NotDrawn(MoveOutcome outcome) {
            super(null, null, false, false);
            this.outcome = outcome;
        }
    }

    private Result declineDraw(Person who, long offerId) {
        return store.inTransaction(em -> {
            DrawOffer offer = em.find(DrawOffer.class, offerId, LockModeType.PESSIMISTIC_WRITE);
            if (offer.state() != DrawOffer.State.OPEN) {
                return new Result.Refused(Texts.reply("refused.draw-already",
                        Texts.reply("draw.state." + offer.state().name().toLowerCase(java.util.Locale.ROOT))));
            }
            offer.answer(DrawOffer.State.DECLINED, clock.instant());
            GameView game = games.find(em, offer.gameId());
            String text = Texts.post("draw.declined", who.name(), String.valueOf(offer.gameId()),
                    String.valueOf(discordIdOf(game.playerOf(offer.offeredBy()))));
            effects.settle(em, offer, game, text);
            return new Result.Settled(text);
        });
    }

    private static String over(long gameId) {
        return Texts.post("game.over", String.valueOf(gameId));
    }

    public Result board(Person who, long channelId, Optional<Long> gameId) {
        return withGame(who, channelId, gameId, (player, game) -> boards.board(game,
                Texts.post("board.after", String.valueOf(game.id()), game.plyCount()), game.sideOf(player)).copy());
    }

    /**
     * Completions of what the player has typed so far, only when it is their turn: at most
     * {@link #MAX_SUGGESTIONS}, since Discord shows no more.
     */
    public List<Suggestion> suggest(Person who, long channelId, Optional<Long> gameId, String typed) {
        Lookup lookup = find(who, channelId, gameId);
        if (lookup instanceof Missing missing && missing.noGameHere()) {
            return parts.puzzles().suggest(who, typed, MAX_SUGGESTIONS);
        }
        if (!(lookup instanceof Found found)) {
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
        String list = playable().stream().map(r -> "`" + r.id() + "` " + Texts.person().title(r))
                .collect(Collectors.joining(", "));
        return new Result.Info(Texts.reply("help", list));
    }


    private interface GameWork {
        Result apply(long playerId, GameView game);
    }

    /** The game a command is about, or why there is none. */
    private sealed interface Lookup {
    }

    private record Found(long playerId, GameView game) implements Lookup {
    }

    /** No game to act on, and whether that is because the person plays none in this channel. */
    private record Missing(String reason, boolean noGameHere) implements Lookup {
        Missing(String reason) {
            this(reason, false);
        }
    }

    private Result withGame(Person who, long channelId, Optional<Long> gameId, GameWork work) {
        return withLookup(gameId, find(who, channelId, gameId), work);
    }

    /** The work on the game found, or why there is none: a game number out of range is said first. */
    private static Result withLookup(Optional<Long> gameId, Lookup lookup, GameWork work) {
        Optional<String> problem = Inputs.gameNumberProblem(gameId);
        if (problem.isPresent()) {
            return new Result.Refused(problem.get());
        }
        if (lookup instanceof Found found) {
            return work.apply(found.playerId(), found.game());
        }
        return new Result.Refused(((Missing) lookup).reason());
    }

    /**
     * The game named by number, or else the player's one game in play here: in the game's own
     * thread, or in the channel it was started from. The usual case, a player's one game here, is
     * one statement that also brings the opponent, whom the answer names.
     */
    private Lookup find(Person who, long channelId, Optional<Long> gameId) {
        if (gameId.isPresent()) {
            Optional<Player> player = players.byDiscordId(who.discordId());
            Optional<GameView> game = player.flatMap(p -> games.find(gameId.get()));
            if (game.isEmpty() || game.get().sideOf(player.get().id()).isEmpty()) {
                return new Missing(Texts.reply("refused.no-game-numbered", String.valueOf(gameId.get())));
            }
            return new Found(player.get().id(), game.get());
        }
        return store.read(em -> {
            List<Object[]> here = em.createQuery("select g, p, o, c1, c2 from StoredGame g"
                            + " join Player p on p.id = g.playerOneId or p.id = g.playerTwoId"
                            + " left join Player o on (o.id = g.playerOneId or o.id = g.playerTwoId) and o.id <> p.id"
                            + Computer.SEATS_OF_G
                            + " where p.discordId = :person and g.state = games.blockade.store.model.GameState.ACTIVE"
                            + " and (g.channelId = :channel or g.threadId = :channel) order by g.id", Object[].class)
                    .setParameter("person", who.discordId())
                    .setParameter("channel", channelId)
                    .getResultList();
            if (here.size() == 1) {
                Object[] found = here.get(0);
                return new Found(((Player) found[1]).id(), games.find(em, (StoredGame) found[0],
                        Computer.seated(found[3], found[4])));
            }
            if (here.size() > 1) {
                return new Missing(Texts.reply("refused.several-games", here.size(),
                        here.stream().map(row -> String.valueOf(((StoredGame) row[0]).id()))
                                .collect(Collectors.joining(", "))));
            }
            return new Missing(players.byDiscordId(who.discordId()).isEmpty()
                    ? Texts.reply("refused.no-games-yet") : Texts.reply("refused.no-game-here"), true);
        });
    }

    private static Side side(GameView stored, long playerId) throws games.blockade.rules.Rejection {
        return stored.sideOf(playerId).orElseThrow(() -> new games.blockade.rules.Rejection(
                Texts.reply("refused.not-your-game", String.valueOf(stored.id()))));
    }

    private long discordIdOf(long playerId) {
        return boards.discordIdOf(playerId);
    }

    private String nameOf(long playerId) {
        return boards.nameOf(playerId);
    }

    private String token() {
        return tokens.next();
    }
}
