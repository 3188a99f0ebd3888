package games.blockade.bot.discord;

import games.blockade.bot.discord.BotSettings.GamePlace;
import games.blockade.bot.service.ChallengeService;
import games.blockade.bot.service.ComputerService;
import games.blockade.bot.service.Result;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.channel.concrete.TextChannel;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where answers go and what follows them. Most answers are one reply. A new game is answered by
 * deferring first, since opening its thread and the computer's first move can take longer than
 * Discord's three seconds; then the board goes to the game's thread (or the channel). After any
 * board, the computer plays where it is to move and its move is posted after the person's.
 * Slow work runs on a worker of its own, never on JDA's event thread.
 */
public final class GamePlaces implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(GamePlaces.class);

    private final ChallengeService challenges;
    private final ComputerService computer;
    private final GamePlace place;
    private final ExecutorService worker = Executors.newFixedThreadPool(2, runnable -> {
        Thread thread = new Thread(runnable, "blockade-worker");
        thread.setDaemon(true);
        return thread;
    });

    public GamePlaces(ChallengeService challenges, ComputerService computer, GamePlace place) {
        this.challenges = challenges;
        this.computer = computer;
        this.place = place;
    }

    /**
     * Gives an interaction its answer, {@code message} unless the answer opens a game; after a board,
     * what follows it is posted on the worker.
     */
    void answer(Reply reply, Result result, Optional<MessageCreateData> message, long self) {
        if (result instanceof Result.Opened opened) {
            open(reply, opened, self);
            return;
        }
        reply.send(message.orElseThrow(), Replies.ephemeral(result), hook -> {
            if (result instanceof Result.Board board) {
                follow(board, self, data -> hook.sendMessage(data).complete());
            }
        });
    }

    /** Posts, on the worker, what follows a board posted elsewhere (a clock's loss on time). */
    void follow(Result.Board board, long self, Consumer<MessageCreateData> post) {
        worker.execute(() -> after(board, self, post));
    }

    private void open(Reply reply, Result.Opened opened, long self) {
        long gameId = opened.board().gameId();
        InteractionHook hook = reply.later();
        worker.execute(() -> {
            try {
                Optional<ThreadChannel> thread = thread(reply.event(), opened.placeName());
                if (thread.isPresent()) {
                    playIn(thread.get(), opened, self, hook);
                } else {
                    hook.editOriginal(MessageEditData.fromCreateData(Replies.message(opened.board(), self))).complete();
                    after(opened.board(), self, data -> hook.sendMessage(data).complete());
                }
            } catch (RuntimeException e) {
                LOG.error("starting game {} in Discord failed", gameId, e);
                hook.editOriginal("Game " + gameId + " has begun, but posting it failed; show it with"
                        + " /blockade board game:" + gameId).queue();
            }
        });
    }

    private void playIn(ThreadChannel thread, Result.Opened opened, long self, InteractionHook hook) {
        long gameId = opened.board().gameId();
        challenges.placeIn(gameId, thread.getIdLong());
        opened.players().stream().filter(id -> id != self).distinct()
                .forEach(id -> thread.addThreadMemberById(id).queue());
        thread.sendMessage(Replies.message(opened.board(), self)).complete();
        MessageCreateData announcement = Replies.message(opened, self);
        hook.editOriginal(announcement.getContent() + "\nPlay it in " + thread.getAsMention() + ".").complete();
        after(opened.board(), self, data -> thread.sendMessage(data).complete());
    }

    /** The game's own thread where games get threads and the channel allows one. */
    private Optional<ThreadChannel> thread(IReplyCallback event, String name) {
        if (place != GamePlace.THREAD || !(event.getMessageChannel() instanceof TextChannel channel)) {
            return Optional.empty();
        }
        try {
            return Optional.of(channel.createThreadChannel(name).complete());
        } catch (RuntimeException e) {
            // No right to open threads here, say: the game is played in the channel instead.
            LOG.warn("cannot open a thread in channel {}: {}", channel.getId(), e.toString());
            return Optional.empty();
        }
    }

    /**
     * What follows a posted board, on the worker: its follow-ups (a finished game's replay, a match's
     * next round), then the computer's reply where the board that play goes on from says it is to
     * move. Only then: a board that leaves a person to move (a backgammon row just rolled) must not
     * race that person's next command for the computer's turn.
     */
    private void after(Result.Board board, long self, Consumer<MessageCreateData> post) {
        try {
            Replies.followUps(board, self).forEach(post);
        } catch (RuntimeException e) {
            LOG.error("posting what follows game {}'s board failed", board.gameId(), e);
            return;
        }
        Result.Board latest = Replies.latest(board);
        if (latest.next().filter(mover -> mover.discordId() == self).isPresent()) {
            computerPlays(latest.gameId(), self, post);
        }
    }

    /**
     * Plays and posts the computer's moves where it is to move; on the worker. It stops as soon as a
     * person is to move: their next move's answer carries the computer's reply to it.
     */
    private void computerPlays(long gameId, long self, Consumer<MessageCreateData> post) {
        Optional<Result> played;
        try {
            played = computer.respond(gameId);
            played.ifPresent(result -> post.accept(Replies.message(result, self)));
        } catch (RuntimeException e) {
            LOG.error("the computer's move in game {} failed", gameId, e);
            return;
        }
        if (played.isPresent() && played.get() instanceof Result.Board board) {
            after(board, self, post);
        }
    }

    /** Plays the computer's moves a stopped bot left unplayed, posting them where each game is played. */
    void resumeComputer(JDA jda) {
        long self = jda.getSelfUser().getIdLong();
        worker.execute(() -> {
            for (long gameId : computer.waiting()) {
                Optional<GuildMessageChannel> channel = computer.placeOf(gameId).map(id -> jda.getShardManager() == null
                        ? jda.getChannelById(GuildMessageChannel.class, id)
                        : jda.getShardManager().getChannelById(GuildMessageChannel.class, id));
                if (channel.isEmpty()) {
                    // Its guild is not (yet) known here; the next board shown in that game wakes the computer.
                    LOG.warn("game {} waits for the computer in a channel this bot cannot see", gameId);
                }
                channel.ifPresent(c -> computerPlays(gameId, self, data -> c.sendMessage(data).complete()));
            }
        });
    }

    @Override
    public void close() {
        worker.shutdown();
        try {
            if (!worker.awaitTermination(5, TimeUnit.SECONDS)) {
                worker.shutdownNow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
