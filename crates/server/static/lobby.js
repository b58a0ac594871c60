// The lobby: choose a game (the box's first, the variants folded by board), its rule options
// (folded under "Custom rules"), an opponent (the computer, an installed engine
// when the server has one for the game, a friend, the same device), a colour and a clock; start.
// Below it, the seeks (seeks.js) and the games this browser plays.

import { api, prefs, saveSeat, seats } from "./api.js";
import { h, cap, fill } from "./dom.js";
import { t, explain, side, gameName } from "./i18n.js";
import { groups } from "./games.js";
import { drawAccountGames } from "./profile.js";
import { seeksCard } from "./seeks.js";
import { challengeCard } from "./challenges.js";

/** A rule option's label: `page-rule-{key}` (dashes for underscores); the catalog words every
 *  option (the lobby test fails on one it lacks), so the key is never shown. */
function ruleLabel(key) {
  return t("page-rule-" + key.replace(/_/g, "-"));
}

/** A refused game's error in the reader's words: a bad rule option named by its label. */
function ruleError(e, game) {
  const detail = e.detail;
  const params = (detail && detail.params) || {};
  const keys = game.rules.map((r) => r.key);
  if (keys.includes(params.key)) {
    const option = ruleLabel(params.key);
    return params.expected
      ? t("page-rule-bad-value", { option, value: params.value, expected: explain(params.expected) })
      : t("page-rule-not-allowed", { option, value: params.value });
  }
  const named = keys.find((k) => k in params);
  if (named) return t("page-rule-not-allowed", { option: ruleLabel(named), value: params[named] });
  return e.message;
}

function isBool(v) {
  return v === "true" || v === "false";
}
function isNumber(v) {
  return /^\d+$/.test(v);
}

