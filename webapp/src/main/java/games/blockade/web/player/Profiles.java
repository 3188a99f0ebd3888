package games.blockade.web.player;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import games.blockade.store.analysis.Analyses;
import games.blockade.web.analysis.GameAnalyses;
import games.blockade.store.model.Rating;
import games.blockade.store.repository.ArchiveFilter;
import games.blockade.store.repository.Computer;
import games.blockade.store.repository.HeadToHead;
import games.blockade.store.repository.Meeting;
import games.blockade.store.repository.PlayerActivity;
import games.blockade.store.repository.PlayerOverview;
import games.blockade.store.repository.PlayerRecord;
import games.blockade.store.repository.RatingPoint;
import games.blockade.store.repository.Rivalry;
import games.blockade.web.archive.ListedGame;
import games.blockade.web.archive.StoreAccess;
import games.blockade.web.infrastructure.AskedBefore;
import games.blockade.web.infrastructure.Caching;
import games.blockade.web.infrastructure.Problem;
import games.blockade.web.rules.GameCatalog;
import games.blockade.web.rules.GameKind;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/** A player's page: per game their rating and its history, their record, recent games and rivals. */
@ApplicationScoped
public class Profiles {

    static final int RECENT = 10;
    static final int RIVALS = 5;
    /** How far back in a game the rivals are looked for. */
    static final int RIVAL_GAMES = 50;
    private static final PlayerRecord NO_GAMES = PlayerRecord.of(List.of());

    /**
     * A profile takes seven statements; it is kept until the player's name or activity (games
     * joined, latest ending) changes, and at most as long as a page may be cached, for the
     * opponents' names it shows; only from the second time the player is asked for, as most are once.
     */
    private final Cache<Long, Kept> kept = Caffeine.newBuilder().maximumSize(20_000)
            .expireAfterWrite(Duration.ofSeconds(Caching.PAGE_SECONDS)).build();
    private final AskedBefore<Long> askedBefore = new AskedBefore<>(Duration.ofSeconds(Caching.PAGE_SECONDS));

    private record Kept(String version, Profile profile) {
    }

    @Inject
    StoreAccess store;
    @Inject
    GameCatalog catalog;
    @Inject
    GameAnalyses analyses;

    /**
     * {@code computer}: the player is the account the computer plays as, named as the computer over
     * all its levels, never by the account's own name.
     */
    public record Profile(long id, String name, boolean computer, List<GameRecord> games, List<ListedGame> recent) {

        /** The name opening a heading or a sentence: the computer's takes a capital, a person's is theirs. */
        public String heading() {
            return computer ? Computer.atStart(name) : name;
        }
    }

    /** One game's numbers for a player; {@code rating} is absent until they play it rated. */
    public record GameRecord(GameKind game, Optional<Long> rating, Optional<Long> deviation, PlayerRecord record,
                             List<RatingChart.Point> history, List<Rival> rivals,
                             List<Analyses.AccuracyPoint> accuracy) {
    }

    /** Head-to-head against one opponent in one game. */
    public record Rival(long id, String name, HeadToHead results) {
    }

    /** A profile with a version that changes whenever the profile may: for entity tags. */
    public record Versioned(Profile profile, String version) {
    }

    public Profile profile(String idText) {
        return versioned(idText).profile();
    }

    /**
     * The profile and its version, read in one transaction: the version's overview first, then, when
     * the profile kept is out of date, the few reads that build it (each over every game at once).
     */
    public Versioned versioned(String idText) {
        long id;
        try {
            id = Long.parseLong(idText);
        } catch (NumberFormatException e) {
            throw Problem.notFound("player-number", idText);
        }
        return store.store().read(em -> versioned(id));
    }

