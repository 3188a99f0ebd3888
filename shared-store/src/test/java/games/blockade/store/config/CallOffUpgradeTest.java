package games.blockade.store.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import games.blockade.store.StoreFixture;
import games.blockade.store.TestDatabase;
import games.blockade.store.tournament.CallOff;
import games.blockade.store.tournament.TournamentRepository;
import games.blockade.tournament.Refusal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.util.Optional;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * V20 keeps why a tournament was called off as a value: the English notes written before it are
 * read into the value, so an old tournament's page says its reason in any language too.
 */
class CallOffUpgradeTest {

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void theNotesWrittenBeforeV20AreReadAsReasons(TestDatabase database) throws Exception {
        StoreSettings settings = database.fresh(2);
        Flyway.configure().dataSource(settings.url(), settings.user(), settings.password())
                .locations(settings.engine().migrations().toArray(String[]::new)).target("19").load().migrate();
        try (Connection c = DriverManager.getConnection(settings.url(), settings.user(), settings.password());
             Statement s = c.createStatement()) {
            s.execute("insert into player (id, discord_id, display_name, created_at) values (1, 11, 'Ann',"
                    + " '2026-01-01 00:00:00')");
            String[] notes = {"'called off by Ann Lee'", "'called off: this tournament needs at least 4 entrants, and has 2'",
                "'called off: this tournament takes at most 16 entrants, not 17'", "'the server closes'", "null"};
            for (int i = 0; i < notes.length; i++) {
                s.execute("insert into tournament (id, game_kind, preset, format, twice, rated, sign_up_until, guild_id,"
                        + " channel_id, organizer_id, state, note, created_at) values (" + (i + 1) + ", 'retreat',"
                        + " 'standard', 'SWISS', false, true, '2026-01-02 00:00:00', 5, 6, 1, '"
                        + (i == 4 ? "FINISHED" : "CANCELLED") + "', " + notes[i] + ", '2026-01-01 00:00:00')");
            }
        }
        try (Store store = Store.open(settings)) {
            TournamentRepository tournaments = new TournamentRepository(store, StoreFixture.games(store, Clock.systemUTC()),
                    Clock.systemUTC());
            assertEquals(Optional.of(new CallOff.ByManager("Ann Lee")), tournaments.find(1).orElseThrow().calledOff());
            assertEquals(Optional.of(new CallOff.Field(new Refusal.TooFewEntrants(4, 2))),
                    tournaments.find(2).orElseThrow().calledOff());
            assertEquals(Optional.of(new CallOff.Field(new Refusal.TooManyEntrants(16, 17))),
                    tournaments.find(3).orElseThrow().calledOff());
            assertEquals(Optional.empty(), tournaments.find(4).orElseThrow().calledOff());
            assertEquals(Optional.empty(), tournaments.find(5).orElseThrow().calledOff());
        }
    }
}
