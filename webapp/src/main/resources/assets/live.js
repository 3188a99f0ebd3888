// Follows a game in play. The server says when the game changes (server-sent events, whichever
// way the move was made); the page then fetches itself anew at the ply the viewer is at and swaps
// its content in, so new moves, clocks and the result appear without a reload. Without this
// script the page is the same, as it was loaded.
(function () {
  "use strict";
  var article = document.querySelector("article[data-live]");
  if (!article || !window.EventSource || !window.fetch) {
    return;
  }
  var source = new EventSource(article.getAttribute("data-live"));
  var shown = Number(article.getAttribute("data-plies"));
  var over = false;

  // The ply the viewer looks at: the newest, unless they stepped back to an earlier one.
  function viewed() {
    var board = article.querySelector("#board");
    var ply = board ? Number(board.getAttribute("data-ply")) : shown;
    return ply >= shown ? null : ply;
  }

  function refresh(stand) {
    var at = viewed();
    // A replay is fetched at the ply in view (a new address, so never an answer kept from before);
    // a player's own board is never kept.
    var replay = article.classList.contains("replay");
    var address = location.pathname + (replay ? "?ply=" + (at === null ? stand.ply : at) : "");
    fetch(address, { headers: { Accept: "text/html" }, credentials: "same-origin" }).then(function (response) {
      if (!response.ok) {
        throw new Error("HTTP " + response.status);
      }
      return response.text();
    }).then(function (html) {
      var fresh = new DOMParser().parseFromString(html, "text/html").querySelector("article[data-plies]");
      var current = document.querySelector("article[data-plies]");
      if (!fresh || !current) {
        return;
      }
      article = document.importNode(fresh, true);
      current.parentNode.replaceChild(article, current);
      shown = stand.ply;
      document.documentElement.setAttribute("data-live-ply", String(stand.ply));
      document.dispatchEvent(new Event("blockade:replaced"));
    }).catch(function () {
      // The next change tries again; the page as it stands stays.
    });
  }

  source.addEventListener("game", function (event) {
    var stand = JSON.parse(event.data);
    if (stand.over) {
      source.close();
    }
    if (stand.ply !== shown || (stand.over && !over)) {
      over = stand.over;
      refresh(stand);
    }
  });
})();
