package games.blockade.bot.service;

import games.blockade.bot.language.Speech;
import games.blockade.bot.language.PersonLanguages;
import games.blockade.bot.language.Texts;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.retreat.RetreatMatch;
import games.blockade.rules.retreat.RetreatRules;
import games.blockade.store.config.Store;
import games.blockade.store.model.Challenge;
import games.blockade.store.model.Component;
import games.blockade.store.model.StoredGame;
import games.blockade.store.repository.Computer;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.NewGame;
import games.blockade.store.repository.Numbers;
import games.blockade.store.repository.PlayerRepository;
import jakarta.persistence.LockModeType;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Challenges: to a member, open to anyone, or to the computer; their Accept and Decline buttons;
 * and the game an accepted challenge starts. A challenge to the computer starts its game at once.
 */
public final class ChallengeService {

    /** How long a challenge waits for an answer. */
    public static final Duration LIFETIME = Duration.ofDays(7);

    static final String ACCEPT = "accept";
    static final String DECLINE = "decline";
    private static final Set<String> ACTIONS = Set.of(ACCEPT, DECLINE);

    private final Store store;
    private final GameCatalog catalog;
    private final GameRepository games;
    private final PlayerRepository players;
    private final Clock clock;
    private final Seeds seeds;
    private final Tokens tokens;
    private final GameDice dice;
    private final RetreatMatches matches;
    private final Boards boards;
    private final Effects effects;
    private final SecureRandom random = new SecureRandom();

    ChallengeService(Parts parts) {
        this.store = parts.store();
        this.catalog = parts.catalog();
        this.games = parts.games();
        this.players = parts.players();
        this.clock = parts.clock();
        this.seeds = parts.settings().seeds();
        this.tokens = parts.tokens();
        this.dice = parts.dice();
        this.matches = parts.matches();
        this.boards = parts.boards();
        this.effects = parts.effects();
    }

    /** The presets of a game, for the challenge's variant option; none for an unknown game. */
    public static List<String> presets(String game) {
        return playableRules(game).map(r -> r.presets().stream().map(Preset::name).toList()).orElse(List.of());
    }

    /** The computer's levels in a game, weakest first; none for an unknown game. */
    public static List<String> levels(String game) {
        return playableRules(game).map(Rules::levels).orElse(List.of());
    }

    private static Optional<Rules<?, ?>> playableRules(String game) {
        return GameService.playable().stream().filter(r -> r.id().equalsIgnoreCase(game.strip())).findFirst();
    }

    /**
     * Challenges someone, anyone, or the computer to a game, from a channel. Every choice is checked
     * before anything is stored, so a refused challenge leaves nothing behind.
     */
    public Result challenge(Person challenger, ChallengeRequest request, Optional<Long> guildId, long channelId) {
        Rules<?, ?> rules;
        Preset preset;
        try {
            rules = catalog.rules(request.game());
            preset = request.preset().isPresent() ? rules.preset(request.preset().get()) : rules.presets().get(0);
            if (request.opponent() instanceof ChallengeRequest.Computer computer) {
                rules.computer(computer.level(), 0);
            }
        } catch (Rejection e) {
            return new Result.Refused(Texts.refused(e.refusal()));
        }
        if (request.match() && !(rules instanceof RetreatRules)) {
            return new Result.Refused(Texts.reply("refused.match-retreat-only", RetreatMatch.TARGET,
                    Texts.person().title(rules)));
        }
        if (request.opponent() instanceof ChallengeRequest.Member member
                && member.person().discordId() == challenger.discordId()) {
            return new Result.Refused(Texts.reply("refused.challenge-self"));
        }
        long challengerId = players.register(challenger.discordId(), challenger.name(),
                Optional.empty(), Optional.of(PersonLanguages.tag(Texts.person().locale()))).id();
        Challenge.SideChoice side = sideOf(request.first(), rules);
        if (request.opponent() instanceof ChallengeRequest.Computer computer) {
            return againstComputer(rules, preset, request, challengerId, computer, side, guildId, channelId);
        }
        Optional<Person> asked = request.opponent() instanceof ChallengeRequest.Member member
                ? Optional.of(member.person()) : Optional.empty();
        Optional<Long> askedId = asked.map(p -> players.register(p.discordId(), p.name(), Optional.empty()).id());
        Instant now = clock.instant();
        String acceptId = tokens.next();
        String declineId = tokens.next();
        String terms = terms(rules, preset, request);
        String text = store.inTransaction(em -> {
            Challenge challenge = new Challenge(Numbers.next(em, Numbers.Counted.CHALLENGE), rules.id(), preset.name(),
                    challengerId, askedId, side, Optional.of(request.clock()), request.rated(), guildId.orElse(null),
                    channelId, now, now.plus(LIFETIME));
            if (request.match()) {
                challenge.toMatch(RetreatMatch.TARGET);
            }
            em.persist(challenge);
            em.flush();
            Component.Target target = Component.Target.challenge(challenge.id());
            Optional<Instant> expiry = Optional.of(challenge.expiresAt());
            // Who may press is decided here on each press: Decline also lets the challenger withdraw.
            em.persist(new Component(acceptId, ACCEPT, target, askedId, Optional.empty(), now, expiry));
            em.persist(new Component(declineId, DECLINE, target, Optional.empty(), Optional.empty(), now, expiry));
            String invitation = asked.map(p -> Texts.post("challenge.to", challenger.name(), p.name(), terms,
                            String.valueOf(challenge.id())))
                    .orElseGet(() -> Texts.post("challenge.open", challenger.name(), terms,
                            String.valueOf(challenge.id())));
            effects.invite(em, challenge, invitation);
            return invitation;
        });
        return new Result.Invitation(text, asked.map(Person::discordId), acceptId, declineId);
    }

