// The analysis board (/analysis): a position from a game (?id=GAME_ID&ply=N, for a finished
// game or one against the computer) or given in the address (?game=ID&position=TEXT, with
// optional rules={"key":"value"} as JSON and moves=space-separated), analysed by ply's engine
// as it deepens (the evaluation bar, the score, the best line, the best move as an arrow).
// Moves may be played freely: the game's moves stay, and a move that leaves them starts a
// variation, shown in brackets after the move it replaces. A whole game can be reviewed, its
// moves marked as inaccuracies, mistakes and blunders. "Play from here" starts a game. The
// view composes the board component (board.js), the API and the analysis socket (engine.js).

import { t, side, shownMove, gameName } from "./i18n.js";
import { api, saveSeat, prefs } from "./api.js";
import { createBoard } from "./board.js";
import { boardLabel } from "./draw.js";
import { boardReader } from "./reader.js";
import { h, cap, fill } from "./dom.js";
import { EngineSocket, forFirst, scoreText, drawBar } from "./engine.js";

/** How long one request may search (the server's most). */
const SEARCH_MS = 10000;
/** The marks as lichess writes them. */
const SYMBOL = { inaccuracy: "?!", mistake: "?", blunder: "??" };

/** The address of the analysis board for a position (for the lobby's editor and pasted
 *  positions): {game, rules?, position?, moves?}. */
export function analysisUrl({ game, rules, position, moves }) {
  const q = new URLSearchParams({ game });
  if (position) q.set("position", position);
  if (rules && Object.keys(rules).length) q.set("rules", JSON.stringify(rules));
  if (moves && moves.length) q.set("moves", moves.join(" "));
  return "/analysis?" + q.toString();
}

export async function showAnalysis(root, navigate) {
  const q = new URLSearchParams(location.search);
  const problem = (text) => {
    fill(root, h("div", { class: "card" }, h("h1", {}, t("page-analysis-board")), h("p", { class: "message error" }, text)));
    return () => {};
  };
  let from;
  if (q.has("id")) {
    let st;
    try {
      st = await api.state(q.get("id"));
    } catch (e) {
      return problem(e.message);
    }
    if (st.status !== "finished" && st.opponent === "friend") return problem(t("page-analysis-not-live"));
    const ply = Number(q.get("ply"));
    from = {
      id: st.id,
      game: st.game,
      rules: st.rules,
      start: st.start,
      main: st.moves,
      fixed: true,
      finished: st.status === "finished",
      ply: Number.isInteger(ply) && ply >= 0 && ply <= st.moves.length ? ply : st.moves.length,
    };
  } else if (q.has("game")) {
    let rules = {};
    try {
      rules = q.has("rules") ? JSON.parse(q.get("rules")) : {};
    } catch (e) {
      return problem(t("page-analysis-bad-rules"));
    }
    const moves = (q.get("moves") || "").split(/\s+/).filter(Boolean);
    from = { id: null, game: q.get("game"), rules, start: q.get("position") || "", main: moves, fixed: false, ply: moves.length };
  } else {
    return problem(t("page-analysis-needs-game"));
  }
  let first;
  try {
    first = await api.board({ game: from.game, rules: from.rules, position: from.start || undefined, moves: from.main });
  } catch (e) {
    return problem(e.message);
  }
  from.start = first.start;
  from.main = first.moves;
  from.mainShown = first.shown;
  from.mainMovers = first.movers || [];
  const view = new AnalysisView(root, from, navigate);
  await view.goTo({ inVar: false, i: from.ply });
  return () => view.close();
}

