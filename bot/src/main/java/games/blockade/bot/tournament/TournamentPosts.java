package games.blockade.bot.tournament;

import games.blockade.bot.language.Messages;
import games.blockade.bot.language.Speech;
import games.blockade.bot.language.Texts;
import games.blockade.bot.outbox.Owing;
import games.blockade.bot.service.Post;
import games.blockade.bot.service.Result;
import games.blockade.bot.service.Tokens;
import games.blockade.rules.Rejection;
import games.blockade.store.config.Store;
import games.blockade.store.model.Component;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.tournament.Advanced;
import games.blockade.store.tournament.StoredTournament;
import games.blockade.store.tournament.TournamentRepository;
import games.blockade.store.tournament.TournamentState;
import games.blockade.store.tournament.TournamentView;
import jakarta.persistence.EntityManager;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.LongFunction;

/**
 * A tournament's posts in Discord, owed in the transaction of each change (docs/decisions/outbox.md)
 * and delivered in order: its post in the channel it was created in, with Join and Leave buttons
 * whose ids resolve in the store (so they survive restarts), from which its own thread is started;
 * the post rewritten as it changes, from the store as it stands when delivered, so it always ends
 * true; and its news in the thread, calling the entrants: each round's pairings with their games,
 * the standings after each round, the winners, a calling-off.
 */
final class TournamentPosts implements TournamentRepository.Watch, TournamentRepository.Then {

    static final String JOIN = "tournament-join";
    static final String LEAVE = "tournament-leave";
    /** A thread's name is at most 100 characters. */
    private static final int MAX_THREAD_NAME = 100;

    private final Store store;
    private final Owing owing;
    private final Tokens tokens;
    private final GameCatalog catalog;
    private final LongFunction<String> gameLink;
    private final Clock clock;

    TournamentPosts(Store store, Owing owing, Tokens tokens, GameCatalog catalog, LongFunction<String> gameLink,
                    Clock clock) {
        this.store = store;
        this.owing = owing;
        this.tokens = tokens;
        this.catalog = catalog;
        this.gameLink = gameLink;
        this.clock = clock;
    }

    /**
     * A tournament changed: its first change (its creation) owes its post and makes its buttons;
     * every later one owes the post's rewriting, unless a rewriting still waits untaken, which will
     * show this change too, being made from the store when it is delivered.
     */
    @Override
    public void changed(EntityManager em, StoredTournament t) {
        List<?> posted = em.createNativeQuery("select id from outbox where tournament_id = ?1 and kind = 'TOURNAMENT'")
                .setParameter(1, t.id()).getResultList();
        if (posted.isEmpty()) {
            var now = clock.instant();
            em.persist(new Component(tokens.next(), JOIN, new Component.Target(Optional.empty(), Optional.empty(),
                    Optional.empty()), Optional.empty(), Optional.of(String.valueOf(t.id())), now, Optional.empty()));
            em.persist(new Component(tokens.next(), LEAVE, new Component.Target(Optional.empty(), Optional.empty(),
                    Optional.empty()), Optional.empty(), Optional.of(String.valueOf(t.id())), now, Optional.empty()));
            owe(em, t, Outbox.Kind.TOURNAMENT, "");
            return;
        }
        boolean waiting = !em.createNativeQuery("select id from outbox where tournament_id = ?1 and kind in"
                        + " ('TOURNAMENT', 'TOURNAMENT_EDIT') and delivered_at is null and holder is null")
                .setParameter(1, t.id()).getResultList().isEmpty();
        if (!waiting) {
            owe(em, t, Outbox.Kind.TOURNAMENT_EDIT, "");
        }
    }

    /**
     * News of a start, a round, the end or a calling-off, said in the tournament's thread in its
     * server's language (the speech of the interaction that made it, else the server's own).
     */
    @Override
    public void follow(EntityManager em, Advanced advanced) {
        Optional<StoredTournament> of = tournamentOf(advanced);
        if (of.isEmpty()) {
            return;
        }
        StoredTournament t = of.get();
        List<String> news = Speech.at(Optional.of(t.spec().guildId())).during(() -> {
            TournamentTexts texts = texts(TournamentView.read(em, t.id()).orElseThrow(), Texts.place(), true);
            List<String> said = new ArrayList<>();
            if (advanced instanceof Advanced.Paired paired) {
                if (paired.round() > 1 && !paired.replays()) {
                    said.add(texts.standings());
                }
                said.add(texts.round(paired.round(), paired.replays()));
            } else if (advanced instanceof Advanced.Finished) {
                said.add(texts.standings());
                said.add(Texts.post("t.over", String.valueOf(t.id()), texts.winners()));
            } else if (advanced instanceof Advanced.CalledOff off) {
                said.add("**" + Texts.post("t.off", String.valueOf(t.id()), texts.calledOff(Optional.of(off.reason())))
                        + "** " + texts.everyone());
            }
            return said;
        });
        news.forEach(text -> owe(em, t, Outbox.Kind.TOURNAMENT_NEWS, text));
    }

