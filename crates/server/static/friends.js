// Playing a person: the invitation to send a friend, the notice that a draw offer was
// declined, take-back requests asked for and answered, how many are watching the game, and the
// time left for the first move of a timed game before it is aborted. The game view (game.js)
// calls these as it draws.

import { api } from "./api.js";
import { h, cap, fill } from "./dom.js";
import { t, side } from "./i18n.js";

/** Whether `name` (a side as the state names it) is the one side this page plays. */
function mineOnly(view, name) {
  const mine = view.mineKeys();
  return mine.length === 1 && mine[0] === view.keyOf(name);
}

function offer(...children) {
  return h("div", { class: "offer" }, ...children);
}

/** The link to send a friend while the game waits for one, into `box`. */
export function drawInvite(view, box) {
  const st = view.st;
  fill(box);
  if (!st.waiting_for_opponent || !view.seat || !view.seat.invite) return;
  const input = h("input", { readonly: true, value: view.seat.invite, onclick: (e) => e.target.select() });
  fill(
    box,
    h(
      "div",
      { class: "invite" },
      h("strong", {}, t("page-invite-friend")),
      h("div", { class: "meta" }, t("page-invite-hint")),
      input,
      h("button", { class: "btn", onclick: () => copy(view.seat.invite, view) }, t("page-copy-invite")),
    ),
  );
}

async function copy(text, view) {
  try {
    await navigator.clipboard.writeText(text);
    view.say(t("page-invite-copied"), "info");
  } catch (e) {
    view.say(t("page-copy-from-box"), "info");
  }
}

/** The declined offer, and the take-back request with its answers, appended to `box`. */
export function drawRequests(view, box) {
  const st = view.st;
  if (st.status !== "ongoing" || !view.mineKeys().length) return;
  const takeback = (action) => () => view.act(() => api.takeback(view.id, view.token(), action));
  if (st.draw_declined && mineOnly(view, st.draw_declined))
    box.appendChild(h("div", { class: "offer declined" }, h("span", {}, t("page-draw-declined"))));
  if (st.takeback && mineOnly(view, st.takeback))
    box.appendChild(
      offer(h("span", {}, t("page-you-asked-takeback")), h("button", { class: "btn", onclick: takeback("cancel") }, t("page-cancel"))),
    );
  else if (st.takeback)
    box.appendChild(
      offer(
        h("span", {}, cap(t("page-asks-takeback", { side: side(st.takeback) }))),
        h("button", { class: "btn primary", onclick: takeback("accept") }, t("page-accept")),
        h("button", { class: "btn", onclick: takeback("decline") }, t("page-decline")),
      ),
    );
  if (st.takeback_declined && mineOnly(view, st.takeback_declined))
    box.appendChild(h("div", { class: "offer declined" }, h("span", {}, t("page-takeback-declined"))));
}

/** Between friends, the button that asks to take back this side's last move. */
export function takebackButton(view, btn) {
  const st = view.st;
  if (st.opponent !== "friend" || st.takeback) return;
  const mine = view.mineKeys();
  const moved = (st.movers || []).some((name) => mine.includes(view.keyOf(name)));
  btn(t("page-ask-takeback"), () => view.act(() => api.takeback(view.id, view.token(), "request"), t("page-takeback-asked")), {
    disabled: !moved || st.waiting_for_opponent,
    title: t("page-ask-takeback-title"),
    cls: "ask-takeback",
  });
}

/** How many are watching the game (the count the WebSocket sends), into `el`. */
export function drawWatchers(view, el) {
  fill(el);
  if (view.watchers > 0) el.appendChild(h("span", { class: "watchers" }, t("page-watchers", { count: view.watchers })));
}

/**
 * The first move's deadline in a timed game, counted down from the state's `abort_in_ms`,
 * into `el` (called on every clock tick).
 */
export function drawFirstMove(view, el, elapsed) {
  const st = view.st;
  const left = st.status === "ongoing" && st.abort_in_ms != null ? st.abort_in_ms - elapsed : null;
  if (left === null) {
    if (el.textContent) fill(el);
    return;
  }
  const seconds = Math.max(0, Math.ceil(left / 1000));
  const text = mineOnly(view, st.turn)
    ? t("page-first-move-in", { seconds })
    : cap(t("page-first-move-of", { side: side(st.turn), seconds }));
  if (el.textContent !== text) el.textContent = text;
}
