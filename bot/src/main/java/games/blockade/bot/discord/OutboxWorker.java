package games.blockade.bot.discord;

import games.blockade.bot.discord.BotSettings.GamePlace;
import games.blockade.bot.language.PersonLanguages;
import games.blockade.bot.language.Speech;
import games.blockade.bot.language.Texts;
import games.blockade.bot.service.BoardPictures;
import games.blockade.bot.service.ComputerService;
import games.blockade.bot.service.Deliveries;
import games.blockade.bot.privatechannel.PrivateChannels;
import games.blockade.bot.privatechannel.PrivateWays;
import games.blockade.bot.privatechannel.Way;
import games.blockade.bot.service.Post;
import games.blockade.bot.service.Result;
import games.blockade.bot.service.StoreOutage;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.repository.ClockRepository;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.concrete.TextChannel;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.events.channel.ChannelDeleteEvent;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Delivers what the bot owes Discord (docs/decisions/outbox.md): it says every second that this
 * process is alive, and whenever it is woken (after an answer) or a moment has passed, it claims
 * the owed effects of the guilds on this process's shards, in order per game, and posts them: a
 * game's announcement, thread and first board, boards, replays, reminders, the edits that settle
 * old messages. Every channel message carries a nonce Discord keeps unique for a few minutes, a
 * thread is started from its announcement (which Discord does once), an edit is the same however
 * often it is made: an effect delivered again after a crash shows once. What the answer of a dead
 * process may have shown is looked for first, by its interaction's token. A place that is gone
 * (deleted, as it hears at once) falls back (a thread to its channel) or is recorded as gone; a
 * refusal or a failure on the way waits and tries again, ever more slowly, then falls back, its
 * game marked until a post gets there again. Where a board leaves the computer to move, it plays.
 */