export async function showLobby(root, navigate) {
  fill(root, h("div", { class: "card" }, t("page-loading")));
  let catalog;
  try {
    catalog = (await api.catalog()).games;
  } catch (e) {
    fill(root, h("div", { class: "card" }, t("page-server-unreachable", { error: e.message })));
    return;
  }
  // Minutes + seconds per move, as lichess offers them.
  const PRESETS = [
    [1, 0],
    [3, 2],
    [5, 3],
    [10, 5],
    [15, 10],
    [30, 0],
  ];
  const saved = prefs.get();
  const form = {
    game: catalog.some((g) => g.id === saved.game) ? saved.game : catalog[0].id,
    opponent: saved.opponent || "computer",
    level: saved.level || 3,
    engine: saved.engine || null,
    color: saved.color || "white",
    clock: !!saved.clock,
    minutes: saved.minutes || 5,
    increment: saved.increment ?? 3,
    rules: saved.rules || {},
  };
  const gameOf = () => catalog.find((g) => g.id === form.game);

  const card = h("section", { class: "card" });
  const list = h("section", { class: "card" });
  const lobby = seeksCard(catalog, () => gameOf(), navigate);
  const challenge = challengeCard(
    () => gameOf(),
    () => form.rules[form.game] || {},
  );
  fill(root, h("div", { class: "lobby" }, card, lobby.card, challenge, list));

  /** A toggle tile; `key` names it so that the focus finds it again after the card is redrawn. */
  function choice(key, label, on, onclick, sub, extra = "") {
    return h(
      "div",
      {
        class: "choice " + extra + (on ? " on" : ""),
        role: "button",
        tabindex: "0",
        "aria-pressed": String(!!on),
        "data-focus": key,
        onclick,
        onkeydown: (e) => {
          if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            onclick();
          }
        },
      },
      label,
      sub ? h("small", {}, sub) : null,
    );
  }

  function draw() {
    const game = gameOf();
    const rules = form.rules[game.id] || {};
    const set = (patch) => {
      Object.assign(form, patch);
      if (patch.game) lobby.chosen();
      // The card is drawn anew: the focus goes back to the control that had it (the tile just
      // chosen), or, when that control is gone, to the card's first control.
      const had = card.contains(document.activeElement) ? document.activeElement.getAttribute("data-focus") : null;
      draw();
      if (had === null) return;
      const again = card.querySelector(`[data-focus="${CSS.escape(had)}"]`) || card.querySelector("[data-focus]");
      if (again) again.focus();
    };
    const engines = game.engines || [];
    const engine = form.opponent === "computer" ? engines.find((e) => e.id === form.engine) : null;
    // The rule options, folded under "Custom rules" (closed until opened; open while any
    // option differs from the game's default).
    const changed = game.rules.some((r) => (rules[r.key] ?? r.default) !== r.default);
    const rulesBox =
      game.rules.length === 0
        ? null
        : h(
            "details",
            { class: "field custom-rules", open: form.rulesOpen || changed ? "" : null, ontoggle: (e) => (form.rulesOpen = e.target.open) },
            h("summary", { "data-focus": "custom-rules" }, t("page-custom-rules")),
            h(
              "div",
              { class: "rules-grid" },
              game.rules.map((r) => {
                const value = rules[r.key] ?? r.default;
                const change = (v) => {
                  form.rules[game.id] = { ...(form.rules[game.id] || {}), [r.key]: String(v) };
                };
                let input;
                if (isBool(r.default)) {
                  input = h("input", { type: "checkbox", checked: value === "true", onchange: (e) => change(e.target.checked) });
                  return h("label", { class: "rule", "data-rule": r.key }, input, ruleLabel(r.key));
                }
                input = h("input", {
                  type: isNumber(r.default) ? "number" : "text",
                  value,
                  min: isNumber(r.default) ? "0" : null,
                  onchange: (e) => change(e.target.value),
                });
                return h("label", { class: "rule", "data-rule": r.key }, ruleLabel(r.key), input);
              }),
            ),
          );
    const gameTile = (g) => {
      const name = gameName(g.id, g.name);
      const c = choice("game:" + g.id, cap(name), g.id === form.game, () => set({ game: g.id }), null, "game-choice");
      c.dataset.game = g.id;
      if (g.description) c.title = g.description;
      return c;
    };
    const [box, ...rest] = groups(catalog);
    const more = rest.some((group) => group.games.includes(game));
    const chosenName = gameName(game.id, game.name);
    const [white, black] = game.sides;
    fill(
      card,
      h("h1", {}, t("page-play-a-game")),
      h(
        "div",
        { class: "field games" },
        h("div", { class: "label", id: "game-label" }, t("page-game")),
        h(
          "div",
          { class: "game-group", "data-board": "box", role: "group", "aria-labelledby": "game-label" },
          h("div", { class: "choices" }, box.games.map(gameTile)),
        ),
        h(
          "details",
          { class: "more-games", open: more || form.moreOpen ? "" : null, ontoggle: (e) => (form.moreOpen = e.target.open) },
          h("summary", { "data-focus": "more-games" }, t("page-more-games")),
          rest.map((group) =>
            h(
              "div",
              { class: "game-group", "data-board": group.board || "" },
              h("div", { class: "group-label" }, group.board ? t("page-lobby-board", { board: group.board }) : t("page-lobby-other-games")),
              h("div", { class: "choices" }, group.games.map(gameTile)),
            ),
          ),
        ),
        h(
          "p",
          { class: "game-about" },
          h("span", { class: "description" }, game.description || ""),
          " ",
          h("a", { class: "rules-link", href: "/rules/" + game.id, id: "rules-link" }, t("page-rules-of", { game: chosenName })),
        ),
      ),
      h(
        "div",
        { class: "field" },
        h("div", { class: "label" }, t("page-opponent")),
        h(
          "div",
          { class: "choices" },
          choice(
            "opponent:computer",
            t("page-computer"),
            form.opponent === "computer" && !engine,
            () => set({ opponent: "computer", engine: null }),
            engines.length ? t("page-computer-levels") : "",
          ),
          engines.map((e) =>
            choice(
              "engine:" + e.id,
              e.name,
              engine === e,
              () => set({ opponent: "computer", engine: e.id }),
              t("page-installed-engine"),
              "engine-choice",
            ),
          ),
          choice("opponent:friend", t("page-friend"), form.opponent === "friend", () => set({ opponent: "friend" }), t("page-friend-sub")),
          choice(
            "opponent:local",
            t("page-same-device"),
            form.opponent === "local",
            () => set({ opponent: "local" }),
            t("page-same-device-sub"),
          ),
        ),
      ),
      form.opponent === "computer" && !engine
        ? h(
            "div",
            { class: "field" },
            h("label", { for: "level" }, t("page-computer-level")),
            h(
              "div",
              { class: "level-row" },
              h("input", {
                id: "level",
                type: "range",
                min: "1",
                max: "10",
                value: form.level,
                oninput: (e) => {
                  form.level = Number(e.target.value);
                  card.querySelector(".level-value").textContent = form.level;
                },
              }),
              h("span", { class: "level-value" }, String(form.level)),
            ),
          )
        : null,
      form.opponent !== "local"
        ? h(
            "div",
            { class: "field" },
            h("div", { class: "label" }, t("page-you-play")),
            h(
              "div",
              { class: "choices" },
              choice(
                "color:white",
                cap(side(white)),
                form.color === "white",
                () => set({ color: "white" }),
                t(game.first === "black" ? "page-moves-second" : "page-moves-first"),
              ),
              choice("color:random", t("page-random"), form.color === "random", () => set({ color: "random" })),
              choice(
                "color:black",
                cap(side(black)),
                form.color === "black",
                () => set({ color: "black" }),
                t(game.first === "black" ? "page-moves-first" : "page-moves-second"),
              ),
            ),
          )
        : null,
      h(
        "div",
        { class: "field" },
        h("div", { class: "label" }, t("page-clock")),
        h(
          "div",
          { class: "clock-row" },
          h(
            "label",
            { class: "rule" },
            h("input", { type: "checkbox", "data-focus": "clock", checked: form.clock, onchange: (e) => set({ clock: e.target.checked }) }),
            t("page-timed-game"),
          ),
          form.clock
            ? [
                h("input", {
                  type: "number",
                  min: "0.5",
                  max: "600",
                  step: "0.5",
                  value: form.minutes,
                  "aria-label": t("page-minutes"),
                  onchange: (e) => {
                    form.minutes = Number(e.target.value);
                  },
                }),
                t("page-min-plus"),
                h("input", {
                  type: "number",
                  min: "0",
                  max: "600",
                  step: "1",
                  value: form.increment,
                  "aria-label": t("page-increment"),
                  onchange: (e) => {
                    form.increment = Number(e.target.value);
                  },
                }),
                t("page-seconds-per-move"),
              ]
            : h("span", { class: "meta" }, t("page-untimed")),
        ),
        form.clock
          ? h(
              "div",
              { class: "presets", role: "group", "aria-label": t("page-clock-presets") },
              PRESETS.map(([m, i]) =>
                h(
                  "button",
                  {
                    class: "btn preset" + (form.minutes === m && form.increment === i ? " on" : ""),
                    "aria-pressed": String(form.minutes === m && form.increment === i),
                    "data-focus": `preset:${m}+${i}`,
                    onclick: () => set({ minutes: m, increment: i }),
                  },
                  `${m}+${i}`,
                ),
              ),
            )
          : null,
      ),
      rulesBox,
      h("div", { class: "message", id: "lobby-message" }),
      h(
        "div",
        { class: "actions" },
        h("button", { class: "btn primary big", id: "start", onclick: start }, t("page-play")),
        h(
          "a",
          { class: "btn", id: "to-editor", href: "/editor?game=" + encodeURIComponent(game.id), "data-link": "" },
          t("page-editor-link"),
        ),
      ),
    );
  }

  async function start() {
    const button = card.querySelector("#start");
    button.disabled = true;
    prefs.set(form);
    const game = gameOf();
    const body = { game: game.id, opponent: form.opponent, rules: form.rules[game.id] || {} };
    const engine = (game.engines || []).find((e) => e.id === form.engine);
    if (form.opponent === "computer" && engine) body.engine = engine.id;
    else if (form.opponent === "computer") body.level = form.level;
    if (form.opponent !== "local") body.color = form.color;
    if (form.clock) body.clock = { minutes: form.minutes, increment: form.increment };
    try {
      const made = await api.create(body);
      saveSeat(made.id, { token: made.token, color: made.color, invite: made.invite || null, game: game.id, opponent: form.opponent });
      navigate("/g/" + made.id);
    } catch (e) {
      const msg = card.querySelector("#lobby-message");
      msg.className = "message error";
      msg.textContent = ruleError(e, game);
      button.disabled = false;
    }
  }

  draw();
  drawList(list, catalog);
  return lobby.close;
}

