// The game view's review: the analysis panel (ply's engine on the position shown) and looking
// back through the moves. The view (game.js) inherits these, and Review inherits the input.

import { t, side, shownMove } from "./i18n.js";
import { verdictText } from "./engine.js";
import { api } from "./api.js";
import { h, fill } from "./dom.js";
import { Input } from "./input.js";

export class Review extends Input {
  // --- analysis ----------------------------------------------------------------------------
  /** Never during a live game between people; otherwise yes. */
  mayAnalyse() {
    const st = this.st;
    return st.status === "finished" || st.opponent !== "friend";
  }

  toggleAnalysis() {
    this.analysing = !this.analysing;
    if (this.analysing) this.analyse();
    else fill(this.analysis);
    this.drawControls();
  }

  /** Asks the server about the position shown, deeper each time, until it changes or stops. */
  async analyse() {
    const st = this.st;
    const position = this.look !== null && this.looked ? this.looked.position : st.position;
    const key = position + "|" + this.look;
    this.analysedKey = key;
    for (const movetime_ms of [300, 1000, 3000]) {
      if (!this.analysing || this.analysedKey !== key || this.closed) return;
      let a;
      try {
        a = await api.analyse({ game: st.game, rules: st.rules, position, movetime_ms });
      } catch (e) {
        fill(this.analysis, h("div", { class: "analysis" }, t("page-analysis-failed", { error: e.message })));
        return;
      }
      if (!this.analysing || this.analysedKey !== key) return;
      const score = a.verdict ? verdictText(a.verdict) : (a.score > 0 ? "+" : "") + a.score;
      fill(
        this.analysis,
        h(
          "div",
          { class: "analysis" },
          h(
            "div",
            { class: "line" },
            h("strong", {}, a.bestmove ? shownMove(a.bestmove_shown, a.bestmove) : t("page-no-move")),
            h("span", { class: "score" }, score),
          ),
          h(
            "div",
            { class: "meta" },
            t("page-analysis-meta", {
              depth: a.depth,
              knps: Math.round(a.nps / 1000),
              side: side(this.look !== null && this.looked ? this.looked.turn : st.turn),
            }),
          ),
          h("div", { class: "pv" }, a.pv.map((m, i) => shownMove((a.pv_shown || [])[i], m)).join(" ")),
        ),
      );
      if (this.look === null && a.bestmove) {
        const found = st.move_cells.find(([t]) => t === a.bestmove);
        this.view.hints = null;
        this.bestCells = found ? found[1] : null;
        this.draw();
      }
    }
  }

  // --- looking back ------------------------------------------------------------------------
  /** Shows the position after `ply` moves (the live game at the last one). */
  async goTo(ply) {
    const total = this.st.moves.length;
    if (ply < 0 || this.closed) return;
    if (ply >= total) {
      if (this.look === null) return;
      this.look = null;
      this.looked = null;
      history.replaceState(null, "", location.pathname);
      this.draw();
      return;
    }
    this.look = ply;
    history.replaceState(null, "", `${location.pathname}#ply=${ply}`);
    try {
      const view = await api.atPly(this.id, ply);
      if (this.look !== ply) return;
      this.looked = view;
      this.deselect(false);
      this.draw();
    } catch (e) {
      this.look = null;
      this.say(t("page-cannot-show-move", { error: e.message }));
    }
  }
}
