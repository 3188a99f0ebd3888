package games.blockade.web.player;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import games.blockade.rules.Side;
import games.blockade.store.analysis.Analyses;
import games.blockade.web.analysis.GameAnalyses;
import games.blockade.store.model.Player;
import games.blockade.store.model.Rating;
import games.blockade.store.repository.ArchiveEntry;
import games.blockade.store.repository.ArchiveFilter;
import games.blockade.store.repository.Computer;
import games.blockade.store.repository.HeadToHead;
import games.blockade.store.repository.PlayerActivity;
import games.blockade.store.repository.PlayerRecord;
import games.blockade.web.archive.ListedGame;
import games.blockade.web.archive.StoreAccess;
import games.blockade.web.infrastructure.Caching;
import games.blockade.web.infrastructure.Problem;
import games.blockade.web.rules.GameCatalog;
import games.blockade.web.rules.GameKind;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A player's page: per game their rating and its history, their record, recent games and rivals. */
@ApplicationScoped
public class Profiles {

    static final int RECENT = 10;
    static final int RIVALS = 5;

    /**
     * A profile takes some thirty queries; it is kept until the player's name or activity (games
     * joined, latest ending) changes, and at most as long as a page may be cached, for the
     * opponents' names it shows.
     */
    private final Cache<Long, Kept> kept = Caffeine.newBuilder().maximumSize(20_000)
            .expireAfterWrite(Duration.ofSeconds(Caching.PAGE_SECONDS)).build();

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

    public Versioned versioned(String idText) {
        long id;
        try {
            id = Long.parseLong(idText);
        } catch (NumberFormatException e) {
            throw Problem.notFound("Players are numbered; '" + idText + "' is not a player's number.");
        }
        Player player = store.players().byId(id).orElseThrow(() -> Problem.notFound("There is no player number " + id + "."));
        // Read before building, so a game ending meanwhile makes the kept profile stale, never the reverse.
        PlayerActivity activity = store.queries().activity(id);
        // An analysis ends after its game: the games analysed so far are part of the version.
        List<Analyses.AccuracyPoint> accuracy = analyses.accuracies(id);
        String version = id + "." + activity.games() + "." + activity.lastFinished().map(Instant::toEpochMilli).orElse(0L)
                + "." + accuracy.size() + "." + accuracy.stream().mapToLong(Analyses.AccuracyPoint::gameId).max()
                .orElse(0L) + "." + Integer.toHexString(player.displayName().hashCode());
        Kept before = kept.getIfPresent(id);
        if (before != null && before.version().equals(version)) {
            return new Versioned(before.profile(), version);
        }
        Profile profile = build(id, player, store.queries().isComputer(id), accuracy);
        kept.put(id, new Kept(version, profile));
        return new Versioned(profile, version);
    }

    private Profile build(long id, Player player, boolean computer, List<Analyses.AccuracyPoint> accuracy) {
        Map<String, Rating> ratings = new LinkedHashMap<>();
        store.queries().ratings(id).forEach(rating -> ratings.put(rating.kind(), rating));
        List<GameRecord> games = new ArrayList<>();
        for (GameKind kind : catalog.all()) {
            PlayerRecord record = store.queries().record(id, kind.id());
            Optional<Rating> rating = Optional.ofNullable(ratings.get(kind.id()));
            if (record.games() == 0 && rating.isEmpty()) {
                continue;
            }
            games.add(new GameRecord(kind, rating.map(r -> Math.round(r.value().rating())),
                    rating.map(r -> Math.round(r.value().deviation())), record, history(id, kind.id()), rivals(id, kind.id()),
                    accuracy.stream().filter(point -> point.kind().equals(kind.id())).toList()));
        }
        List<ListedGame> recent = store.queries().archive(ArchiveFilter.all().player(id), Optional.empty(), RECENT)
                .items().stream().map(ListedGame::of).toList();
        return new Profile(id, computer ? Computer.NAME : player.displayName(), computer, games, recent);
    }

    private List<RatingChart.Point> history(long player, String kind) {
        return store.queries().ratingHistory(player, kind).stream()
                .map(point -> new RatingChart.Point(point.at(), point.rating(), point.deviation())).toList();
    }

    /** The opponents of the player's latest games in this kind, each with their results so far. */
    private List<Rival> rivals(long player, String kind) {
        Map<Long, String> opponents = new LinkedHashMap<>();
        for (ArchiveEntry entry : store.queries().archive(ArchiveFilter.all().player(player).kind(kind), Optional.empty(), 50)
                .items()) {
            boolean one = entry.playerOneId() == player;
            long opponent = one ? entry.playerTwoId() : entry.playerOneId();
            String name = one ? entry.playerTwoName() : entry.playerOneName();
            // The results against the computer count all its levels: it is named without one.
            boolean computer = entry.computer().filter(c -> c.side() == (one ? Side.TWO : Side.ONE)).isPresent();
            if (opponent != player && opponents.size() < RIVALS) {
                opponents.putIfAbsent(opponent, computer ? Computer.NAME : name);
            }
        }
        List<Rival> rivals = new ArrayList<>();
        opponents.forEach((opponent, name) -> rivals.add(new Rival(opponent, name,
                store.queries().headToHead(player, opponent, kind))));
        return rivals;
    }
}
