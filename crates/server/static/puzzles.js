// The puzzles (/puzzles?game=ID): a position where one move wins, solved by clicking on the
// board; the opponent's replies are played by the page, each move is judged at once, the
// solution is shown on request, and the next puzzle comes near the player's puzzle rating
// (an account's, kept by the server, or this browser's own, kept here). Every game is drawn
// from the server's description (`POST /api/analysis/board`), as on the analysis board.

import { t, side, gameName, shownMove, has } from "./i18n.js";
import { api } from "./api.js";
import { createBoard } from "./board.js";
import { boardLabel } from "./draw.js";
import { h, fill, cap } from "./dom.js";

const KEPT = "ply.puzzles.v1";
/** The pause before the opponent's reply is played. */
const REPLY_MS = 450;

/** This browser's puzzle ratings, by game: {rating, rd, volatility}. */
function keptRatings() {
  try {
    return JSON.parse(localStorage.getItem(KEPT)) || {};
  } catch (e) {
    return {};
  }
}

function keepRating(game, r) {
  const all = keptRatings();
  all[game] = { rating: r.rating, rd: r.rd, volatility: r.volatility };
  localStorage.setItem(KEPT, JSON.stringify(all));
}

const get = (path) =>
  fetch(path, { headers: { Accept: "application/json" } }).then(async (r) => {
    const data = await r.json().catch(() => null);
    if (!r.ok) throw new Error((data && data.message) || r.statusText);
    return data;
  });

const post = (path, body) =>
  fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then(async (r) => {
    const data = await r.json().catch(() => null);
    if (!r.ok) throw new Error((data && data.message) || r.statusText);
    return data;
  });

/** A theme's words ("capture sequence" is `page-puzzle-theme-capture-sequence`). */
function themeWord(theme) {
  const id = "page-puzzle-theme-" + theme.replace(/ /g, "-");
  return has(id) ? t(id) : theme;
}

export async function showPuzzles(root) {
  let counts;
  try {
    counts = await get("/api/puzzles/stats");
  } catch (e) {
    fill(root, h("div", { class: "card" }, h("h1", {}, t("page-puzzles")), h("p", { class: "message error" }, e.message)));
    return () => {};
  }
  const games = Object.keys(counts);
  const asked = new URLSearchParams(location.search).get("game");
  const view = new PuzzleView(root, games, counts, games.includes(asked) ? asked : games[0]);
  await view.load();
  return () => view.close();
}

class PuzzleView {
  constructor(root, games, counts, game) {
    this.root = root;
    this.games = games;
    this.counts = counts;
    this.game = game;
    this.timer = null;
    this.build();
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
  }

  build() {
    this.chooser = h("select", { class: "puzzle-game", "aria-label": t("page-puzzles-game") });
    for (const g of this.games) {
      this.chooser.appendChild(h("option", { value: g }, `${gameName(g)} (${this.counts[g]})`));
    }
    this.chooser.value = this.game;
    this.chooser.addEventListener("change", () => {
      this.game = this.chooser.value;
      history.replaceState(null, "", "/puzzles?game=" + encodeURIComponent(this.game));
      this.load();
    });
    this.boardWrap = h("div", { class: "board-wrap" });
    this.board = createBoard(this.boardWrap, {
      game: this.game,
      events: {
        move: (text) => this.tried(text),
        cells: (cells) => this.illegal(cells),
        message: (text, kind) => this.say(text, kind),
      },
    });
    this.message = h("div", { class: "message puzzle-verdict", role: "status" });
    this.task = h("div", { class: "title puzzle-task" });
    this.info = h("div", { class: "puzzle-info" });
    this.solutionBox = h("div", { class: "puzzle-solution" });
    this.showButton = h("button", { class: "btn puzzle-show", type: "button" }, t("page-puzzle-show"));
    this.showButton.addEventListener("click", () => this.showSolution());
    this.nextButton = h("button", { class: "btn primary puzzle-next", type: "button" }, t("page-puzzle-next"));
    this.nextButton.addEventListener("click", () => this.load(this.puzzle && this.puzzle.id));
    this.frame = h(
      "div",
      { class: "game puzzles" },
      h("div", { class: "main-col" }, h("div", { class: "board-row" }, this.boardWrap), this.message),
      h(
        "aside",
        { class: "side" },
        h("h1", { class: "analysis-title" }, t("page-puzzles")),
        this.chooser,
        this.task,
        this.info,
        this.solutionBox,
        h("div", { class: "controls" }, this.showButton, this.nextButton),
      ),
    );
    fill(this.root, this.frame);
  }

  say(text, kind = "error") {
    this.message.className = "message puzzle-verdict " + (text ? kind : "");
    this.message.textContent = text || "";
  }

  /** A new puzzle of the chosen game, not `skip`. */
  async load(skip) {
    clearTimeout(this.timer);
    const q = new URLSearchParams({ game: this.game });
    const own = keptRatings()[this.game];
    if (own) q.set("rating", String(own.rating));
    if (skip) q.set("skip", skip);
    let p;
    try {
      p = await get("/api/puzzles/next?" + q.toString());
      this.st = await api.board({ game: p.game, rules: p.rules, position: p.position, moves: [] });
    } catch (e) {
      this.say(e.message);
      return;
    }
    if (this.closed) return;
    this.puzzle = p;
    this.account = !!p.player;
    this.player = p.player || own || null;
    this.done = 0; // moves of the solution played
    this.result = null; // "solved" or "missed" once sent
    this.shown = false;
    this.solver = this.st.turn;
    this.say("");
    fill(this.solutionBox);
    this.showButton.disabled = false;
    this.draw();
  }

