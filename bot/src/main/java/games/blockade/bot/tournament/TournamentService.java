package games.blockade.bot.tournament;

import games.blockade.bot.outbox.Owing;
import games.blockade.bot.language.Speech;
import games.blockade.bot.language.Texts;
import games.blockade.bot.service.ChallengeService;
import games.blockade.bot.service.GameService;
import games.blockade.bot.service.Inputs;
import games.blockade.bot.service.MoveClock;
import games.blockade.bot.service.Person;
import games.blockade.bot.service.Post;
import games.blockade.bot.service.Result;
import games.blockade.bot.service.Tokens;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.retreat.RetreatMatch;
import games.blockade.rules.retreat.RetreatRules;
import games.blockade.store.config.Store;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.PlayerRepository;
import games.blockade.store.tournament.Advanced;
import games.blockade.store.tournament.StoredEntrant;
import games.blockade.store.tournament.StoredTournament;
import games.blockade.store.tournament.TournamentRefusal;
import games.blockade.store.tournament.TournamentRepository;
import games.blockade.store.tournament.TournamentSpec;
import games.blockade.store.tournament.TournamentState;
import games.blockade.store.tournament.CallOff;
import games.blockade.store.tournament.TournamentView;
import games.blockade.tournament.Entrant;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.function.LongFunction;

/**
 * Tournaments in a server, free of Discord: setting one up, signing up and leaving, the organizer's
 * changes, what is said of the standings and pairings, and the pairing of due rounds, each board's
 * game opened the way an accepted challenge's game is ({@link ChallengeService#openBoard}). Every
 * refusal says what is wrong and changes nothing.
 */
public final class TournamentService {

    /** How long sign-up may stay open. */
    public static final Duration LONGEST_SIGN_UP = Duration.ofDays(30);

    private final Store store;
    private final Clock clock;
    private final GameCatalog catalog;
    private final PlayerRepository players;
    private final TournamentRepository tournaments;
    private final ChallengeService challenges;
    private final GameService games;
    private final TournamentPosts posts;

    private TournamentService(Store store, Clock clock, GameCatalog catalog, PlayerRepository players,
                              TournamentRepository tournaments, ChallengeService challenges, GameService games,
                              TournamentPosts posts) {
        this.store = store;
        this.clock = clock;
        this.catalog = catalog;
        this.players = players;
        this.tournaments = tournaments;
        this.challenges = challenges;
        this.games = games;
        this.posts = posts;
    }

    /**
     * The service over a bot process's store, opening games through its challenges, forfeiting them
     * through its games, and owing its posts through {@code owing}: buttons made with {@code tokens},
     * games linked by {@code gameLink}.
     */
    public static TournamentService over(Store store, Clock clock, ChallengeService challenges, GameService games,
                                         Owing owing, Tokens tokens, LongFunction<String> gameLink) {
        GameCatalog catalog = GameCatalog.registered();
        GameRepository stored = new GameRepository(store, catalog, new Ratings(Glicko2.STANDARD), clock);
        TournamentPosts posts = new TournamentPosts(store, owing, tokens, catalog, gameLink, clock);
        return new TournamentService(store, clock, catalog, new PlayerRepository(store, clock),
                new TournamentRepository(store, stored, clock, posts), challenges, games, posts);
    }

    /** A tournament as the organizer sets it up in a channel. */
    public record Request(String game, Optional<String> variant, TournamentSpec.FormatChoice format,
                          Optional<Integer> rounds, String clock, boolean rated, Duration signUpFor,
                          Optional<String> description) {
    }

    /** Sets up a tournament taking sign-ups, if {@code who} may manage the server's tournaments. */
    public Result create(Manager who, Request request, long guildId, long channelId) {
        Optional<String> barred = mayManage(who, guildId, Optional.empty());
        if (barred.isPresent()) {
            return new Result.Refused(barred.get());
        }
        Rules<?, ?> rules;
        Preset preset;
        Duration moveClock;
        try {
            rules = catalog.rules(request.game());
            preset = request.variant().isPresent() ? rules.preset(request.variant().get()) : rules.presets().get(0);
            moveClock = MoveClock.parse(request.clock());
        } catch (Rejection e) {
            return new Result.Refused(e.getMessage());
        }
        if (request.signUpFor().isNegative()) {
            return new Result.Refused(Texts.reply("t.signup-past"));
        }
        if (request.signUpFor().compareTo(LONGEST_SIGN_UP) > 0) {
            return new Result.Refused(Texts.reply("t.signup-max", LONGEST_SIGN_UP.toDays()));
        }
        Instant signUpUntil = clock.instant().plus(request.signUpFor());
        if (request.rounds().isPresent() && request.format() != TournamentSpec.FormatChoice.SWISS) {
            return new Result.Refused(Texts.reply("t.rounds-swiss-only",
                    TournamentTexts.formatName(Texts.person(), request.format())));
        }
        TournamentSpec spec;
        try {
            spec = new TournamentSpec(rules.id(), preset.name(), request.format(), request.rounds(),
                    Optional.of(moveClock), request.rated(), signUpUntil, request.description(),
                    guildId, channelId, register(who.person()));
        } catch (IllegalArgumentException e) {
            return new Result.Refused(e.getMessage());
        }
        StoredTournament t = tournaments.create(spec);
        return new Result.Info(Texts.reply("t.created", texts(t.id()).describe(), String.valueOf(t.id()),
                String.valueOf(signUpUntil.getEpochSecond())));
    }