final class OutboxWorker extends ListenerAdapter implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(OutboxWorker.class);
    private static final Duration POLL = Duration.ofMillis(250);
    private static final Duration SEEN = Duration.ofSeconds(1);
    private static final int BATCH = 20;
    /** Most answers' marks written in one transaction. */
    private static final int MARKS = 200;
    /** Tries before an effect falls back: about six minutes of waiting in all. */
    private static final int MAX_ATTEMPTS = 10;
    private static final Duration LONGEST_WAIT = Duration.ofMinutes(2);
    /**
     * Refusals of a place that is there but where the bot may not post: an admin may give the
     * permission back, so they are tried again, unless the game's place is already known to refuse.
     */
    private static final Set<ErrorResponse> REFUSED = EnumSet.of(ErrorResponse.MISSING_ACCESS,
            ErrorResponse.MISSING_PERMISSIONS, ErrorResponse.THREAD_LOCKED,
            ErrorResponse.ILLEGAL_OPERATION_ARCHIVED_THREAD);

    private final Deliveries deliveries;
    private final Outbox outbox;
    private final ComputerService computer;
    private final BoardPictures pictures;
    private final GamePlace place;
    private final PrivateWays ways;
    private final PersonLanguages languages;
    private volatile ShardManager shards;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> daemon(r,
            "blockade-outbox"));
    private final ExecutorService computerMoves = Executors.newSingleThreadExecutor(r -> daemon(r, "blockade-computer"));
    private final Object wake = new Object();
    /** What this worker could not write back about effects it held (the database gone): tried again first. */
    private final java.util.Queue<Runnable> unwritten = new java.util.concurrent.ConcurrentLinkedQueue<>();
    private volatile boolean kicked;
    private volatile boolean running = true;
    private final AtomicInteger working = new AtomicInteger();
    private final Thread loop = daemon(this::run, "blockade-delivery");
    /**
     * What answers delivered, marked in batches: all the marks that came in while one transaction
     * ran are written by the next, so a busy bot pays one commit for many answers, not one each.
     */
    private final BlockingQueue<Runnable> marks = new LinkedBlockingQueue<>();
    private final Thread marking = daemon(this::markAll, "blockade-marks");

    /** A reminder with no way into its channel between people waits this long, unless an interaction there comes first. */
    private static final Duration NO_WAY_IN = Duration.ofDays(1);

    OutboxWorker(Deliveries deliveries, ComputerService computer, BoardPictures pictures, GamePlace place,
                 PrivateWays ways, PersonLanguages languages) {
        this.deliveries = deliveries;
        this.languages = languages;
        this.ways = ways;
        this.pictures = pictures;
        this.outbox = deliveries.outbox();
        this.computer = computer;
        this.place = place;
    }

    private static Thread daemon(Runnable work, String name) {
        Thread thread = new Thread(work, name);
        thread.setDaemon(true);
        return thread;
    }

    /**
     * Starts saying this process is alive and delivering through {@code connected}, whose shards are
     * ready; the computer moves where a stopped bot left it to.
     */
    void start(ShardManager connected) {
        shards = connected;
        timer.scheduleWithFixedDelay(this::seen, 0, SEEN.toMillis(), TimeUnit.MILLISECONDS);
        loop.start();
        marking.start();
        onComputerThread(() -> {
            try {
                computer.waiting().forEach(this::computerMoves);
            } catch (RuntimeException e) {
                LOG.warn("the computer's waiting games could not be found ({}); their next board wakes it",
                        e.toString());
            }
        });
    }

    /** How many owed posts and computer moves this worker is on now: background analyses wait for them too. */
    int working() {
        return working.get();
    }

    private void onComputerThread(Runnable work) {
        computerMoves.execute(counted(work));
    }

    private Runnable counted(Runnable work) {
        return () -> {
            working.incrementAndGet();
            try {
                work.run();
            } finally {
                working.decrementAndGet();
            }
        };
    }

    /** Marks, soon and together with others, what an answer delivered. */
    void markSoon(Runnable mark) {
        marks.add(mark);
    }

    private void markAll() {
        while (running || !marks.isEmpty()) {
            Runnable first;
            try {
                first = marks.poll(POLL.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                return;
            }
            if (first == null) {
                continue;
            }
            List<Runnable> batch = new ArrayList<>(List.of(first));
            marks.drainTo(batch, MARKS - 1);
            try {
                // Not synced on its own: an answer whose mark a power cut loses is found again by its token.
                outbox.store().inTransactionSyncedLater(em -> {
                    batch.forEach(Runnable::run);
                    return batch.size();
                });
            } catch (RuntimeException e) {
                // One mark that fails, or the store out of reach: each on its own, what fails kept for later.
                batch.forEach(this::write);
            }
            kick();
        }
    }

    /** Delivers now what is owed, rather than at the next moment. */
    void kick() {
        synchronized (wake) {
            kicked = true;
            wake.notifyAll();
        }
    }

    /** The computer plays in {@code gameId} where it is to move, on a thread of its own; its board is owed. */
    void computerMoves(long gameId) {
        onComputerThread(() -> {
            try {
                computer.respond(gameId);
            } catch (RuntimeException e) {
                LOG.error("the computer's move in game {} failed", gameId, e);
            }
            kick();
        });
    }

    /**
     * Delivers a new game's opening that the answer to an interaction holds, at once, on this
     * worker's thread: the answer (deferred through {@code answer}) becomes the announcement.
     */
    void openNow(Outbox.Effect effect, Supplier<InteractionHook> answer, PrivateChannels.Answer answering) {
        onComputerThread(() -> speaking(effect).during(() -> {
            Optional<Long> channel = Optional.empty();
            try {
                InteractionHook hook = answer.get();
                if (deliveries.post(effect) instanceof Post.Open open) {
                    channel = Optional.of(open.channelId());
                    open(effect, open, Optional.of(hook), Optional.of(answering));
                } else {
                    outbox.release(effect.id(), deliveries.process());
                }
            } catch (ErrorResponseException e) {
                refused(effect, channel, e);
            } catch (RuntimeException e) {
                LOG.warn("game opening {} was not delivered at once; a worker tries again", effect.id(), e);
                write(() -> outbox.release(effect.id(), deliveries.process()));
            }
            kick();
        }));
    }

    /**
     * A channel or thread was deleted: the games in play there move at once, so that their players
     * find them, and the next answer in their new place is given there.
     */
    @Override
    public void onChannelDelete(ChannelDeleteEvent event) {
        try {
            deliveries.deleted(event.getChannel().getIdLong());
        } catch (RuntimeException e) {
            LOG.warn("the games of deleted channel {} were not moved ({}); their next post finds it gone",
                    event.getChannel().getId(), e.getClass().getSimpleName());
        }
        kick();
    }

    /** What follows an effect's delivery, by an answer or here. */
    void delivered(Outbox.Effect effect) {
        try {
            if (deliveries.delivered(effect)) {
                computerMoves(effect.gameId().orElseThrow());
            }
        } catch (RuntimeException e) {
            LOG.warn("what follows effect {} was not done ({}); the computer moves at the next start",
                    effect.id(), e.toString());
        }
        kick();
    }

    private void seen() {
        try {
            outbox.seen(deliveries.process());
        } catch (RuntimeException e) {
            LOG.warn("this process could not say it is alive ({})", e.getClass().getSimpleName());
        }
    }

    private void run() {
        while (running) {
            synchronized (wake) {
                if (!kicked) {
                    try {
                        wake.wait(POLL.toMillis());
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                kicked = false;
            }
            try {
                deliverDue();
            } catch (RuntimeException e) {
                if (StoreOutage.causes(e)) {
                    LOG.warn("owed posts wait: the database is unreachable ({})", e.getClass().getSimpleName());
                } else {
                    LOG.error("delivering owed posts failed; the next round tries again", e);
                }
            }
        }
    }

    private void deliverDue() {
        for (int n = unwritten.size(); n > 0; n--) {
            Runnable write = unwritten.poll();
            if (write != null) {
                write(write);
            }
        }
        ClockRepository.Shards mine = Bot.shardsOf(shards);
        while (running && outbox.anyDue(mine)) {
            List<Outbox.Effect> claimed = outbox.claim(deliveries.process(), mine, BATCH);
            if (claimed.isEmpty()) {
                return;
            }
            // Posts for everyone there, in the language of their server.
            counted(() -> claimed.forEach(effect -> speaking(effect).during(() -> deliver(effect)))).run();
        }
    }

    /** How an owed post speaks: in its server's language, or in a DM or private channel its player's. */
    private Speech speaking(Outbox.Effect effect) {
        return languages.posting(effect.guildId(), effect.gameId());
    }

    private void deliver(Outbox.Effect effect) {
        Optional<Long> channel = Optional.empty();
        Post post = new Post.Skip("not read yet");
        try {
            post = deliveries.post(effect);
            if (post instanceof Post.Skip skip) {
                finish(effect, Optional.empty(), Optional.empty(), Outbox.Outcome.SKIPPED, Optional.of(skip.why()));
            } else if (post instanceof Post.Message message) {
                channel = Optional.of(message.channelId());
                MessageCreateData data = Replies.message(message, self(), pictures);
                Optional<Long> answered = answered(effect, data);
                long sent = answered.isPresent() ? answered.get()
                        : way(message.channelId(), Optional.empty()).send(data, "b" + effect.id());
                message.notice().filter(n -> answered.isEmpty()).ifPresent(notice -> write(() ->
                        deliveries.shown(effect.gameId().orElseThrow(), notice)));
                finish(effect, channel, Optional.of(sent), Outbox.Outcome.DELIVERED, Optional.empty());
            } else if (post instanceof Post.Open open) {
                channel = Optional.of(open.channelId());
                open(effect, open, effect.answerToken().map(token -> InteractionHook.from(jda(), token)),
                        Optional.empty());
            } else if (post instanceof Post.Tournament tournament) {
                channel = Optional.of(tournament.channelId());
                announce(effect, tournament);
            } else if (post instanceof Post.Rewrite rewrite) {
                channel = Optional.of(rewrite.channelId());
                way(rewrite.channelId(), Optional.empty()).edit(rewrite.messageId(), MessageEditData.fromCreateData(
                        Replies.message(rewrite.content(), self(), pictures)));
                finish(effect, Optional.empty(), Optional.empty(), Outbox.Outcome.DELIVERED, Optional.empty());
            } else if (post instanceof Post.Edit edit) {
                channel = Optional.of(edit.channelId());
                way(edit.channelId(), Optional.empty()).edit(edit.messageId(), Replies.settled(edit.text()));
                finish(effect, Optional.empty(), Optional.empty(), Outbox.Outcome.DELIVERED, Optional.empty());
            }
        } catch (Way.NoWayIn e) {
            noWayIn(effect, post, e.getMessage());
        } catch (ErrorResponseException e) {
            refused(effect, channel, e);
        } catch (PlaceGone e) {
            gone(effect, channel, e.getMessage());
        } catch (RuntimeException e) {
            if (StoreOutage.causes(e)) {
                // Not the effect's fault: it is given back, to go out as soon as the store is back.
                write(() -> outbox.release(effect.id(), deliveries.process()));
                return;
            }
            LOG.warn("owed effect {} ({}) was not delivered", effect.id(), effect.kind(), e);
            retry(effect, channel, e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    /**
     * A game's place and first board. Where games get threads: the announcement, a thread started
     * from it, the board in the thread; elsewhere the board itself, headed by the announcement.
     * The first message is the answer of the interaction that opened the game where
     * {@code answer} reaches it (its "thinking" message, filled in last), else a message of its own.
     * The game's clock starts before the answer is filled in: whoever sees the game can move.
     */
    private void open(Outbox.Effect effect, Post.Open open, Optional<InteractionHook> answer,
                      Optional<PrivateChannels.Answer> answering) {
        Optional<GuildMessageChannel> inServer = Optional.ofNullable(shards.getChannelById(GuildMessageChannel.class,
                open.channelId()));
        Optional<InteractionHook> hook = answer.filter(h -> original(h).isPresent());
        MessageCreateData board = Replies.message(open.board(), self(), pictures);
        Optional<TextChannel> threads = place == GamePlace.THREAD && inServer.orElse(null) instanceof TextChannel text
                ? Optional.of(text) : Optional.empty();
        if (threads.isEmpty()) {
            long first = hook.isPresent() ? hook.get().editOriginal(MessageEditData.fromCreateData(board)).complete()
                    .getIdLong() : way(open.channelId(), Optional.empty()).send(board, "b" + effect.id());
            if (hook.isPresent() && inServer.isEmpty() && answering.isPresent()
                    && ways.channels().kind(open.channelId()).equals(Optional.of(PrivateChannels.Kind.PEOPLE))) {
                // The answer that opened a game between people is a way into their channel, as any answer there.
                ways.channels().answered(open.channelId(), answering.get(), Optional.of(first));
            }
            deliveries.delivered(effect);
            finish(effect, Optional.of(open.channelId()), Optional.of(first), Outbox.Outcome.DELIVERED,
                    Optional.empty());
            return;
        }
        GuildMessageChannel channel = inServer.orElseThrow();
        String announcement = Replies.announcement(open.announcement(), open.players(), self());
        long first;
        if (effect.messageId().isPresent()) {
            first = effect.messageId().get();
        } else {
            first = hook.flatMap(this::original).orElseGet(() -> send(open.channelId(),
                    MessageCreateData.fromContent(announcement), "o" + effect.id()));
            outbox.progress(effect.id(), deliveries.process(), open.channelId(), first);
        }
        Optional<ThreadChannel> thread = thread(threads.get(), open.threadName(), first);
        long place = thread.map(ThreadChannel::getIdLong).orElse(open.channelId());
        thread.ifPresent(t -> {
            deliveries.placeIn(open.gameId(), t.getIdLong());
            open.players().stream().distinct().filter(id -> id != self()).forEach(id -> t.addThreadMemberById(id)
                    .queue(null, failure -> LOG.info("a player of game {} could not be added to its thread: {}",
                            open.gameId(), failure.toString())));
        });
        long sent = send(place, board, "b" + effect.id());
        deliveries.delivered(effect);
        String said = thread.map(t -> Texts.post("open.play-in", announcement, t.getAsMention()))
                .orElse(announcement);
        if (hook.isPresent()) {
            hook.get().editOriginal(said).complete();
        } else {
            channel.editMessageById(first, said).complete();
        }
        finish(effect, Optional.of(place), Optional.of(sent), Outbox.Outcome.DELIVERED, Optional.empty());
    }

    /**
     * A tournament's post, and its thread started from it where the channel has threads. The post
     * is recorded before the thread is started, so that whoever goes on from there posts it once.
     */
    private void announce(Outbox.Effect effect, Post.Tournament tournament) {
        long first;
        if (effect.messageId().isPresent()) {
            first = effect.messageId().get();
        } else {
            first = send(tournament.channelId(), Replies.message(tournament.content(), self(), pictures),
                    "t" + effect.id());
            outbox.progress(effect.id(), deliveries.process(), tournament.channelId(), first);
        }
        // Tournaments are held in servers alone, where a text channel has threads.
        Optional<ThreadChannel> thread = shards.getChannelById(GuildMessageChannel.class, tournament.channelId())
                instanceof TextChannel text
                ? thread(text, tournament.threadName(), first) : Optional.empty();
        deliveries.tournamentPosted(tournament.tournamentId(), first, thread.map(ThreadChannel::getIdLong));
        finish(effect, Optional.of(tournament.channelId()), Optional.of(first), Outbox.Outcome.DELIVERED,
                Optional.empty());
    }

    /** The message an interaction's answer made, if it made one. */
    private Optional<Long> original(InteractionHook hook) {
        try {
            return Optional.of(hook.retrieveOriginal().complete().getIdLong());
        } catch (ErrorResponseException e) {
            return Optional.empty();
        }
    }

    /** The thread started from the announcement: made now, or found, Discord making one only once per message. */
    private Optional<ThreadChannel> thread(TextChannel channel, String name, long announcement) {
        try {
            // A week, the longest Discord allows: a game waiting days for a move keeps its thread open,
            // and every post in it starts the week again.
            return Optional.of(channel.createThreadChannel(name, announcement)
                    .setAutoArchiveDuration(ThreadChannel.AutoArchiveDuration.TIME_1_WEEK).complete());
        } catch (ErrorResponseException e) {
            if (e.getErrorResponse() == ErrorResponse.THREAD_WITH_THIS_MESSAGE_ALREADY_EXISTS) {
                return Optional.ofNullable(shards.getThreadChannelById(announcement));
            }
            // No right to start threads here, say: the game is played in the channel instead.
            LOG.warn("cannot start a thread in channel {}: {}", channel.getId(), e.getMeaning());
            return Optional.empty();
        }
    }

    /**
     * The message a dead process's answer already made for {@code effect}, found by its
     * interaction's token: as it is, or, where the answer only said it was thinking, now filled in.
     */
    private Optional<Long> answered(Outbox.Effect effect, MessageCreateData data) {
        if (effect.answerToken().isEmpty()) {
            return Optional.empty();
        }
        try {
            InteractionHook hook = InteractionHook.from(jda(), effect.answerToken().get());
            Message original = hook.retrieveOriginal().complete();
            if (original.isEphemeral()) {
                return Optional.empty();
            }
            if (original.getFlags().contains(Message.MessageFlag.LOADING)) {
                return Optional.of(hook.editOriginal(MessageEditData.fromCreateData(data)).complete().getIdLong());
            }
            return Optional.of(original.getIdLong());
        } catch (ErrorResponseException e) {
            // No answer was made, or its token has run out: the effect is posted as a message of its own.
            return Optional.empty();
        }
    }

    private long send(long channelId, MessageCreateData data, String nonce) {
        return way(channelId, Optional.empty()).send(data, nonce);
    }

    /**
     * The way into a place: a server's channel or thread this bot sees, else a private channel
     * games are played in (asked of the store only then, so posts in servers cost no more); through
     * {@code token} where the interaction being answered is the way into a channel between people.
     */
    private Way way(long id, Optional<String> token) {
        GuildMessageChannel channel = shards.getChannelById(GuildMessageChannel.class, id);
        if (channel != null) {
            return Way.of(channel);
        }
        return ways.into(jda(), id, token).orElseThrow(() -> new PlaceGone("channel " + id
                + " is not one this bot can see"));
    }

    /**
     * No interaction answered in a channel between people leaves a way in for {@code post} now. An
     * edit falls back: only the interaction that made its message could make it. A reminder goes to
     * the player it reminds, by DM, since they are the one not acting; anything else, and a reminder
     * whose DM Discord refuses, waits for the next interaction in the channel, which wakes it.
     */
    private void noWayIn(Outbox.Effect effect, Post post, String why) {
        if (post instanceof Post.Edit) {
            fellBack(effect, why);
            return;
        }
        if (post instanceof Post.Message message && message.content() instanceof Result.Announcement reminder) {
            try {
                MessageCreateData data = Replies.message(message, self(), pictures);
                long dm = ways.toPerson(jda(), reminder.concernsId()).send(MessageCreateBuilder.from(data)
                        .setContent("<#" + message.channelId() + ">: " + data.getContent()).build(), "n" + effect.id());
                finish(effect, Optional.empty(), Optional.of(dm), Outbox.Outcome.FALLBACK,
                        Optional.of("sent by DM: " + why));
                return;
            } catch (ErrorResponseException e) {
                why = why + "; a DM was refused too (" + describe(e) + ")";
            }
        }
        LOG.info("owed effect {} ({}) waits for an interaction in its channel: {}", effect.id(), effect.kind(), why);
        String note = why;
        write(() -> outbox.waitFor(effect.id(), deliveries.process(), NO_WAY_IN, note));
    }

    private void finish(Outbox.Effect effect, Optional<Long> channel, Optional<Long> message, Outbox.Outcome outcome,
                        Optional<String> note) {
        write(() -> {
            if (outbox.delivered(effect.id(), deliveries.process(), channel, message, outcome, note)) {
                delivered(effect);
            }
        });
    }

    /**
     * Writes back what became of a held effect; where the database cannot be reached, keeps it to
     * write before anything else next time, so the effect is neither posted twice nor held forever.
     */
    void write(Runnable back) {
        try {
            back.run();
        } catch (RuntimeException e) {
            LOG.warn("what became of an owed post waits to be written ({})", e.getClass().getSimpleName());
            unwritten.add(back);
        }
    }

    /**
     * Discord refused the effect in {@code channel}. A place that is gone is left behind at once;
     * an edit whose message is gone falls back; anything else is tried again, ever more slowly,
     * except a refusal of a game's place already known to refuse, which falls back at once.
     */
    private void refused(Outbox.Effect effect, Optional<Long> channel, ErrorResponseException e) {
        String why = describe(e);
        if (e.getErrorResponse() == ErrorResponse.UNKNOWN_CHANNEL) {
            gone(effect, channel, why);
        } else if (e.getErrorResponse() == ErrorResponse.UNKNOWN_MESSAGE) {
            fellBack(effect, why);
        } else if (REFUSED.contains(e.getErrorResponse())
                && placeOf(effect, channel).filter(p -> deliveries.placeMarked(p.gameId())).isPresent()) {
            giveUp(effect, channel, why, why);
        } else {
            retry(effect, channel, why);
        }
    }

    /**
     * The effect's place is gone: a game whose thread is gone goes on in its channel (the effect is
     * delivered there next), else the game is marked as having no place, which its players are told.
     */
    private void gone(Outbox.Effect effect, Optional<Long> channel, String why) {
        LOG.info("owed effect {} ({}) found its place gone: {}", effect.id(), effect.kind(), why);
        Optional<Long> elsewhere = placeOf(effect, channel).flatMap(p -> deliveries.placeGone(p.gameId(),
                p.channelId()));
        if (elsewhere.isPresent()) {
            write(() -> outbox.retryLater(effect.id(), deliveries.process(), Duration.ZERO, why));
            kick();
            return;
        }
        fellBack(effect, why);
    }

    private void retry(Outbox.Effect effect, Optional<Long> channel, String why) {
        if (effect.attempts() + 1 >= MAX_ATTEMPTS) {
            giveUp(effect, channel, why, "gave up after " + MAX_ATTEMPTS + " tries: " + why);
            return;
        }
        Duration wait = Duration.ofSeconds(1L << Math.min(effect.attempts(), 10));
        write(() -> outbox.retryLater(effect.id(), deliveries.process(),
                wait.compareTo(LONGEST_WAIT) > 0 ? LONGEST_WAIT : wait, why));
    }

    /**
     * No post gets into the effect's place, for the reason {@code why}: its game is marked so until
     * one does, and the effect falls back, noting {@code note}.
     */
    private void giveUp(Outbox.Effect effect, Optional<Long> channel, String why, String note) {
        placeOf(effect, channel).ifPresent(p -> deliveries.placeRefuses(p.gameId(), p.channelId(), why));
        fellBack(effect, note);
    }

    private void fellBack(Outbox.Effect effect, String why) {
        LOG.info("owed effect {} ({}) falls back: {}", effect.id(), effect.kind(), why);
        finish(effect, Optional.empty(), Optional.empty(), Outbox.Outcome.FALLBACK, Optional.of(why));
    }

    /** Where a post of a game was to go; none for an edit, which settles a message wherever it is, or a challenge. */
    private static Optional<Place> placeOf(Outbox.Effect effect, Optional<Long> channel) {
        return effect.kind() == Outbox.Kind.EDIT ? Optional.empty()
                : effect.gameId().flatMap(game -> channel.map(place -> new Place(game, place)));
    }

    private record Place(long gameId, long channelId) {
    }

    private static String describe(ErrorResponseException e) {
        return "Discord answered " + (e.getResponse() == null ? "" : e.getResponse().code + ": ") + e.getMeaning();
    }

    private JDA jda() {
        return shards.getShardCache().iterator().next();
    }

    private long self() {
        return jda().getSelfUser().getIdLong();
    }

    @Override
    public void close() {
        running = false;
        kick();
        timer.shutdownNow();
        computerMoves.shutdown();
        try {
            loop.join(5_000);
            marking.join(5_000);
            computerMoves.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            outbox.gone(deliveries.process());
        } catch (RuntimeException e) {
            LOG.warn("this process's holds could not be given back ({}); others take them in a few seconds",
                    e.getClass().getSimpleName());
        }
    }

    /** A channel this bot cannot see, so cannot post in. */
    private static final class PlaceGone extends RuntimeException {
        private static final long serialVersionUID = 1L;

        PlaceGone(String why) {
            super(why, null, false, false);
        }
    }
}
