package games.blockade.web;

import static org.assertj.core.api.Assertions.assertThat;

import games.blockade.store.config.Engine;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.repository.ShownGame;
import games.blockade.web.archive.StoreAccess;
import games.blockade.web.analysis.GameAnalyses;
import games.blockade.web.language.RequestLanguage;
import games.blockade.web.language.SiteLanguages;
import games.blockade.web.player.Profiles;
import games.blockade.web.replay.Replay;
import games.blockade.web.replay.Replays;
import games.blockade.web.rules.GameCatalog;
import games.blockade.web.rules.RulesTexts;
import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Comparator;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.sqlite.SQLiteDataSource;

/**
 * How many SQL statements, and how many transactions, a game's page and a player's page cost when
 * nothing about them is kept: the regression guard of the cold pages (docs/benchmarks/web.md).
 * The site's own read beans run over the integration tests' games, their connections counted.
 * The JSON answers read the same.
 */
class ColdPageStatementsTest {

    private static final Path FOLDER = Path.of("target", "cold-statements");
    private static ArchiveFixture fixture;
    private static Store store;
    private static StoreAccess access;
    private static GameCatalog catalog;
    private static final AtomicInteger CONNECTIONS = new AtomicInteger();
    private static final AtomicInteger STATEMENTS = new AtomicInteger();

    @BeforeAll
    static void writeTheGames() throws IOException {
        removeFolder();
        Files.createDirectories(FOLDER);
        Path file = FOLDER.resolve("blockade.db");
        try (Store writing = Store.open(StoreSettings.sqlite(file))) {
            fixture = ArchiveFixture.writeInto(writing);
        }
        SQLiteDataSource sqlite = new SQLiteDataSource();
        sqlite.setUrl("jdbc:sqlite:" + file);
        store = Store.over(counted(sqlite), Engine.SQLITE, 1);
        access = StoreAccess.over(store);
        // The pages in English, as a request that asks for no other language gets them.
        RequestLanguage english = new RequestLanguage() {
            @Override
            public Locale locale() {
                return SiteLanguages.ENGLISH;
            }
        };
        catalog = wired(new GameCatalog(), new RulesTexts(), english);
    }

    @AfterAll
    static void close() throws IOException {
        store.close();
        removeFolder();
    }

    @Test
    void aFinishedGameNeverAskedForIsOneStatementWithItsPlayersComputerAndDice() {
        for (long id : new long[] {fixture.finished.get(0), fixture.withDice, fixture.againstComputer}) {
            Replays replays = wired(new Replays(), access);

            int[] cost = counting(() -> {
                ShownGame game = replays.game(Long.toString(id));
                Replay replay = replays.replay(game);
                assertThat(replays.record(game)).contains("[Number \"" + id + "\"]");
                assertThat(replay.plyCount()).isPositive();
            });

            assertThat(cost).as("game %d: statements, transactions", id).containsExactly(1, 1);
            // a game read once is not kept (most archive pages are read once); asked again, it is
            assertThat(counting(() -> replays.replay(replays.game(Long.toString(id))))).as("read again, then kept")
                    .containsExactly(1, 1);
            assertThat(counting(() -> replays.replay(replays.game(Long.toString(id))))).as("kept from the second asking")
                    .containsExactly(0, 0);
        }
        Replay withDice = wired(new Replays(), access).replay(wired(new Replays(), access)
                .game(Long.toString(fixture.withDice)));
        assertThat(withDice.dice()).hasValueSatisfying(dice -> assertThat(dice.verified()).isTrue());
        Replay computer = wired(new Replays(), access).replay(wired(new Replays(), access)
                .game(Long.toString(fixture.againstComputer)));
        assertThat(computer.two().name()).isEqualTo("the computer (" + fixture.computerLevel + ")");
    }

    @Test
    void aGameInPlayIsOneStatementMoreForItsPlies() {
        Replays replays = wired(new Replays(), access);

        int[] cost = counting(() -> replays.replay(replays.game(Long.toString(fixture.active))));

        assertThat(cost).containsExactly(2, 1);
    }

    @Test
    void aPlayerNeverAskedForIsEightStatementsInOneTransactionThenOneWhileUnchangedFromTheSecondAsking() {
        for (long id : new long[] {fixture.plain, fixture.tricky, fixture.bo, fixture.computerAccount}) {
            Profiles profiles = wired(new Profiles(), access, catalog, wired(new GameAnalyses(), access));

            int[] cost = counting(() -> assertThat(profiles.profile(Long.toString(id)).games()).isNotEmpty());

            assertThat(cost).as("player %d: statements, transactions", id).containsExactly(8, 1);
            // a profile read once is not kept (most are read once); asked again, it is
            assertThat(counting(() -> profiles.profile(Long.toString(id)))).as("asked again: built and kept")
                    .containsExactly(8, 1);
            assertThat(counting(() -> profiles.profile(Long.toString(id)))).as("unchanged: the version alone")
                    .containsExactly(1, 1);
        }
        Profiles.Profile ada = wired(new Profiles(), access, catalog, wired(new GameAnalyses(), access)).profile(Long.toString(fixture.plain));
        assertThat(ada.games()).allSatisfy(game -> assertThat(game.rivals()).isNotEmpty());
        assertThat(ada.recent()).hasSize(10);
    }

    /** The statements and the transactions (connections taken) that {@code work} cost. */
    private static int[] counting(Runnable work) {
        CONNECTIONS.set(0);
        STATEMENTS.set(0);
        work.run();
        return new int[] {STATEMENTS.get(), CONNECTIONS.get()};
    }

    /** A data source whose connections count every statement they run. */
    private static DataSource counted(DataSource real) {
        return proxy(DataSource.class, real, (method, result) -> {
            if (method.getName().equals("getConnection")) {
                CONNECTIONS.incrementAndGet();
                return proxy(Connection.class, result, (made, statement) -> statement instanceof Statement s
                        ? proxy(made.getReturnType().asSubclass(Statement.class), s, (run, outcome) -> {
                            if (run.getName().startsWith("execute")) {
                                STATEMENTS.incrementAndGet();
                            }
                            return outcome;
                        })
                        : statement);
            }
            return result;
        });
    }

    /** What a call on the proxy returns, given the call and what the real object returned. */
    private interface After {
        Object apply(Method method, Object result);
    }

    private static <T> T proxy(Class<T> type, Object real, After after) {
        InvocationHandler handler = (self, method, arguments) -> {
            try {
                return after.apply(method, method.invoke(real, arguments));
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        };
        return type.cast(Proxy.newProxyInstance(ColdPageStatementsTest.class.getClassLoader(), new Class<?>[] {type},
                handler));
    }

    /** A bean as the container makes it: its injected fields set from {@code parts} by type, then its start-up run. */
    private static <T> T wired(T bean, Object... parts) {
        try {
            for (Field field : bean.getClass().getDeclaredFields()) {
                if (field.isAnnotationPresent(Inject.class)) {
                    Object part = Stream.of(parts).filter(field.getType()::isInstance).findFirst()
                            .orElseThrow(() -> new IllegalStateException("nothing to inject into " + field));
                    field.setAccessible(true);
                    field.set(bean, part);
                }
            }
            for (Method method : bean.getClass().getDeclaredMethods()) {
                if (method.isAnnotationPresent(PostConstruct.class)) {
                    method.setAccessible(true);
                    method.invoke(bean);
                }
            }
            return bean;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot wire " + bean.getClass(), e);
        }
    }

    private static void removeFolder() {
        if (!Files.exists(FOLDER)) {
            return;
        }
        try (Stream<Path> files = Files.walk(FOLDER)) {
            for (Path path : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