    /** Names the role whose members may create and manage the server's tournaments (none: Manage Server only). */
    public Result setManagerRole(Manager who, long guildId, Optional<Long> roleId) {
        if (!who.managesServer()) {
            return new Result.Refused(Texts.reply("t.role-manage"));
        }
        tournaments.setManagerRole(guildId, roleId);
        return new Result.Info(roleId.map(r -> Texts.reply("t.role-set", String.valueOf(r)))
                .orElseGet(() -> Texts.reply("t.role-none")));
    }

    public Result join(Person who, long tournamentId) {
        return refusing(() -> {
            tournaments.join(tournamentId, register(who));
            return new Result.Info(Texts.reply("t.joined", who.name(), String.valueOf(tournamentId),
                    entrantCount(tournamentId)));
        });
    }

    public Result leave(Person who, long tournamentId) {
        return refusing(() -> {
            tournaments.leave(tournamentId, register(who));
            return new Result.Info(Texts.reply("t.left", who.name(), String.valueOf(tournamentId)));
        });
    }

    /**
     * The computer at {@code level} is entered by a manager, as one more entrant: several may be, at
     * one level or more, each named apart ("the computer (easy) #2"); two of them meeting play
     * their game by themselves.
     */
    public Result addComputer(Manager who, long tournamentId, String level) {
        return managing(who, tournamentId, t -> {
            Rules<?, ?> rules = rulesOf(t);
            String known = rules.levels().stream().filter(l -> l.equalsIgnoreCase(level.strip())).findFirst()
                    .orElseThrow(() -> new Barred(Texts.reply("t.no-level", Texts.person().title(rules), level,
                            String.join(", ", rules.levels()))));
            StoredEntrant entered = tournaments.addComputer(tournamentId, known);
            String name = ((Entrant.Computer) entered.kind()).named(Texts.reply("t.computer", known));
            return new Result.Info(Texts.reply("t.joined", Texts.person().atStart(name), String.valueOf(tournamentId),
                    entrantCount(tournamentId)));
        });
    }

    /** An entrant leaves a tournament under way: its game in play is lost by forfeit, and it is paired no more. */
    public Result withdraw(Person who, long tournamentId) {
        return refusing(() -> {
            long player = register(who);
            StoredEntrant entrant = tournaments.entrantOf(tournamentId, player).orElseThrow(() -> new Barred(
                    Texts.reply("t.not-entered", String.valueOf(tournamentId))));
            tournaments.withdraw(tournamentId, entrant.id(), games.forfeited(
                    Texts.post("t.withdrew-forfeit", who.name(), String.valueOf(tournamentId))));
            return new Result.Info(Texts.reply("t.withdrew", who.name(), String.valueOf(tournamentId)));
        });
    }

    /** A manager takes an entrant out: struck off before the start, withdrawn after it. */
    public Result remove(Manager who, long tournamentId, long entrantId) {
        return managing(who, tournamentId, t -> {
            tournaments.remove(tournamentId, entrantId, games.forfeited(Texts.post("t.removed-forfeit",
                    String.valueOf(entrantId), String.valueOf(tournamentId))));
            return new Result.Info(Texts.reply("t.removed", String.valueOf(entrantId), String.valueOf(tournamentId)));
        });
    }

    /** A manager starts a tournament before its sign-up closes: round one is paired and its games opened. */
    public Result start(Manager who, long tournamentId, Person bot) {
        return managing(who, tournamentId, t -> {
            if (t.state() != TournamentState.SIGNING_UP) {
                throw new Barred(Texts.reply("t.started-already", String.valueOf(tournamentId)));
            }
            Advanced started = tournaments.start(tournamentId, maker(bot), posts);
            if (started instanceof Advanced.Nothing) {
                // Another process holds it: it is starting it, or a sign-up is being written.
                throw new Barred(known(tournamentId).state() == TournamentState.SIGNING_UP
                        ? Texts.reply("t.busy", String.valueOf(tournamentId))
                        : Texts.reply("t.started-already", String.valueOf(tournamentId)));
            }
            return new Result.Info(said(started));
        });
    }

