package games.blockade.store.analysis;

import games.blockade.store.config.Store;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.Sql;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceException;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.hibernate.query.NativeQuery;

/**
 * A server's daily puzzle: the channel it names (its setting, changed by its admins), and each
 * day's post, claimed once across every process by the day's key and owed in the same transaction.
 */
public final class DailyPuzzles {

    private final Store store;
    private final Clock clock;

    public DailyPuzzles(Store store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /** A server posting a daily puzzle, and where. */
    public record Setting(long guildId, long channelId) {
    }

    /** What a claimed daily puzzle owes, in the claim's transaction: its post; returns the owed effect's id. */
    @FunctionalInterface
    public interface Owe {
        long post(EntityManager em, PuzzleRepository.Stored puzzle, Setting where);
    }

    /** The channel a server's daily puzzle is posted in, if it has one. */
    public Optional<Long> channelOf(long guildId) {
        return store.read(em -> em.createNativeQuery("select daily_puzzle_channel from guild_setting"
                        + " where guild_id = ?1").setParameter(1, guildId).getResultList().stream()
                .filter(java.util.Objects::nonNull).map(c -> ((Number) c).longValue()).findFirst());
    }

    /** Sets (or, empty, switches off) a server's daily puzzle channel, by the admin {@code byDiscordId}. */
    public void set(long guildId, Optional<Long> channelId, long byDiscordId) {
        Instant now = clock.instant();
        store.inTransaction(em -> {
            NativeQuery<?> update = em.createNativeQuery("update guild_setting set daily_puzzle_channel = ?1,"
                    + " changed_by = ?2, changed_at = ?3 where guild_id = ?4").unwrap(NativeQuery.class);
            int updated = update.setParameter(1, channelId.orElse(null), Long.class).setParameter(2, byDiscordId)
                    .setParameter(3, Sql.time(now)).setParameter(4, guildId).executeUpdate();
            if (updated == 0) {
                NativeQuery<?> insert = em.createNativeQuery("insert into guild_setting (guild_id,"
                        + " daily_puzzle_channel, changed_by, changed_at) values (?1, ?2, ?3, ?4)")
                        .unwrap(NativeQuery.class);
                insert.setParameter(1, guildId).setParameter(2, channelId.orElse(null), Long.class)
                        .setParameter(3, byDiscordId).setParameter(4, Sql.time(now)).executeUpdate();
            }
            return null;
        });
    }

    /** Today, as the daily puzzles count days: in UTC. */
    public LocalDate today() {
        return LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
    }

    /** The servers with a daily puzzle that have none posted for {@code day} yet. */
    @SuppressWarnings("unchecked")
    public List<Setting> due(LocalDate day) {
        return store.read(em -> {
            List<Setting> due = new ArrayList<>();
            for (Object[] r : (List<Object[]>) em.createNativeQuery("select s.guild_id, s.daily_puzzle_channel"
                            + " from guild_setting s where s.daily_puzzle_channel is not null and not exists"
                            + " (select 1 from daily_puzzle d where d.guild_id = s.guild_id and d.day = ?1)"
                            + " order by s.guild_id")
                    .setParameter(1, day.toString()).getResultList()) {
                due.add(new Setting(((Number) r[0]).longValue(), ((Number) r[1]).longValue()));
            }
            return due;
        });
    }

    /**
     * Claims a server's puzzle of {@code day} and owes its post, all in one transaction: the day's
     * key lets one claim alone commit, so the puzzle is posted once however many processes try.
     * Empty when it was claimed already, the setting changed meanwhile, or no puzzle is left.
     */
    public Optional<PuzzleRepository.Stored> claim(Setting setting, LocalDate day, Owe owe) {
        try {
            return store.inTransaction(em -> {
                List<?> current = em.createNativeQuery("select daily_puzzle_channel from guild_setting"
                        + " where guild_id = ?1" + store.engine().skipLocked()).setParameter(1, setting.guildId())
                        .getResultList();
                boolean unchanged = current.size() == 1 && current.get(0) != null
                        && ((Number) current.get(0)).longValue() == setting.channelId();
                boolean posted = !em.createNativeQuery("select 1 from daily_puzzle where guild_id = ?1 and day = ?2")
                        .setParameter(1, setting.guildId()).setParameter(2, day.toString()).getResultList().isEmpty();
                if (!unchanged || posted) {
                    return Optional.<PuzzleRepository.Stored>empty();
                }
                Optional<PuzzleRepository.Stored> puzzle = PuzzleRepository.nextDaily(em, setting.guildId());
                puzzle.ifPresent(p -> em.createNativeQuery("insert into daily_puzzle (guild_id, day, puzzle_id,"
                                + " channel_id, posted_by) values (?1, ?2, ?3, ?4, ?5)")
                        .setParameter(1, setting.guildId()).setParameter(2, day.toString()).setParameter(3, p.id())
                        .setParameter(4, setting.channelId()).setParameter(5, owe.post(em, p, setting))
                        .executeUpdate());
                return puzzle;
            });
        } catch (PersistenceException e) {
            if (GameRepository.lostRace(e)) {
                return Optional.empty();
            }
            throw e;
        }
    }
}