async function drawList(list, catalog) {
  if (await drawAccountGames(list, catalog)) return;
  const mine = seats().slice(0, 12);
  fill(list, h("h2", {}, t("page-your-games")));
  if (mine.length === 0) {
    list.appendChild(h("p", { class: "empty" }, t("page-no-games")));
    return;
  }
  const ul = h("ul", { class: "games-list" });
  list.appendChild(ul);
  for (const [id, seat] of mine) {
    const name = cap(gameName(seat.game, (catalog.find((g) => g.id === seat.game) || {}).name));
    const status = h("span", { class: "meta" }, "\u2026");
    ul.appendChild(
      h(
        "li",
        {},
        h("div", {}, h("a", { href: "/g/" + id, "data-link": "" }, name), h("div", { class: "meta" }, opponentText(seat))),
        status,
      ),
    );
    api
      .state(id)
      .then((st) => {
        const [text, mark] = standing(st, seat);
        status.textContent = text;
        if (mark) status.classList.add(mark);
        status.dataset.standing = mark || "";
      })
      .catch(() => {
        status.textContent = t("page-gone");
      });
  }
}

/**
 * Where a game of this browser stands, from its player's side: [text, mark]. A friend not yet
 * come is awaited, a turn of this browser's own is "your turn", and a finished game says who
 * won as the player reads it ("You won", "You lost", "Draw") with how it ended; the mark
 * (`waiting`, `your-turn`, `won`, `lost`, `drawn`) styles it.
 */
