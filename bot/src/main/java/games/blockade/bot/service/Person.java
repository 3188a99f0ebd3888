package games.blockade.bot.service;

import java.util.Objects;

/** Someone acting through Discord: their Discord user id and the name Discord shows for them. */
public record Person(long discordId, String name) {

    public Person {
        Objects.requireNonNull(name);
    }
}
