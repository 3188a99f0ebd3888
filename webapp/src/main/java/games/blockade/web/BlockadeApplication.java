package games.blockade.web;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import org.eclipse.microprofile.openapi.annotations.OpenAPIDefinition;
import org.eclipse.microprofile.openapi.annotations.info.Info;

/**
 * The whole site is JAX-RS: pages, assets and the JSON API. One dispatcher means one place for
 * error pages, parameter checks and caching rules.
 */
@ApplicationPath("")
@OpenAPIDefinition(info = @Info(title = "Blockade archive API", version = "1",
        description = "Read-only JSON for the Blockade games: their rules, played games, players and leaderboards."))
public class BlockadeApplication extends Application {
}