    private static Optional<StoredTournament> tournamentOf(Advanced advanced) {
        if (advanced instanceof Advanced.Paired paired) {
            return Optional.of(paired.tournament());
        }
        if (advanced instanceof Advanced.Finished finished) {
            return Optional.of(finished.tournament());
        }
        if (advanced instanceof Advanced.CalledOff off) {
            return Optional.of(off.tournament());
        }
        return Optional.empty();
    }

    private void owe(EntityManager em, StoredTournament t, Outbox.Kind kind, String body) {
        owing.post(em, Outbox.Owed.ofTournament(kind, t.id(), t.spec().guildId(), body), Optional.empty());
    }

    /** What delivering a tournament's effect posts, read from the store as it now stands. */
    Post post(Outbox.Effect effect) {
        long id = effect.tournamentId().orElseThrow();
        return store.read(em -> {
            TournamentView view = TournamentView.read(em, id).orElseThrow();
            StoredTournament t = view.tournament();
            TournamentTexts texts = texts(view, Texts.place(), false);
            return switch (effect.kind()) {
                case TOURNAMENT -> new Post.Tournament(id, t.spec().channelId(), signUp(em, view, texts),
                        threadName(texts));
                case TOURNAMENT_EDIT -> postOf(em, id).<Post>map(message -> new Post.Rewrite(message.channelId(),
                        message.messageId(), signUp(em, view, texts)))
                        .orElseGet(() -> new Post.Skip("tournament " + id + " has no post to rewrite"));
                case TOURNAMENT_NEWS -> new Post.Message(t.threadId().orElse(t.spec().channelId()),
                        new Result.Info(effect.body()), Optional.empty());
                default -> throw new IllegalArgumentException("not a tournament's effect: " + effect.kind());
            };
        });
    }

    /** The post with its buttons while sign-up is open. */
    private Result.SignUp signUp(EntityManager em, TournamentView view, TournamentTexts texts) {
        List<Result.Action> buttons = view.tournament().state() != TournamentState.SIGNING_UP ? List.of()
                : List.of(new Result.Action(Texts.post("t.button-join"), button(em, JOIN, view.id())),
                        new Result.Action(Texts.post("t.button-leave"), button(em, LEAVE, view.id())));
        return new Result.SignUp(texts.post(), buttons);
    }

    private record Where(long channelId, long messageId) {
    }

    /** Where the tournament's post was made. */
    private static Optional<Where> postOf(EntityManager em, long tournamentId) {
        return em.createNativeQuery("select channel_id, message_id from outbox where tournament_id = ?1"
                        + " and kind = 'TOURNAMENT' and message_id is not null").setParameter(1, tournamentId)
                .getResultList().stream().map(r -> (Object[]) r)
                .map(r -> new Where(((Number) ((Object[]) r)[0]).longValue(), ((Number) ((Object[]) r)[1]).longValue()))
                .findFirst();
    }

    private static String button(EntityManager em, String action, long tournamentId) {
        return em.createQuery("select c.customId from Component c where c.action = :action and c.argument = :id",
                        String.class).setParameter("action", action).setParameter("id", String.valueOf(tournamentId))
                .getSingleResult();
    }

    /** What a tournament button {@code customId} does: join or leave, and which tournament. */
    static Optional<Pressed> pressed(EntityManager em, String customId) {
        Component found = em.find(Component.class, customId);
        if (found == null || !(found.action().equals(JOIN) || found.action().equals(LEAVE))) {
            return Optional.empty();
        }
        return Optional.of(new Pressed(found.action().equals(JOIN), Long.parseLong(found.argument().orElseThrow())));
    }

    record Pressed(boolean join, long tournamentId) {
    }

    TournamentTexts texts(TournamentView view, Messages words, boolean calling) {
        String title;
        try {
            title = words.title(catalog.rules(view.tournament().spec().kind()));
        } catch (Rejection e) {
            title = view.tournament().spec().kind();
        }
        return new TournamentTexts(view, words, title, gameLink, calling);
    }

    private static String threadName(TournamentTexts texts) {
        String name = texts.describe();
        name = name.substring(0, name.indexOf(" (") > 0 ? name.indexOf(" (") : name.length());
        return name.length() > MAX_THREAD_NAME ? name.substring(0, MAX_THREAD_NAME) : name;
    }
}
