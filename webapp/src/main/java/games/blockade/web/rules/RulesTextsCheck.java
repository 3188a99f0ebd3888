package games.blockade.web.rules;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/** Not ready while a game is playable but its rules page would be missing. */
@Readiness
@ApplicationScoped
public class RulesTextsCheck implements HealthCheck {

    @Inject
    RulesTexts texts;

    @Override
    public HealthCheckResponse call() {
        var missing = texts.missing();
        return HealthCheckResponse.named("rules-texts")
                .status(missing.isEmpty())
                .withData("missing", String.join(",", missing))
                .build();
    }
}
