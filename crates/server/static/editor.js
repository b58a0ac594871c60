// The board editor (/editor?game=ID&position=TEXT): any game of the catalog, its pieces
// placed and removed with a click, the side to move, the start position or an empty board, and
// the position's text, which may also be typed or pasted. The server checks every change
// (POST /api/position) and words what is wrong — a board of seeds keeps a count that is not yet
// right and says how many seeds are missing or too many; from a valid position a game starts
// against the computer (at the level chosen) or a friend, with the colour and the clock chosen,
// or the analysis board opens. The board is the board component (board.js), nothing movable on
// it: a press on a cell places or removes a piece, or adds or takes a seed.

import { api, prefs, saveSeat } from "./api.js";
import { createBoard } from "./board.js";
import { pieceIcon, kindName } from "./draw.js";
import { h, cap, fill } from "./dom.js";
import { t, explain, side, gameName } from "./i18n.js";
import { groups } from "./games.js";

export async function showEditor(root, navigate, params) {
  fill(root, h("div", { class: "card" }, t("page-loading")));
  let catalog;
  try {
    catalog = (await api.catalog()).games;
  } catch (e) {
    fill(root, h("div", { class: "card" }, t("page-server-unreachable", { error: e.message })));
    return;
  }
  const game = catalog.find((g) => g.id === params.get("game")) || catalog[0];
  const counts = game.pieces.length === 0;
  const tools = counts
    ? [{ add: 1 }, { add: -1 }]
    : ["white", "black"].flatMap((s) => game.pieces.map((kind) => ({ piece: { side: s, kind } }))).concat([{ remove: true }]);
  const saved = prefs.get();
  const ed = {
    game: game.id,
    tool: tools[0],
    diagram: null,
    turn: "white",
    position: "",
    valid: false,
    flipped: false,
    // How a game from here is played: the colour ("white"/"black", null for the side to
    // move), the computer's level and the clock, first as the lobby last chose them.
    color: null,
    level: saved.level || 3,
    clock: !!saved.clock,
    minutes: saved.minutes || 5,
    increment: saved.increment ?? 3,
  };

  const boardWrap = h("div", { class: "board-wrap" });
  const board = createBoard(boardWrap, { game: ed.game, label: t("page-editor-board"), events: { press } });
  const text = h("textarea", {
    id: "editor-position",
    rows: "2",
    spellcheck: "false",
    autocomplete: "off",
    "aria-label": t("page-editor-position"),
  });
  const message = h("div", { class: "message", id: "editor-message", role: "status" });
  const palette = h("div", { class: "palette", role: "group", "aria-label": t("page-editor-pieces") });
  const turnBox = h("div", { class: "choices", role: "radiogroup", "aria-label": t("page-editor-to-move") });
  const playBox = h("div", { class: "field play-from" });
  const actions = h("div", { class: "actions editor-actions" });

  function say(words, kind = "error") {
    message.className = "message " + (words ? kind : "");
    message.textContent = words;
  }

  /** Shows what the server says of a position: its text, board and side to move. */
  function accept(data) {
    ed.diagram = data.diagram;
    ed.turn = data.turn;
    ed.position = data.position;
    ed.valid = true;
    text.value = data.position;
    text.removeAttribute("aria-invalid");
    if (data.status === "finished") say(cap(t("page-editor-over", { reason: explain(data.description_message) })), "info");
    else say("");
    draw();
  }

  function refuse(e) {
    ed.valid = false;
    text.setAttribute("aria-invalid", "true");
    say(missing(e) || e.message);
    draw();
  }

  /** A board of seeds whose count is not the game's: how many to add or take, else null. */
  function missing(e) {
    const inner = e.detail && e.detail.params && e.detail.params.detail;
    const { total, expected } = (inner && inner.params) || {};
    if (!counts || !Number.isInteger(total) || !Number.isInteger(expected)) return null;
    const words = total > expected ? "page-editor-seeds-over" : "page-editor-seeds-under";
    return t(words, { total, expected, count: Math.abs(total - expected) });
  }

  /** Asks the server about the position typed (or the start position, without one). */
  async function fromText(position) {
    const body = { game: ed.game };
    if (position !== undefined && position.trim()) body.position = position.trim();
    try {
      accept(await api.position(body));
    } catch (e) {
      refuse(e);
    }
  }

  let asked = 0;
  /** Asks the server about the board as set up. */
  async function fromBoard() {
    const mine = ++asked;
    const cells = ed.diagram.cells.map((c) => (counts ? c.count : c.piece ? { side: c.piece.side, kind: c.piece.kind } : null));
    try {
      const data = await api.position({ game: ed.game, cells, turn: ed.turn });
      if (mine === asked) accept(data);
    } catch (e) {
      if (mine === asked) refuse(e);
    }
  }

  function press(i) {
    if (!ed.diagram) return;
    const c = ed.diagram.cells[i];
    if (counts) {
      c.count = Math.max(0, c.count + ed.tool.add);
    } else {
      if (!c.playable) return say(t("page-editor-not-playable"));
      const p = ed.tool.piece;
      const same = p && c.piece && c.piece.side === p.side && c.piece.kind === p.kind;
      c.piece = p && !same ? { ...p } : null;
    }
    draw();
    fromBoard();
  }

  function clear() {
    for (const c of ed.diagram.cells) {
      c.piece = null;
      c.count = 0;
    }
    draw();
    fromBoard();
  }

  async function start(opponent) {
    for (const b of actions.querySelectorAll("button")) b.disabled = true;
    const body = { game: ed.game, opponent, color: ed.color || ed.turn, position: ed.position };
    if (opponent === "computer") body.level = ed.level;
    if (ed.clock) body.clock = { minutes: ed.minutes, increment: ed.increment };
    prefs.set({ ...prefs.get(), level: ed.level, clock: ed.clock, minutes: ed.minutes, increment: ed.increment });
    try {
      const made = await api.create(body);
      saveSeat(made.id, { token: made.token, color: made.color, invite: made.invite || null, game: ed.game, opponent });
      navigate("/g/" + made.id);
    } catch (e) {
      say(e.message);
      draw();
    }
  }

  function drawPalette() {
    fill(
      palette,
      tools.map((tool) => {
        const on = tool === ed.tool;
        let label, content;
        if (tool.piece) {
          label = `${cap(side(game.sides[tool.piece.side === "white" ? 0 : 1]))}: ${kindName(tool.piece.kind)}`;
          content = pieceIcon(ed.game, tool.piece);
        } else if (tool.remove) {
          label = t("page-editor-remove");
          content = h("span", { class: "tool-word" }, "\u2715");
        } else {
          label = t(tool.add > 0 ? "page-editor-add-seed" : "page-editor-take-seed");
          content = h("span", { class: "tool-word" }, tool.add > 0 ? "+1" : "\u22121");
        }
        return h(
          "button",
          {
            class: "btn tool" + (on ? " on" : ""),
            title: label,
            "aria-label": label,
            "aria-pressed": String(on),
            "data-tool": tool.piece ? `${tool.piece.side}-${tool.piece.kind}` : tool.remove ? "remove" : tool.add > 0 ? "add" : "take",
            onclick: () => {
              ed.tool = tool;
              drawPalette();
            },
          },
          content,
        );
      }),
    );
  }

  function drawTurn() {
    fill(
      turnBox,
      ["white", "black"].map((key, i) =>
        h(
          "button",
          {
            class: "choice turn" + (ed.turn === key ? " on" : ""),
            role: "radio",
            "aria-checked": String(ed.turn === key),
            "data-turn": key,
            onclick: () => {
              if (ed.turn === key || !ed.diagram) return;
              ed.turn = key;
              drawTurn();
              fromBoard();
            },
          },
          cap(side(game.sides[i])),
        ),
      ),
    );
  }

  /** The colour, the computer's level and the clock of a game started from here. */
  function drawPlay() {
    const color = ed.color || ed.turn;
    fill(
      playBox,
      h("div", { class: "label", id: "editor-color-label" }, t("page-you-play")),
      h(
        "div",
        { class: "choices", role: "radiogroup", "aria-labelledby": "editor-color-label" },
        ["white", "black"].map((key, i) =>
          h(
            "button",
            {
              class: "choice color" + (color === key ? " on" : ""),
              role: "radio",
              "aria-checked": String(color === key),
              "data-color": key,
              onclick: () => {
                ed.color = key;
                drawPlay();
              },
            },
            cap(side(game.sides[i])),
          ),
        ),
      ),
      h(
        "label",
        { class: "level-row" },
        h("span", { class: "label" }, t("page-computer-level")),
        h("input", {
          id: "editor-level",
          type: "range",
          min: "1",
          max: "10",
          value: ed.level,
          oninput: (e) => {
            ed.level = Number(e.target.value);
            playBox.querySelector(".level-value").textContent = ed.level;
          },
        }),
        h("span", { class: "level-value" }, String(ed.level)),
      ),
      h(
        "div",
        { class: "clock-row" },
        h(
          "label",
          { class: "rule" },
          h("input", {
            type: "checkbox",
            id: "editor-clock",
            checked: ed.clock,
            onchange: (e) => {
              ed.clock = e.target.checked;
              drawPlay();
            },
          }),
          t("page-timed-game"),
        ),
        ed.clock
          ? [
              h("input", {
                type: "number",
                id: "editor-minutes",
                min: "0.5",
                max: "600",
                step: "0.5",
                value: ed.minutes,
                "aria-label": t("page-minutes"),
                onchange: (e) => (ed.minutes = Number(e.target.value)),
              }),
              t("page-min-plus"),
              h("input", {
                type: "number",
                id: "editor-increment",
                min: "0",
                max: "600",
                step: "1",
                value: ed.increment,
                "aria-label": t("page-increment"),
                onchange: (e) => (ed.increment = Number(e.target.value)),
              }),
              t("page-seconds-per-move"),
            ]
          : h("span", { class: "meta" }, t("page-untimed")),
      ),
    );
  }

  function drawActions() {
    const invalid = !ed.valid;
    const analysis = `/analysis?game=${encodeURIComponent(ed.game)}&position=${encodeURIComponent(ed.position)}`;
    fill(
      actions,
      h(
        "button",
        { class: "btn primary", id: "editor-computer", disabled: invalid, onclick: () => start("computer") },
        t("page-editor-play-computer"),
      ),
      h("button", { class: "btn", id: "editor-friend", disabled: invalid, onclick: () => start("friend") }, t("page-editor-play-friend")),
      invalid
        ? h("span", { class: "btn disabled", id: "editor-analyse", "aria-disabled": "true" }, t("page-analyse"))
        : h("a", { class: "btn", id: "editor-analyse", href: analysis }, t("page-analyse")),
    );
  }

  function draw() {
    if (ed.diagram) board.set({ diagram: ed.diagram, flipped: ed.flipped });
    drawTurn();
    drawPlay();
    drawActions();
  }

  const others = h(
    "select",
    {
      id: "editor-game",
      "aria-label": t("page-game"),
      onchange: (e) => navigate("/editor?game=" + encodeURIComponent(e.target.value)),
    },
    groups(catalog).map((group) => {
      const options = group.games.map((g) => h("option", { value: g.id, selected: g.id === game.id }, cap(gameName(g.id, g.name))));
      if (group.key === "box") return options;
      const label = group.board ? t("page-lobby-board", { board: group.board }) : t("page-lobby-other-games");
      return h("optgroup", { label }, options);
    }),
  );
  fill(
    root,
    h(
      "div",
      { class: "editor" },
      boardWrap,
      h(
        "section",
        { class: "card editor-side" },
        h("h1", {}, t("page-editor-title")),
        h("div", { class: "field picker" }, others),
        h("div", { class: "field" }, h("div", { class: "label" }, t("page-editor-pieces")), palette),
        h("div", { class: "field" }, h("div", { class: "label" }, t("page-editor-to-move")), turnBox),
        h(
          "div",
          { class: "actions" },
          h("button", { class: "btn", id: "editor-start", onclick: () => fromText() }, t("page-editor-start")),
          h("button", { class: "btn", id: "editor-clear", onclick: () => ed.diagram && clear() }, t("page-editor-clear")),
          h(
            "button",
            {
              class: "btn",
              id: "editor-flip",
              onclick: () => {
                ed.flipped = !ed.flipped;
                draw();
              },
            },
            t("page-flip-board"),
          ),
        ),
        h(
          "div",
          { class: "field" },
          h("label", { class: "label", for: "editor-position" }, t("page-editor-position")),
          text,
          h("button", { class: "btn", id: "editor-read", onclick: () => fromText(text.value) }, t("page-editor-read")),
        ),
        message,
        playBox,
        actions,
      ),
    ),
  );
  text.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      fromText(text.value);
    }
  });
  text.addEventListener("paste", () => setTimeout(() => fromText(text.value), 0));
  drawPalette();
  const asked_for = params.get("position") || undefined;
  await fromText(asked_for);
  if (!ed.diagram) {
    // A position in the address that cannot be read: the start position, with the reason.
    const why = message.textContent;
    await fromText();
    ed.valid = false;
    text.value = asked_for;
    say(why);
    draw();
  }
}
