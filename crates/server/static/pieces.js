// The pieces as SVG, in two piece themes: `classic` (shaded, with a shadow) and `flat` (plain
// colours). Chess pieces are drawn from paths on a 100-unit cell: a body (filled with the
// side's colour and outlined), detail lines and dots in the other colour. Draughts men are
// discs, a king marked with a crown; Konane stones are plain discs.

/** The base every chess piece stands on. */
const BASE = "M24 80 Q24 74 30 74 H70 Q76 74 76 80 V86 Q76 89 73 89 H27 Q24 89 24 86 Z";
const ring = (x, y, r) => `M${x - r} ${y} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 Z`;

/** Each kind: body paths (drawn in order), detail lines and dots. */
const CHESS = {
  pawn: {
    body: [
      "M50 18 A11 11 0 0 1 57 37.5 C62 40 64 43 64 46 H57 C57 56 62 64 68 74 H32 C38 64 43 56 43 46 H36 C36 43 38 40 43 37.5 A11 11 0 0 1 50 18 Z",
      BASE,
    ],
    lines: ["M38 46 H62"],
  },
  rook: {
    body: ["M30 20 H38 V26 H45 V20 H55 V26 H62 V20 H70 V34 L64 40 V66 L70 74 H30 L36 66 V40 L30 34 Z", BASE],
    lines: ["M36 40 H64", "M36 66 H64"],
  },
  knight: {
    body: [
      "M36 74 C36 62 40 56 48 50 C50 48 50 45 48 44 C44 48 38 50 33 54 C28 56 23 52 24 47 C25 42 32 38 36 34 C41 28 44 22 48 19 L47 11 L54 17 L58 11 L60 19 C71 24 76 38 75 52 C74 62 70 68 69 74 Z",
      BASE,
    ],
    lines: ["M60 23 C67 31 70 44 68 60", "M28 48 L31.5 46.5"],
    dots: [ring(46, 29, 2.8)],
  },
  bishop: {
    body: [
      ring(50, 15, 5),
      "M43 64 C43 70 38 72 33 74 H67 C62 72 57 70 57 64 Z",
      "M50 21 C60 29 65 39 62 50 C61 54 58 57 56 58 H44 C42 57 39 54 38 50 C35 39 40 29 50 21 Z",
      "M38 58 H62 V64 H38 Z",
      BASE,
    ],
    lines: ["M50 32 V46 M44 39 H56"],
  },
  queen: {
    body: [
      "M32 74 L24 36 L33 56 L37 28 L45 52 L50 24 L55 52 L63 28 L67 56 L76 36 L68 74 Z",
      ring(24, 35, 4.5),
      ring(37, 27, 4.5),
      ring(50, 23, 4.5),
      ring(63, 27, 4.5),
      ring(76, 35, 4.5),
      BASE,
    ],
    lines: ["M32 64 H68"],
  },
  chess_king: {
    body: [
      "M47 8 H53 V14 H59 V20 H53 V27 H47 V20 H41 V14 H47 Z",
      "M46 27 H54 L53 44 H47 Z",
      "M31 74 C27 60 22 46 32 40 C40 36 46 40 50 48 C54 40 60 36 68 40 C78 46 73 60 69 74 Z",
      BASE,
    ],
    lines: ["M33 64 H67", "M50 48 V64"],
  },
};

/** The kinds drawn as chess pieces. */
export const isChessKind = (kind) => Object.prototype.hasOwnProperty.call(CHESS, kind);

const PAINT = {
  classic: {
    white: { fill: "url(#g-piece-white)", stroke: "#1f1f1f", detail: "#1f1f1f", width: 2.6 },
    black: { fill: "url(#g-piece-black)", stroke: "#000", detail: "#e6e1d6", width: 2.6 },
    shadow: true,
  },
  flat: {
    white: { fill: "#fbfaf7", stroke: "#2a2a2a", detail: "#2a2a2a", width: 3.4 },
    black: { fill: "#2e2e2e", stroke: "#2e2e2e", detail: "#fbfaf7", width: 3.4 },
    shadow: false,
  },
};

