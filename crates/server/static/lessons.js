// The rules pages' practice: the figures that show a move become exercises, one after
// another. The player is asked to make the move; a move the rules refuse is explained by the
// server's own refusal (the rule's message, e.g. the majority rule's), a legal move that is
// not the figure's is named as such, and the right one leads on to the next figure. Every
// board is drawn from the server's description (`POST /api/analysis/board`).

import { createBoard } from "./board.js";
import { api } from "./api.js";
import { h, fill, cap } from "./dom.js";
import { t, side } from "./i18n.js";

/** The section a figure belongs to: the nearest heading before it. */
function heading(figure) {
  let at = figure.previousElementSibling;
  while (at && !/^H[1-4]$/.test(at.tagName)) at = at.previousElementSibling;
  return at ? at.textContent : "";
}

/** Adds the "Practise" button to `main` when some of `figures` show a move. */
export function addPractice(main, figures) {
  const exercises = figures
    .map((figure) => ({ figure, data: JSON.parse(figure.dataset.figure) }))
    .filter((e) => e.data.move)
    .map((e) => ({ ...e, heading: heading(e.figure), caption: e.figure.querySelector("figcaption").textContent }));
  if (!exercises.length) return;
  const box = h("section", { class: "practice", "aria-label": t("page-practise") });
  const start = h("button", { class: "btn primary practice-start", type: "button" }, t("page-practise"));
  start.addEventListener("click", () => {
    start.hidden = true;
    new Practice(box, exercises, () => (start.hidden = false)).go(0);
  });
  const title = main.querySelector("h1");
  const where = title ? title.nextSibling : main.firstChild;
  main.insertBefore(h("div", { class: "practice-bar" }, start), where);
  main.insertBefore(box, where);
}

class Practice {
  constructor(box, exercises, closed) {
    this.box = box;
    this.exercises = exercises;
    this.closed = closed;
    this.task = h("div", { class: "practice-task" });
    this.message = h("div", { class: "message practice-verdict", role: "status" });
    this.boardWrap = h("div", { class: "rule-board practice-board" });
    this.actions = h("div", { class: "rule-actions" });
    this.board = createBoard(this.boardWrap, {
      events: {
        move: (text) => this.tried(text),
        cells: (cells) => this.refused(cells),
        message: (text, kind) => this.say(text, kind),
      },
    });
    fill(this.box, this.task, this.boardWrap, this.message, this.actions);
    this.box.hidden = false;
  }

  say(text, kind = "error") {
    this.message.className = "message practice-verdict " + (text ? kind : "");
    this.message.textContent = text || "";
  }

  button(label, cls, action) {
    const b = h("button", { class: "btn " + cls, type: "button" }, label);
    b.addEventListener("click", action);
    return b;
  }

  close() {
    fill(this.box);
    this.box.hidden = true;
    this.closed();
  }

  /** Exercise `i`: its position, open for the side to move. */
  async go(i) {
    this.i = i;
    const e = this.exercises[i];
    this.say("");
    let st;
    try {
      st = await api.board({ game: e.data.game, position: e.data.position, moves: [] });
    } catch (err) {
      this.say(err.message);
      return;
    }
    this.st = st;
    const count = this.exercises.length;
    fill(
      this.task,
      h("div", { class: "title" }, t("page-practise-count", { n: i + 1, count })),
      e.heading ? h("div", { class: "practice-heading" }, e.heading) : "",
      h("div", {}, cap(t("page-practise-task", { side: side(st.turn) }))),
    );
    this.draw(true);
    fill(
      this.actions,
      this.button(t("page-practise-close"), "practice-close", () => this.close()),
    );
  }

  draw(open, lastCells = null) {
    const st = this.st;
    this.board.set({
      game: this.exercises[this.i].data.game,
      diagram: st.diagram,
      lastCells,
      movable: open ? { color: st.sides[0] === st.turn ? "white" : "black", moves: st.move_cells, promotions: st.promotions } : null,
      label: this.exercises[this.i].caption,
    });
  }

  /** A legal move: the figure's, or another one. */
  async tried(text) {
    const e = this.exercises[this.i];
    if (text !== e.data.move) {
      this.say(t("page-practise-other", { move: text }));
      this.draw(true);
      return;
    }
    let st;
    try {
      st = await api.board({ game: e.data.game, position: e.data.position, moves: [text] });
    } catch (err) {
      this.say(err.message);
      return;
    }
    this.st = st;
    this.draw(false, st.last_cells);
    this.say(t("page-practise-right") + " " + e.caption, "ok");
    const last = this.i + 1 >= this.exercises.length;
    fill(
      this.actions,
      last
        ? this.button(t("page-practise-again"), "primary practice-again", () => this.go(0))
        : this.button(t("page-practise-next"), "primary practice-next", () => this.go(this.i + 1)),
      this.button(t("page-practise-close"), "practice-close", () => this.close()),
    );
    if (last) this.task.appendChild(h("div", { class: "practice-done" }, t("page-practise-done")));
  }

  /** Cells that make no legal move: the rule that refuses them, in the server's words. */
  async refused(cells) {
    const e = this.exercises[this.i];
    try {
      const st = await api.board({ game: e.data.game, position: e.data.position, moves: [], cells });
      await this.tried(st.moves[st.moves.length - 1]);
    } catch (err) {
      this.say(err.message);
      this.draw(true);
    }
  }
}
