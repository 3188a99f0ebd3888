package games.blockade.bot.service;

import games.blockade.bot.language.Texts;
import games.blockade.bot.tournament.TournamentService;
import games.blockade.store.model.StoredGame;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.repository.GameRepository;
import jakarta.persistence.LockModeType;
import java.util.List;
import java.util.Optional;

/**
 * What the adapter's delivery of owed effects asks of the services: what an effect posts, and what
 * follows its delivery (a game's clock starts when its first board is shown, the computer moves
 * where its board leaves it to move, a game's place is recorded, found gone or refusing, and
 * cleared once a post gets there again).
 */
public final class Deliveries {

    private final Effects effects;
    private final GameRepository games;
    private final Parts parts;
    private final TournamentService tournaments;

    Deliveries(Parts parts, TournamentService tournaments) {
        this.parts = parts;
        this.effects = parts.effects();
        this.games = parts.games();
        this.tournaments = tournaments;
    }

    /** This process, as the store names who delivers what. */
    public String process() {
        return parts.process();
    }

    public Outbox outbox() {
        return effects.owing().outbox();
    }

    /** What delivering {@code effect} posts. */
    public Post post(Outbox.Effect effect) {
        return effect.tournamentId().isPresent() ? tournaments.post(effect) : effects.post(effect);
    }

    /** A tournament's post was made as {@code messageId}, and its thread, where there is one, started from it. */
    public void tournamentPosted(long tournamentId, long messageId, Optional<Long> threadId) {
        tournaments.posted(tournamentId, messageId, threadId);
    }

    /**
     * {@code effect} was delivered. A game's first board starts its clock; true when the board it
     * posted leaves the computer to move.
     */
    public boolean delivered(Outbox.Effect effect) {
        if (effect.gameId().isEmpty() || (effect.kind() != Outbox.Kind.OPEN && effect.kind() != Outbox.Kind.BOARD)) {
            return false;
        }
        games.show(effect.gameId().get());
        return effects.computerToMove(effect.gameId().get());
    }

    /** The thread a game's opening made, so that commands there need no game number. */
    public void placeIn(long gameId, long threadId) {
        parts.store().inTransaction(em -> {
            StoredGame game = em.find(StoredGame.class, gameId, LockModeType.PESSIMISTIC_WRITE);
            game.placeIn(game.guildId().orElse(null), game.channelId().orElse(null), threadId);
            return null;
        });
    }

    /**
     * A channel or thread was deleted (or hidden from the bot): each game in play there goes on in
     * its channel, where its board is posted again, calling the player to move, headed by the news;
     * a game with no place left is marked so, which {@code /blockade games} tells its players.
     */
    public void deleted(long place) {
        parts.store().inTransaction(em -> {
            List<StoredGame> there = em.createQuery("select g from StoredGame g where g.state ="
                            + " games.blockade.store.model.GameState.ACTIVE and (g.threadId = :place"
                            + " or g.channelId = :place) order by g.id", StoredGame.class)
                    .setParameter("place", place).setLockMode(LockModeType.PESSIMISTIC_WRITE).getResultList();
            for (StoredGame game : there) {
                if (lose(game, place).isPresent()) {
                    effects.goesOn(em, games.find(em, game.id()));
                }
            }
            return null;
        });
    }

    /**
     * A post of a game found its place {@code failed} gone. Returns where the game goes on, to post
     * there next: its channel where that was its thread, or the place it has moved to meanwhile;
     * empty when it has no place left, which {@code /blockade games} tells its players.
     */
    public Optional<Long> placeGone(long gameId, long failed) {
        return parts.store().inTransaction(em -> lose(em.find(StoredGame.class, gameId,
                LockModeType.PESSIMISTIC_WRITE), failed));
    }

    /** {@code place} is gone: where {@code game} goes on, if anywhere; the game's note says what became of it. */
    private static Optional<Long> lose(StoredGame game, long place) {
        Optional<Long> now = game.threadId().or(game::channelId);
        if (!now.equals(Optional.of(place)) && !game.channelId().equals(Optional.of(place))) {
            return now;
        }
        if (game.threadId().equals(Optional.of(place)) && game.channelId().isPresent()) {
            long channel = game.channelId().get();
            game.placeIn(game.guildId().orElse(null), channel, null);
            game.placeLost(Optional.of(Texts.post("place.thread-gone", String.valueOf(channel))));
            return Optional.of(channel);
        }
        game.placeLost(Optional.of(Texts.post("place.channel-gone", String.valueOf(game.id()))));
        return Optional.empty();
    }

    /**
     * Discord would not let a post of a game into its place {@code refused}, for the reason given,
     * however often it was tried: the game stays where it is, and is marked until a post gets there.
     */
    public void placeRefuses(long gameId, long refused, String why) {
        parts.store().inTransaction(em -> {
            em.find(StoredGame.class, gameId, LockModeType.PESSIMISTIC_WRITE).placeLost(Optional.of(
                    Texts.post("place.refused", String.valueOf(refused), why)));
            return null;
        });
    }

    /** Whether the game is marked as having trouble with its place, since no post has got there. */
    public boolean placeMarked(long gameId) {
        return parts.store().read(em -> em.find(StoredGame.class, gameId).placeNote().isPresent());
    }

    /**
     * A post headed by {@code notice} reached its game's place: the game is no longer marked, unless
     * something else went wrong there meanwhile, which the next post says.
     */
    public void shown(long gameId, String notice) {
        parts.store().inTransaction(em -> {
            StoredGame game = em.find(StoredGame.class, gameId, LockModeType.PESSIMISTIC_WRITE);
            if (Effects.notice(gameId, game.placeNote()).equals(Optional.of(notice))) {
                game.placeLost(Optional.empty());
            }
            return null;
        });
    }
}
