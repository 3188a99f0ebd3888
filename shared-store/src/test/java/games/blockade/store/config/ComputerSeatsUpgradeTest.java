package games.blockade.store.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import games.blockade.rules.Side;
import games.blockade.store.PileGame;
import games.blockade.store.StoreFixture;
import games.blockade.store.TestDatabase;
import games.blockade.store.repository.Computer;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.NewGame;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * V18 keys the computer's seats by game and side: a store with games against the computer from
 * before keeps each seat as it was, and takes games the computer plays on both sides after.
 */
class ComputerSeatsUpgradeTest {

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void theSeatsStoredBeforeV18StayAndAGameMaySeatTheComputerOnBothSidesAfter(TestDatabase database)
            throws Exception {
        StoreSettings settings = database.fresh(2);
        Flyway.configure().dataSource(settings.url(), settings.user(), settings.password())
                .locations(settings.engine().migrations().toArray(String[]::new)).target("17").load().migrate();
        try (Connection c = DriverManager.getConnection(settings.url(), settings.user(), settings.password());
             Statement s = c.createStatement()) {
            s.execute("insert into player (id, discord_id, display_name, created_at) values (1, 11, 'Ann',"
                    + " '2026-01-01 00:00:00'), (2, 12, 'Umpire Bot', '2026-01-01 00:00:00')");
            s.execute("insert into game (id, game_kind, preset, first_side, player_one_id, player_two_id, state,"
                    + " rated, ply_count, created_at, updated_at, version) values (7, '" + PileGame.ID + "',"
                    + " 'standard', 'ONE', 1, 2, 'ACTIVE', false, 0, '2026-01-01 00:00:00', '2026-01-01 00:00:00', 0)");
            s.execute("insert into seat (game_id, side, player_id, opponent_id, game_kind) values"
                    + " (7, 'ONE', 1, 2, '" + PileGame.ID + "'), (7, 'TWO', 2, 1, '" + PileGame.ID + "')");
            s.execute("insert into computer_seat (game_id, side, level, seed) values (7, 'TWO', 'hard', 99)");
        }

        try (Store store = Store.open(settings)) {
            GameRepository games = StoreFixture.games(store, Clock.systemUTC());
            assertEquals(List.of(new Computer(Side.TWO, "hard", 99)), games.find(7).orElseThrow().computers());
            long both = games.create(NewGame.of(PileGame.ID, "standard", Side.ONE, 2, 2, false)
                    .against(new Computer(Side.ONE, "easy", 1)).against(new Computer(Side.TWO, "hard", 2))).id();
            assertEquals(List.of(new Computer(Side.ONE, "easy", 1), new Computer(Side.TWO, "hard", 2)),
                    games.find(both).orElseThrow().computers());
        }
    }
}
