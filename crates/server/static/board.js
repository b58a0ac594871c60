// The board component: draws a diagram (draw.js) into an element and turns presses and drags
// on it into moves. It knows nothing of the server or of which game it shows: a view gives it
// a config object and listens to its events, as chessground is used.
//
//   const board = createBoard(element, config); board.set(partialConfig); board.state;
//   board.cancel(); board.svg
//
// config:
//   game, diagram, lastCells   what to draw (the server's diagram and the last move's cells)
//   flipped, check, best, musts (Set of cells), ghosts ([{cell, piece, age}]), label (read
//                              by screen readers; the board is then an image)
//   movable                    null (nothing may move), or {color: the side to move as
//                              "white"/"black", moves: [[text, cells]], promotions: [[text,
//                              kind]], hints: mark the one-cell moves while nothing is selected}
//   events                     {move(text): a legal move chosen, cells(cells): cells that make
//                              no legal move (for the server to name, or refuse), select(cell),
//                              press(cell): a press while nothing may move, message(text, kind)}
//
// Moving: selecting a piece, clicking or dragging it to a cell, a multi-capture clicked landing
// by landing, one-cell moves (Konane removals, Kalah pits), and the chooser when several moves
// end on the same cell (the promotion pieces, or the capture paths).

import { t } from "./i18n.js";
import { render, cellAt, dragPiece, pieceIcon, kindName } from "./draw.js";
import { h } from "./dom.js";

const NS = "http://www.w3.org/2000/svg";

