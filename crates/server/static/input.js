// The game view's input: selecting a piece, clicking or dragging it to a cell, a multi-capture
// clicked landing by landing, one-cell moves (Konane removals, Kalah pits), the chooser when
// several moves end on the same cell, and sending the move: a legal move as the server's text
// from the state's list, cells that make none as the cells themselves, for the server to name
// the move or say why not. The view (game.js) inherits these.

import { t, side } from "./i18n.js";
import { api } from "./api.js";
import { render, cellAt, dragPiece, pieceIcon, kindName } from "./board.js";
import { h } from "./dom.js";

export class Input {
  // --- moving ------------------------------------------------------------------------------
  deselect(redraw = true) {
    this.view.selected = null;
    this.view.path = [];
    this.view.targets = null;
    this.closeChooser();
    if (redraw) this.draw();
  }

  movesFrom(cell) {
    return this.st.move_cells.filter(([, c]) => c.length >= 2 && c[0] === cell);
  }

  /** The moves from `cell` that pass through the landings clicked so far, in order. */
  movesOnPath(cell) {
    const path = [cell, ...(this.view.path || [])];
    return this.movesFrom(cell).filter(([, c]) => path.every((p, i) => c[i] === p));
  }

  /** Where a click may go next: the end of a move, or its next landing (step by step). */
  nextCells(cell) {
    const depth = 1 + (this.view.path || []).length;
    const next = new Set();
    for (const [, c] of this.movesOnPath(cell)) {
      next.add(c[c.length - 1]);
      if (c.length > depth) next.add(c[depth]);
    }
    return next;
  }

  ownPiece(cell) {
    const c = this.st.diagram.cells[cell];
    return c && c.piece && c.piece.side === this.keyOf(this.st.turn);
  }

  select(cell) {
    this.view.selected = cell;
    this.view.path = [];
    this.view.targets = this.nextCells(cell);
    this.say("");
    this.draw();
  }

  down(e) {
    const cell = cellAt(e.clientX, e.clientY);
    if (cell === null) return;
    e.preventDefault();
    if (this.look !== null) {
      this.say(t("page-looking-back"), "info");
      return;
    }
    if (!this.myTurn()) {
      if (this.st.status === "ongoing" && this.mineKeys().length)
        this.say(this.st.thinking ? t("page-computer-thinking") + "." : t("page-turn-of", { side: side(this.st.turn) }), "info");
      return;
    }
    const sel = this.view.selected;
    if (sel !== null && cell !== sel) {
      if (!this.hasTarget(sel, cell) && (this.movesFrom(cell).length || this.ownPiece(cell))) {
        this.select(cell);
        this.startDrag(e, cell, false);
      } else {
        this.destination(sel, cell);
      }
      return;
    }
    if (sel === cell) return this.startDrag(e, cell, true);
    this.pressed(cell);
    if (this.view.selected === cell) this.startDrag(e, cell, false);
  }

  startDrag(e, cell, wasSelected) {
    this.drag = { cell, moved: false, wasSelected, x: e.clientX, y: e.clientY };
    try {
      this.svg.setPointerCapture(e.pointerId);
    } catch (err) {
      /* not capturable */
    }
  }

  hasTarget(from, to) {
    return this.nextCells(from).has(to);
  }

  move(e) {
    if (!this.drag) return;
    if (!this.drag.moved && Math.hypot(e.clientX - this.drag.x, e.clientY - this.drag.y) < 6) return;
    this.drag.moved = true;
    this.svg.classList.add("dragging");
    dragPiece(this.svg, this.drag.cell, e.clientX, e.clientY);
  }

  up(e) {
    const drag = this.drag;
    this.drag = null;
    this.svg.classList.remove("dragging");
    if (!drag) return;
    const cell = cellAt(e.clientX, e.clientY);
    if (drag.moved && cell !== null && cell !== drag.cell) this.destination(drag.cell, cell);
    else if (drag.moved) this.draw();
    else if (drag.wasSelected) this.deselect();
  }

  cancelDrag() {
    if (this.drag) {
      this.drag = null;
      this.draw();
    }
  }

