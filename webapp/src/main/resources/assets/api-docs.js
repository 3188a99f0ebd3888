// Draws the API page's reference from the site's own OpenAPI document with Swagger UI (loaded
// before this file). The page says what the API is and links the document without it.
(function () {
  "use strict";
  var root = document.getElementById("swagger-ui");
  if (!root || !window.SwaggerUIBundle) {
    return;
  }
  window.SwaggerUIBundle({
    url: root.getAttribute("data-spec"),
    domNode: root,
    deepLinking: true,
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
    // the badge would be an image from the validator's site, which the content policy refuses
    validatorUrl: null,
    // every operation is a GET: "Try it out" calls this site with the examples filled in
    tryItOutEnabled: true,
    displayRequestDuration: true,
    defaultModelsExpandDepth: 0
  });
})();
