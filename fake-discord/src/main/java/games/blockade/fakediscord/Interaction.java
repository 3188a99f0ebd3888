package games.blockade.fakediscord;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An interaction a person started, and everything the bot answered to it. The first visible answer is
 * the reply: an immediate message, the edit after a defer, the first follow-up, or a component update.
 */
public final class Interaction {

    public enum Type {
        COMMAND(2), COMPONENT(3), AUTOCOMPLETE(4);

        final int code;

        Type(int code) {
            this.code = code;
        }
    }

    /** Where an interaction happened, as Discord's interaction context types say. */
    public enum Context {
        GUILD(0), BOT_DM(1), PRIVATE_CHANNEL(2);

        final int code;

        Context(int code) {
            this.code = code;
        }
    }

    /** How long an interaction's token lets the app follow up and edit its answers. */
    public static final Duration TOKEN_LIFETIME = Duration.ofMinutes(15);

    /** Follow-ups an app may make to one interaction where only a user's install authorises it. */
    public static final int USER_INSTALL_FOLLOW_UPS = 5;

    /** A suggestion the bot offered while a person typed an option. */
    public record Choice(String name, String value) {
    }

    private final long id;
    private final String token;
    private final Type type;
    private final DiscordUser user;
    private final Channel channel;
    private final String name;
    private final long sourceMessageId;
    private final World world;
    private final Context context;
    private final Map<String, Long> owners;
    private final long sentNanos = System.nanoTime();
    private final AtomicInteger followUps = new AtomicInteger();
    private volatile Duration aged = Duration.ZERO;
    private final CompletableFuture<Message> reply = new CompletableFuture<>();
    private final CompletableFuture<List<Choice>> choices = new CompletableFuture<>();
    private final List<Long> messageIds = new CopyOnWriteArrayList<>();
    private volatile int callbackType;
    private volatile long originalMessageId;
    private volatile long answeredNanos;

    Interaction(World world, long id, String token, Type type, DiscordUser user, Channel channel, String name,
                long sourceMessageId, Context context, Map<String, Long> owners) {
        this.world = world;
        this.context = context;
        this.owners = Map.copyOf(owners);
        this.id = id;
        this.token = token;
        this.type = type;
        this.user = user;
        this.channel = channel;
        this.name = name;
        this.sourceMessageId = sourceMessageId;
    }

    public long id() {
        return id;
    }

    public String token() {
        return token;
    }

    public Type type() {
        return type;
    }

    public DiscordUser user() {
        return user;
    }

    public Channel channel() {
        return channel;
    }

    /** The command name, or the custom id of the button or menu. */
    public String name() {
        return name;
    }

    /** The message whose button or menu was used, 0 for commands. */
    public long sourceMessageId() {
        return sourceMessageId;
    }

    public Context context() {
        return context;
    }

    /** The installs that authorised it: "0" a guild's (0 in a DM with the bot), "1" a user's. */
    public Map<String, Long> owners() {
        return owners;
    }

    /** Only a user's install authorises it: the app is not installed where it happened. */
    boolean userInstallOnly() {
        return !owners.containsKey("0");
    }

    /** Whether its token has run out: after {@link #TOKEN_LIFETIME}, as time passes or a test says it has. */
    boolean tokenExpired() {
        return Duration.ofNanos(System.nanoTime() - sentNanos).plus(aged).compareTo(TOKEN_LIFETIME) >= 0;
    }

    /** Makes {@code time} pass for this interaction's token. */
    void age(Duration time) {
        aged = aged.plus(time);
    }

    /** Counts a follow-up; false when a user-installed app has made all it may. */
    boolean takeFollowUp() {
        return !userInstallOnly() || followUps.incrementAndGet() <= USER_INSTALL_FOLLOW_UPS;
    }

    /** The callback type the bot acknowledged with (4 reply, 5 defer, 6 deferred update, 7 update, 8 choices). */
    public Optional<Integer> callbackType() {
        return callbackType == 0 ? Optional.empty() : Optional.of(callbackType);
    }

    public boolean deferred() {
        return callbackType == 5 || callbackType == 6;
    }

    /** Waits for the bot's first visible answer and returns it as it stands at that moment. */
    public Message awaitReply(Duration timeout) {
        return await(reply, timeout, "a reply to " + this);
    }

    /** Waits until a message of this interaction (original or follow-up) satisfies the condition. */
    public Message awaitMessage(java.util.function.Predicate<Message> condition, Duration timeout) {
        return world.awaitMessage(m -> m.interactionId() == id && condition.test(m), timeout,
                "a message of " + this + " matching the condition");
    }

    /**
     * Waits for a message the bot posts in this interaction's channel after its reply (a message of
     * its own, not an answer to the interaction) that satisfies the condition.
     */
    public Message awaitAfter(java.util.function.Predicate<Message> condition, Duration timeout) {
        long after = awaitReply(timeout).id();
        return world.awaitMessage(m -> m.channelId() == channel.id() && m.id() > after && condition.test(m), timeout,
                "a message after the reply to " + this + " matching the condition");
    }

    public List<Choice> awaitChoices(Duration timeout) {
        return await(choices, timeout, "autocomplete choices for " + this);
    }

    /** The original response and follow-ups, as they stand now. */
    public List<Message> messages() {
        return messageIds.stream().map(world::message).flatMap(Optional::stream).toList();
    }

    public Optional<Message> original() {
        return originalMessageId == 0 ? Optional.empty() : world.message(originalMessageId);
    }

    /** Time from dispatching the interaction to the bot's first visible answer. */
    public Optional<Duration> latency() {
        return answeredNanos == 0 ? Optional.empty() : Optional.of(Duration.ofNanos(answeredNanos - sentNanos));
    }

    CompletableFuture<Message> replyFuture() {
        return reply;
    }

    boolean acknowledged() {
        return callbackType != 0;
    }

    void acknowledge(int callback) {
        callbackType = callback;
    }

    long originalMessageId() {
        return originalMessageId;
    }

    void original(long messageId) {
        originalMessageId = messageId;
        addMessage(messageId);
    }

    void addMessage(long messageId) {
        if (!messageIds.contains(messageId)) {
            messageIds.add(messageId);
        }
    }

    void answered(Message message) {
        if (!reply.isDone()) {
            answeredNanos = System.nanoTime();
            reply.complete(message);
        }
    }

    void choices(List<Choice> offered) {
        if (!choices.isDone()) {
            answeredNanos = System.nanoTime();
            choices.complete(offered);
        }
    }

    private static <T> T await(CompletableFuture<T> future, Duration timeout, String what) {
        try {
            return future.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new AssertionError("timed out after " + timeout.toMillis() + " ms waiting for " + what);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted waiting for " + what, e);
        } catch (ExecutionException e) {
            throw new AssertionError("failed waiting for " + what, e.getCause());
        }
    }

    @Override
    public String toString() {
        return type + " '" + name + "' by " + user.name() + " (interaction " + id + ")";
    }
}
