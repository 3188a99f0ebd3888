package games.blockade.store.repository;

import java.util.List;
import java.util.Optional;

/** One page of a keyset-paginated list; {@code next} is where the following page starts, if any. */
public record Page<T, C>(List<T> items, Optional<C> next) {
    public Page {
        items = List.copyOf(items);
    }
}