export function createBoard(element, config = {}) {
  const svg = document.createElementNS(NS, "svg");
  element.appendChild(svg);
  const cfg = { flipped: false, lastCells: [], movable: null, events: {}, ...config };
  // What the player is doing: the piece selected, the landings clicked since, where the piece
  // may go next, a drag under way, the chooser open.
  const s = { selected: null, path: [], targets: null, drag: null, chooser: null };
  const emit = (name, ...args) => cfg.events[name] && cfg.events[name](...args);
  const moves = () => (cfg.movable && cfg.movable.moves) || [];

  function draw() {
    if (!cfg.diagram) return;
    const idle = s.selected === null;
    const hints =
      cfg.movable && cfg.movable.hints && idle
        ? new Set(
            moves()
              .filter(([, c]) => c.length === 1)
              .map(([, c]) => c[0]),
          )
        : null;
    const view = {
      flipped: cfg.flipped,
      selected: s.selected,
      path: s.path,
      targets: s.targets,
      hints,
      check: cfg.check ?? null,
      best: idle ? cfg.best : null,
      musts: cfg.musts,
      ghosts: cfg.ghosts,
    };
    render(svg, { game: cfg.game, diagram: cfg.diagram, last_cells: cfg.lastCells || [] }, view);
    if (cfg.label) {
      svg.setAttribute("role", "img");
      svg.setAttribute("aria-label", cfg.label);
    }
  }

  function set(config) {
    Object.assign(cfg, config);
    if (!cfg.movable) clear();
    draw();
  }

  function clear() {
    s.selected = null;
    s.path = [];
    s.targets = null;
    closeChooser();
  }

  function cancel() {
    clear();
    draw();
  }

  // --- the moves a press may make ------------------------------------------------------------
  function movesFrom(cell) {
    return moves().filter(([, c]) => c.length >= 2 && c[0] === cell);
  }

  /** The moves from `cell` that pass through the landings clicked so far, in order. */
  function movesOnPath(cell) {
    const path = [cell, ...s.path];
    return movesFrom(cell).filter(([, c]) => path.every((p, i) => c[i] === p));
  }

  /** Where a click may go next: the end of a move, or its next landing (step by step). */
  function nextCells(cell) {
    const depth = 1 + s.path.length;
    const next = new Set();
    for (const [, c] of movesOnPath(cell)) {
      next.add(c[c.length - 1]);
      if (c.length > depth) next.add(c[depth]);
    }
    return next;
  }

  function ownPiece(cell) {
    const c = cfg.diagram.cells[cell];
    return c && c.piece && c.piece.side === cfg.movable.color;
  }

  function select(cell) {
    s.selected = cell;
    s.path = [];
    s.targets = nextCells(cell);
    emit("select", cell);
    draw();
  }

  // --- the pointer ---------------------------------------------------------------------------
  function down(e) {
    const cell = cellAt(e.clientX, e.clientY);
    if (cell === null) return;
    e.preventDefault();
    if (!cfg.movable) return emit("press", cell);
    const sel = s.selected;
    if (sel !== null && cell !== sel) {
      if (!nextCells(sel).has(cell) && (movesFrom(cell).length || ownPiece(cell))) {
        select(cell);
        startDrag(e, cell, false);
      } else {
        destination(sel, cell);
      }
      return;
    }
    if (sel === cell) return startDrag(e, cell, true);
    pressed(cell);
    if (s.selected === cell) startDrag(e, cell, false);
  }

  function startDrag(e, cell, wasSelected) {
    s.drag = { cell, moved: false, wasSelected, x: e.clientX, y: e.clientY };
    try {
      svg.setPointerCapture(e.pointerId);
    } catch (err) {
      /* not capturable */
    }
  }

  function move(e) {
    const drag = s.drag;
    if (!drag) return;
    if (!drag.moved && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 6) return;
    drag.moved = true;
    svg.classList.add("dragging");
    dragPiece(svg, drag.cell, e.clientX, e.clientY);
  }

  function up(e) {
    const drag = s.drag;
    s.drag = null;
    svg.classList.remove("dragging");
    if (!drag) return;
    const cell = cellAt(e.clientX, e.clientY);
    if (drag.moved && cell !== null && cell !== drag.cell) destination(drag.cell, cell);
    else if (drag.moved) draw();
    else if (drag.wasSelected) cancel();
  }

  function cancelDrag() {
    if (s.drag) {
      s.drag = null;
      draw();
    }
  }

  /** A press on a cell with nothing selected. */
  function pressed(cell) {
    const d = cfg.diagram;
    const singles = moves().filter(([, c]) => c.length === 1 && c[0] === cell);
    if (singles.length === 1) return play(singles[0][0]);
    if (singles.length > 1) return choose(singles);
    if (movesFrom(cell).length || ownPiece(cell)) return select(cell);
    const label = d.cells[cell].label;
    const oneCellGame = d.layout.type === "pits" || moves().some(([, c]) => c.length === 1);
    if (oneCellGame && label) {
      if (d.layout.type === "pits" && !pitIsMine(cell)) return emit("message", t("page-not-your-pit"), "error");
      return playCells([cell]);
    }
  }

  function pitIsMine(cell) {
    const p = cfg.diagram.layout.pits;
    const south = cell < p;
    const north = cell > p && cell < 2 * p + 1;
    const turn = cfg.movable.color;
    return (turn === "white" && south) || (turn === "black" && north);
  }

  /** The player chose `to` for the piece on `from`. */
  function destination(from, to) {
    const onPath = movesOnPath(from);
    const depth = 1 + s.path.length;
    const ending = onPath.filter(([, c]) => c[c.length - 1] === to && c.length > depth);
    const through = onPath.filter(([, c]) => c.length > depth + 1 && c[depth] === to);
    if (ending.length === 1 && through.length === 0) return play(ending[0][0]);
    // A landing where the jump may stop (Konane: a jump stops where the player likes) plays
    // the move that stops there; a farther landing, clicked instead, plays the longer one.
    const stop = ending.filter(([, c]) => c.length === depth + 1);
    if (stop.length === 1 && through.length) return play(stop[0][0]);
    if (through.length) {
      // A landing of a multi-capture, clicked step by step: follow it.
      s.path.push(to);
      const exact = movesOnPath(from).filter(([, c]) => c.length === depth + 1);
      const rest = movesOnPath(from);
      if (rest.length === 1) return play(rest[0][0]);
      if (exact.length === 1 && rest.every(([t]) => t === exact[0][0])) return play(exact[0][0]);
      s.targets = nextCells(from);
      const path = [from, ...s.path].map((i) => cfg.diagram.cells[i].label).join("\u00d7");
      emit("message", t("page-capturing", { path }), "info");
      draw();
      return;
    }
    if (ending.length > 1) return choose(ending);
    // Not a legal move: the server names the move the cells make and says why it is refused
    // (a square off play, as a draughts board's light ones, is no move at all).
    cancel();
    const cells = cfg.diagram.cells;
    if (cells[from].playable && cells[to].playable) playCells([from, to]);
  }

  /** A legal move chosen, by its text. */
  function play(text) {
    cancel();
    emit("move", text);
  }

  /** Cells that make no legal move: the view asks the server what they name. */
  function playCells(cells) {
    cancel();
    emit("cells", cells);
  }

  // --- the chooser -----------------------------------------------------------------------------
  /** Several moves end on the same cell: a promotion (the pieces drawn, in the order of
   *  `movable.promotions`), or capture paths. */
  function choose(cands) {
    closeChooser();
    const kinds = new Map(cfg.movable.promotions || []);
    const promotion = cands.every(([text]) => kinds.has(text));
    if (promotion) {
      const order = [...kinds.keys()];
      cands = cands.slice().sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
    }
    const side = cfg.movable.color;
    const opts = cands.map(([text, cells]) => {
      const kind = promotion ? kinds.get(text) : null;
      const label = promotion ? pieceIcon(cfg.game, { side, kind }) : text;
      return h(
        "button",
        {
          class: "btn opt" + (promotion ? " piece" : ""),
          title: promotion ? kindName(kind) : text,
          "aria-label": promotion ? kindName(kind) : text,
          "data-move": text,
          onclick: () => play(text),
          onmouseenter: () => {
            if (!promotion) {
              s.targets = new Set(cells.slice(1));
              draw();
            }
          },
        },
        label,
      );
    });
    const chooser = h(
      "div",
      {
        class: "chooser",
        onclick: (e) => {
          if (e.target === chooser) cancel();
        },
      },
      h(
        "div",
        { class: "box" },
        h("h3", {}, t(promotion ? "page-promote-to" : "page-which-way")),
        h("div", { class: "opts" }, opts),
        h("div", { class: "actions" }, h("button", { class: "btn", onclick: () => cancel() }, t("page-cancel"))),
      ),
    );
    s.chooser = chooser;
    element.appendChild(chooser);
  }

  function closeChooser() {
    if (s.chooser) {
      s.chooser.remove();
      s.chooser = null;
    }
  }

  svg.addEventListener("pointerdown", down);
  svg.addEventListener("pointermove", move);
  svg.addEventListener("pointerup", up);
  svg.addEventListener("pointercancel", cancelDrag);
  draw();

  return {
    svg,
    set,
    cancel,
    /** The config and what the player is doing: {selected, path, targets, flipped, …}. */
    get state() {
      return { ...cfg, selected: s.selected, path: s.path.slice(), targets: s.targets, choosing: s.chooser !== null };
    },
  };
}
