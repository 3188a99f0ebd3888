package games.blockade.bot.language;

import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The language of each server as Discord last told this process: with every interaction there,
 * and when a shard connects and receives its servers. A server not heard of yet is spoken to in
 * English. Kept in memory only: every process hears every one of its servers' languages at connect.
 */
final class Places {

    private static final ConcurrentMap<Long, Locale> LANGUAGES = new ConcurrentHashMap<>();

    private Places() {
    }

    static void remember(Speech.Place place) {
        LANGUAGES.put(place.guildId(), place.locale());
    }

    static Locale of(long guildId) {
        return LANGUAGES.getOrDefault(guildId, Languages.ENGLISH);
    }
}
