package games.blockade.bot.language;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import games.blockade.store.repository.PlayerRepository;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The language each person's Discord client was last seen in, kept with the player, for what the
 * bot says with no one to answer where no server sets the language: in a DM or private channel, the
 * computer's move and the posts a move owes there. An interaction stores it only when it differs from
 * what this process last stored, so a person costs one write per process, not one per move; a
 * person's first game stores it with the player row it creates ({@link #tag}).
 */
public final class PersonLanguages {

    /** People whose language this process stored: far more than play at once. */
    private static final int KEPT = 100_000;

    private final PlayerRepository players;
    private final Cache<Long, String> stored = Caffeine.newBuilder().maximumSize(KEPT).build();

    public PersonLanguages(PlayerRepository players) {
        this.players = Objects.requireNonNull(players);
    }

    /** How a language is kept: its tag ({@code pt-BR}). */
    public static String tag(Locale language) {
        return language.toLanguageTag();
    }

    /** An interaction showed the language of {@code discordId}'s client; stored where it changed. */
    public void heard(long discordId, Locale language) {
        String tag = tag(language);
        if (!tag.equals(stored.getIfPresent(discordId)) && players.heard(discordId, tag)) {
            stored.put(discordId, tag);
        }
    }

    /**
     * How the bot speaks where a game is played with no one to answer: in its server's language,
     * else (a DM or private channel) in the language its player was last seen in, player one's
     * where both were.
     */
    public Speech posting(Optional<Long> guildId, Optional<Long> gameId) {
        if (guildId.isPresent()) {
            return Speech.posting(guildId.get());
        }
        return gameId.flatMap(id -> players.localesIn(id).stream().findFirst())
                .map(tag -> Speech.privately(Languages.closest(Locale.forLanguageTag(tag))))
                .orElseGet(() -> Speech.posting(0L));
    }
}