    /** Answers a press of a challenge's button; empty when the button is not a challenge's. */
    public Optional<Result> press(Person who, String customId) {
        if (!Inputs.plausibleButtonId(customId)) {
            return Optional.empty();
        }
        Optional<Component> found = store.read(em -> Optional.ofNullable(em.find(Component.class, customId)));
        if (found.isEmpty() || !ACTIONS.contains(found.get().action())) {
            return Optional.empty();
        }
        long challengeId = found.get().target().challengeId().orElseThrow();
        return Optional.of(found.get().action().equals(ACCEPT) ? accept(who, challengeId) : decline(who, challengeId));
    }

    private Result accept(Person who, long challengeId) {
        return store.inTransaction(em -> {
            // Locked, so that of two quick presses exactly one starts a game.
            Challenge challenge = em.find(Challenge.class, challengeId, LockModeType.PESSIMISTIC_WRITE);
            Optional<String> closed = stillOpen(challenge);
            if (closed.isPresent()) {
                return new Result.Refused(closed.get());
            }
            long challengerDiscordId = boards.discordIdOf(challenge.challengerId());
            if (who.discordId() == challengerDiscordId) {
                return new Result.Refused(Texts.reply("refused.accept-own"));
            }
            if (challenge.challengedId().isPresent()
                    && boards.discordIdOf(challenge.challengedId().get()) != who.discordId()) {
                return new Result.Refused(Texts.reply("refused.button-not-yours",
                        boards.nameOf(challenge.challengedId().get())));
            }
            long acceptorId = players.register(who.discordId(), who.name(),
                Optional.empty(), Optional.of(PersonLanguages.tag(Texts.person().locale()))).id();
            Rules<?, ?> rules = rulesOf(challenge.kind());
            Side challengerSide = resolve(challenge.challengerSide());
            NewGame spec = spec(rules, challenge.preset(), challengerSide, challenge.challengerId(), acceptorId,
                    challenge.rated(), challenge.moveClock().orElse(MoveClock.DEFAULT), challenge.guildId(),
                    challenge.channelId().orElseThrow());
            GameView game;
            try {
                game = challenge.matchPoints().isPresent()
                        ? matches.begin(em, spec, challenge.matchPoints().get())
                        : games.create(spec);
            } catch (Rejection e) {
                return new Result.Refused(Texts.refused(e.refusal()));
            }
            challenge.close(Challenge.State.ACCEPTED, Optional.of(game.id()));
            String announcement = opening(game, challenge.matchPoints().map(ChallengeService::firstRound).orElse(""));
            // The game's opening first: the answer to Accept announces it; the challenge is settled after.
            effects.open(em, game, announcement);
            effects.settle(em, challenge, Texts.post("challenge.accepted", who.name(),
                    boards.nameOf(challenge.challengerId()), Texts.place().title(rules), String.valueOf(challenge.id()),
                    String.valueOf(game.id())));
            return new Result.Opened(game.id(), announcement, List.of(boards.discordIdOf(game.playerOf(Side.ONE)),
                    boards.discordIdOf(game.playerOf(Side.TWO))));
        });
    }

