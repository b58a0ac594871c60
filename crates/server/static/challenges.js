// Challenges by name: the lobby's "Challenge a player" card (the chosen game and rules, a time
// control, a colour, rated or casual), and, on every page of a logged-in player, the account's
// live socket: a challenge received shows with Accept and Decline; an answer to one sent, or a
// game started from one, shows or opens at once. A challenge's seat token is kept in this
// browser until its game starts.

import { account, api, load, save, saveSeat } from "./api.js";
import { CONTROLS, controlLabel } from "./controls.js";
import { h, fill } from "./dom.js";
import { t } from "./i18n.js";

const SENT = "ply.challenges.v1";

const sent = () => load(SENT, {});
const setSent = (all) => save(SENT, all);

/** How a challenge reads: game, time control, rated or casual. */
function describe(c) {
  const tc = c.timeControl || {};
  const control = tc.type === "clock" ? tc.show : tc.type === "correspondence" ? t("page-seek-days-" + tc.daysPerTurn) : t("page-untimed");
  return `${c.variant.name}, ${control}, ${t(c.rated ? "page-seek-rated" : "page-seek-casual")}`;
}

/** The lobby's card to challenge a player by name: `gameOf()` the chosen game, `rulesOf()` its rules. */
export function challengeCard(gameOf, rulesOf) {
  const card = h("section", { class: "card challenge-card" });
  const name = h("input", { type: "text", id: "challenge-name", maxlength: 20, autocomplete: "off", spellcheck: "false" });
  const control = h(
    "select",
    { id: "challenge-control" },
    CONTROLS.map((c, i) => h("option", { value: String(i), selected: i === 2 }, controlLabel(c))),
  );
  const color = h(
    "select",
    { id: "challenge-color" },
    ["random", "white", "black"].map((c) => h("option", { value: c }, t("page-challenge-color-" + c))),
  );
  const rated = h("input", { type: "checkbox", id: "challenge-rated" });
  const message = h("p", { class: "message", id: "challenge-message", role: "status" });
  const submit = h("button", { type: "submit", class: "btn primary", id: "challenge-send" }, t("page-challenge-send"));
  const onSubmit = async (e) => {
    e.preventDefault();
    message.className = "message";
    message.textContent = "";
    const c = CONTROLS[Number(control.value)];
    const body = { variant: gameOf().id, rules: rulesOf(), color: color.value, rated: rated.checked };
    if (c.clock) Object.assign(body, { "clock.limit": c.clock[0] * 60, "clock.increment": c.clock[1] });
    if (c.days) body.days = c.days;
    try {
      const made = await api.challenge(name.value.trim(), body);
      setSent({ ...sent(), [made.id]: { token: made.token, at: Date.now() } });
      message.textContent = t("page-challenge-sent", { name: made.destUser.name });
    } catch (err) {
      message.className = "message error";
      message.textContent = err.message;
    }
  };
  fill(
    card,
    h(
      "form",
      { class: "challenge-form", onsubmit: onSubmit },
      h("h2", {}, t("page-challenge-title")),
      h("label", { for: "challenge-name" }, t("page-challenge-name")),
      name,
      h("label", { for: "challenge-control" }, t("page-challenge-control")),
      control,
      h("label", { for: "challenge-color" }, t("page-challenge-color")),
      color,
      h("label", { class: "check" }, rated, " ", t("page-seek-rated")),
      submit,
      message,
    ),
  );
  return card;
}

/** Follows the logged-in player's live socket on this page: challenges received, answers to
 *  those sent, and games started from them. */
export async function watchChallenges() {
  const me = await account.me().catch(() => null);
  if (!me) return;
  const box = h("div", { class: "challenges-box", id: "challenges-box", role: "region", "aria-live": "polite" });
  document.body.appendChild(box);
  let incoming = {};
  const notes = [];

  function draw() {
    fill(
      box,
      notes.map((n) => h("p", { class: "challenge-note" }, n)),
      Object.values(incoming).map((c) =>
        h(
          "div",
          { class: "challenge-in", "data-challenge": c.id },
          h("p", {}, h("strong", {}, t("page-challenge-incoming", { name: c.challenger.name })), h("br"), describe(c)),
          h("button", { class: "btn primary challenge-accept", onclick: () => answer(c, true) }, t("page-challenge-accept")),
          " ",
          h("button", { class: "btn challenge-decline", onclick: () => answer(c, false) }, t("page-challenge-decline")),
        ),
      ),
    );
    box.hidden = notes.length === 0 && Object.keys(incoming).length === 0;
  }

  function note(text) {
    notes.push(text);
    draw();
    setTimeout(() => {
      notes.splice(notes.indexOf(text), 1);
      draw();
    }, 8000);
  }

  async function answer(c, yes) {
    try {
      if (yes) {
        const made = await api.acceptChallenge(c.id);
        saveSeat(made.gameId, { token: made.token, color: made.color, game: c.variant.key, opponent: "friend" });
        location.assign("/g/" + made.gameId);
      } else {
        await api.declineChallenge(c.id);
      }
    } catch (err) {
      note(err.message);
    }
    delete incoming[c.id];
    draw();
  }

  try {
    const open = await api.challenges();
    for (const c of open.in) incoming[c.id] = c;
  } catch (e) {
    /* shown when they arrive */
  }
  draw();

  const connect = () => {
    const socket = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/account/ws`);
    socket.onmessage = (e) => {
      const m = JSON.parse(e.data);
      const c = m.challenge;
      if (m.type === "challenge" && c.destUser.id === me.id) incoming[c.id] = c;
      else if (m.type === "challengeCanceled" && incoming[c.id]) {
        delete incoming[c.id];
        note(t("page-challenge-canceled", { name: c.challenger.name }));
      } else if (m.type === "challengeDeclined" && c.challenger.id === me.id) {
        const all = sent();
        delete all[c.id];
        setSent(all);
        note(t("page-challenge-declined", { name: c.destUser.name }));
      } else if (m.type === "gameStart" && m.game.challengeId) {
        const all = sent();
        const mine = all[m.game.challengeId];
        if (!mine) return;
        delete all[m.game.challengeId];
        setSent(all);
        saveSeat(m.game.id, { token: mine.token, color: m.game.side, game: m.game.variant.key, opponent: "friend" });
        location.assign("/g/" + m.game.id);
        return;
      }
      draw();
    };
    socket.onclose = () => setTimeout(connect, 3000);
  };
  connect();
}
