// The game view's players: each side's name (you, your friend, the computer at its level, an
// installed engine), the side to move marked, and the clocks counting down between updates
// (a low clock sounds once for the player's own side); in a correspondence game, the time
// the side to move has left in days and hours, and the other side's days per move. The game view (game.js) calls these as
// it draws and on every tick.

import { h, cap, fill } from "./dom.js";
import { t, side } from "./i18n.js";
import { play } from "./sound.js";
import { drawFirstMove } from "./friends.js";

/** The name shown for the side `key` ("white"/"black") of the game shown by `view`. */
export function playerName(view, key) {
  const st = view.st,
    name = view.nameOf(key),
    mine = view.mineKeys();
  if (st.opponent === "computer" && st.computer === name)
    return st.engine ? st.engine.name : t("page-computer-at-level", { level: st.level });
  if (mine.length === 1 && mine[0] === key) return t("page-you");
  if (st.opponent === "friend") return mine.length ? t("page-your-friend") : cap(side(name));
  return cap(side(name));
}

/** The account seated on side `key`, as a link to its page ("deleted" plain), if any. */
function accountName(view, key) {
  const name = view.accounts && view.accounts[key];
  if (!name) return null;
  if (name === "deleted") return h("span", { class: "deleted" }, t("page-player-deleted"));
  return h("a", { href: "/@/" + encodeURIComponent(name), "data-link": "", class: "player-link" }, name);
}

/** Fills `top` and `bottom` with the players, the bottom one the side at the board's foot. */
export function drawPlayers(view, top, bottom) {
  const bottomKey = view.flipped ? "black" : "white";
  const topKey = bottomKey === "white" ? "black" : "white";
  for (const [box, key, place] of [
    [top, topKey, "top"],
    [bottom, bottomKey, "bottom"],
  ]) {
    const name = view.nameOf(key);
    const toMove = view.st.status === "ongoing" && view.st.turn === name;
    box.className = `player ${place}` + (toMove ? " to-move" : "");
    const clock = view.st.clock
      ? h("span", { class: "clock", "data-side": key })
      : view.st.correspondence
        ? h("span", { class: "clock correspondence", "data-side": key })
        : null;
    const shown = playerName(view, key);
    fill(
      box,
      h(
        "span",
        { class: "who" },
        h("span", { class: "dot " + key }),
        accountName(view, key) || h("span", {}, shown),
        shown.toLowerCase() !== side(name).toLowerCase() ? h("span", { class: "meta" }, "\u00b7 " + side(name)) : null,
        ratingChange(view.st, key),
      ),
      clock,
    );
  }
  tick(view);
}

/** A rated game's rating change for side `key` once the game has ended: "rating 1512? (+12)". */
function ratingChange(st, key) {
  const r = st.ratings && st.ratings[key];
  if (!r) return null;
  const diff = r.diff > 0 ? "+" + r.diff : r.diff < 0 ? "\u2212" + -r.diff : "\u00b10";
  const rating = r.rating + (r.provisional ? "?" : "");
  const cls = "rating-change" + (r.diff > 0 ? " up" : r.diff < 0 ? " down" : "");
  return h("span", { class: cls }, t("page-rating-change", { rating, diff }));
}

/** The clocks and the first move's deadline, `elapsed` ms after the state arrived. */
export function tick(view) {
  const elapsed = performance.now() - view.receivedAt;
  drawFirstMove(view, view.firstMove, elapsed);
  const corr = view.st.correspondence;
  if (corr) {
    for (const el of view.root.querySelectorAll(".clock.correspondence")) {
      const running = corr.left_ms != null && view.st.turn === view.nameOf(el.getAttribute("data-side"));
      el.textContent = running ? timeLeft(corr.left_ms - elapsed) : t("page-seek-days-" + corr.days);
      el.classList.toggle("running", running);
    }
    return;
  }
  const c = view.st.clock;
  if (!c) return;
  for (const el of view.root.querySelectorAll(".clock")) {
    const key = el.getAttribute("data-side");
    const running = c.running === view.nameOf(key);
    const ms = Math.max(0, c[key + "_ms"] - (running ? elapsed : 0));
    el.textContent = formatClock(ms);
    el.className = "clock" + (running ? " running" : "") + (ms < 10000 && running ? " low" : "");
    const mine = view.mineKeys();
    if (running && ms < 10000 && mine.length === 1 && mine[0] === key && !view.warned) {
      view.warned = true;
      play("low-time");
    }
  }
}

/** A correspondence move's time left, in days and hours (or hours and minutes). */
export function timeLeft(ms) {
  const minutes = Math.max(0, Math.floor(ms / 60000));
  const days = Math.floor(minutes / 1440),
    hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return t("page-corr-days-hours", { days, hours });
  return t("page-corr-hours-minutes", { hours, minutes: minutes % 60 });
}

function formatClock(ms) {
  const s = ms / 1000;
  if (s < 10) return s.toFixed(1);
  const m = Math.floor(s / 60),
    r = Math.floor(s % 60);
  if (m >= 60) return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}:${String(r).padStart(2, "0")}`;
  return `${m}:${String(r).padStart(2, "0")}`;
}
