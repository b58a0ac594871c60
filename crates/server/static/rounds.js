// A Swiss's and a round robin's parts of the tournament pages: the system's fields of the
// form that makes one, the round under way, the standings with each player's rounds and the
// tie-breaks (Buchholz cut 1, Buchholz, Sonneborn–Berger, direct encounter), and the
// pairings round by round, the latest first.

import { h } from "./dom.js";
import { t } from "./i18n.js";

/** Whether a tournament is played in rounds. */
export const inRounds = (tour) => tour.system === "swiss" || tour.system === "robin";

/** The system's name as the lists show it. */
export function systemName(tour) {
  if (tour.system === "swiss") return t("page-tournament-swiss");
  if (tour.system === "robin") return t(tour.cycles === 2 ? "page-tournament-double-robin" : "page-tournament-robin");
  return t("page-tournament-arena");
}

/** "Round 2 of 5" (none before the first round). */
export function roundLine(tour) {
  return tour.round > 0 ? t("page-tournament-round-of", { round: tour.round, rounds: tour.nbRounds }) : null;
}

/** The form's fields for the system: its choice, an arena's minutes or the rounds (a Swiss's
 *  number, a round robin's cycles) and the pause between rounds; the nodes `arenaOnly` (such
 *  as Berserk) shown for an arena only; `body()` gives the request's part. */
export function systemFields(field, minutes, arenaOnly = []) {
  const system = h(
    "select",
    { id: "tournament-system" },
    h("option", { value: "arena" }, t("page-tournament-arena")),
    h("option", { value: "swiss" }, t("page-tournament-swiss")),
    h("option", { value: "robin" }, t("page-tournament-robin")),
  );
  const rounds = h("input", { id: "tournament-rounds", type: "number", min: "1", max: "30", value: "5" });
  const cycles = h(
    "select",
    { id: "tournament-cycles" },
    h("option", { value: "1" }, t("page-tournament-robin")),
    h("option", { value: "2" }, t("page-tournament-double-robin")),
  );
  const pause = h("input", { id: "tournament-round-pause", type: "number", min: "0", max: "600", value: "30" });
  const minutesField = field(t("page-tournament-minutes"), minutes);
  const roundsField = field(t("page-tournament-rounds"), rounds);
  const cyclesField = field(t("page-tournament-cycles"), cycles);
  const pauseField = field(t("page-tournament-round-pause"), pause);
  const show = () => {
    const kind = system.value;
    minutesField.hidden = kind !== "arena";
    roundsField.hidden = kind !== "swiss";
    cyclesField.hidden = kind !== "robin";
    pauseField.hidden = kind === "arena";
    for (const node of arenaOnly) node.hidden = kind !== "arena";
  };
  system.addEventListener("change", show);
  show();
  return {
    nodes: [field(t("page-tournament-system"), system), minutesField, roundsField, cyclesField, pauseField],
    body() {
      const kind = system.value;
      if (kind === "arena") return { system: kind, minutes: Number(minutes.value) };
      return {
        system: kind,
        rounds: Number(kind === "swiss" ? rounds.value : cycles.value),
        roundPause: Number(pause.value),
      };
    },
  };
}

/** A score or tie-break in quarters as players write it: 2½, ¼, 1¾. */
function number(v) {
  if (v === null || v === undefined) return "";
  const whole = Math.floor(v);
  const part = { 0.25: "\u00bc", 0.5: "\u00bd", 0.75: "\u00be" }[v - whole];
  if (part === undefined) return String(v);
  return (whole === 0 ? "" : String(whole)) + part;
}

/** One round's cell of a player's line: the points, linked to the game, with what it was. */
function roundCell(r) {
  let text;
  if (r.result === null) text = r.game ? "*" : "";
  else if (r.result === "U" || (r.result === "Z" && !r.opponent)) text = r.result === "U" ? "1" : "\u2013";
  else if (r.result === "+" || r.result === "-") text = r.result === "+" ? "+" : "\u2212";
  else text = number(r.points);
  const title = [
    t("page-tournament-round", { round: r.round }),
    r.opponentName || (r.result ? t("page-tournament-bye") : ""),
    r.result === "+" || r.result === "-" ? t("page-tournament-forfeit") : "",
  ]
    .filter(Boolean)
    .join(" \u00b7 ");
  const colour = r.color ? h("span", { class: "meta" }, r.color === "white" ? "\u25cb" : "\u25cf") : null;
  return h(
    "td",
    { class: "round-cell", title, "data-round": String(r.round) },
    r.game ? h("a", { href: "/g/" + r.game, "data-link": "" }, text) : text,
    colour,
  );
}