    private Versioned versioned(long id) {
        // Read before building, so a game ending meanwhile makes the kept profile stale, never the reverse.
        PlayerOverview overview = store.queries().overview(id)
                .orElseThrow(() -> Problem.notFound("no-player", String.valueOf(id)));
        PlayerActivity activity = overview.activity();
        String version = id + "." + activity.games() + "." + activity.lastFinished().map(Instant::toEpochMilli).orElse(0L)
                + "." + overview.analysed() + "." + overview.lastAnalysedGame()
                + "." + Integer.toHexString(overview.displayName().hashCode());
        Kept before = kept.getIfPresent(id);
        if (before != null && before.version().equals(version)) {
            return new Versioned(before.profile(), version);
        }
        Profile profile = build(id, overview, analyses.accuracies(id));
        if (askedBefore.again(id)) {
            kept.put(id, new Kept(version, profile));
        }
        return new Versioned(profile, version);
    }

    private Profile build(long id, PlayerOverview overview, List<Analyses.AccuracyPoint> accuracy) {
        Map<String, Rating> ratings = new LinkedHashMap<>();
        store.queries().ratings(id).forEach(rating -> ratings.put(rating.kind(), rating));
        Map<String, PlayerRecord> records = store.queries().records(id);
        Map<String, List<RatingPoint>> histories = store.queries().ratingHistories(id);
        Map<String, List<Rival>> rivals = rivals(id);
        List<GameRecord> games = new ArrayList<>();
        for (GameKind kind : catalog.all()) {
            PlayerRecord record = records.getOrDefault(kind.id(), NO_GAMES);
            Optional<Rating> rating = Optional.ofNullable(ratings.get(kind.id()));
            if (record.games() == 0 && rating.isEmpty()) {
                continue;
            }
            List<RatingChart.Point> history = histories.getOrDefault(kind.id(), List.of()).stream()
                    .map(point -> new RatingChart.Point(point.at(), point.rating(), point.deviation())).toList();
            games.add(new GameRecord(kind, rating.map(r -> Math.round(r.value().rating())),
                    rating.map(r -> Math.round(r.value().deviation())), record, history,
                    rivals.getOrDefault(kind.id(), List.of()),
                    accuracy.stream().filter(point -> point.kind().equals(kind.id())).toList()));
        }
        List<ListedGame> recent = store.queries().archive(ArchiveFilter.all().player(id), Optional.empty(), RECENT)
                .items().stream().map(ListedGame::of).toList();
        return new Profile(id, overview.computer() ? Computer.NAME : overview.displayName(), overview.computer(),
                games, recent);
    }

    /**
     * In each game, the opponents of the player's latest games there, each with their results so
     * far: two reads for every game at once. Every game is asked for, played or not, so that the
     * statement is always the same one, prepared once.
     */
    private Map<String, List<Rival>> rivals(long player) {
        Map<String, Map<Long, Boolean>> met = new LinkedHashMap<>();
        List<String> kinds = catalog.all().stream().map(GameKind::id).toList();
        for (Meeting meeting : store.queries().latestMeetings(player, kinds, RIVAL_GAMES)) {
            Map<Long, Boolean> opponents = met.computeIfAbsent(meeting.kind(), kind -> new LinkedHashMap<>());
            if (meeting.opponentId() != player && opponents.size() < RIVALS) {
                opponents.putIfAbsent(meeting.opponentId(), meeting.computer());
            }
        }
        Set<Long> everyone = new TreeSet<>();
        met.values().forEach(opponents -> everyone.addAll(opponents.keySet()));
        Map<String, Map<Long, Rivalry>> rivalries = new HashMap<>();
        for (Rivalry rivalry : store.queries().rivalries(player, everyone)) {
            rivalries.computeIfAbsent(rivalry.kind(), kind -> new HashMap<>()).put(rivalry.opponentId(), rivalry);
        }
        Map<String, List<Rival>> rivals = new HashMap<>();
        met.forEach((kind, opponents) -> opponents.forEach((opponent, computer) -> {
            Rivalry rivalry = rivalries.getOrDefault(kind, Map.of()).get(opponent);
            if (rivalry == null) {
                throw new IllegalStateException("player " + player + " met " + opponent + " in " + kind
                        + " but has no result against them");
            }
            // The results against the computer count all its levels: it is named without one.
            rivals.computeIfAbsent(kind, k -> new ArrayList<>()).add(new Rival(opponent,
                    computer ? Computer.NAME : rivalry.opponentName(), rivalry.results()));
        }));
        return rivals;
    }
}
