// The game view: the board, click (or drag) to move, the players and clocks, the move list,
// the result, and the buttons (resign, draw, undo, flip, rematch, invite, record); what
// belongs to playing a person (take-backs, watchers, the first move's deadline) is in friends.js. The state
// comes from the API and then live from the WebSocket; a reload restores everything.
// Moving is in input.js, the analysis panel and looking back through the moves in review.js;
// the view inherits both.

import { api, seat, saveSeat } from "./api.js";
import { render, boardLabel } from "./board.js";
import { h, cap, fill } from "./dom.js";
import { Review } from "./review.js";
import { drawMoves } from "./moves.js";
import { drawRequests, takebackButton, drawWatchers, drawFirstMove } from "./friends.js";
import { play, title, speak } from "./sound.js";
import { t, explain, side, gameName, shownMove } from "./i18n.js";

/** How long the pieces a move took stay on the board, fading (as the CSS animation). */
const GHOST_MS = 2000;

export async function showGame(root, id, navigate) {
  const hash = new URLSearchParams(location.hash.slice(1));
  const invite = hash.get("invite");
  const ply = hash.has("ply") ? Number(hash.get("ply")) : null;
  let notice = null;
  if (invite) {
    history.replaceState(null, "", location.pathname);
    if (!seat(id)) {
      try {
        const joined = await api.join(id, invite);
        saveSeat(id, { token: joined.token, color: joined.color, game: joined.state.game, opponent: "friend" });
        notice = ["info", t("page-joined", { side: side(joined.color) })];
      } catch (e) {
        notice = ["error", t("page-cannot-join", { error: e.message })];
      }
    }
  }
  let st;
  try {
    st = await api.state(id);
  } catch (e) {
    fill(
      root,
      h(
        "div",
        { class: "card" },
        h("h1", {}, t("page-game-not-found")),
        h("p", {}, e.message),
        h("a", { href: "/", "data-link": "" }, t("page-start-new-game")),
      ),
    );
    return () => {};
  }
  const g = new GameView(root, id, st, navigate);
  if (notice) g.say(notice[1], notice[0]);
  if (Number.isInteger(ply) && ply >= 0) g.goTo(ply);
  return () => g.close();
}