  /** A press on a cell with nothing selected. */
  pressed(cell) {
    const st = this.st;
    const singles = st.move_cells.filter(([, c]) => c.length === 1 && c[0] === cell);
    if (singles.length === 1) return this.submit(singles[0][0]);
    if (singles.length > 1) return this.choose(singles);
    if (this.movesFrom(cell).length || this.ownPiece(cell)) return this.select(cell);
    const label = st.diagram.cells[cell].label;
    const oneCellGame = st.diagram.layout.type === "pits" || st.move_cells.some(([, c]) => c.length === 1);
    if (oneCellGame && label) {
      if (st.diagram.layout.type === "pits" && !this.pitIsMine(cell)) return this.say(t("page-not-your-pit"));
      return this.submitCells([cell]);
    }
  }

  pitIsMine(cell) {
    const p = this.st.diagram.layout.pits;
    const south = cell < p;
    const north = cell > p && cell < 2 * p + 1;
    const turn = this.keyOf(this.st.turn);
    return (turn === "white" && south) || (turn === "black" && north);
  }

  /** The player chose `to` for the piece on `from`. */
  destination(from, to) {
    const onPath = this.movesOnPath(from);
    const depth = 1 + this.view.path.length;
    const ending = onPath.filter(([, c]) => c[c.length - 1] === to && c.length > depth);
    const through = onPath.filter(([, c]) => c.length > depth + 1 && c[depth] === to);
    if (ending.length === 1 && through.length === 0) return this.submit(ending[0][0]);
    if (through.length) {
      // A landing of a multi-capture, clicked step by step: follow it.
      this.view.path.push(to);
      const exact = this.movesOnPath(from).filter(([, c]) => c.length === depth + 1);
      const rest = this.movesOnPath(from);
      if (rest.length === 1) return this.submit(rest[0][0]);
      if (exact.length === 1 && rest.every(([t]) => t === exact[0][0])) return this.submit(exact[0][0]);
      this.view.targets = this.nextCells(from);
      const path = [from, ...this.view.path].map((i) => this.st.diagram.cells[i].label).join("\u00d7");
      this.say(t("page-capturing", { path }), "info");
      this.draw();
      return;
    }
    if (ending.length > 1) return this.choose(ending);
    // Not a legal move: the server names the move the cells make and says why it is refused
    // (a square off play, as a draughts board's light ones, is no move at all).
    this.deselect();
    const cells = this.st.diagram.cells;
    if (cells[from].playable && cells[to].playable) this.submitCells([from, to]);
  }

  /** Plays a legal move, by the server's text for it. */
  submit(text) {
    return this.send({ move: text });
  }

  /** Plays the move the cells clicked make, as the server reads them. */
  submitCells(cells) {
    return this.send({ cells });
  }

  async send(body) {
    this.deselect(false);
    this.draw();
    try {
      const st = await api.move(this.id, this.token(), body);
      this.say("");
      this.update(st);
    } catch (e) {
      this.say(e.message);
    }
  }

  /** Several moves end on the same cell: a promotion (the pieces drawn, in the order of the
   *  state's `promotions`), or capture paths. */
  choose(cands) {
    this.closeChooser();
    const kinds = new Map(this.st.promotions || []);
    const promotion = cands.every(([text]) => kinds.has(text));
    if (promotion) {
      const order = [...kinds.keys()];
      cands = cands.slice().sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
    }
    const side = this.keyOf(this.st.turn);
    const opts = cands.map(([text, cells]) => {
      const kind = promotion ? kinds.get(text) : null;
      const label = promotion ? pieceIcon(this.st.game, { side, kind }) : text;
      return h(
        "button",
        {
          class: "btn opt" + (promotion ? " piece" : ""),
          title: promotion ? kindName(kind) : text,
          "aria-label": promotion ? kindName(kind) : text,
          "data-move": text,
          onclick: () => {
            this.closeChooser();
            this.submit(text);
          },
          onmouseenter: () => {
            if (!promotion) {
              this.view.targets = new Set(cells.slice(1));
              render(this.svg, this.st, { ...this.view, check: this.checkCell() });
            }
          },
        },
        label,
      );
    });
    this.chooser = h(
      "div",
      {
        class: "chooser",
        onclick: (e) => {
          if (e.target === this.chooser) this.deselect();
        },
      },
      h(
        "div",
        { class: "box" },
        h("h3", {}, t(promotion ? "page-promote-to" : "page-which-way")),
        h("div", { class: "opts" }, opts),
        h("div", { class: "actions" }, h("button", { class: "btn", onclick: () => this.deselect() }, t("page-cancel"))),
      ),
    );
    this.boardWrap.appendChild(this.chooser);
  }

  closeChooser() {
    if (this.chooser) {
      this.chooser.remove();
      this.chooser = null;
    }
  }
}
