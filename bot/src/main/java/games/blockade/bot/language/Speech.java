package games.blockade.bot.language;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Whom the bot is speaking to while it works on one thing: the person it answers, in their
 * client's language, and the place (a server, or a DM) its public posts go to, in the server's
 * language. The adapter opens a speech around each interaction and each owed post it delivers; the
 * services write their words through {@link Texts}, which asks the speech of their thread, so no
 * service method carries a language and none knows Discord (docs/decisions/bot-languages.md).
 */
public record Speech(Messages person, Messages place) {

    private static final ThreadLocal<Speech> CURRENT = new ThreadLocal<>();
    private static final Speech ENGLISH = new Speech(Messages.in(Languages.ENGLISH), Messages.in(Languages.ENGLISH));

    public Speech {
        Objects.requireNonNull(person);
        Objects.requireNonNull(place);
    }

    /**
     * Answering a person whose client is set to {@code person}, in a server set to {@code place}
     * (the server's id and language, which the bot remembers for the posts it makes there later),
     * or in a DM when empty: there the place speaks the person's language.
     */
    public static Speech answering(Locale person, Optional<Place> place) {
        place.ifPresent(Places::remember);
        Messages personal = Messages.in(person);
        return new Speech(personal, place.map(p -> Messages.in(p.locale())).orElse(personal));
    }

    /** Discord said which language a server is set to (when a shard connected, or it changed). */
    public static void heard(Place place) {
        Places.remember(place);
    }

    /** Posting in the server {@code guildId} (0: no server) with no one to answer: its language for both. */
    public static Speech posting(long guildId) {
        Messages place = Messages.in(Places.of(guildId));
        return new Speech(place, place);
    }

    /** Posting in a DM or private channel to a person whose client speaks {@code language}. */
    public static Speech privately(Locale language) {
        Messages person = Messages.in(language);
        return new Speech(person, person);
    }

    /**
     * The speech of this thread where one is open, else posting in {@code guildId}: what a change
     * made without anyone to answer (a clock running out, the computer's move) says there.
     */
    public static Speech at(Optional<Long> guildId) {
        return openOr(() -> posting(guildId.orElse(0L)));
    }

    /** The speech of this thread where one is open, else {@code otherwise}. */
    public static Speech openOr(Supplier<Speech> otherwise) {
        Speech speech = CURRENT.get();
        return speech != null ? speech : otherwise.get();
    }

    /** Work done within a speech, which may refuse as its caller does. */
    @FunctionalInterface
    public interface Work<T, E extends Exception> {
        T get() throws E;
    }

    /** Does {@code work} speaking this way, and what was spoken before afterwards. */
    public <T, E extends Exception> T during(Work<T, E> work) throws E {
        Speech before = CURRENT.get();
        CURRENT.set(this);
        try {
            return work.get();
        } finally {
            if (before == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(before);
            }
        }
    }

    public void during(Runnable work) {
        during((Work<Void, RuntimeException>) () -> {
            work.run();
            return null;
        });
    }

    /** The speech of this thread: English where nothing opened one. */
    static Speech current() {
        Speech speech = CURRENT.get();
        return speech == null ? ENGLISH : speech;
    }

    /** A server and the language it is set to. */
    public record Place(long guildId, Locale locale) {
        public Place {
            Objects.requireNonNull(locale);
        }
    }
}
