// The game view: the board component (board.js) fed from the game's state, its moves sent to
// the API, the players and clocks (players.js), the move list (moves.js), looking back through
// the moves, the result, and the buttons (resign, draw, undo, cancel while the friend is awaited,
// abort before the first moves, flip, rematch, invite, record);
// what belongs to playing a person (take-backs, watchers, the first move's deadline) is in
// friends.js, the analysis panel in review.js. The state comes from the API and then live from
// the WebSocket; a reload restores everything. The view composes these parts: none of them
// inherits from another.

import { api, seat, saveSeat } from "./api.js";
import { createBoard } from "./board.js";
import { boardLabel } from "./draw.js";
import { boardReader } from "./reader.js";
import { h, cap, fill } from "./dom.js";
import { AnalysisPanel, abortedUnplayed } from "./review.js";
import { drawMoves, moveNumber } from "./moves.js";
import { drawPlayers, tick } from "./players.js";
import { drawRequests, takebackButton, drawWatchers, drawInvite } from "./friends.js";
import { play, title, speak } from "./sound.js";
import { settings } from "./settings.js";
import { t, explain, side, gameName, shownMove, typedMove, localLetters } from "./i18n.js";

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
  // The accounts seated, if any: their names link to the players' pages. Without this
  // browser's token, the logged-in account's seat (`you`) is the player's: its moves go with
  // the session cookie.
  const accounts = api.gamePlayers(id).catch(() => null);
  const local = seat(id);
  const mine = local && local.token ? null : await accounts;
  const g = new GameView(root, id, st, navigate, mine && mine.you && mine.you.length ? mine.you : null);
  accounts.then((found) => {
    if (!found || g.closed) return;
    g.accounts = found;
    drawPlayers(g, g.top, g.bottom);
  });
  if (notice) g.say(notice[1], notice[0]);
  if (Number.isInteger(ply) && ply >= 0) g.goTo(ply);
  return () => g.close();
}

