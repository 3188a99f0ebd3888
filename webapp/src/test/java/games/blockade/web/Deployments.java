package games.blockade.web;

import java.io.File;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.importer.ZipImporter;
import org.jboss.shrinkwrap.api.spec.WebArchive;

/**
 * The integration tests deploy the WAR the build produced, exactly as it ships, at the root of the
 * server as in production ({@code --contextroot /}): the server's own endpoints (health, metrics,
 * OpenAPI) and its refusals then reach the site as they do there.
 */
final class Deployments {

    private Deployments() {
    }

    static WebArchive builtWar() {
        File war = new File(System.getProperty("blockade.war", "target/blockade-web.war"));
        if (!war.isFile()) {
            throw new IllegalStateException("the WAR is not built: " + war.getAbsolutePath());
        }
        return ShrinkWrap.create(ZipImporter.class, "ROOT.war").importFrom(war).as(WebArchive.class);
    }
}
