package games.blockade.fakediscord;

import io.javalin.config.RoutesConfig;

final class Playground {
    Playground(FakeDiscord discord, World world) {
    }

    void register(RoutesConfig routes) {
    }
}