class GameView {
  constructor(root, id, st, navigate, accountSides = null) {
    this.root = root;
    this.id = id;
    this.st = st;
    this.navigate = navigate;
    // This browser's token for the game, or else the sides the logged-in account holds.
    this.seat = accountSides ? { sides: accountSides } : seat(id);
    this.receivedAt = performance.now();
    const mine = this.mineKeys();
    this.flipped = mine.length === 1 && mine[0] === "black";
    this.confirming = null;
    this.look = null; // the ply looked at, or null for the live position
    this.looked = null; // the server's view of that ply
    this.analysis = new AnalysisPanel(this);
    this.build();
    this.update(st, true);
    if (st.status === "finished") title(t("page-tab-over"));
    else if (this.myTurn()) title(t("page-tab-your-turn"));
    this.connect();
    this.ticker = setInterval(() => tick(this), 100);
    this.onKey = (e) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      const here = this.look ?? this.st.moves.length;
      const step = { ArrowLeft: here - 1, ArrowRight: here + 1, Home: 0, End: this.st.moves.length }[e.key];
      if (e.key === "Escape") this.board.cancel();
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

  /** The legal moves' texts. */
  legalTexts() {
    return (this.st.move_cells || []).map((m) => m[0]);
  }

  // --- sides -------------------------------------------------------------------------------
  keyOf(name) {
    return this.st.sides[0] === name ? "white" : "black";
  }
  nameOf(key) {
    return this.st.sides[key === "white" ? 0 : 1];
  }
  mineKeys() {
    if (this.seat && this.seat.sides) return this.seat.sides;
    if (!this.seat || !this.seat.token) return [];
    if (this.seat.color === "both") return ["white", "black"];
    return [this.keyOf(this.seat.color)];
  }
  myTurn() {
    const st = this.st;
    return st.status === "ongoing" && !st.waiting_for_opponent && this.mineKeys().includes(this.keyOf(st.turn)) && !st.thinking;
  }

  // --- layout ------------------------------------------------------------------------------
  build() {
    this.boardWrap = h("div", { class: "board-wrap" });
    this.board = createBoard(this.boardWrap, {
      game: this.st.game,
      events: {
        move: (text) => this.send({ move: text }),
        cells: (cells) => this.send({ cells }),
        select: () => this.say(""),
        press: () => this.pressedWhileWaiting(),
        message: (text, kind) => this.say(text, kind),
      },
    });
    this.message = h("div", { class: "message", role: "status" });
    this.typed = h("input", {
      type: "text",
      autocomplete: "off",
      spellcheck: "false",
      "aria-label": t("page-type-move"),
      placeholder:
        this.legalTexts().some((m) => /[A-Z]/.test(m)) && localLetters()
          ? t("page-type-move-letters", { letters: localLetters() })
          : t("page-type-move-hint"),
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
          this.send({ move: typedMove(text, this.legalTexts()) });
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
    fill(
      this.root,
      h(
        "div",
        { class: "game" },
        h(
          "div",
          { class: "main-col" },
          this.boardWrap,
          this.message,
          this.typing,
          boardReader(() => (this.look !== null && this.looked ? this.looked.diagram : this.st.diagram)).element,
        ),
        h(
          "aside",
          { class: "side" },
          this.top,
          this.status,
          this.firstMove,
          this.offer,
          this.invite,
          this.moves,
          this.analysis.element,
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

  // --- moving ------------------------------------------------------------------------------
  /** A press on the board while this page may not move: says why. */
  pressedWhileWaiting() {
    const st = this.st;
    if (this.look !== null) this.say(t("page-looking-back"), "info");
    else if (st.status === "ongoing" && this.mineKeys().length)
      this.say(st.thinking ? t("page-computer-thinking") + "." : t("page-turn-of", { side: side(st.turn) }), "info");
  }

  /** Plays a move: `{move: TEXT}` (a legal move's text, or one typed) or the cells clicked,
   *  `{cells}`, for the server to name the move or say why not. */
  async send(body) {
    this.board.cancel();
    this.draw();
    try {
      const st = await api.move(this.id, this.token(), body);
      this.say("");
      this.update(st);
    } catch (e) {
      this.say(e.message);
    }
  }

  // --- live updates ------------------------------------------------------------------------
  connect() {
    if (this.closed) return;
    const ws = new WebSocket(api.socketUrl(this.id));
    this.ws = ws;
    let first = true;
    // A player's page shows its seat, so that the count of watchers is the spectators'.
    ws.onopen = () => {
      if (this.token()) ws.send(JSON.stringify({ seat: this.token() }));
    };
    ws.onmessage = (e) => {
      try {
        const data = JSON.parse(e.data);
        if (data.error !== undefined) return;
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
    // The game's end clears the notices of the game before it (a take-back asked, a draw offered).
    if (!force && st.status === "finished" && before.status !== "finished") {
      this.say("");
      this.confirming = null;
    }
    this.receivedAt = performance.now();
    // The pieces each new move took, kept fading for a moment (through a quick reply too).
    const now = this.receivedAt;
    this.ghosts = st.moves.length < before.moves.length ? [] : (this.ghosts || []).filter((g) => now - g.at < GHOST_MS);
    if (st.moves.length > before.moves.length) this.ghosts.push(...(st.captured || []).map((g) => ({ ...g, at: now })));
    if (changedPosition || !this.myTurn()) this.board.cancel();
    if (this.look !== null && this.look > st.moves.length) this.look = null;
    this.draw();
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
    if (this.myTurn() && st.moves.length > before.moves.length)
      notify(t("page-notify-your-turn", { game: gameName(st.game, st.name) }), this.id);
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
    this.board.set({ movable: null });
    history.replaceState(null, "", `${location.pathname}#ply=${ply}`);
    try {
      const view = await api.atPly(this.id, ply);
      if (this.look !== ply) return;
      this.looked = view;
      this.draw();
    } catch (e) {
      this.look = null;
      this.drawLive();
      this.say(t("page-cannot-show-move", { error: e.message }));
    }
  }

  // --- drawing -----------------------------------------------------------------------------
  draw() {
    const st = this.st;
    if (this.look !== null && this.looked) {
      const past = this.looked;
      this.board.set({
        diagram: past.diagram,
        lastCells: past.last_cells,
        flipped: this.flipped,
        movable: null,
        check: past.check ? kingCell(past.diagram, this.keyOf(past.turn)) : null,
        best: null,
        musts: null,
        ghosts: [],
      });
      const { number, total } = moveNumber(st, past.ply);
      const move = past.ply ? shownMove((st.shown || [])[past.ply - 1], st.moves[past.ply - 1] || "") : t("page-editor-start");
      this.say(t("page-looking-at", { number, total, move }), "info");
      this.lookingSaid = true;
    } else {
      if (this.lookingSaid) this.say("");
      this.lookingSaid = false;
      this.drawLive();
    }
    drawPlayers(this, this.top, this.bottom);
    this.drawStatus();
    this.drawOffer();
    drawRequests(this, this.offer);
    drawInvite(this, this.invite);
    drawMoves(this);
    this.drawControls();
    this.analysis.follow();
  }

  drawLive() {
    const st = this.st;
    const mine = this.myTurn();
    const now = performance.now();
    this.board.set({
      game: st.game,
      diagram: st.diagram,
      lastCells: st.last_cells,
      flipped: this.flipped,
      movable: mine ? { color: this.keyOf(st.turn), moves: st.move_cells, promotions: st.promotions, hints: true } : null,
      check: this.checkCell(),
      best: this.analysis.on ? this.analysis.bestCells : null,
      musts: mine ? new Set(st.must_capture || []) : null,
      ghosts: (this.ghosts || []).filter((g) => now - g.at < GHOST_MS).map((g) => ({ ...g, age: now - g.at })),
      label: boardLabel(st),
    });
    this.typing.hidden = !mine;
  }

  /** The king in check: marked while the game goes on, and the mated king in the final position. */
  checkCell() {
    const st = this.st;
    if (!st.check) return null;
    return kingCell(st.diagram, this.keyOf(st.turn));
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
      if (st.waiting_for_opponent && mine.length) title = t("page-waiting-for-friend");
      else title = mine.length === 1 && mine[0] === turnKey ? t("page-your-turn") : cap(t("page-to-move", { side: side(st.turn) }));
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
      else if (st.waiting_for_opponent) sub = mine.length ? "" : t("page-waiting-friend");
      else if (!mine.length) sub = t("page-watching");
      else if (st.rated) sub = t("page-rated");
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

  drawControls() {
    const st = this.st,
      mine = this.mineKeys(),
      ongoing = st.status === "ongoing";
    const buttons = [];
    const btn = (label, onclick, opts = {}) =>
      buttons.push(h("button", { class: "btn " + (opts.cls || ""), disabled: opts.disabled, title: opts.title, onclick }, label));
    if (mine.length && ongoing && st.waiting_for_opponent)
      btn(t("page-cancel"), () => this.act(() => api.abort(this.id, this.token())), { cls: "cancel-game" });
    else if (mine.length && ongoing) {
      if (st.opponent !== "friend")
        btn(t("page-undo"), () => this.act(() => api.undo(this.id, this.token())), {
          disabled: st.moves.length === 0,
          title: t("page-undo-title"),
        });
      else takebackButton(this, btn);
      // Before both sides' first moves of a timed game, the game is aborted, not lost or drawn.
      if (st.abort_in_ms != null) {
        btn(t("page-abort"), () => this.act(() => api.abort(this.id, this.token())), { cls: "abort" });
        // In a tournament that allows it, before the seat's first move: halve the clock.
        const berserked = (st.clock && st.clock.berserk) || [];
        const myMoved = st.moves.length >= 2 || (st.moves.length === 1 && st.turn !== mine[0]);
        if (this.seat && this.seat.berserk && st.clock && mine.length === 1 && !berserked.includes(mine[0]) && !myMoved)
          btn(t("page-tournament-berserk"), () => this.act(() => api.berserk(this.id, this.token())), {
            cls: "berserk",
            title: t("page-tournament-berserk-hint"),
          });
      } else {
        if (!st.draw_offer || mine.length === 2)
          btn(t("page-offer-draw"), () => this.act(() => api.draw(this.id, this.token(), "offer"), t("page-draw-offered")));
        btn(t(this.confirming === "resign" ? "page-really-resign" : "page-resign"), () => this.resign(), { cls: "danger" });
      }
    }
    // Once a rematch is asked for or started, its one button is in the offer below.
    if (mine.length && !ongoing && !abortedUnplayed(st) && !st.rematch) btn(t("page-rematch"), () => this.rematch(), { cls: "primary" });
    if (this.analysis.allowed())
      btn(t(this.analysis.on ? "page-stop-analysis" : "page-analyse"), () => this.analysis.toggle(), {
        title: t("page-analyse-title"),
      });
    if (this.analysis.allowed())
      btn(t("page-open-analysis-board"), () => this.navigate(`/analysis?id=${this.id}&ply=${this.look ?? st.moves.length}`), {
        cls: "open-analysis",
      });
    btn(t("page-flip-board"), () => {
      this.flipped = !this.flipped;
      this.draw();
    });
    btn(t("page-new-game"), () => this.navigate("/"));
    const record = h("a", { class: "btn", href: api.recordUrl(this.id), download: "" }, t("page-download-record"));
    const name = gameName(st.game, st.game);
    const rules = h(
      "a",
      {
        class: "btn",
        href: "/rules/" + st.game,
        title: t("page-rules-of", { game: name }),
        "aria-label": t("page-rules-of", { game: name }),
      },
      t("page-rules-link"),
    );
    fill(this.controls, ...buttons, record, rules);
    // A spectator is led to the rematch.
    if (st.rematch && !mine.length)
      this.offer.appendChild(
        h(
          "div",
          { class: "offer" },
          h("span", {}, t("page-rematch-on")),
          h("a", { class: "btn primary watch-rematch", href: "/g/" + st.rematch, "data-link": "" }, t("page-watch-rematch")),
        ),
      );
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

/** A browser notification, when the player turned them on in the settings, the browser allows
 *  them and the tab is hidden (a visible tab has its title and sound). */
function notify(text, tag) {
  if (!settings().notify || document.visibilityState === "visible") return;
  if (!("Notification" in window) || Notification.permission !== "granted") return;
  try {
    new Notification(text, { tag });
  } catch (e) {
    /* a browser that shows notifications only from a service worker */
  }
}

/** The cell of `key`'s chess king in `diagram` (the check mark), or null. */
function kingCell(diagram, key) {
  const i = diagram.cells.findIndex((c) => c.piece && c.piece.kind === "chess_king" && c.piece.side === key);
  return i < 0 ? null : i;
}
