// The game view's analysis panel: ply's engine on the position shown (the live one, or the
// one looked back at), deeper each time, through `POST /api/analysis`. The game view owns one
// and asks it to follow what it shows; the panel reads the game from it and gives back the
// best move's cells for the board's arrow.

import { t, side, shownMove } from "./i18n.js";
import { forFirst, scoreText } from "./engine.js";
import { api } from "./api.js";
import { h, fill } from "./dom.js";

/** Each game's score scale, as the catalog gives it: read once, when a panel first needs it. */
let scales = null;
function scaleOf(game) {
  if (!scales)
    scales = api.catalog().then(
      (c) => Object.fromEntries(c.games.map((g) => [g.id, g.score])),
      () => ((scales = null), {}),
    );
  return scales.then((all) => all[game] || null);
}

/** Whether the game ended aborted before any move: nothing to replay, analyse or play again. */
export function abortedUnplayed(st) {
  return st.status === "finished" && st.result === "aborted" && st.moves.length === 0;
}

export class AnalysisPanel {
  /** `game` is the view it serves: {st, look, looked, closed, draw(), drawControls()}. */
  constructor(game) {
    this.game = game;
    this.element = h("div");
    this.on = false;
    this.key = null; // the position and ply analysed
    this.bestCells = null; // the best move's cells in the live position, for the arrow
  }

  /** Never during a live game between people; otherwise yes. */
  allowed() {
    const st = this.game.st;
    if (abortedUnplayed(st)) return false;
    return st.status === "finished" || st.opponent !== "friend";
  }

  toggle() {
    this.on = !this.on;
    if (this.on) this.analyse();
    else fill(this.element);
    this.game.drawControls();
  }

  /** The position shown by the game view: the one looked back at, else the live one. */
  shown() {
    const g = this.game;
    return g.look !== null && g.looked ? g.looked : g.st;
  }

  /** Re-runs the analysis when the position shown has changed. */
  follow() {
    if (!this.on) return;
    if (!this.allowed()) {
      this.on = false;
      fill(this.element);
      return;
    }
    if (this.key !== this.shown().position + "|" + this.game.look) {
      this.bestCells = null;
      this.analyse();
    }
  }

  /** Asks the server about the position shown, deeper each time, until it changes or stops. */
  async analyse() {
    const g = this.game;
    const st = g.st;
    const position = this.shown().position;
    const key = position + "|" + g.look;
    this.key = key;
    for (const movetime_ms of [300, 1000, 3000]) {
      if (!this.on || this.key !== key || g.closed) return;
      let a;
      try {
        a = await api.analyse({ game: st.game, rules: st.rules, position, movetime_ms });
      } catch (e) {
        fill(this.element, h("div", { class: "analysis" }, t("page-analysis-failed", { error: e.message })));
        return;
      }
      if (!this.on || this.key !== key) return;
      // The score as the analysis board reads it: the game's unit, from the first side's view.
      const shown = this.shown();
      const score = scoreText(await scaleOf(st.game), forFirst(a, shown.turn, st.sides));
      if (!this.on || this.key !== key) return;
      fill(
        this.element,
        h(
          "div",
          { class: "analysis" },
          h(
            "div",
            { class: "line" },
            h("strong", {}, a.bestmove ? shownMove(a.bestmove_shown, a.bestmove) : t("page-no-move")),
            h("span", { class: "score" }, score),
          ),
          h("div", { class: "meta" }, t("page-analysis-meta", { depth: a.depth, knps: Math.round(a.nps / 1000), side: side(st.sides[0]) })),
          h("div", { class: "pv" }, a.pv.map((m, i) => shownMove((a.pv_shown || [])[i], m)).join(" ")),
        ),
      );
      if (g.look === null && a.bestmove) {
        const found = st.move_cells.find(([t]) => t === a.bestmove);
        this.bestCells = found ? found[1] : null;
        g.draw();
      }
    }
  }
}
