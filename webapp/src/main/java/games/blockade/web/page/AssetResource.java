package games.blockade.web.page;

import games.blockade.web.infrastructure.Assets;
import games.blockade.web.infrastructure.Problem;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.CacheControl;
import jakarta.ws.rs.core.Response;

/** The style sheet, script and icon; linked with a content version, so cached for good. */
@Path("assets/{name}")
public class AssetResource {

    @Inject
    Assets assets;

    @GET
    public Response asset(@PathParam("name") String name) {
        Assets.Asset asset = assets.find(name)
                .orElseThrow(() -> Problem.notFound("There is no file called " + name + "."));
        CacheControl cache = new CacheControl();
        cache.setMaxAge(365 * 24 * 3600);
        return Response.ok(asset.bytes(), asset.type()).cacheControl(cache).build();
    }
}