/** The standings table of a tournament in rounds; `who(line)` is a line's player cell. */
export function roundsStanding(tour, who) {
  const rounds = Math.max(0, tour.round);
  const head = [
    h("th", {}, "#"),
    h("th", { title: t("page-tournament-starting-rank-title") }, t("page-tournament-starting-rank")),
    h("th", {}, t("page-tournament-player")),
    h("th", {}, t("page-tournament-rating")),
    Array.from({ length: rounds }, (_, i) => h("th", { title: t("page-tournament-round", { round: i + 1 }) }, String(i + 1))),
    h("th", {}, t("page-tournament-points")),
    h("th", { class: "tiebreak" }, t("page-tournament-buchholz-cut1")),
    h("th", { class: "tiebreak" }, t("page-tournament-buchholz")),
    h("th", { class: "tiebreak" }, t("page-tournament-sonneborn-berger")),
    h("th", { class: "tiebreak" }, t("page-tournament-direct")),
  ];
  const rows = tour.standing.map((line) =>
    h(
      "tr",
      { "data-player": line.id },
      h("td", {}, String(line.rank)),
      h("td", { class: "starting-rank" }, String(line.startingRank)),
      h("td", {}, who(line)),
      h("td", {}, String(line.rating)),
      line.rounds.map(roundCell),
      h("td", { class: "score" }, h("strong", {}, number(line.score))),
      h("td", { class: "tiebreak" }, number(line.tiebreaks.buchholzCut1)),
      h("td", { class: "tiebreak" }, number(line.tiebreaks.buchholz)),
      h("td", { class: "tiebreak" }, number(line.tiebreaks.sonnebornBerger)),
      h("td", { class: "tiebreak" }, number(line.tiebreaks.directEncounter)),
    ),
  );
  return [
    h("h2", {}, t("page-tournament-standings")),
    h(
      "div",
      { class: "table-scroll" },
      h("table", { class: "tournament-table rounds-table" }, h("thead", {}, h("tr", {}, head)), h("tbody", {}, rows)),
    ),
  ];
}

/** The pairings round by round, the latest round first, each board in order. */
export function roundsPairings(tour) {
  const byRound = new Map();
  for (const p of tour.pairings) {
    if (!byRound.has(p.round)) byRound.set(p.round, []);
    byRound.get(p.round).push(p);
  }
  const rounds = [...byRound.keys()].sort((a, b) => b - a);
  const forfeit = (p) => p.result === "+-" || p.result === "-+" || p.result === "--";
  const board = (p) =>
    h(
      "li",
      { class: "tournament-pairing", "data-game": p.id, "data-board": String(p.board), "data-imported": String(!!p.imported) },
      p.bye
        ? [`${p.board}. `, p.whiteName, " \u00b7 ", t("page-tournament-bye")]
        : [
            `${p.board}. `,
            forfeit(p) || p.imported
              ? `${p.whiteName} \u2013 ${p.blackName}`
              : h("a", { href: "/g/" + p.id, "data-link": "" }, `${p.whiteName} \u2013 ${p.blackName}`),
            " ",
            h(
              "span",
              { class: "meta" },
              p.result || t("page-tournament-ongoing"),
              forfeit(p) ? ` (${t("page-tournament-forfeit")})` : null,
              p.imported ? ` (${t("page-tournament-imported")})` : null,
            ),
          ],
    );
  return [
    h("h2", {}, t("page-tournament-pairings")),
    rounds.length
      ? rounds.map((r) =>
          h(
            "section",
            { class: "tournament-round", "data-round": String(r) },
            h("h3", {}, t("page-tournament-round", { round: r })),
            h("ol", { class: "games-list" }, byRound.get(r).map(board)),
          ),
        )
      : h("p", { class: "empty" }, t("page-tournament-no-games")),
  ];
}

/** The link to the tournament's TRF file. */
export function trfLink(tour) {
  return h("a", { href: `/api/tournament/${tour.id}/trf`, class: "meta trf-link", download: `${tour.id}.trf` }, t("page-tournament-trf"));
}