/** The gradients and the shadow the pieces use, into the board's <defs>. */
export function pieceDefs(el, defs) {
  const linear = (id, stops) => {
    const g = el("linearGradient", { id, x1: "0", y1: "0", x2: "1", y2: "1" }, defs);
    stops.forEach(([o, c]) => el("stop", { offset: o, "stop-color": c }, g));
  };
  linear("g-piece-white", [
    ["0%", "#ffffff"],
    ["100%", "#d9d2c2"],
  ]);
  linear("g-piece-black", [
    ["0%", "#5a5a5a"],
    ["100%", "#101010"],
  ]);
}

/** A chess piece of `kind` and `side` in the cell whose top left corner is (x, y). */
export function drawChess(el, g, x, y, side, kind, theme) {
  const shape = CHESS[kind];
  const style = (PAINT[theme] || PAINT.classic)[side === "white" ? "white" : "black"];
  const shadow = (PAINT[theme] || PAINT.classic).shadow;
  const piece = el("g", { transform: `translate(${x} ${y})`, class: "chess-piece", "data-kind": kind }, g);
  if (shadow) piece.setAttribute("filter", "url(#f-shadow)");
  for (const d of shape.body)
    el("path", { d, fill: style.fill, stroke: style.stroke, "stroke-width": style.width, "stroke-linejoin": "round" }, piece);
  for (const d of shape.lines || [])
    el("path", { d, fill: "none", stroke: style.detail, "stroke-width": 2.2, "stroke-linecap": "round" }, piece);
  for (const d of shape.dots || []) el("path", { d, fill: style.detail }, piece);
}

/** A crown on a king, centred on (cx, cy). */
function crown(el, g, cx, cy, fill, stroke) {
  const pts = [
    [-20, 10],
    [-24, -12],
    [-11, -1],
    [0, -18],
    [11, -1],
    [24, -12],
    [20, 10],
  ]
    .map(([px, py]) => `${cx + px * 1.05},${cy + py * 1.05}`)
    .join(" ");
  el("polygon", { points: pts, fill, stroke, "stroke-width": 2, "stroke-linejoin": "round", class: "crown" }, g);
}

/** A draughts man (or king, crowned) centred on (cx, cy). */
export function drawMan(el, g, cx, cy, side, king, theme) {
  const white = side === "white";
  if (theme === "flat") {
    el("circle", { cx, cy, r: 38, fill: white ? "#f6f2e8" : "#2e2e2e", stroke: white ? "#6c665b" : "#0d0d0d", "stroke-width": 3 }, g);
    el("circle", { cx, cy, r: 26, fill: "none", stroke: white ? "#c9c1ae" : "#5a5a5a", "stroke-width": 3 }, g);
    if (king) crown(el, g, cx, cy, white ? "#b8860b" : "#e0b84a", white ? "#5c4306" : "#2e2e2e");
    return;
  }
  disc(el, g, cx, cy, 38, side);
  el("circle", { cx, cy, r: 27, fill: "none", stroke: white ? "#b4ab97" : "#555", "stroke-width": 3 }, g);
  el("circle", { cx, cy, r: 17, fill: "none", stroke: white ? "#cfc7b4" : "#444", "stroke-width": 2 }, g);
  if (king) crown(el, g, cx, cy, "#e2b13c", "#7a5a10");
}

/** A Konane stone centred on (cx, cy). */
export function drawStone(el, g, cx, cy, side, theme) {
  if (theme === "flat") {
    el(
      "circle",
      {
        cx,
        cy,
        r: 36,
        fill: side === "white" ? "#f6f2e8" : "#2e2e2e",
        stroke: side === "white" ? "#6c665b" : "#0d0d0d",
        "stroke-width": 3,
      },
      g,
    );
    return;
  }
  disc(el, g, cx, cy, 36, side);
  el("ellipse", { cx: cx - 11, cy: cy - 13, rx: 10, ry: 6, fill: "rgba(255,255,255,.35)" }, g);
}

function disc(el, g, cx, cy, r, side) {
  el(
    "circle",
    { cx, cy, r, fill: `url(#g-${side})`, stroke: side === "white" ? "#8d8574" : "#000", "stroke-width": 2, filter: "url(#f-shadow)" },
    g,
  );
}