  draw() {
    const st = this.st;
    const open = !this.finished() && st.status === "ongoing" && st.turn === this.solver;
    this.board.set({
      game: this.puzzle.game,
      diagram: st.diagram,
      lastCells: st.last_cells,
      flipped: st.sides[1] === this.solver,
      movable: open ? { color: st.sides[0] === st.turn ? "white" : "black", moves: st.move_cells, promotions: st.promotions } : null,
      label: boardLabel(st),
    });
    const p = this.puzzle;
    // Which puzzle and how far, for scripts that drive the page.
    this.frame.dataset.id = p.id;
    this.frame.dataset.done = String(this.done);
    this.task.textContent = this.finished() ? t("page-puzzle-over") : cap(t("page-puzzle-find", { side: side(this.solver) }));
    const rows = [
      h("div", {}, t("page-puzzle-rating", { rating: p.rating })),
      h("div", { class: "puzzle-themes" }, t("page-puzzle-themes", { themes: p.themes.map(themeWord).join(", ") })),
      h("div", { class: "puzzle-source" }, t("page-puzzle-source", { source: p.source })),
    ];
    if (this.player)
      rows.push(h("div", { class: "puzzle-player" }, t("page-puzzle-your-rating", { rating: Math.round(this.player.rating) })));
    fill(this.info, ...rows);
  }

  finished() {
    return this.done >= this.puzzle.solution.length || this.shown;
  }

  /** The board after the first `n` moves of the solution. */
  async reach(n, extra = []) {
    const p = this.puzzle;
    this.st = await api.board({ game: p.game, rules: p.rules, position: p.position, moves: p.solution.slice(0, n).concat(extra) });
  }

  /** A legal move played on the board: the solution's next one, or a wrong one. */
  async tried(text) {
    const p = this.puzzle;
    if (this.finished()) return;
    if (text !== p.solution[this.done]) {
      this.say(t("page-puzzle-wrong", { move: text }));
      await this.send(false);
      try {
        await this.reach(this.done, [text]);
      } catch (e) {
        this.say(e.message);
      }
      this.draw();
      this.timer = setTimeout(async () => {
        await this.reach(this.done);
        if (!this.closed) this.draw();
      }, 900);
      return;
    }
    this.done += 1;
    await this.reach(this.done);
    this.say(this.finished() ? "" : t("page-puzzle-right"), "ok");
    this.draw();
    this.replies();
  }

  /** The opponent's replies, one after another, until it is the solver's turn again. */
  replies() {
    const p = this.puzzle;
    if (this.finished()) {
      if (!this.shown) {
        this.say(t("page-puzzle-solved"), "ok");
        this.send(true);
      }
      return;
    }
    if (this.st.turn === this.solver) return;
    this.timer = setTimeout(async () => {
      this.done += 1;
      await this.reach(this.done);
      if (this.closed || p !== this.puzzle) return;
      this.draw();
      this.replies();
    }, REPLY_MS);
  }

  /** Cells that make no legal move: the server says why. */
  async illegal(cells) {
    const p = this.puzzle;
    try {
      await api.board({ game: p.game, rules: p.rules, position: p.position, moves: p.solution.slice(0, this.done), cells });
    } catch (e) {
      this.say(e.message);
    }
    this.draw();
  }

  /** The result of this puzzle, once: solved only if no move was wrong. */
  async send(win) {
    if (this.result) return;
    this.result = win ? "solved" : "missed";
    const body = { win };
    if (!this.account && this.player) body.rating = this.player;
    try {
      const r = await post(`/api/puzzles/${encodeURIComponent(this.puzzle.id)}/result`, body);
      const before = this.player ? Math.round(this.player.rating) : null;
      this.player = r.player;
      if (!this.account) keepRating(this.game, r.player);
      if (before !== null && r.rated) {
        const diff = r.player.rating - before;
        this.solutionBox.appendChild(
          h("div", { class: "puzzle-change" }, t("page-puzzle-change", { diff: (diff >= 0 ? "+" : "") + diff })),
        );
      }
    } catch (e) {
      this.say(e.message);
    }
    if (!this.closed) this.draw();
  }

  /** The whole solution, played out on the board and written beside it. */
  async showSolution() {
    const p = this.puzzle;
    clearTimeout(this.timer);
    this.showButton.disabled = true;
    if (!this.finished()) await this.send(false);
    this.shown = true;
    let st;
    try {
      st = await api.board({ game: p.game, rules: p.rules, position: p.position, moves: p.solution });
    } catch (e) {
      this.say(e.message);
      return;
    }
    const words = st.shown.map((parts, i) => shownMove(parts, p.solution[i])).join(" ");
    this.solutionBox.prepend(h("div", { class: "puzzle-line" }, t("page-puzzle-solution", { moves: words })));
    this.st = st;
    this.shown = true;
    this.draw();
  }
}