    private Result decline(Person who, long challengeId) {
        return store.inTransaction(em -> {
            Challenge challenge = em.find(Challenge.class, challengeId, LockModeType.PESSIMISTIC_WRITE);
            Optional<String> closed = stillOpen(challenge);
            if (closed.isPresent()) {
                return new Result.Refused(closed.get());
            }
            String challenger = boards.nameOf(challenge.challengerId());
            String game = Texts.place().title(rulesOf(challenge.kind()));
            if (who.discordId() == boards.discordIdOf(challenge.challengerId())) {
                challenge.close(Challenge.State.WITHDRAWN, Optional.empty());
                return settle(em, challenge, Texts.post("challenge.withdrawn", challenger, game,
                        String.valueOf(challenge.id())));
            }
            if (challenge.challengedId().isEmpty()) {
                return new Result.Refused(Texts.reply("refused.open-challenge", challenger));
            }
            long challenged = challenge.challengedId().get();
            if (boards.discordIdOf(challenged) != who.discordId()) {
                return new Result.Refused(Texts.reply("refused.button-not-yours", boards.nameOf(challenged)));
            }
            challenge.close(Challenge.State.DECLINED, Optional.empty());
            return settle(em, challenge, Texts.post("challenge.declined", boards.nameOf(challenged),
                    String.valueOf(boards.discordIdOf(challenge.challengerId())), game, String.valueOf(challenge.id())));
        });
    }

    private Result settle(jakarta.persistence.EntityManager em, Challenge challenge, String text) {
        effects.settle(em, challenge, text);
        return new Result.Settled(text);
    }

    /**
     * Closes the open challenges whose time has run out, each message saying so, a few at a time;
     * returns how many were closed. A press on one past its time closes it too ({@link #stillOpen}).
     */
    public int expireDue(int limit) {
        Instant now = clock.instant();
        return store.inTransaction(em -> {
            List<Challenge> due = em.createQuery("select c from Challenge c where c.state ="
                            + " games.blockade.store.model.Challenge.State.OPEN and c.expiresAt <= :now order by c.id",
                            Challenge.class)
                    .setParameter("now", now).setMaxResults(limit).getResultList();
            // No one is answered here: each closing is said in its own server's language.
            due.forEach(challenge -> Speech.at(challenge.guildId()).during(() -> stillOpen(challenge)));
            return due.size();
        });
    }

    /** Why a challenge can no longer be answered, if it cannot; one found past its time is closed as expired. */
    private Optional<String> stillOpen(Challenge challenge) {
        if (challenge.state() == Challenge.State.OPEN && !clock.instant().isBefore(challenge.expiresAt())) {
            challenge.close(Challenge.State.EXPIRED, Optional.empty());
            store.inTransaction(em -> {
                effects.settle(em, challenge, Texts.post("challenge.expired",
                        Texts.place().title(rulesOf(challenge.kind())), String.valueOf(challenge.id()),
                        Texts.place().when(challenge.expiresAt())));
                return null;
            });
            return Optional.of(Texts.reply("refused.challenge-expired", Texts.person().when(challenge.expiresAt())));
        }
        if (challenge.state() != Challenge.State.OPEN) {
            return Optional.of(Texts.reply("refused.challenge-already",
                    Texts.reply("challenge.state." + challenge.state().name().toLowerCase(Locale.ROOT))));
        }
        return Optional.empty();
    }

    private Result againstComputer(Rules<?, ?> rules, Preset preset, ChallengeRequest request, long challengerId,
                                   ChallengeRequest.Computer computer, Challenge.SideChoice side,
                                   Optional<Long> guildId, long channelId) {
        Person bot = computer.bot();
        long botId = players.register(bot.discordId(), bot.name(), Optional.empty()).id();
        Side challengerSide = resolve(side);
        String level = rules.levels().stream().filter(l -> l.equalsIgnoreCase(computer.level().strip()))
                .findFirst().orElseThrow();
        // Games against the computer are never rated: its strength is fixed, not learned.
        NewGame spec = spec(rules, preset.name(), challengerSide, challengerId, botId, false, request.clock(),
                guildId, channelId).against(new Computer(challengerSide.other(), level, seeds.setupSeed()));
        return store.inTransaction(em -> {
            GameView created;
            try {
                created = request.match() ? matches.begin(em, spec, RetreatMatch.TARGET) : games.create(spec);
            } catch (Rejection e) {
                throw new IllegalStateException("a game checked before could not start: " + e.getMessage(), e);
            }
            String announcement = opening(created, request.match() ? firstRound(RetreatMatch.TARGET) : "");
            effects.open(em, created, announcement);
            return new Result.Opened(created.id(), announcement, List.of(boards.discordIdOf(created.playerOf(Side.ONE)),
                    boards.discordIdOf(created.playerOf(Side.TWO))));
        });
    }

    /** Who sits on a side of a tournament board's game: a person's account, or the computer at a level on the bot's. */
    public record BoardSeat(long playerId, Optional<String> computerLevel) {
    }