class AnalysisView {
  constructor(root, from, navigate) {
    this.root = root;
    this.from = from;
    this.navigate = navigate;
    this.main = from.main.slice();
    this.mainShown = from.mainShown.slice(); // each main move as the server shows it
    this.mainMovers = from.mainMovers.slice(); // who made each main move (the list's rows)
    this.variation = null; // {from: ply, moves: [], shown: []}
    this.cursor = { inVar: false, i: 0 };
    this.flipped = false;
    this.engineOn = true;
    this.best = null; // the latest answer for the position shown
    this.marks = null; // the review's judged moves by ply
    this.engine = new EngineSocket();
    this.build();
    this.onKey = (e) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
      const step = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity }[e.key];
      if (e.key === "Escape") this.board.cancel();
      else if (step !== undefined) {
        e.preventDefault();
        this.step(step);
      }
    };
    document.addEventListener("keydown", this.onKey);
  }

  close() {
    this.closed = true;
    document.removeEventListener("keydown", this.onKey);
    this.engine.close();
  }

  keyOf(name) {
    return this.st.sides[0] === name ? "white" : "black";
  }
  say(text, kind = "error") {
    this.message.className = "message " + (text ? kind : "");
    this.message.textContent = text || "";
  }

  // --- the line shown ----------------------------------------------------------------------
  /** The moves from the start to the position shown. */
  line(cursor = this.cursor) {
    if (!cursor.inVar) return this.main.slice(0, cursor.i);
    return this.main.slice(0, this.variation.from).concat(this.variation.moves.slice(0, cursor.i));
  }

  /** Shows the position at `cursor` and analyses it. */
  async goTo(cursor) {
    const moves = this.line(cursor);
    let st;
    try {
      st = await api.board({ game: this.from.game, rules: this.from.rules, position: this.from.start, moves });
    } catch (e) {
      this.say(e.message);
      return;
    }
    if (this.closed) return;
    this.cursor = cursor;
    this.st = st;
    this.best = null;
    this.board.cancel();
    this.say("");
    this.draw();
    this.analyse();
  }

  step(by) {
    const c = this.cursor;
    if (by === -Infinity) return this.goTo({ inVar: false, i: 0 });
    if (c.inVar) {
      const i = c.i + by;
      if (i <= 0) return this.goTo({ inVar: false, i: this.variation.from });
      return this.goTo({ inVar: true, i: Math.min(i, this.variation.moves.length) });
    }
    const i = Math.max(0, Math.min(this.main.length, c.i + by));
    if (i !== c.i) this.goTo({ inVar: false, i });
  }

  /** A move played on the board: follows the line shown or branches from it. Cells clicked
   *  that make no legal move come as `{cells}`: the server says which move they name, or why
   *  not. */
  async play(body) {
    let st;
    try {
      st = await api.board({ game: this.from.game, rules: this.from.rules, position: this.from.start, ...body });
    } catch (e) {
      this.say(e.message);
      this.draw();
      return;
    }
    const played = st.moves[st.moves.length - 1];
    const playedShown = st.shown[st.shown.length - 1];
    const c = this.cursor;
    if (!c.inVar) {
      if (this.main[c.i] === played) this.cursor = { inVar: false, i: c.i + 1 };
      else if (c.i === this.main.length && !this.from.fixed) {
        this.main.push(played);
        this.mainShown.push(playedShown);
        this.mainMovers.push((st.movers || [])[st.moves.length - 1]);
        this.cursor = { inVar: false, i: c.i + 1 };
      } else {
        this.variation = { from: c.i, moves: [played], shown: [playedShown] };
        this.cursor = { inVar: true, i: 1 };
      }
    } else {
      const v = this.variation;
      if (v.moves[c.i] !== played) {
        v.moves = v.moves.slice(0, c.i).concat([played]);
        v.shown = v.shown.slice(0, c.i).concat([playedShown]);
      }
      this.cursor = { inVar: true, i: c.i + 1 };
    }
    this.st = st;
    this.best = null;
    this.say("");
    this.draw();
    this.analyse();
  }

  // --- the engine --------------------------------------------------------------------------
  analyse() {
    if (this.reviewing) return;
    if (!this.engineOn || this.st.status !== "ongoing") {
      this.engine.stop();
      this.drawEngine();
      return;
    }
    const shown = this.st;
    this.engine.ask(
      {
        type: "analyse",
        game: this.from.game,
        rules: this.from.rules,
        position: this.from.start,
        moves: this.line(),
        movetime_ms: SEARCH_MS,
      },
      (a) => {
        if (this.st !== shown) return;
        if (a.type === "error") {
          this.say(t("page-analysis-failed", { error: a.message }));
          return;
        }
        if (a.type !== "info" && a.type !== "done") return;
        this.best = a;
        this.drawEngine();
        this.drawBoard();
      },
    );
    this.drawEngine();
  }

  /** Reviews the game's moves: every position searched briefly, then the moves marked. */
  review() {
    this.reviewing = { ply: 0, of: this.main.length };
    this.marks = null;
    this.drawReview();
    this.engine.ask({ type: "review", game: this.from.game, rules: this.from.rules, position: this.from.start, moves: this.main }, (a) => {
      if (a.type === "review_ply") {
        this.reviewing = { ply: a.ply, of: a.of };
        this.drawReview();
      } else if (a.type === "review_done" || a.type === "error") {
        this.reviewing = null;
        if (a.type === "error") this.say(t("page-analysis-failed", { error: a.message }));
        else {
          this.marks = a;
          this.drawMoves();
        }
        this.drawReview();
        this.analyse();
      }
    });
  }

  // --- drawing -----------------------------------------------------------------------------
  build() {
    this.bar = h("div", { class: "eval-bar", role: "meter", "aria-label": t("page-eval-bar") });
    this.boardWrap = h("div", { class: "board-wrap" });
    this.board = createBoard(this.boardWrap, {
      game: this.from.game,
      events: {
        move: (text) => this.play({ moves: this.line().concat([text]) }),
        cells: (cells) => this.play({ moves: this.line(), cells }),
        select: () => this.say(""),
        message: (text, kind) => this.say(text, kind),
      },
    });
    this.message = h("div", { class: "message", role: "status" });
    this.status = h("div", { class: "status" });
    this.engineBox = h("div", { class: "engine-box" });
    this.moves = h("div", { class: "moves analysis-moves" });
    this.reviewBox = h("div", { class: "review-box" });
    this.controls = h("div", { class: "controls" });
    const name = gameName(this.from.game, this.from.game);
    fill(
      this.root,
      h(
        "div",
        { class: "game analysis-board" },
        h(
          "div",
          { class: "main-col" },
          h("div", { class: "board-row" }, this.bar, this.boardWrap),
          this.message,
          boardReader(() => this.st && this.st.diagram).element,
        ),
        h(
          "aside",
          { class: "side" },
          h("h2", { class: "analysis-title" }, t("page-analysis-board"), " \u00b7 ", name),
          this.status,
          this.engineBox,
          this.moves,
          this.reviewBox,
          this.controls,
        ),
      ),
    );
  }

  draw() {
    this.drawBoard();
    this.drawStatus();
    this.drawEngine();
    this.drawMoves();
    this.drawReview();
    this.drawControls();
  }

  bestCells() {
    const a = this.best;
    if (!a || !a.bestmove || !this.engineOn) return null;
    const found = this.st.move_cells.find(([m]) => m === a.bestmove);
    return found ? found[1] : null;
  }

  drawBoard() {
    const st = this.st;
    this.board.set({
      diagram: st.diagram,
      lastCells: st.last_cells,
      flipped: this.flipped,
      movable: st.status === "ongoing" ? { color: this.keyOf(st.turn), moves: st.move_cells, promotions: st.promotions } : null,
      best: this.bestCells(),
      label: boardLabel(st),
    });
    const a = this.best;
    drawBar(this.bar, st.scale, a && this.engineOn ? forFirst(a, st.turn, st.sides) : null, st.sides, this.flipped);
  }

  drawStatus() {
    const st = this.st;
    const title = st.status === "finished" ? t("page-game-over") : cap(t("page-to-move", { side: side(st.turn) }));
    fill(this.status, h("div", { class: "title" }, title), h("div", { class: "sub position-text", title: st.position }, st.position));
  }

  drawEngine() {
    const st = this.st;
    const toggle = h(
      "label",
      { class: "engine-toggle" },
      h("input", {
        type: "checkbox",
        checked: this.engineOn,
        onchange: (e) => {
          this.engineOn = e.target.checked;
          this.analyse();
          this.drawBoard();
        },
      }),
      t("page-engine"),
    );
    const a = this.best;
    let body = null;
    if (this.engineOn && st.status === "ongoing") {
      if (!a) body = h("div", { class: "meta" }, t("page-engine-starting"));
      else
        body = [
          h(
            "div",
            { class: "line" },
            h("span", { class: "score" }, scoreText(st.scale, forFirst(a, st.turn, st.sides))),
            h("strong", { class: "bestmove" }, a.bestmove ? shownMove(a.bestmove_shown, a.bestmove) : t("page-no-move")),
          ),
          // A proven result is the search's end: it says so, not how little it searched.
          h(
            "div",
            { class: "meta engine-meta", "data-depth": String(a.depth), "data-solved": a.verdict ? "true" : null },
            a.verdict
              ? t("page-engine-solved")
              : [
                  t("page-engine-stats", { depth: a.depth, knps: Math.round(a.nps / 1000), nodes: a.nodes }),
                  a.type === "done" ? " \u00b7 " + t("page-engine-done") : "",
                ],
          ),
          h("div", { class: "pv" }, a.pv.map((m, i) => shownMove((a.pv_shown || [])[i], m)).join(" ")),
        ];
    }
    fill(this.engineBox, h("div", { class: "analysis" }, toggle, body));
  }

  /** The move list in numbered rows, as the game page's: a row per move pair (a row per turn
   *  when a side may move again), a variation in a row of its own under the move it replaces,
   *  the move shown highlighted; the buttons below stay in sight as the list scrolls. */
  drawMoves() {
    const marks = this.marks ? this.marks.moves : null;
    const movers = this.mainMovers;
    const c = this.cursor;
    const v = this.variation;
    const moveEl = (tag, text, parts, i, inVar) => {
      const here = c.inVar === inVar && c.i === i + 1;
      const judged = !inVar && marks ? marks[i] : null;
      const mark = judged && judged.mark;
      const attrs = {
        class: "mv" + (tag === "td" ? " m" : "") + (here ? " here" : "") + (mark ? " " + mark : ""),
        "aria-current": here ? "step" : null,
        "data-ply": String(i + 1),
        title: mark
          ? t("page-mark-title", { mark: t("page-mark-" + mark), best: judged.best ? shownMove(judged.best_shown, judged.best) : "" })
          : undefined,
        onclick: () => this.goTo({ inVar, i: i + 1 }),
      };
      return h(tag, attrs, shownMove(parts, text), mark ? h("span", { class: "sym" }, SYMBOL[mark]) : null);
    };
    const alternating = movers.every((m, i) => i === 0 || m !== movers[i - 1]);
    // The main line's rows: the plies each holds.
    const rows = [];
    for (let i = 0; i < this.main.length;) {
      let j = i + 1;
      if (alternating) j = Math.min(i + 2, this.main.length);
      else while (j < this.main.length && movers[j] === movers[i]) j++;
      rows.push([i, j]);
      i = j;
    }
    const columns = alternating ? 3 : 2;
    const variationRow = () =>
      h(
        "tr",
        { class: "variation-row" },
        h(
          "td",
          { colspan: String(columns) },
          h(
            "span",
            { class: "variation" },
            "(",
            v.moves.map((m, k) => {
              const ply = v.from + k;
              const number = alternating && (ply % 2 === 0 || k === 0) ? `${Math.floor(ply / 2) + 1}.${ply % 2 ? ".." : ""}` : null;
              return [number ? h("span", { class: "n" }, number) : null, moveEl("span", m, v.shown[k], k, true)];
            }),
            ")",
          ),
        ),
      );
    const body = [];
    rows.forEach(([i, j], row) => {
      const cells = [];
      for (let k = i; k < j; k++) cells.push(moveEl(alternating ? "td" : "span", this.main[k], this.mainShown[k], k, false));
      const number = h("td", { class: "n" }, `${row + 1}.`);
      if (alternating) body.push(h("tr", {}, number, cells, cells.length < 2 ? h("td") : null));
      else body.push(h("tr", { class: "turn" }, number, h("td", { class: "flow" }, cells)));
      if (v && v.from >= i && v.from < j) body.push(variationRow());
    });
    if (v && v.from === this.main.length) body.push(variationRow());
    const nav = (label, title, by, disabled) =>
      h("button", { class: "btn nav", title, "aria-label": title, disabled, onclick: () => this.step(by) }, label);
    const atStart = !c.inVar && c.i === 0;
    const atEnd = c.inVar ? c.i === this.variation.moves.length : c.i === this.main.length;
    fill(
      this.moves,
      body.length
        ? h("div", { class: "move-flow" }, h("table", {}, h("tbody", {}, body)))
        : h("div", { class: "none" }, t("page-no-moves")),
      h(
        "div",
        { class: "nav-row" },
        nav("«", t("page-first-position"), -Infinity, atStart),
        nav("‹", t("page-previous-move"), -1, atStart),
        nav("›", t("page-next-move"), 1, atEnd),
        nav("»", t("page-last-move"), Infinity, atEnd),
      ),
    );
    const here = this.moves.querySelector(".mv.here");
    if (here) here.scrollIntoView({ block: "nearest" });
  }

  drawReview() {
    const parts = [];
    if (this.reviewing)
      parts.push(h("div", { class: "meta reviewing" }, t("page-reviewing", { ply: this.reviewing.ply, total: this.reviewing.of })));
    else if (this.main.length)
      parts.push(
        h("button", { class: "btn review-game", onclick: () => this.review() }, t(this.marks ? "page-review-again" : "page-review-game")),
      );
    if (this.marks) {
      const sides = this.st.sides;
      const head = h(
        "tr",
        {},
        h("th"),
        ["inaccuracy", "mistake", "blunder"].map((m) => h("th", { title: t("page-mark-" + m) }, t("page-mark-" + m) + " " + SYMBOL[m])),
      );
      const rows = sides.map((s) =>
        h(
          "tr",
          { "data-side": s },
          h("th", {}, cap(side(s))),
          ["inaccuracy", "mistake", "blunder"].map((m) => h("td", { class: m }, String(this.marks.counts[s][m]))),
        ),
      );
      parts.push(h("table", { class: "review-counts" }, h("tbody", {}, head, rows)));
    }
    fill(this.reviewBox, parts);
  }

  drawControls() {
    const st = this.st;
    const buttons = [];
    if (st.status === "ongoing") {
      buttons.push(h("button", { class: "btn primary", onclick: () => this.playFrom("computer") }, t("page-play-computer-here")));
      buttons.push(h("button", { class: "btn", onclick: () => this.playFrom("friend") }, t("page-play-friend-here")));
    }
    buttons.push(
      h(
        "button",
        {
          class: "btn",
          onclick: () => {
            this.flipped = !this.flipped;
            this.drawBoard();
          },
        },
        t("page-flip-board"),
      ),
    );
    if (this.from.id) buttons.push(h("a", { class: "btn", href: "/g/" + this.from.id, "data-link": "" }, t("page-back-to-the-game")));
    fill(this.controls, buttons);
  }

  /** Starts a game from the position shown: the player takes the side to move. */
  async playFrom(opponent) {
    const st = this.st;
    const body = { game: this.from.game, rules: this.from.rules, opponent, position: st.position, color: this.keyOf(st.turn) };
    if (opponent === "computer") body.level = prefs.get().level || 3;
    try {
      const made = await api.create(body);
      saveSeat(made.id, { token: made.token, color: made.color, invite: made.invite || null, game: this.from.game, opponent });
      this.navigate("/g/" + made.id);
    } catch (e) {
      this.say(e.message);
    }
  }
}