function standing(st, seat) {
  const how = cap(explain(st.description_message) || st.description || t("page-finished"));
  const one = seat.color && seat.color !== "both" ? seat.color : null;
  if (st.status === "finished") {
    if (!one || st.result === "aborted" || !st.result) return [how, null];
    if (st.result === "draw") {
      const drawn = t("page-list-drawn");
      return [how.toLowerCase().startsWith(drawn.toLowerCase()) ? how : `${drawn} \u00b7 ${how}`, "drawn"];
    }
    return st.result === one ? [`${t("page-list-won")} \u00b7 ${how}`, "won"] : [`${t("page-list-lost")} \u00b7 ${how}`, "lost"];
  }
  if (st.waiting_for_opponent) return [one ? t("page-waiting-for-friend") : t("page-waiting-friend"), "waiting"];
  const moves = t("page-list-moves", { moves: st.moves.length });
  if (one && st.turn === one && !st.thinking) return [`${t("page-your-turn")} \u00b7 ${moves}`, "your-turn"];
  return [cap(t("page-list-ongoing", { side: side(st.turn), moves: st.moves.length })), null];
}

function opponentText(seat) {
  const as = seat.color === "both" ? t("page-both-sides") : t("page-as-side", { side: side(seat.color) });
  const vs = { computer: "page-vs-computer", friend: "page-vs-friend", local: "page-on-this-device" }[seat.opponent];
  return vs ? `${t(vs)}, ${as}` : as;
}
