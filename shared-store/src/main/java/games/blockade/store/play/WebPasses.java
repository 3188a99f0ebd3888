package games.blockade.store.play;

import games.blockade.store.config.Store;
import games.blockade.store.repository.Sql;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Personal links to play a game on the web, and the sessions they start
 * (docs/decisions/web-play-session.md). A pass is 32 random bytes, given once to its player and
 * kept only as its SHA-256, bound to one player and one game, valid {@link #PASS_VALID} and spent
 * by its first use. Spending it starts a session, kept likewise by the SHA-256 of its cookie, with
 * a CSRF token every write must carry. Both are checked in the database, so any web process, and
 * one after a restart, honours them.
 */
public final class WebPasses {

    public static final Duration PASS_VALID = Duration.ofMinutes(15);
    public static final Duration SESSION_VALID = Duration.ofHours(12);
    private static final int TOKEN_BYTES = 32;

    private final Store store;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    public WebPasses(Store store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /** A session as a request shows it: who, for which game, and the token its writes carry. */
    public record Session(long playerId, long gameId, String csrf, Instant expiresAt) {
        public Session {
            Objects.requireNonNull(csrf);
            Objects.requireNonNull(expiresAt);
        }
    }

    /** What opening a pass came to. */
    public sealed interface Opening {
        /** A session started: {@code cookie} is its secret, for the browser alone. */
        record Opened(String cookie, Session session) implements Opening {
        }

        /** Refused, for the reason given, which the page says. */
        record Refused(String reason) implements Opening {
        }
    }

    /** A new pass for {@code playerId} to play game {@code gameId}; the token is returned once and never kept. */
    public String issue(long playerId, long gameId) {
        String token = token();
        Instant now = clock.instant();
        store.inTransaction(em -> em.createNativeQuery("insert into web_pass (token_hash, player_id, game_id,"
                        + " created_at, expires_at) values (?1, ?2, ?3, ?4, ?5)")
                .setParameter(1, hash(token)).setParameter(2, playerId).setParameter(3, gameId)
                .setParameter(4, Sql.time(now)).setParameter(5, Sql.time(now.plus(PASS_VALID)))
                .executeUpdate());
        return token;
    }

    /**
     * Spends the pass {@code token} for game {@code gameId} and starts a session: one update
     * spends it only while unspent, unexpired and for that game, so of two openings at once
     * exactly one starts a session; a refusal says which of these it failed.
     */
    public Opening open(String token, long gameId) {
        if (!plausible(token)) {
            return new Opening.Refused("this link is not one the bot gave out");
        }
        String hash = hash(token);
        Instant now = clock.instant();
        return store.inTransaction(em -> {
            int spent = em.createNativeQuery("update web_pass set used_at = ?1 where token_hash = ?2"
                            + " and used_at is null and expires_at > ?1 and game_id = ?3")
                    .setParameter(1, Sql.time(now)).setParameter(2, hash).setParameter(3, gameId)
                    .executeUpdate();
            List<?> rows = em.createNativeQuery("select player_id, game_id, expires_at, used_at from web_pass"
                    + " where token_hash = ?1").setParameter(1, hash).getResultList();
            if (rows.isEmpty()) {
                return new Opening.Refused("this link is not one the bot gave out");
            }
            Object[] row = (Object[]) rows.get(0);
            long playerId = ((Number) row[0]).longValue();
            long passGame = ((Number) row[1]).longValue();
            if (spent == 0) {
                if (passGame != gameId) {
                    return new Opening.Refused("this link is for game " + passGame + ", not game " + gameId);
                }
                if (row[3] != null) {
                    return new Opening.Refused("this link was used already; each link opens one session."
                            + " Press \"Play on the web\" in Discord for a new one");
                }
                return new Opening.Refused("this link expired at " + Sql.instant(row[2])
                        + " (links last " + PASS_VALID.toMinutes() + " minutes); press \"Play on the web\""
                        + " in Discord for a new one");
            }
            String cookie = token();
            Session session = new Session(playerId, gameId, token(), now.plus(SESSION_VALID));
            em.createNativeQuery("insert into web_session (id_hash, player_id, game_id, csrf, created_at,"
                            + " expires_at) values (?1, ?2, ?3, ?4, ?5, ?6)")
                    .setParameter(1, hash(cookie)).setParameter(2, playerId).setParameter(3, gameId)
                    .setParameter(4, session.csrf()).setParameter(5, Sql.time(now))
                    .setParameter(6, Sql.time(session.expiresAt())).executeUpdate();
            return new Opening.Opened(cookie, session);
        });
    }

    /** The session a cookie names, while it lasts. */
    public Optional<Session> session(String cookie) {
        if (!plausible(cookie)) {
            return Optional.empty();
        }
        Instant now = clock.instant();
        return store.read(em -> em.createNativeQuery("select player_id, game_id, csrf, expires_at from web_session"
                        + " where id_hash = ?1 and expires_at > ?2")
                .setParameter(1, hash(cookie)).setParameter(2, Sql.time(now)).getResultList().stream()
                .map(r -> {
                    Object[] row = (Object[]) r;
                    return new Session(((Number) row[0]).longValue(), ((Number) row[1]).longValue(),
                            (String) row[2], Sql.instant(row[3]));
                }).findFirst());
    }

    /** Whether two secrets are equal, in time that does not tell how much of them matched. */
    public static boolean same(String expected, String given) {
        return given != null && MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8),
                given.getBytes(StandardCharsets.UTF_8));
    }

    private String token() {
        byte[] bytes = new byte[TOKEN_BYTES];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** A token is 43 characters of URL-safe Base64; anything else is refused before the database is asked. */
    private static boolean plausible(String token) {
        return token != null && token.length() == 43 && token.chars().allMatch(c -> Character.isLetterOrDigit(c)
                || c == '-' || c == '_');
    }

    static String hash(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(token.getBytes(StandardCharsets.US_ASCII)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing", e);
        }
    }
}