class GameView extends Review {
  constructor(root, id, st, navigate) {
    super();
    this.root = root;
    this.id = id;
    this.st = st;
    this.navigate = navigate;
    this.seat = seat(id);
    this.receivedAt = performance.now();
    const mine = this.mineKeys();
    this.view = {
      flipped: mine.length === 1 && mine[0] === "black",
      selected: null,
      path: [],
      targets: null,
      hints: null,
    };
    this.confirming = null;
    this.look = null; // the ply looked at, or null for the live position
    this.looked = null; // the server's view of that ply
    this.build();
    this.update(st, true);
    if (st.status === "finished") title(t("page-tab-over"));
    else if (this.myTurn()) title(t("page-tab-your-turn"));
    this.connect();
    this.ticker = setInterval(() => this.tick(), 100);
    this.onKey = (e) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      const here = this.look ?? this.st.moves.length;
      const step = { ArrowLeft: here - 1, ArrowRight: here + 1, Home: 0, End: this.st.moves.length }[e.key];
      if (e.key === "Escape") this.deselect();
      else if (step !== undefined) {
        e.preventDefault();
        this.goTo(step);
      }
    };
    document.addEventListener("keydown", this.onKey);
  }

  close() {
    this.closed = true;
    title("ply");
    clearInterval(this.ticker);
    document.removeEventListener("keydown", this.onKey);
    if (this.ws) this.ws.close();
  }

  // --- sides -------------------------------------------------------------------------------
  keyOf(name) {
    return this.st.sides[0] === name ? "white" : "black";
  }
  nameOf(key) {
    return this.st.sides[key === "white" ? 0 : 1];
  }
  mineKeys() {
    if (!this.seat || !this.seat.token) return [];
    if (this.seat.color === "both") return ["white", "black"];
    return [this.keyOf(this.seat.color)];
  }
  myTurn() {
    const st = this.st;
    return st.status === "ongoing" && this.mineKeys().includes(this.keyOf(st.turn)) && !st.thinking;
  }

  // --- layout ------------------------------------------------------------------------------
  build() {
    this.svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    this.svg.addEventListener("pointerdown", (e) => this.down(e));
    this.svg.addEventListener("pointermove", (e) => this.move(e));
    this.svg.addEventListener("pointerup", (e) => this.up(e));
    this.svg.addEventListener("pointercancel", () => this.cancelDrag());
    this.boardWrap = h("div", { class: "board-wrap" }, this.svg);
    this.message = h("div", { class: "message", role: "status" });
    this.typed = h("input", {
      type: "text",
      autocomplete: "off",
      spellcheck: "false",
      "aria-label": t("page-type-move"),
      placeholder: t("page-type-move-hint"),
    });
    this.typing = h(
      "form",
      {
        class: "type-move",
        onsubmit: (e) => {
          e.preventDefault();
          const text = this.typed.value.trim();
          if (!text) return;
          if (!this.myTurn())
            return this.say(
              this.st.status === "ongoing" ? t("page-turn-of", { side: side(this.st.turn) }) : t("page-game-is-over"),
              "info",
            );
          this.typed.value = "";
          this.submit(text);
        },
      },
      this.typed,
    );
    this.top = h("div", { class: "player top" });
    this.bottom = h("div", { class: "player bottom" });
    this.status = h("div", { class: "status" });
    this.firstMove = h("div", { class: "first-move", role: "status" });
    this.watching = h("div", { class: "watching" });
    this.offer = h("div");
    this.moves = h("div", { class: "moves" });
    this.controls = h("div", { class: "controls" });
    this.invite = h("div");
    this.analysis = h("div");
    fill(
      this.root,
      h(
        "div",
        { class: "game" },
        h("div", { class: "main-col" }, this.boardWrap, this.message, this.typing),
        h(
          "aside",
          { class: "side" },
          this.top,
          this.status,
          this.firstMove,
          this.offer,
          this.invite,
          this.moves,
          this.analysis,
          this.controls,
          this.watching,
          this.bottom,
        ),
      ),
    );
  }

  say(text, kind = "error") {
    this.message.className = "message " + (text ? kind : "");
    this.message.textContent = text || "";
  }

  // --- live updates ------------------------------------------------------------------------
  connect() {
    if (this.closed) return;
    const ws = new WebSocket(api.socketUrl(this.id));
    this.ws = ws;
    let first = true;
    ws.onmessage = (e) => {
      try {
        const data = JSON.parse(e.data);
        if (data.watchers !== undefined && data.id === undefined) {
          this.watchers = data.watchers;
          return drawWatchers(this, this.watching);
        }
        this.update(data, first);
      } catch (err) {
        /* ignore a bad frame */
      }
      first = false;
    };
    ws.onclose = () => {
      if (this.closed) return;
      setTimeout(() => this.connect(), 1500);
    };
  }

  update(st, force = false) {
    if (!force && st.version < this.st.version && st.moves.length <= this.st.moves.length) return;
    const changedPosition = st.position !== this.st.position || st.moves.length !== this.st.moves.length;
    const before = this.st;
    this.st = st;
    if (!force) this.announce(before, st);
    this.receivedAt = performance.now();
    // The pieces each new move took, kept fading for a moment (through a quick reply too).
    const now = this.receivedAt;
    this.ghosts = st.moves.length < before.moves.length ? [] : (this.ghosts || []).filter((g) => now - g.at < GHOST_MS);
    if (st.moves.length > before.moves.length) this.ghosts.push(...(st.captured || []).map((g) => ({ ...g, at: now })));
    if (changedPosition || !this.myTurn()) this.deselect(false);
    if (this.look !== null && this.look > st.moves.length) this.look = null;
    this.draw();
  }

  /** Re-runs the analysis when the position shown has changed. */
  followAnalysis() {
    if (!this.analysing) return;
    if (!this.mayAnalyse()) {
      this.analysing = false;
      fill(this.analysis);
      return;
    }
    const position = this.look !== null && this.looked ? this.looked.position : this.st.position;
    if (this.analysedKey !== position + "|" + this.look) {
      this.bestCells = null;
      this.analyse();
    }
  }

  /** Sounds and the tab title after a change from `before` to `st`. */
  announce(before, st) {
    const pieces = (s) => s.diagram.cells.filter((c) => c.piece).length;
    if (st.moves.length > before.moves.length) {
      if (st.status === "finished") play("end");
      else if (st.check) play("check");
      else play(pieces(st) < pieces(before) ? "capture" : "move");
    } else if (st.status === "finished" && before.status !== "finished") {
      play("end");
    }
    if (st.status === "finished") title(t("page-tab-over"));
    else if (this.myTurn()) title(t("page-tab-your-turn"), st.moves.length > before.moves.length);
    else title(t("page-tab-game"));
    const said = [];
    if (st.moves.length > before.moves.length)
      said.push(
        `${cap(side((st.movers || [])[st.moves.length - 1] || ""))}: ${shownMove((st.shown || [])[st.moves.length - 1], st.moves[st.moves.length - 1])}.`,
      );
    if (st.status === "finished" && before.status !== "finished")
      said.push(cap(explain(st.description_message) || st.description || t("page-game-over")) + ".");
    else if (this.myTurn() && st.moves.length > before.moves.length) said.push(t("page-your-turn") + ".");
    speak(said.join(" "));
  }

  // --- drawing -----------------------------------------------------------------------------
  draw() {
    const st = this.st;
    if (this.look !== null && this.looked) {
      const past = this.looked;
      const shown = { ...st, diagram: past.diagram, last_cells: past.last_cells, move_cells: [], legal_moves: [] };
      const view = {
        ...this.view,
        selected: null,
        targets: null,
        hints: null,
        check: past.check ? this.kingCell(past.diagram, this.keyOf(past.turn)) : null,
      };
      render(this.svg, shown, view);
      this.say(t("page-looking-at", { ply: past.ply, total: st.moves.length }), "info");
      this.lookingSaid = true;
    } else {
      if (this.lookingSaid) this.say("");
      this.lookingSaid = false;
      this.drawLive();
    }
    this.drawPlayers();
    this.drawStatus();
    this.drawOffer();
    drawRequests(this, this.offer);
    this.drawInvite();
    this.drawMoves();
    this.drawControls();
    this.followAnalysis();
  }

  drawLive() {
    const st = this.st;
    const view = { ...this.view, check: this.checkCell() };
    if (this.analysing && this.bestCells && this.view.selected === null) view.best = this.bestCells;
    if (this.myTurn() && this.view.selected === null) {
      const singles = st.move_cells.filter(([, c]) => c.length === 1).map(([, c]) => c[0]);
      view.hints = new Set(singles);
    }
    if (this.myTurn()) view.musts = new Set(st.must_capture || []);
    const now = performance.now();
    view.ghosts = (this.ghosts || []).filter((g) => now - g.at < GHOST_MS).map((g) => ({ ...g, age: now - g.at }));
    render(this.svg, st, view);
    this.svg.setAttribute("role", "img");
    this.svg.setAttribute("aria-label", boardLabel(st));
    this.typing.hidden = !this.myTurn();
  }

  checkCell() {
    const st = this.st;
    if (!st.check || st.status !== "ongoing") return null;
    return this.kingCell(st.diagram, this.keyOf(st.turn));
  }

  kingCell(diagram, key) {
    const i = diagram.cells.findIndex((c) => c.piece && c.piece.kind === "chess_king" && c.piece.side === key);
    return i < 0 ? null : i;
  }

  playerName(key) {
    const st = this.st,
      name = this.nameOf(key),
      mine = this.mineKeys();
    if (st.opponent === "computer" && st.computer === name)
      return st.engine ? st.engine.name : t("page-computer-at-level", { level: st.level });
    if (mine.length === 1 && mine[0] === key) return t("page-you");
    if (st.opponent === "friend") return mine.length ? t("page-your-friend") : cap(side(name));
    return cap(side(name));
  }

  drawPlayers() {
    const bottomKey = this.view.flipped ? "black" : "white";
    const topKey = bottomKey === "white" ? "black" : "white";
    for (const [box, key, place] of [
      [this.top, topKey, "top"],
      [this.bottom, bottomKey, "bottom"],
    ]) {
      const name = this.nameOf(key);
      const toMove = this.st.status === "ongoing" && this.st.turn === name;
      box.className = `player ${place}` + (toMove ? " to-move" : "");
      const clock = this.st.clock ? h("span", { class: "clock", "data-side": key }) : null;
      fill(
        box,
        h(
          "span",
          { class: "who" },
          h("span", { class: "dot " + key }),
          h("span", {}, this.playerName(key)),
          this.playerName(key).toLowerCase() !== side(name).toLowerCase() ? h("span", { class: "meta" }, "\u00b7 " + side(name)) : null,
        ),
        clock,
      );
    }
    this.tick();
  }

  tick() {
    drawFirstMove(this, this.firstMove, performance.now() - this.receivedAt);
    const c = this.st.clock;
    if (!c) return;
    const elapsed = performance.now() - this.receivedAt;
    for (const el of this.root.querySelectorAll(".clock")) {
      const key = el.getAttribute("data-side");
      const running = c.running === this.nameOf(key);
      const ms = Math.max(0, c[key + "_ms"] - (running ? elapsed : 0));
      el.textContent = formatClock(ms);
      el.className = "clock" + (running ? " running" : "") + (ms < 10000 && running ? " low" : "");
      if (running && ms < 10000 && this.mineKeys().length === 1 && this.mineKeys()[0] === key && !this.warned) {
        this.warned = true;
        play("low-time");
      }
    }
  }

  drawStatus() {
    const st = this.st;
    let title,
      sub = "";
    if (st.status === "finished") {
      title = cap(explain(st.description_message) || st.description || t("page-game-over"));
    } else {
      const mine = this.mineKeys();
      const turnKey = this.keyOf(st.turn);
      title = mine.length === 1 && mine[0] === turnKey ? t("page-your-turn") : cap(t("page-to-move", { side: side(st.turn) }));
      if (st.check) title += " \u2014 " + t("page-check");
      if (st.engine_error) {
        sub = h(
          "div",
          { class: "engine-error" },
          h("span", {}, st.engine_error),
          mine.length
            ? h("button", { class: "btn", onclick: () => this.act(() => api.retry(this.id, this.token())) }, t("page-retry"))
            : null,
        );
      } else if (st.thinking)
        sub = h(
          "span",
          { class: "thinking" },
          st.engine ? t("page-engine-thinking", { engine: st.engine.name }) : t("page-computer-thinking"),
        );
      else if (st.waiting_for_opponent) sub = t("page-waiting-friend");
      else if (!mine.length) sub = t("page-watching");
      else if (st.opponent === "computer" && st.moves.length === 0 && !mine.includes(turnKey)) sub = t("page-computer-opens");
      const movers = st.movers || [];
      if (movers.length && movers[movers.length - 1] === st.turn && !sub)
        sub = mine.length === 1 && mine[0] === turnKey ? t("page-extra-turn-you") : t("page-extra-turn-for", { side: side(st.turn) });
    }
    this.status.className = "status" + (st.status === "finished" ? " over" : "");
    fill(this.status, h("div", { class: "title" }, title), sub ? h("div", { class: "sub" }, sub) : null);
  }

  drawOffer() {
    const st = this.st,
      mine = this.mineKeys();
    fill(this.offer);
    if (!st.draw_offer || st.status !== "ongoing" || !mine.length) return;
    const byMe = mine.length === 1 && mine[0] === this.keyOf(st.draw_offer);
    fill(
      this.offer,
      h(
        "div",
        { class: "offer" },
        byMe
          ? h("span", {}, t("page-you-offered-draw"))
          : [
              h("span", {}, cap(t("page-offers-draw", { side: side(st.draw_offer) }))),
              h(
                "button",
                { class: "btn primary", onclick: () => this.act(() => api.draw(this.id, this.token(), "accept")) },
                t("page-accept"),
              ),
              h("button", { class: "btn", onclick: () => this.act(() => api.draw(this.id, this.token(), "decline")) }, t("page-decline")),
            ],
      ),
    );
  }

  drawInvite() {
    const st = this.st;
    fill(this.invite);
    if (!st.waiting_for_opponent || !this.seat || !this.seat.invite) return;
    const input = h("input", { readonly: true, value: this.seat.invite, onclick: (e) => e.target.select() });
    fill(
      this.invite,
      h(
        "div",
        { class: "invite" },
        h("strong", {}, t("page-invite-friend")),
        h("div", { class: "meta" }, t("page-invite-hint")),
        input,
        h("button", { class: "btn", onclick: () => copy(this.seat.invite, this) }, t("page-copy-invite")),
      ),
    );
  }

  drawMoves() {
    drawMoves(this);
  }

  drawControls() {
    const st = this.st,
      mine = this.mineKeys(),
      ongoing = st.status === "ongoing";
    const buttons = [];
    const btn = (label, onclick, opts = {}) =>
      buttons.push(h("button", { class: "btn " + (opts.cls || ""), disabled: opts.disabled, title: opts.title, onclick }, label));
    if (mine.length && ongoing) {
      if (st.opponent !== "friend")
        btn(t("page-undo"), () => this.act(() => api.undo(this.id, this.token())), {
          disabled: st.moves.length === 0,
          title: t("page-undo-title"),
        });
      else takebackButton(this, btn);
      if (!st.draw_offer || mine.length === 2)
        btn(t("page-offer-draw"), () => this.act(() => api.draw(this.id, this.token(), "offer"), t("page-draw-offered")));
      btn(t(this.confirming === "resign" ? "page-really-resign" : "page-resign"), () => this.resign(), { cls: "danger" });
    }
    if (mine.length && !ongoing) btn(t("page-rematch"), () => this.rematch(), { cls: "primary" });
    if (this.mayAnalyse())
      btn(t(this.analysing ? "page-stop-analysis" : "page-analyse"), () => this.toggleAnalysis(), {
        title: t("page-analyse-title"),
      });
    if (this.mayAnalyse())
      btn(t("page-open-analysis-board"), () => this.navigate(`/analysis?id=${this.id}&ply=${this.look ?? st.moves.length}`), {
        cls: "open-analysis",
      });
    btn(t("page-flip-board"), () => {
      this.view.flipped = !this.view.flipped;
      this.draw();
    });
    btn(t("page-new-game"), () => this.navigate("/"));
    const record = h("a", { class: "btn", href: api.recordUrl(this.id), download: "" }, t("page-download-record"));
    const name = gameName(st.game, st.game);
    const rules = h("a", { class: "btn", href: "/rules/" + st.game, title: t("page-rules-of", { game: name }) }, t("page-rules-link"));
    fill(this.controls, ...buttons, record, rules);
    if (st.rematch && mine.length) {
      const have = seat(st.rematch);
      this.offer.appendChild(
        h(
          "div",
          { class: "offer" },
          h("span", {}, t(have ? "page-rematch-started" : "page-rematch-wanted")),
          h(
            "button",
            { class: "btn primary", onclick: () => (have ? this.navigate("/g/" + st.rematch) : this.rematch()) },
            t(have ? "page-go-to-rematch" : "page-join-rematch"),
          ),
        ),
      );
    }
  }

  token() {
    return this.seat && this.seat.token;
  }

  async act(call, okText = "") {
    try {
      const st = await call();
      this.say(okText, "info");
      if (st && st.id) this.update(st);
    } catch (e) {
      this.say(e.message);
    }
  }

  resign() {
    if (this.confirming !== "resign") {
      this.confirming = "resign";
      this.drawControls();
      setTimeout(() => {
        if (this.confirming === "resign") {
          this.confirming = null;
          this.drawControls();
        }
      }, 3000);
      return;
    }
    this.confirming = null;
    this.act(() => api.resign(this.id, this.token()));
  }

  async rematch() {
    try {
      const made = await api.rematch(this.id, this.token());
      saveSeat(made.id, { token: made.token, color: made.color, game: made.state.game, opponent: made.state.opponent });
      this.navigate("/g/" + made.id);
    } catch (e) {
      this.say(e.message);
    }
  }
}

function formatClock(ms) {
  const s = ms / 1000;
  if (s < 10) return s.toFixed(1);
  const m = Math.floor(s / 60),
    r = Math.floor(s % 60);
  if (m >= 60) return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}:${String(r).padStart(2, "0")}`;
  return `${m}:${String(r).padStart(2, "0")}`;
}

async function copy(text, view) {
  try {
    await navigator.clipboard.writeText(text);
    view.say(t("page-invite-copied"), "info");
  } catch (e) {
    view.say(t("page-copy-from-box"), "info");
  }
}