    public Result pause(Manager who, long tournamentId) {
        return managing(who, tournamentId, t -> {
            tournaments.pause(tournamentId);
            return new Result.Info(Texts.reply("t.paused", String.valueOf(tournamentId)));
        });
    }

    public Result resume(Manager who, long tournamentId) {
        return managing(who, tournamentId, t -> {
            tournaments.resume(tournamentId);
            return new Result.Info(Texts.reply("t.resumed", String.valueOf(tournamentId)));
        });
    }

    public Result cancel(Manager who, long tournamentId) {
        return managing(who, tournamentId, t -> {
            tournaments.cancel(tournamentId, new CallOff.ByManager(who.person().name()), posts);
            return new Result.Info(Texts.reply("t.cancelled", String.valueOf(tournamentId)));
        });
    }

    /** A server's tournaments, newest first. */
    public Result list(long guildId) {
        List<StoredTournament> found = tournaments.list(Optional.of(guildId), Optional.empty(),
                EnumSet.allOf(TournamentState.class), 20);
        if (found.isEmpty()) {
            return new Result.Info(Texts.reply("t.none"));
        }
        List<String> lines = new ArrayList<>();
        for (StoredTournament t : found) {
            lines.add(Texts.reply("t.list-line", texts(t.id()).describe(), TournamentTexts.stateName(Texts.person(),
                    t.state()), entrantCount(t.id())));
        }
        return new Result.Info(String.join("\n", lines));
    }

    /** The standings after the rounds that are over (a knockout: who is still in). */
    public Result standings(long tournamentId) {
        return refusing(() -> {
            known(tournamentId);
            if (tournaments.engine(tournamentId).isEmpty()) {
                throw new Barred(Texts.reply("t.not-started", String.valueOf(tournamentId)));
            }
            return new Result.Info(texts(tournamentId).standings());
        });
    }

    /** The pairings of a round (the current one when none is named), each board with its game. */
    public Result pairings(long tournamentId, Optional<Integer> round) {
        return refusing(() -> {
            known(tournamentId);
            TournamentView view = view(tournamentId);
            int last = view.lastRound();
            if (last == 0) {
                throw new Barred(Texts.reply("t.not-started", String.valueOf(tournamentId)));
            }
            int number = round.orElse(last);
            if (number < 1 || number > last) {
                throw new Barred(Texts.reply("t.rounds-range", String.valueOf(tournamentId), last, number));
            }
            return new Result.Info(posts.texts(view, Texts.person(), false).pairings(number));
        });
    }

    /**
     * Starts the tournaments whose sign-up has closed and pairs every due round, each once however
     * many processes do this at once; returns what was done, to announce.
     */
    public List<Advanced> pairDue(Person bot) {
        List<Advanced> done = new ArrayList<>();
        for (long id : tournaments.dueToStart(clock.instant())) {
            done.add(tournaments.start(id, maker(bot), posts));
        }
        // A round whose games were all forfeited leaves its tournament due again: go on until none is.
        for (List<Long> due = tournaments.due(); !due.isEmpty(); due = tournaments.due()) {
            boolean moved = false;
            for (long id : due) {
                Advanced advanced = tournaments.advance(id, maker(bot), posts);
                moved |= !(advanced instanceof Advanced.Nothing);
                done.add(advanced);
            }
            if (!moved) {
                break;
            }
        }
        return done.stream().filter(a -> !(a instanceof Advanced.Nothing)).toList();
    }

    /** Opens each board's game in the tournament's channel, like an accepted challenge's game. */
    private TournamentRepository.GameMaker maker(Person bot) {
        long botId = register(bot);
        // Pairing answers no one: a board's game is announced in its server's language.
        return (em, t, first, second) -> Speech.at(Optional.of(t.spec().guildId())).during(() -> challenges.openBoard(
                t.spec().kind(), t.spec().preset(), seat(first, botId), seat(second, botId), t.spec().rated(),
                t.spec().moveClock().orElse(MoveClock.DEFAULT), Optional.of(t.spec().guildId()), t.spec().channelId(),
                Texts.post("t.board-game", String.valueOf(t.id()), nameOf(first.kind()), nameOf(second.kind())),
                playedAsMatch(t)));
    }

    /**
     * A knockout of retreat plays each board as a match (to {@value RetreatMatch#TARGET} match
     * points, drawn rounds replayed within it), as retreat's rules play a contest between two.
     */
    private boolean playedAsMatch(StoredTournament t) {
        return t.spec().format() == TournamentSpec.FormatChoice.KNOCKOUT && rulesOf(t) instanceof RetreatRules;
    }

    private static ChallengeService.BoardSeat seat(StoredEntrant entrant, long botId) {
        return entrant.kind() instanceof Entrant.Computer computer
                ? new ChallengeService.BoardSeat(botId, Optional.of(computer.level()))
                : new ChallengeService.BoardSeat(entrant.playerId().orElseThrow(), Optional.empty());
    }

