// Steps through a replay without reloading the page. Every control is a plain link that works
// without this script; here the links swap the board in place, and the arrow keys step. A game
// followed live (live.js) swaps in a new page body, and stepping is set up again on it.
(function () {
  "use strict";
  var step = null;

  function setUp() {
  step = null;
  var list = document.querySelector("[data-replay-moves]");
  var board = document.getElementById("board");
  if (!list || !board) {
    return;
  }
  var links = Array.prototype.slice.call(list.querySelectorAll("a[data-ply]"));
  var text = document.getElementById("board-text");
  var label = document.getElementById("ply-label");
  var source = board.getAttribute("data-src");
  var pictures = {};
  var steps = {};
  ["first", "prev", "next", "last"].forEach(function (name) {
    steps[name] = document.querySelector("[data-step=" + name + "]");
  });
  var current = Number(list.getAttribute("data-current"));
  var last = links.length - 1;
  pictures[current] = Promise.resolve(board.querySelector("svg"));

  function target(name) {
    return { first: 0, prev: Math.max(0, current - 1), next: Math.min(last, current + 1), last: last }[name];
  }

  // The board after a ply, fetched once; a finished game's pictures are also kept by the browser's cache.
  function picture(ply) {
    if (!pictures[ply]) {
      pictures[ply] = fetch(source + "?ply=" + ply).then(function (response) {
        if (!response.ok) {
          throw new Error("board " + ply + ": HTTP " + response.status);
        }
        return response.text();
      }).then(function (svg) {
        var parsed = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement;
        return document.importNode(parsed, true);
      });
      pictures[ply].catch(function () {
        delete pictures[ply];
      });
    }
    return pictures[ply];
  }

  function draw(ply) {
    picture(ply).then(function (svg) {
      if (ply !== current) {
        return; // stepped on while it loaded
      }
      var old = board.querySelector("svg");
      if (old !== svg) {
        board.replaceChild(svg, old);
      }
      board.setAttribute("data-ply", String(ply));
    }, function () {
      window.location.href = links[ply].href; // the server draws it instead
    });
  }

  function show(ply) {
    if (ply < 0 || ply > last || ply === current) {
      return;
    }
    var link = links[ply];
    text.textContent = link.getAttribute("data-text");
    label.textContent = link.getAttribute("data-label");
    links[current].removeAttribute("aria-current");
    link.setAttribute("aria-current", "step");
    current = ply;
    // The better move drawn by the server belongs to the ply the page was loaded at.
    var better = document.getElementById("better");
    if (better) {
      better.hidden = Number(better.getAttribute("data-at-ply")) !== ply;
    }
    draw(ply);
    Object.keys(steps).forEach(function (name) {
      steps[name].href = links[target(name)].href;
    });
    if (link.scrollIntoView) {
      link.scrollIntoView({ block: "nearest" });
    }
    history.replaceState(null, "", link.href);
    if (ply < last) {
      picture(ply + 1);
    }
  }

  list.addEventListener("click", function (event) {
    var link = event.target.closest("a[data-ply]");
    if (link && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
      event.preventDefault();
      show(Number(link.getAttribute("data-ply")));
    }
  });
  Object.keys(steps).forEach(function (name) {
    steps[name].addEventListener("click", function (event) {
      if (!event.ctrlKey && !event.metaKey && !event.shiftKey) {
        event.preventDefault();
        show(target(name));
      }
    });
  });
  step = function (name) {
    show(target(name));
  };
  }

  setUp();
  document.addEventListener("blockade:replaced", setUp);
  var keys = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
  document.addEventListener("keydown", function (event) {
    var name = keys[event.key];
    var tag = event.target.tagName;
    if (!step || !name || event.altKey || event.ctrlKey || event.metaKey || tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") {
      return;
    }
    event.preventDefault();
    step(name);
  });
})();
