package games.blockade.web.archive;

import games.blockade.store.repository.ArchiveEntry;
import games.blockade.store.repository.Page;
import games.blockade.web.rules.GameCatalog;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The archive of finished games, a page at a time, newest first; and the games still being played. */
@ApplicationScoped
public class Archive {

    @Inject
    StoreAccess store;
    @Inject
    GameCatalog catalog;

    /** One page of the archive, and where the next one starts. */
    public record Listing(ArchiveQuery query, List<ListedGame> games, Optional<ArchiveEntry.Cursor> next) {

        /** Changes with the query and with any game listed, its players' names included: for entity tags. */
        public String fingerprint() {
            return query.queryString(query.after()) + "." + Integer.toHexString(games.hashCode());
        }
    }

    public ArchiveQuery query(Map<String, List<String>> params) {
        return ArchiveQuery.parse(params, catalog);
    }

    /** The games being played, the one moved last first. */
    public List<LiveGame> inPlay(int limit) {
        return store.queries().inPlay(limit).stream().map(LiveGame::of).toList();
    }

    public Listing list(ArchiveQuery query) {
        Page<ArchiveEntry, ArchiveEntry.Cursor> page = store.queries().archive(query.filter(), query.after(), query.limit());
        return new Listing(query, page.items().stream().map(ListedGame::of).toList(), page.next());
    }
}