    private String said(Advanced advanced) {
        if (advanced instanceof Advanced.CalledOff off) {
            return Texts.reply("t.off", String.valueOf(off.tournament().id()),
                    texts(off.tournament().id()).calledOff(Optional.of(off.reason())));
        }
        if (advanced instanceof Advanced.Paired paired) {
            return texts(paired.tournament().id()).round(paired.round(), paired.replays());
        }
        throw new IllegalArgumentException("nothing to say of " + advanced);
    }

    /** A press of a tournament post's Join or Leave button: the same as the command, with the same refusals. */
    public Optional<Result> press(Person who, String customId) {
        if (!Inputs.plausibleButtonId(customId)) {
            return Optional.empty();
        }
        return store.read(em -> TournamentPosts.pressed(em, customId))
                .map(pressed -> pressed.join() ? join(who, pressed.tournamentId()) : leave(who, pressed.tournamentId()));
    }

    /** What delivering a tournament's owed effect posts. */
    public Post post(Outbox.Effect effect) {
        return posts.post(effect);
    }

    /** The tournament's post was made as {@code messageId}, and its thread, where there is one. */
    public void posted(long tournamentId, long messageId, Optional<Long> threadId) {
        tournaments.posted(tournamentId, messageId);
        threadId.ifPresent(thread -> tournaments.placeIn(tournamentId, thread));
    }

    private TournamentView view(long tournamentId) {
        return store.read(em -> TournamentView.read(em, tournamentId)).orElseThrow();
    }

    private TournamentTexts texts(long tournamentId) {
        return posts.texts(view(tournamentId), Texts.person(), false);
    }

    private String nameOf(Entrant.Kind kind) {
        if (kind instanceof Entrant.Person person) {
            return players.byId(person.playerId()).orElseThrow().displayName();
        }
        Entrant.Computer computer = (Entrant.Computer) kind;
        return computer.named(Texts.post("t.computer", computer.level()));
    }

    private int entrantCount(long tournamentId) {
        return tournaments.entrants(tournamentId).size();
    }

    private Rules<?, ?> rulesOf(StoredTournament t) {
        try {
            return catalog.rules(t.spec().kind());
        } catch (Rejection e) {
            throw new IllegalStateException("a stored tournament names an unknown game: " + t.spec().kind(), e);
        }
    }

    private long register(Person person) {
        return players.register(person.discordId(), person.name(), Optional.empty()).id();
    }

    private StoredTournament known(long tournamentId) throws Barred {
        return tournaments.find(tournamentId).orElseThrow(() -> new Barred(Texts.reply("t.no-such", String.valueOf(tournamentId))));
    }

    /** Why {@code who} may not manage tournaments in the server (or this one), if they may not. */
    private Optional<String> mayManage(Manager who, long guildId, Optional<StoredTournament> tournament) {
        if (who.managesServer()) {
            return Optional.empty();
        }
        if (tournament.isPresent() && players.byDiscordId(who.person().discordId())
                .filter(p -> p.id() == tournament.get().spec().organizerId()).isPresent()) {
            return Optional.empty();
        }
        Optional<Long> role = tournaments.managerRole(guildId);
        if (role.isPresent() && who.roles().contains(role.get())) {
            return Optional.empty();
        }
        String id = tournament.map(t -> String.valueOf(t.id())).orElse("");
        String key = (tournament.isPresent() ? "t.may-not-manage" : "t.may-not-create") + (role.isPresent() ? "-role" : "");
        return Optional.of(role.isPresent() ? Texts.reply(key, id, String.valueOf(role.get())) : Texts.reply(key, id));
    }

    /** Work a refusal may stop, as an answer. */
    private interface Work {
        Result run() throws Barred, TournamentRefusal;
    }

    private interface Managed {
        Result run(StoredTournament tournament) throws Barred, TournamentRefusal;
    }

    /** A refusal worded here, in the asker's language already. */
    private static final class Barred extends Exception {
        private static final long serialVersionUID = 1L;

        Barred(String words) {
            super(words, null, false, false);
        }
    }

    private Result managing(Manager who, long tournamentId, Managed work) {
        return refusing(() -> {
            StoredTournament t = known(tournamentId);
            Optional<String> barred = mayManage(who, t.spec().guildId(), Optional.of(t));
            if (barred.isPresent()) {
                throw new Barred(barred.get());
            }
            return work.run(t);
        });
    }

    private static Result refusing(Work work) {
        try {
            return work.run();
        } catch (Barred barred) {
            return new Result.Refused(barred.getMessage());
        } catch (TournamentRefusal refusal) {
            return new Result.Refused(TournamentRefusals.said(refusal.reason()));
        }
    }
}
