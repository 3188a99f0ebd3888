// A turn built by clicking, for every game alike: the server lists the parts legal after those
// chosen so far (the rules' own notation), a click adds one, "Undo" takes the last back, and a
// whole turn is sent once it is confirmed, through the same form a typed move uses. A click on
// the board picks what the picture names there (a square, a piece's square, a row, a wall: the
// renderer's data-square, data-row and data-wall) and leaves the parts that name it. A part too
// many ways to list (piecepack's coin setup) is set out piece by piece on the board where the server
// describes it as a placement. Without this script the form alone plays a move typed in notation.
(function () {
  "use strict";

  function setUp() {
    var chooser = document.getElementById("chooser");
    var page = document.querySelector(".web-play");
    // The page's words, in its language, from its data-says-* attributes; {0}, {1} are filled in.
    function say(name) {
      var args = Array.prototype.slice.call(arguments, 1);
      return (page.getAttribute("data-says-" + name) || "").replace(/\{(\d+)\}/g, function (all, i) {
        return String(args[Number(i)]);
      });
    }
    var form = document.getElementById("move-form");
    if (!chooser || !form || !window.fetch) {
      return;
    }
    var says = document.getElementById("chooser-says");
    var chosenList = document.getElementById("chosen");
    var parts = document.getElementById("parts");
    var filter = document.getElementById("part-filter");
    var undo = document.getElementById("undo");
    var review = document.getElementById("review");
    var confirm = document.getElementById("confirm");
    var command = document.getElementById("command");
    var board = document.getElementById("board");
    var chosen = [];
    var step = null;
    // What a click on the board picked: the parts are narrowed to those naming it.
    var picked = null;
    // A placement being set out: square -> kind's letter, the squares in the order set, the kind next.
    var placed = {};
    var placedOrder = [];
    var kind = null;
    var SVG = "http://www.w3.org/2000/svg";
    chooser.hidden = false;

    // Whether a part's notation names a square, row or wall: where no digit runs on before or after
    // it, so retreat's "B1-3" names squares 1 and 3 but not 13, walls' "d11-d9" names d11 but not
    // d1, and a walls bomb "xd6n" (the north edge of d6) names square d6.
    function names(part, name) {
      var escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return new RegExp("(^|[^0-9])" + escaped + "($|[^0-9])", "i").test(part);
    }

    // Once something is picked, what the parts left name besides it lights up: a piece's targets.
    function light(parts) {
      Array.prototype.forEach.call(board.querySelectorAll(".target"), function (element) {
        element.classList.remove("target");
      });
      if (!picked) {
        return;
      }
      Array.prototype.forEach.call(board.querySelectorAll("[data-square], [data-row], [data-wall]"), function (element) {
        var name = element.getAttribute("data-square") || element.getAttribute("data-row")
          || element.getAttribute("data-wall");
        if (name !== picked && parts.some(function (part) { return names(part, name); })) {
          element.classList.add("target");
        }
      });
    }

    function pick(element) {
      var old = board.querySelector(".picked");
      if (old) {
        old.classList.remove("picked");
      }
      picked = element ? (element.getAttribute("data-square") || element.getAttribute("data-row")
        || element.getAttribute("data-wall")) : null;
      if (element) {
        element.classList.add("picked");
      }
    }

    function button(label, name, onClick) {
      var b = document.createElement("button");
      b.type = "button";
      b.textContent = label;
      b.setAttribute("aria-label", name);
      b.addEventListener("click", onClick);
      return b;
    }

    function placing() {
      return step && step.placement && step.chosen.length === 0;
    }

    function setOut(letter) {
      return placedOrder.filter(function (square) { return placed[square] === letter; }).length;
    }

    // The placement as the rules write it: each kind's letter and its squares, in the kinds' order.
    function placement() {
      return step.placement.kinds.map(function (k) {
        return k.letter + ":" + placedOrder.filter(function (square) { return placed[square] === k.letter; }).join(",");
      }).join(" ");
    }

    function nextKind() {
      var open = step.placement.kinds.filter(function (k) { return setOut(k.letter) < k.count; });
      if (!kind || setOut(kind) >= step.placement.kinds.filter(function (k) { return k.letter === kind; })[0].count) {
        kind = open.length ? open[0].letter : null;
      }
    }

    function place(square) {
      if (placed[square]) {
        delete placed[square];
        placedOrder.splice(placedOrder.indexOf(square), 1);
      } else if (kind) {
        placed[square] = kind;
        placedOrder.push(square);
      }
      nextKind();
    }

    // Each piece set out drawn on its square: a disc with its kind's letter.
    function paint() {
      Array.prototype.forEach.call(board.querySelectorAll(".placed"), function (element) {
        element.parentNode.removeChild(element);
      });
      placedOrder.forEach(function (square) {
        var group = board.querySelector("[data-square=\"" + square + "\"]");
        var cell = group && group.querySelector("rect");
        if (!cell) {
          return;
        }
        var x = Number(cell.getAttribute("x")) + Number(cell.getAttribute("width")) / 2;
        var y = Number(cell.getAttribute("y")) + Number(cell.getAttribute("height")) / 2;
        var disc = document.createElementNS(SVG, "g");
        disc.setAttribute("class", "placed placed-" + placed[square]);
        var circle = document.createElementNS(SVG, "circle");
        circle.setAttribute("cx", x);
        circle.setAttribute("cy", y);
        circle.setAttribute("r", Number(cell.getAttribute("width")) * 0.38);
        var letter = document.createElementNS(SVG, "text");
        letter.setAttribute("x", x);
        letter.setAttribute("y", y);
        letter.setAttribute("text-anchor", "middle");
        letter.setAttribute("dominant-baseline", "central");
        letter.textContent = placed[square].toUpperCase();
        disc.appendChild(circle);
        disc.appendChild(letter);
        group.appendChild(disc);
      });
    }

    function drawPlacement() {
      var total = 0;
      var needed = 0;
      nextKind();
      chosenList.textContent = "";
      parts.textContent = "";
      step.placement.kinds.forEach(function (k) {
        var n = setOut(k.letter);
        total += n;
        needed += k.count;
        var label = say("kind", k.name, n, k.count);
        var b = button(label, label, function () {
          kind = k.letter;
          drawPlacement();
        });
        b.setAttribute("aria-pressed", String(kind === k.letter));
        b.setAttribute("data-kind", k.letter);
        parts.appendChild(b);
        var item = document.createElement("li");
        item.textContent = k.letter + ": " + placedOrder.filter(function (square) {
          return placed[square] === k.letter;
        }).join(", ");
        chosenList.appendChild(item);
      });
      parts.appendChild(button(say("random"), say("random"), function () {
        var free = step.placement.squares.filter(function (square) { return !placed[square]; });
        step.placement.kinds.forEach(function (k) {
          for (var n = setOut(k.letter); n < k.count && free.length; n++) {
            var square = free.splice(Math.floor(Math.random() * free.length), 1)[0];
            placed[square] = k.letter;
            placedOrder.push(square);
          }
        });
        drawPlacement();
      }));
      parts.appendChild(button(say("clear"), say("clear"), function () {
        placed = {};
        placedOrder = [];
        kind = null;
        drawPlacement();
      }));
      paint();
      command.value = placement();
      undo.disabled = placedOrder.length === 0;
      review.disabled = total !== needed;
      chosen = total === needed ? [placement()] : [];
      says.textContent = step.problem ? say("refused", step.problem)
        : total === needed ? say("complete") : say("place", total, needed);
    }

    function draw() {
      if (placing()) {
        drawPlacement();
        return;
      }
      chosenList.textContent = "";
      step.chosen.forEach(function (part, i) {
        var item = document.createElement("li");
        item.textContent = part;
        item.setAttribute("aria-label", "Part " + (i + 1) + ": " + part);
        chosenList.appendChild(item);
      });
      parts.textContent = "";
      var wanted = filter.value.trim().toLowerCase();
      var shownParts = [];
      step.next.forEach(function (part) {
        if ((wanted && part.toLowerCase().indexOf(wanted) < 0) || (picked && !names(part, picked))) {
          return;
        }
        shownParts.push(part);
        parts.appendChild(button(part, say("play", part), function () {
          chosen.push(part);
          load();
        }));
      });
      light(shownParts);
      undo.disabled = chosen.length === 0;
      review.disabled = !step.sendable;
      command.value = step.chosen.join(" ");
      var text;
      if (step.problem) {
        text = say("refused", step.problem);
      } else if (step.next.length === 0) {
        text = step.sendable ? say("complete") : say("dead-end");
      } else if (step.sendable) {
        text = say("may-send", step.next.length);
      } else {
        text = say(chosen.length === 0 ? "first" : "next", step.next.length)
          + (picked ? say("with", shownParts.length, picked) : wanted ? say("shown", shownParts.length) : ".");
      }
      says.textContent = text;
    }

    function load() {
      var address = chooser.getAttribute("data-legal") + "?parts=" + encodeURIComponent(chosen.join(" "));
      fetch(address, { credentials: "same-origin", headers: { Accept: "application/json" } })
        .then(function (response) {
          return response.json().then(function (body) {
            if (!response.ok) {
              throw new Error(body.message || ("HTTP " + response.status));
            }
            return body;
          });
        }).then(function (body) {
          step = body;
          chosen = body.chosen.slice();
          filter.value = "";
          pick(null);
          confirm.hidden = true;
          draw();
        }).catch(function (error) {
          says.textContent = say("unloaded", error.message);
        });
    }

    board.onclick = function (event) {
      var element = event.target.closest && event.target.closest("[data-square], [data-row], [data-wall]");
      if (!step || !element) {
        return;
      }
      if (placing()) {
        var square = element.getAttribute("data-square");
        if (square && step.placement.squares.indexOf(square) >= 0) {
          place(square);
        }
        drawPlacement();
        return;
      }
      pick(element === board.querySelector(".picked") ? null : element);
      draw();
    };
    filter.addEventListener("input", function () {
      if (step) {
        draw();
      }
    });
    undo.addEventListener("click", function () {
      if (placing()) {
        place(placedOrder[placedOrder.length - 1]);
        drawPlacement();
        return;
      }
      chosen.pop();
      load();
    });
    review.addEventListener("click", function () {
      document.getElementById("confirm-command").textContent = chosen.join(" ");
      confirm.hidden = false;
      document.getElementById("confirm-send").focus();
    });
    document.getElementById("confirm-back").addEventListener("click", function () {
      confirm.hidden = true;
      review.focus();
    });
    document.getElementById("confirm-send").addEventListener("click", function () {
      command.value = chosen.join(" ");
      form.submit();
    });
    load();
  }

  setUp();
  document.addEventListener("blockade:replaced", setUp);
})();
