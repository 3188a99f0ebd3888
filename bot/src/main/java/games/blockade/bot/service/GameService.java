package games.blockade.bot.service;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.retreat.RetreatMatch;
import games.blockade.rules.retreat.RetreatRules;
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
import games.blockade.store.repository.NewGame;
import games.blockade.store.repository.PlayerRepository;
import jakarta.persistence.LockModeType;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The bot's game logic, free of any Discord types: challenges and their answers, draws,
 * resignation and finding a player's game; moves go to {@link Moves}, boards to {@link Boards},
 * finished match rounds to {@link RetreatMatches}. Every change goes through the store's one write
 * path, so a move is checked by the rules and stored in one transaction, and two writers of one
 * game cannot both win.
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
    private final Settings settings;
    private final Tokens tokens = new Tokens();
    private final GameDice dice;
    private final RetreatMatches matches;
    private final Boards boards;
    private final Moves moves;

    public GameService(Store store, Clock clock) {
        this(store, clock, Settings.defaults());
    }

    public GameService(Store store, Clock clock, Settings settings) {
        this.store = store;
        this.catalog = GameCatalog.registered();
        this.games = new GameRepository(store, catalog, new Ratings(Glicko2.STANDARD), clock);
        this.players = new PlayerRepository(store, clock);
        this.clock = clock;
        this.settings = settings;
        this.dice = new GameDice(store);
        this.matches = new RetreatMatches(store, games, clock, this::nameOf);
        this.boards = new Boards(players, new TurnButtons(store, clock, settings.seeds(), tokens),
                new Endings(store, dice, settings, this::nameOf), matches);
        this.moves = new Moves(games, dice, boards);
    }

    /** The matches of retreat, for whatever else ends a round (a clock running out). */
    public RetreatMatches matches() {
        return matches;
    }

    /**
     * Challenges {@code opponent} to a game of {@code kind} in a channel, with a preset (or variant)
     * or the game's default one, or for {@code retreat} to a match to 11; the challenger takes the
     * first side.
     */
    public Result challenge(Person challenger, Person opponent, String kind, Optional<String> presetName,
                            boolean match, Optional<Long> guildId, long channelId) {
        if (challenger.discordId() == opponent.discordId()) {
            return new Result.Refused("you cannot challenge yourself; name another player as opponent");
        }
        Rules<?, ?> rules;
        Preset preset;
        try {
            rules = catalog.rules(kind);
            preset = presetName.isPresent() ? rules.preset(presetName.get()) : rules.presets().get(0);
        } catch (Rejection e) {
            return new Result.Refused(e.getMessage());
        }
        if (match && !(rules instanceof RetreatRules)) {
            return new Result.Refused("only retreat is played as a match (to " + RetreatMatch.TARGET
                    + " match points); challenge to " + rules.title() + " without the match option");
        }
        long challengerId = players.register(challenger.discordId(), challenger.name(), Optional.empty()).id();
        long opponentId = players.register(opponent.discordId(), opponent.name(), Optional.empty()).id();
        Instant now = clock.instant();
        String acceptId = token();
        String declineId = token();
        long challengeId = store.inTransaction(em -> {
            Challenge challenge = new Challenge(rules.id(), preset.name(), challengerId,
                    Optional.of(opponentId), Challenge.SideChoice.ONE, Optional.empty(), true,
                    guildId.orElse(null), channelId, now, now.plus(CHALLENGE_LIFETIME));
            if (match) {
                challenge.toMatch(RetreatMatch.TARGET);
            }
            em.persist(challenge);
            em.flush();
            Component.Target target = Component.Target.challenge(challenge.id());
            Optional<Instant> expiry = Optional.of(challenge.expiresAt());
            em.persist(new Component(acceptId, ACCEPT, target, Optional.of(opponentId), Optional.empty(), now, expiry));
            em.persist(new Component(declineId, DECLINE, target, Optional.of(opponentId), Optional.empty(), now, expiry));
            return challenge.id();
        });
        String what = match ? "a match of " + rules.title() + " to " + RetreatMatch.TARGET + " match points"
                : rules.title() + (preset.equals(rules.presets().get(0)) ? "" : " (" + preset.name() + ")");
        return new Result.Question(challenger.name() + " challenges " + opponent.name() + " to " + what
                + " (challenge " + challengeId + ").", opponent.discordId(), acceptId, declineId);
    }

    /** The games the bot runs from start to end: every one, the server rolling the dice where a game has them. */
    public static List<Rules<?, ?>> playable() {
        return Games.all();
    }

    /** The presets (or variants) of a game, for the challenge's autocomplete; none for an unknown game. */
    public List<String> presets(String kind, String typed) {
        try {
            String wanted = typed.strip().toLowerCase(Locale.ROOT);
            return catalog.rules(kind).presets().stream().map(Preset::name)
                    .filter(name -> name.toLowerCase(Locale.ROOT).startsWith(wanted)).limit(MAX_SUGGESTIONS).toList();
        } catch (Rejection e) {
            return List.of();
        }
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
            case TurnButtons.PLAY:
            case TurnButtons.RANDOM_COINS:
                return moves.press(who, component);
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
                    challenge.challengerId(), opponentId, challenge.rated(), challenge.moveClock(),
                    challenge.guildId(), challenge.channelId(), Optional.empty(), Optional.empty());
            if (rulesOf(challenge.kind()).usesDice()) {
                spec = spec.withDice(settings.seeds().diceSeed());
            }
            GameView game;
            try {
                game = challenge.matchPoints().isPresent()
                        ? matches.begin(em, spec, challenge.matchPoints().get())
                        : games.create(spec);
            } catch (Rejection e) {
                return new Result.Refused(e.getMessage());
            }
            challenge.close(Challenge.State.ACCEPTED, Optional.of(game.id()));
            String round = challenge.matchPoints().map(points -> " Round 1 of a match to " + points
                    + " match points; colours swap every round.").orElse("");
            String seal = dice.commitment(game.id()).map(c -> " The dice come from this game's secret seed, whose"
                    + " SHA-256 is `" + c.seedSha256() + "`; the seed is revealed when the game ends.").orElse("");
            return boards.board(game, boards.begins(game) + round + seal, Boards.viewerOf(game.game()));
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
        return withGame(who, channelId, gameId, (player, game) -> moves.play(who, player, game, command));
    }

    public Result resign(Person who, long channelId, Optional<Long> gameId) {
        return withGame(who, channelId, gameId, (player, game) -> boards.answer(games.resign(game.id(), player),
                plies -> "Game " + game.id() + " is over."));
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
        return boards.answer(games.apply(gameId, (game, stored) -> game.drawByAgreement()), plies -> who.name() + " accepted the draw.");
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
        return withGame(who, channelId, gameId, (player, game) -> boards.board(game, "Game " + game.id() + " after "
                + game.plyCount() + (game.plyCount() == 1 ? " ply." : " plies."), game.sideOf(player)));
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
                Add `preset:` for another setup or variant (walls `compact`, backgammon `bungie` or `superpush`),
                or `match:True` for a match of retreat to 11, round by round with colours swapped.
                `/blockade move move` — play your move; the list offers the legal ones as you type, a turn
                of several parts part by part. Buttons under the board do the common steps: a backgammon row
                (the bot then rolls), the Bungie and Super Push choices, stopping, piecepack's random coins.
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
            return new Missing(gameId.map(id -> "you are not playing a game numbered " + id)
                    .orElse("you have no games yet; start one with /blockade challenge"));
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

    private long discordIdOf(long playerId) {
        return boards.discordIdOf(playerId);
    }

    private String nameOf(long playerId) {
        return players.byId(playerId).orElseThrow().displayName();
    }

    private Side defaultFirst(String kind) {
        return rulesOf(kind).defaultFirst();
    }

    private String title(String kind) {
        return rulesOf(kind).title();
    }

    /** The rules of a stored game or challenge, whose kind was checked when it was made. */
    private Rules<?, ?> rulesOf(String kind) {
        try {
            return catalog.rules(kind);
        } catch (Rejection e) {
            throw new IllegalStateException("the store names an unknown game: " + kind, e);
        }
    }

    private String token() {
        return tokens.next();
    }
}
