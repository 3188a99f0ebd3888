package games.blockade.bot.crash;

import games.blockade.store.TestDatabase;
import games.blockade.store.config.StoreSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * The children's class path as jars, and a class data archive of what a child loads to open the
 * store, made once per test run: a child that lives a second spends most of it loading classes,
 * and the archive (the JVM's application class data sharing) saves much of that. The JVM shares
 * only classes from jars, so the build's class folders are packed first.
 */
final class ClassData {

    private static final Path HOME = Path.of("target", "crash-classes");
    private static final Path ARCHIVE = HOME.resolve("child.jsa");
    private static String classPath;
    private static List<String> options;

    private ClassData() {
    }

    /** The test's class path with every folder packed into a jar. */
    static synchronized String classPath() {
        if (classPath == null) {
            List<String> jars = new ArrayList<>();
            for (String entry : entries()) {
                Path path = Path.of(entry);
                jars.add(Files.isDirectory(path) ? pack(path, jars.size()).toString() : entry);
            }
            classPath = String.join(java.io.File.pathSeparator, jars);
        }
        return classPath;
    }

    /**
     * The options that make a child use the archive, made now by a child that opens a store of its
     * own and ends; none when the JVM could not make one.
     */
    static synchronized List<String> options() {
        if (options == null) {
            options = List.of();
            Path log = HOME.resolve("archive.log");
            try {
                Files.deleteIfExists(ARCHIVE);
                Map<String, String> store = Map.of(StoreSettings.URL, "jdbc:sqlite:" + TestDatabase.sqliteFile());
                int exit = Child.start(CrashChild.class, List.of("1", "--exit"), store, log,
                        List.of("-XX:ArchiveClassesAtExit=" + ARCHIVE)).waitFor(java.time.Duration.ofMinutes(2));
                if (exit == 0 && Files.isRegularFile(ARCHIVE)) {
                    options = List.of("-XX:SharedArchiveFile=" + ARCHIVE);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return options;
    }

    /** The class path as given, or as the manifest of surefire's booter jar lists it. */
    private static List<String> entries() {
        String given = System.getProperty("java.class.path");
        List<String> entries = List.of(given.split(java.io.File.pathSeparator));
        if (entries.size() != 1 || !entries.get(0).endsWith(".jar")) {
            return entries;
        }
        try (JarFile booter = new JarFile(entries.get(0))) {
            String listed = booter.getManifest().getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
            if (listed == null) {
                return entries;
            }
            List<String> paths = new ArrayList<>();
            for (String url : listed.trim().split(" +")) {
                paths.add(Path.of(URI.create(url)).toString());
            }
            return paths;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path pack(Path folder, int index) {
        Path jar = HOME.resolve(index + "-" + folder.getParent().getParent().getFileName() + "-"
                + folder.getFileName() + ".jar");
        try {
            Files.createDirectories(HOME);
            try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
                 Stream<Path> files = Files.walk(folder)) {
                // Folders too: resources are found by their folder (Flyway's migrations).
                for (Path path : files.filter(p -> !p.equals(folder)).sorted().toList()) {
                    String name = folder.relativize(path).toString().replace('\\', '/');
                    boolean isFolder = Files.isDirectory(path);
                    out.putNextEntry(new JarEntry(isFolder ? name + "/" : name));
                    if (!isFolder) {
                        Files.copy(path, out);
                    }
                    out.closeEntry();
                }
            }
            return jar;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot pack " + folder, e);
        }
    }
}
