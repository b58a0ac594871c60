// Reading the board a square or a rank at a time, as a blind player asks a board: a small form
// under the board whose answer is shown and spoken (through the page's one live region). A square by its name ("e4", "23"),
// a rank by "s" and its number ("s 4"); on a board of pits, a pit by its number (each side's)
// and a side's row by "s" and the side's name. Only the diagram is read: any game is asked
// alike. The game view and the analysis board each hold one.

import { h, cap } from "./dom.js";
import { t, side } from "./i18n.js";
import { kindName } from "./draw.js";
import { speak } from "./sound.js";

/** One cell in words: "e4: white pawn", "23: empty"; with `prefix` (a side's pit) its seeds,
 *  "North 3: 4 seeds". */
function cellWords(c, prefix = "") {
  const cell = prefix + c.label;
  if (c.piece) return t("page-read-piece", { cell, side: side(c.piece.name || c.piece.side), piece: kindName(c.piece.kind) });
  if (prefix) return t("page-read-seeds", { cell, count: c.count || 0 });
  return t("page-read-empty", { cell });
}

/** The answer to `asked` about `diagram`, or null when nothing on the board goes by that name. */
export function readBoard(diagram, asked) {
  const q = asked.trim().toLowerCase().replace(/\s+/g, " ");
  if (!q || !diagram) return null;
  const cells = diagram.cells;
  const rank = /^s ?(.+)$/.exec(q);
  if (diagram.layout.type === "grid") {
    const { files, ranks } = diagram.layout;
    if (rank && /^\d+$/.test(rank[1])) {
      const n = Number(rank[1]);
      if (n < 1 || n > ranks) return null;
      const row = cells.slice((ranks - n) * files, (ranks - n + 1) * files).filter((c) => c.playable && c.label);
      return t("page-read-rank", { rank: n, cells: row.map((c) => cellWords(c)).join("; ") });
    }
    const cell = cells.find((c) => c.label && c.label.toLowerCase() === q);
    return cell ? cellWords(cell) : null;
  }
  // Pits: both sides' pit of that number, or one side's row and store.
  const p = diagram.layout.pits;
  const rows = [0, p + 1].map((from) => ({ store: cells[from + p], pits: cells.slice(from, from + p) }));
  const sideName = (row) => cap(side(row.store.label));
  if (rank) {
    const row = rows.find((r) => [r.store.label, side(r.store.label).toLowerCase()].includes(rank[1]));
    if (!row) return null;
    return t("page-describe-pits", {
      side: sideName(row),
      pits: row.pits.map((c) => `${c.label}: ${c.count}`).join(", "),
      store: row.store.count,
    });
  }
  const found = rows.flatMap((r) => r.pits.filter((c) => c.label === q).map((c) => cellWords(c, sideName(r) + " ")));
  const store = rows.find((r) => [r.store.label, side(r.store.label).toLowerCase()].includes(q));
  if (store) return t("page-read-store", { side: sideName(store), count: store.store.count });
  return found.length ? found.join("; ") : null;
}

/** What the reader's hint offers to ask for on `diagram`: one of its own squares as the example
 *  ("e4" is no draughts square), or the pits and sides of a board of pits. */
function hintFor(diagram) {
  if (!diagram) return t("page-read-hint", { square: "1" });
  if (diagram.layout.type !== "grid") return t("page-read-hint-pits");
  return t("page-read-hint", { square: exampleSquare(diagram) });
}

/** A square of `diagram` to name in a hint: the middle one of those with a name. */
function exampleSquare(diagram) {
  const named = diagram.cells.filter((c) => c.playable && c.label);
  return named.length ? named[Math.floor(named.length / 2)].label : "1";
}

/** The form that reads the board `diagramOf()` returns: {element}. */
export function boardReader(diagramOf) {
  const input = h("input", {
    type: "text",
    autocomplete: "off",
    spellcheck: "false",
    class: "read-input",
    "aria-label": t("page-read-label"),
    placeholder: hintFor(diagramOf()),
    // The game may have changed since: a board of pits is asked by pit and side.
    onfocus: (e) => {
      e.target.placeholder = hintFor(diagramOf());
    },
  });
  const answer = h("div", { class: "read-answer" });
  const element = h(
    "form",
    {
      class: "board-reader",
      onsubmit: (e) => {
        e.preventDefault();
        const diagram = diagramOf();
        const said = readBoard(diagram, input.value);
        const square = diagram && diagram.layout.type === "grid" ? exampleSquare(diagram) : "1";
        answer.textContent = said === null ? t("page-read-unknown", { asked: input.value.trim(), square }) : said + ".";
        speak(answer.textContent);
      },
    },
    h("label", { class: "read-title" }, t("page-read-title"), input),
    answer,
  );
  return { element };
}
