package games.blockade.bot.tournament;

import games.blockade.bot.service.Person;
import java.util.Objects;
import java.util.Set;

/**
 * Someone asking to create or manage a tournament, with what Discord says of them at the moment they
 * ask: whether they have Manage Server in the server, and their roles there.
 */
public record Manager(Person person, boolean managesServer, Set<Long> roles) {

    public Manager {
        Objects.requireNonNull(person);
        roles = Set.copyOf(roles);
    }
}
