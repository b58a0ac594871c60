// Draws any game's board as SVG from the server's diagram: a grid of squares or a row of pits
// with stores. It knows nothing of rules or of which game it draws: the diagram says how the
// squares look (checkered, or a plain board with holes), which coordinates to show (file and
// rank letters on the edges, or square numbers) and what stands where; the reader's settings
// choose the colours, the pieces and whether coordinates show. Every board drawn is drawn
// again when a setting changes.

import { cap } from "./dom.js";
import { t, has, side, gameName } from "./i18n.js";
import { settings, onChange } from "./settings.js";
import { pieceDefs, drawChess, drawMan, drawStone, isChessKind } from "./pieces.js";

const NS = "http://www.w3.org/2000/svg";
const U = 100; // one cell

function el(name, attrs = {}, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

/** A piece kind's name in the page's language (`page-piece-KIND`), else the kind. */
export function kindName(kind) {
  const id = "page-piece-" + kind.replace(/_/g, "-");
  return has(id) ? t(id) : kind;
}

/** A small drawing of one piece ({side, kind}) in the reader's piece theme, from the board
 *  renderer: the board editor's palette and the promotion menu. */
export function pieceIcon(game, piece) {
  const svg = document.createElementNS(NS, "svg");
  const cell = { label: "", playable: true, dark: true, piece, count: 0 };
  render(svg, { game, diagram: { layout: { type: "grid", files: 1, ranks: 1 }, cells: [cell] } }, {});
  svg.setAttribute("class", "piece-icon");
  svg.setAttribute("aria-hidden", "true");
  for (const e of svg.querySelectorAll("[data-i]")) e.removeAttribute("data-i");
  return svg;
}

/** Where each cell is drawn: {width, height, boxes: [{x, y, w, h}], store: Set}. */
export function geometry(diagram, flipped) {
  const layout = diagram.layout;
  const boxes = [];
  let width, height;
  const stores = new Set();
  if (layout.type === "grid") {
    width = layout.files * U;
    height = layout.ranks * U;
    diagram.cells.forEach((_, i) => {
      const row = Math.floor(i / layout.files),
        col = i % layout.files;
      boxes.push({ x: col * U, y: row * U, w: U, h: U });
    });
  } else {
    const p = layout.pits;
    width = (p + 2) * U + 40;
    height = 320;
    const top = 50,
      bottom = 170;
    for (let i = 0; i < p; i++) boxes.push({ x: 20 + (i + 1) * U, y: bottom, w: U, h: U });
    boxes.push({ x: 20 + (p + 1) * U, y: top, w: U, h: 220 });
    stores.add(p);
    for (let j = 0; j < p; j++) boxes.push({ x: 20 + (p - j) * U, y: top, w: U, h: U });
    boxes.push({ x: 20, y: top, w: U, h: 220 });
    stores.add(2 * p + 1);
  }
  if (flipped) {
    for (const b of boxes) {
      b.x = width - b.x - b.w;
      b.y = height - b.y - b.h;
    }
  }
  return { width, height, boxes, stores };
}

function defs(svg, th) {
  const d = el("defs", {}, svg);
  pieceDefs(el, d);
  const grad = (id, stops, cx = "35%", cy = "30%") => {
    const g = el("radialGradient", { id, cx, cy, r: "75%" }, d);
    stops.forEach(([o, c]) => el("stop", { offset: o, "stop-color": c }, g));
  };
  grad("g-white", [
    ["0%", "#ffffff"],
    ["70%", "#e9e4d8"],
    ["100%", "#bdb6a6"],
  ]);
  grad("g-black", [
    ["0%", "#6b6b6b"],
    ["55%", "#2a2a2a"],
    ["100%", "#0b0b0b"],
  ]);
  grad(
    "g-check",
    [
      ["0%", "rgba(255,0,0,1)"],
      ["25%", "rgba(231,0,0,1)"],
      ["90%", "rgba(169,0,0,0)"],
      ["100%", "rgba(158,0,0,0)"],
    ],
    "50%",
    "50%",
  );
  grad(
    "g-pit",
    [
      ["0%", th.pit[0]],
      ["100%", th.pit[1]],
    ],
    "50%",
    "40%",
  );
  grad("g-seed", [
    ["0%", "#fff6d8"],
    ["100%", "#c99a3b"],
  ]);
  const shadow = el("filter", { id: "f-shadow", x: "-20%", y: "-20%", width: "140%", height: "150%" }, d);
  el("feDropShadow", { dx: "0", dy: "3", stdDeviation: "2.5", "flood-color": "#000", "flood-opacity": ".45" }, shadow);
}

/** The board themes: the squares and the coordinates on them (contrast at least 4.5 to 1), the
 * plain board with holes, the pits' board. */
const THEMES = {
  wood: {
    light: "#efd9b4",
    dark: "#8f6239",
    onLight: "#5a3a1c",
    onDark: "#fff8ea",
    plain: "#d7b27a",
    hole: "rgba(90,55,20,.35)",
    holeInk: "#4a2c0e",
    frame: "#9a6a3a",
    frameEdge: "#5b3a1a",
    pit: ["#6e4a26", "#3d2812"],
  },
  sea: {
    light: "#e3ecf2",
    dark: "#46708c",
    onLight: "#23465c",
    onDark: "#ffffff",
    plain: "#bcd3e0",
    hole: "rgba(20,50,80,.3)",
    holeInk: "#15324a",
    frame: "#3f6f8c",
    frameEdge: "#1f3f55",
    pit: ["#2f5a74", "#173244"],
  },
};

/** Seeds scattered in a pit (at most 24 drawn), and the count. */
function drawSeeds(g, b, count, store) {
  const cx = b.x + b.w / 2,
    cy = store ? b.y + 100 : b.y + b.h / 2; // a store's seeds between its owner's name and its count
  const shown = Math.min(count, store ? 30 : 24);
  for (let k = 0; k < shown; k++) {
    const a = k * 2.399963,
      rr = 5.5 * Math.sqrt(k + 0.5);
    el(
      "circle",
      {
        cx: cx + rr * Math.cos(a),
        cy: cy + rr * Math.sin(a) * (store ? 1.3 : 1),
        r: 5.5,
        fill: "url(#g-seed)",
        stroke: "#7a5a1c",
        "stroke-width": 0.8,
      },
      g,
    );
  }
}

/** Draws one piece centred on (cx, cy) in the piece theme `pieces`. */
function drawPiece(g, cx, cy, piece, pieces) {
  const { side, kind } = piece;
  if (kind === "man" || kind === "king") drawMan(el, g, cx, cy, side, kind === "king", pieces);
  else if (isChessKind(kind)) drawChess(el, g, cx - U / 2, cy - U / 2, side, kind, pieces);
  else drawStone(el, g, cx, cy, side, pieces);
}

/** Every board drawn, with what it was drawn from, to draw again when a setting changes. */
const drawn = new Map();
onChange(() => {
  for (const [svg, [state, view]] of drawn) {
    if (svg.isConnected) render(svg, state, view);
    else drawn.delete(svg);
  }
});

/** What a screen reader says of the board: the game, whose move it is, the position in words
 *  (`describe`), else its text. */
export function boardLabel(st) {
  const turn = st.status === "finished" ? t("page-game-over") : cap(t("page-to-move", { side: side(st.turn) }));
  const position = st.diagram ? describe(st.diagram) : st.position;
  return `${cap(gameName(st.game, st.name))}. ${turn}. ${t("page-board-label", { position })}`;
}

/**
 * A diagram in words, as a blind player reads a board: on a grid, each side's pieces by kind
 * and square ("White: king e1; pawn a2, b2"); with pits, each side's seeds pit by pit and in
 * its store. Only the diagram's cells, kinds and sides are read, so any game is described.
 */
export function describe(diagram) {
  const cells = diagram.cells;
  if (diagram.layout.type !== "grid") {
    const p = diagram.layout.pits;
    return [0, p + 1]
      .map((from) => {
        const store = cells[from + p];
        const pits = cells.slice(from, from + p).map((c) => `${c.label}: ${c.count}`);
        return t("page-describe-pits", { side: cap(side(store.label)), pits: pits.join(", "), store: store.count });
      })
      .join(". ");
  }
  const sides = new Map();
  for (const c of cells) {
    if (!c.piece) continue;
    if (!sides.has(c.piece.side)) sides.set(c.piece.side, new Map());
    const kinds = sides.get(c.piece.side);
    if (!kinds.has(c.piece.kind)) kinds.set(c.piece.kind, []);
    kinds.get(c.piece.kind).push(c.label);
  }
  if (sides.size === 0) return t("page-describe-empty");
  return [...sides]
    .map(([who, kinds]) =>
      t("page-describe-side", {
        side: cap(side(who)),
        pieces: [...kinds].map(([kind, at]) => `${kindName(kind)} ${at.join(", ")}`).join("; "),
      }),
    )
    .join(". ");
}

/**
 * Draws `state` into `svg` with view options:
 * {flipped, selected, targets: Set, hints: Set, check: cell|null, best: [cells],
 *  musts: Set (pieces that must capture), ghosts: [{cell, piece, age}] (pieces taken, age ms
 *  ago, drawn fading)}.
 */
export function render(svg, state, view) {
  while (svg.firstChild) svg.removeChild(svg.firstChild);
  drawn.set(svg, [state, view]);
  if (drawn.size > 32) for (const old of drawn.keys()) if (!old.isConnected) drawn.delete(old);
  const look = settings();
  const d = state.diagram;
  const geo = geometry(d, view.flipped);
  svg.setAttribute("viewBox", `0 0 ${geo.width} ${geo.height}`);
  svg.setAttribute("class", "board board-" + d.layout.type);
  svg.setAttribute("data-board-theme", look.board);
  svg.setAttribute("data-piece-theme", look.pieces);
  const th = THEMES[look.board] || THEMES.wood;
  defs(svg, th);
  const grid = d.layout.type === "grid";
  const holes = d.squares === "holes";
  const last = new Set(state.last_cells || []);
  const cellsLayer = el("g", {}, svg);
  const marks = el("g", {}, svg);
  const pieces = el("g", {}, svg);
  const top = el("g", {}, svg);
  if (!grid) {
    el(
      "rect",
      { x: 4, y: 4, width: geo.width - 8, height: geo.height - 8, rx: 60, fill: th.frame, stroke: th.frameEdge, "stroke-width": 6 },
      cellsLayer,
    );
    el(
      "rect",
      {
        x: 14,
        y: 14,
        width: geo.width - 28,
        height: geo.height - 28,
        rx: 52,
        fill: "none",
        stroke: "rgba(255,255,255,.12)",
        "stroke-width": 2,
      },
      cellsLayer,
    );
  }
  d.cells.forEach((c, i) => {
    const b = geo.boxes[i];
    const cx = b.x + b.w / 2,
      cy = b.y + b.h / 2;
    if (grid) {
      const fill = holes ? th.plain : c.dark ? th.dark : th.light;
      el("rect", { x: b.x, y: b.y, width: b.w, height: b.h, fill, class: "cell", "data-i": i }, cellsLayer);
      if (holes) {
        el("circle", { cx, cy, r: 30, fill: th.hole, stroke: th.hole, "stroke-width": 2, "pointer-events": "none" }, cellsLayer);
      }
    } else {
      const store = geo.stores.has(i);
      el(
        "rect",
        {
          x: b.x + 8,
          y: b.y + 8,
          width: b.w - 16,
          height: b.h - 16,
          rx: store ? 42 : 40,
          fill: "url(#g-pit)",
          stroke: "#2e1d0b",
          "stroke-width": 3,
          class: "cell",
          "data-i": i,
        },
        cellsLayer,
      );
    }
    const over = (fill) =>
      el("rect", { x: b.x, y: b.y, width: b.w, height: b.h, fill, "pointer-events": "none", rx: grid ? 0 : 40 }, marks);
    if (last.has(i)) over(grid ? "rgba(155,199,0,.41)" : "rgba(155,199,0,.30)");
    if (view.selected === i) over("rgba(20,85,30,.5)");
    else if (view.path && view.path.includes(i)) over("rgba(20,85,30,.32)");
    if (view.check === i) el("rect", { x: b.x, y: b.y, width: b.w, height: b.h, fill: "url(#g-check)", "pointer-events": "none" }, marks);
    const g = el("g", { class: "piece", "data-piece": i }, pieces);
    if (c.piece) drawPiece(g, cx, cy, c.piece, look.pieces);
    if (view.musts && view.musts.has(i) && c.piece)
      el("circle", { cx, cy, r: 45, fill: "none", class: "must-capture", "data-must": i, "pointer-events": "none" }, marks);
    if (!grid) {
      const store = geo.stores.has(i);
      drawSeeds(g, b, c.count, store);
      const below = b.y + b.h / 2 > geo.height / 2;
      const ty = below ? b.y + b.h + 24 : b.y - 10;
      el(
        "text",
        {
          x: cx,
          y: store ? b.y + b.h - 45 : ty,
          "text-anchor": "middle",
          "dominant-baseline": "central",
          "font-size": store ? 44 : 30,
          "font-weight": 700,
          fill: store ? "rgba(255,255,255,.9)" : "#fbecd0",
          stroke: store ? "rgba(0,0,0,.5)" : "none",
          "stroke-width": store ? 2 : 0,
          "paint-order": "stroke",
        },
        top,
      ).textContent = String(c.count);
      if (c.label && store) {
        // A store's label is its owner.
        el(
          "text",
          { x: cx, y: b.y + 34, "text-anchor": "middle", "font-size": 17, "font-weight": 600, fill: "rgba(255,235,200,.8)" },
          top,
        ).textContent = cap(side(c.label));
      } else if (c.label) {
        el("text", { x: b.x + 14, y: below ? b.y + 20 : b.y + b.h - 12, "font-size": 15, fill: "rgba(255,235,200,.55)" }, top).textContent =
          c.label;
      }
    }
    if (view.targets && view.targets.has(i)) {
      if (c.piece)
        el("circle", { cx, cy, r: 44, fill: "none", stroke: "rgba(20,85,30,.55)", "stroke-width": 9, "pointer-events": "none" }, top);
      else el("circle", { cx, cy, r: 15, fill: "rgba(20,85,30,.55)", "pointer-events": "none" }, top);
    } else if (view.hints && view.hints.has(i)) {
      el(
        "circle",
        {
          cx,
          cy,
          r: grid ? 42 : 46,
          fill: "none",
          stroke: "rgba(98,200,36,.7)",
          "stroke-width": 5,
          "stroke-dasharray": "10 7",
          "pointer-events": "none",
        },
        top,
      );
    }
    if (grid && look.coordinates) labels(top, d, c, b, i, view, th);
  });
  for (const ghost of view.ghosts || []) {
    const b = geo.boxes[ghost.cell];
    if (!b || d.cells[ghost.cell].piece) continue;
    const g = el("g", { class: "ghost", "data-ghost": ghost.cell, style: `animation-delay: -${Math.round(ghost.age || 0)}ms` }, pieces);
    drawPiece(g, b.x + b.w / 2, b.y + b.h / 2, ghost.piece, look.pieces);
  }
  if (view.best && view.best.length)
    arrow(
      top,
      view.best.map((i) => geo.boxes[i]),
    );
}

/** The engine's best move: an arrow through its cells (a ring for a one-cell move). */
function arrow(layer, boxes) {
  const pts = boxes.map((b) => [b.x + b.w / 2, b.y + b.h / 2]);
  const paint = {
    stroke: "rgba(21,120,190,.8)",
    "stroke-width": 14,
    fill: "none",
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    "pointer-events": "none",
  };
  if (pts.length === 1) {
    el("circle", { cx: pts[0][0], cy: pts[0][1], r: 40, ...paint }, layer);
    return;
  }
  const [x1, y1] = pts[pts.length - 2],
    [x2, y2] = pts[pts.length - 1];
  const len = Math.hypot(x2 - x1, y2 - y1) || 1,
    ux = (x2 - x1) / len,
    uy = (y2 - y1) / len;
  const tip = [x2 - ux * 10, y2 - uy * 10],
    base = [tip[0] - ux * 34, tip[1] - uy * 34];
  const line = pts
    .slice(0, -1)
    .concat([base])
    .map((p) => p.join(","))
    .join(" ");
  el("polyline", { points: line, ...paint }, layer);
  el(
    "polygon",
    {
      points: [tip, [base[0] - uy * 24, base[1] + ux * 24], [base[0] + uy * 24, base[1] - ux * 24]].map((p) => p.join(",")).join(" "),
      fill: "rgba(21,120,190,.8)",
      "pointer-events": "none",
    },
    layer,
  );
}

/** Each column's file letters and each row's rank number, from the labels of the cells that
 *  have them (a draughts board labels only its dark squares, so an edge's light squares take
 *  their column's or row's name from the others). */
const edgeNames = new WeakMap();
function edgesOf(d) {
  let names = edgeNames.get(d);
  if (!names) {
    names = { files: [], ranks: [] };
    d.cells.forEach((c, i) => {
      const m = /^([a-z]+)(\d+)$/.exec(c.label || "");
      if (!m) return;
      names.files[i % d.layout.files] ??= m[1];
      names.ranks[Math.floor(i / d.layout.files)] ??= m[2];
    });
    edgeNames.set(d, names);
  }
  return names;
}

/** The coordinates the diagram asks for: each playable square's number, or the files and ranks
 * along the bottom and left edges, on every edge square (read from labels like `e4`). */
function labels(top, d, c, b, i, view, th) {
  const files = d.layout.files,
    ranks = d.layout.ranks;
  const row = Math.floor(i / files),
    col = i % files;
  if (d.coordinates === "numbers") {
    if (c.playable && c.label) {
      el(
        "text",
        { x: b.x + 6, y: b.y + 20, "font-size": 17, "font-weight": 600, fill: c.dark ? th.onDark : th.onLight, class: "coord" },
        top,
      ).textContent = c.label;
    }
    return;
  }
  const names = edgesOf(d);
  const bottomRow = view.flipped ? row === 0 : row === ranks - 1;
  const leftCol = view.flipped ? col === files - 1 : col === 0;
  const ink = d.squares === "holes" ? th.holeInk : c.dark ? th.onDark : th.onLight;
  const style = { "font-size": 17, "font-weight": 700, fill: ink, class: "coord" };
  if (bottomRow && names.files[col])
    el("text", { ...style, x: b.x + b.w - 5, y: b.y + b.h - 6, "text-anchor": "end" }, top).textContent = names.files[col];
  if (leftCol && names.ranks[row]) el("text", { ...style, x: b.x + 5, y: b.y + 19 }, top).textContent = names.ranks[row];
}

/** The cell index under a client point, or null. */
export function cellAt(x, y) {
  const hit = document.elementFromPoint(x, y);
  const cell = hit && hit.closest && hit.closest("[data-i]");
  return cell ? Number(cell.getAttribute("data-i")) : null;
}

/** Moves the drawn piece of `cell` to follow the pointer (drag), in board units. */
export function dragPiece(svg, cell, clientX, clientY) {
  const g = svg.querySelector(`[data-piece="${cell}"]`);
  if (!g) return;
  const pt = svg.createSVGPoint();
  pt.x = clientX;
  pt.y = clientY;
  const p = pt.matrixTransform(svg.getScreenCTM().inverse());
  const box = g.getBBox();
  const dx = p.x - (box.x + box.width / 2),
    dy = p.y - (box.y + box.height / 2);
  const prev = g.__drag || { dx: 0, dy: 0 };
  g.__drag = { dx: prev.dx + dx, dy: prev.dy + dy };
  g.setAttribute("transform", `translate(${g.__drag.dx} ${g.__drag.dy})`);
  g.parentNode.appendChild(g);
}
