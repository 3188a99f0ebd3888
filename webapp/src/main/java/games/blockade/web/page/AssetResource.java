package games.blockade.web.page;

import games.blockade.web.infrastructure.Assets;
import games.blockade.web.infrastructure.Caching;
import games.blockade.web.infrastructure.Problem;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;

/**
 * The style sheets, scripts and icons. Pages link them with the content's version, so those
 * addresses are cached for good; an address without it (a style sheet's own url()) is kept an hour.
 * Either way they are kept in memory compressed, as every kept answer is.
 */
@Path("assets/{name}")
public class AssetResource {

    @Inject
    Assets assets;

    @GET
    public Response asset(@PathParam("name") String name, @QueryParam("v") String version) {
        Assets.Asset asset = assets.find(name)
                .orElseThrow(() -> Problem.notFound("no-file", name));
        Response.ResponseBuilder answer = Response.ok(asset.bytes(), asset.type());
        return assets.version().equals(version) ? Caching.forever(answer) : Caching.lasting(answer);
    }
}
