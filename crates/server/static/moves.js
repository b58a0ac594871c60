// The game view's move list: the moves in rows (one per turn when a side may move again), a
// click shows the position after a move, and the buttons to step through them. Each move is
// shown as the state's `shown` gives it (piece letters in the page's language).

import { h, fill } from "./dom.js";
import { t, shownMove } from "./i18n.js";
import { playerName } from "./players.js";

/** Fills `view.moves` with the list of the game shown by `view` (a GameView). */
/** The row of the move list that holds half-move `ply` (1-based), and the rows there are:
 *  {number, total}, so a move is named as the list numbers it. */
export function moveNumber(st, ply) {
  const movers = st.movers || [];
  const n = st.moves.length;
  const alternating = movers.every((m, i) => i === 0 || m !== movers[i - 1]);
  if (alternating) return { number: Math.ceil(ply / 2), total: Math.ceil(n / 2) };
  let number = 0,
    total = 0;
  for (let i = 0; i < n; i++) {
    if (i === 0 || movers[i] !== movers[i - 1]) total++;
    if (i === ply - 1) number = total;
  }
  return { number, total };
}

export function drawMoves(view) {
  const moves = view.st.moves;
  const shown = view.st.shown || [];
  if (!moves.length) {
    fill(view.moves, h("div", { class: "none" }, t("page-no-moves")));
    return;
  }
  const rows = [];
  const last = (view.look ?? moves.length) - 1;
  const cell = (i) =>
    h(
      "td",
      {
        class: "m" + (i === last ? " last" : ""),
        "aria-current": i === last ? "step" : null,
        "data-ply": String(i + 1),
        title: t("page-show-position"),
        onclick: () => view.goTo(i + 1),
      },
      shownMove(shown[i], moves[i]),
    );
  const movers = view.st.movers || [];
  const alternating = movers.every((m, i) => i === 0 || m !== movers[i - 1]);
  if (alternating) {
    for (let i = 0; i < moves.length; i += 2) {
      rows.push(h("tr", {}, h("td", { class: "n" }, `${i / 2 + 1}.`), cell(i), i + 1 < moves.length ? cell(i + 1) : h("td")));
    }
  } else {
    // A side may move again (an extra turn): one row per turn, naming who moved.
    let turn = 0;
    for (let i = 0; i < moves.length;) {
      let j = i + 1;
      while (j < moves.length && movers[j] === movers[i]) j++;
      const played = [];
      for (let k = i; k < j; k++) played.push(cell(k));
      turn++;
      rows.push(
        h(
          "tr",
          { class: "turn" },
          h("td", { class: "n" }, `${turn}.`),
          h("td", { class: "who" }, playerName(view, view.keyOf(movers[i]))),
          h("td", { class: "group" }, h("table", {}, h("tbody", {}, h("tr", {}, played)))),
          h("td", { class: "extra" }, j - i > 1 ? t("page-extra-turn") + (j - i > 2 ? ` \u00d7${j - i - 1}` : "") : ""),
        ),
      );
      i = j;
    }
  }
  const here = view.look ?? moves.length;
  const nav = (label, title, ply, disabled) =>
    h("button", { class: "btn nav", title, "aria-label": title, disabled, onclick: () => view.goTo(ply) }, label);
  fill(
    view.moves,
    h("table", {}, h("tbody", {}, rows)),
    h(
      "div",
      { class: "nav-row" },
      nav("«", t("page-first-position"), 0, here === 0),
      nav("‹", t("page-previous-move"), here - 1, here === 0),
      nav("›", t("page-next-move"), here + 1, view.look === null),
      nav("»", t("page-back-to-game"), moves.length, view.look === null),
    ),
  );
  const current = view.moves.querySelector("td.last");
  if (view.look === null) view.moves.scrollTop = view.moves.scrollHeight;
  else if (current) current.scrollIntoView({ block: "nearest" });
}