    /**
     * Opens the game of a tournament board the way an accepted challenge opens its game, in the
     * caller's transaction: {@code first} on the side that moves first, the clock starting with the
     * first board, announced in {@code channelId} headed by {@code headline}. A game with the
     * computer is unrated, as every game against it is; two computer entrants meeting make a game
     * it plays on both sides, each at its entrant's level. Where {@code match}, the board is a match
     * of retreat, this game its first round ({@code first} the match's first player).
     */
    public GameView openBoard(String kind, String preset, BoardSeat first, BoardSeat second, boolean rated,
                              Duration clock, Optional<Long> guildId, long channelId, String headline, boolean match)
            throws Rejection {
        Rules<?, ?> rules = catalog.rules(kind);
        if (match && !(rules instanceof RetreatRules)) {
            throw new Rejection("only retreat is played as a match");
        }
        Side starts = rules.defaultFirst();
        boolean computer = first.computerLevel().isPresent() || second.computerLevel().isPresent();
        NewGame spec = spec(rules, preset, starts, first.playerId(), second.playerId(), rated && !computer, clock,
                guildId, channelId);
        if (first.computerLevel().isPresent()) {
            spec = spec.against(new Computer(starts, first.computerLevel().get(), seeds.setupSeed()));
        }
        if (second.computerLevel().isPresent()) {
            spec = spec.against(new Computer(starts.other(), second.computerLevel().get(), seeds.setupSeed()));
        }
        NewGame made = spec;
        return store.inTransaction(em -> {
            GameView game;
            try {
                game = match ? matches.begin(em, made, RetreatMatch.TARGET) : games.create(made);
            } catch (Rejection e) {
                throw new IllegalStateException("a tournament game could not start: " + e.getMessage(), e);
            }
            effects.open(em, game, headline + " " + opening(game, match ? firstRound(RetreatMatch.TARGET) : ""));
            return game;
        });
    }

    private NewGame spec(Rules<?, ?> rules, String preset, Side challengerSide, long challengerId, long otherId,
                         boolean rated, Duration clock, Optional<Long> guildId, long channelId) {
        long one = challengerSide == Side.ONE ? challengerId : otherId;
        long two = challengerSide == Side.ONE ? otherId : challengerId;
        NewGame spec = new NewGame(rules.id(), preset, rules.defaultFirst(), one, two, rated, Optional.of(clock),
                guildId, Optional.of(channelId), Optional.empty(), Optional.empty(), List.of());
        return rules.usesDice() ? spec.withDice(seeds.diceSeed()) : spec;
    }

    private static String firstRound(int points) {
        return Texts.post("match.first-round", points);
    }

    /** The words that open a game: who plays which side, the clock, and the dice's commitment. */
    private String opening(GameView game, String more) {
        return boards.begins(game) + more + dice.commitment(game.id())
                .map(c -> Texts.post("dice.commitment", c.seedSha256())).orElse("");
    }

    /** The side the challenger asked for: "me" is the side that moves first. */
    private static Challenge.SideChoice sideOf(ChallengeRequest.First first, Rules<?, ?> rules) {
        Side starts = rules.defaultFirst();
        switch (first) {
            case ME:
                return starts == Side.ONE ? Challenge.SideChoice.ONE : Challenge.SideChoice.TWO;
            case THEM:
                return starts == Side.ONE ? Challenge.SideChoice.TWO : Challenge.SideChoice.ONE;
            default:
                return Challenge.SideChoice.RANDOM;
        }
    }

    private Side resolve(Challenge.SideChoice choice) {
        switch (choice) {
            case ONE:
                return Side.ONE;
            case TWO:
                return Side.TWO;
            default:
                return random.nextBoolean() ? Side.ONE : Side.TWO;
        }
    }

    private static String terms(Rules<?, ?> rules, Preset preset, ChallengeRequest request) {
        String starts = Texts.place().side(rules, rules.defaultFirst());
        ChallengeRequest.First first = request.first();
        String who = first == ChallengeRequest.First.ME ? Texts.post("terms.challenger-plays", starts)
                : first == ChallengeRequest.First.THEM ? Texts.post("terms.acceptor-plays", starts)
                : Texts.post("terms.random");
        String title = Texts.place().title(rules);
        String what = request.match() ? Texts.post("terms.match", title, RetreatMatch.TARGET) : title;
        return Texts.post("terms", what, preset.name(), who, MoveClock.describe(request.clock()),
                Texts.post(request.rated() ? "terms.rated" : "terms.unrated"));
    }

    private Rules<?, ?> rulesOf(String kind) {
        try {
            return catalog.rules(kind);
        } catch (Rejection e) {
            throw new IllegalStateException("a stored challenge names an unknown game: " + kind, e);
        }
    }
}
