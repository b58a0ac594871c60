// A player's rating history (GET /api/user/NAME/rating-history) as a chart drawn by hand in
// SVG: one line per game and speed over time, a horizontal rule per round hundred. For those
// who do not see the drawing, each line is also said in words (its first and last rating,
// lowest and highest), and every point is in a table; all in the page's language.

import { h, cap } from "./dom.js";
import { t, gameName, currentLang } from "./i18n.js";

const NS = "http://www.w3.org/2000/svg";
const WIDTH = 640;
const HEIGHT = 240;
const PAD = { left: 46, right: 10, top: 10, bottom: 26 };
/** The lines' colours, one per game and speed in turn. */
const COLOURS = ["#5dade2", "#ec7063", "#58d68d", "#af7ac5", "#f5b041", "#48c9b0", "#bdc3c7"];
const DAY = 86_400_000;

/** An SVG element with attributes and children (text or elements). */
function svg(tag, attrs = {}, ...children) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  for (const c of children.flat()) e.append(typeof c === "string" ? document.createTextNode(c) : c);
  return e;
}

/** A point's date in the reader's language (the month counts from 0, as lichess gives it). */
function dayText(ms) {
  return new Date(ms).toLocaleDateString(currentLang(), { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" });
}

/** A series' label: "Chess · blitz". */
function seriesName(s, catalog) {
  const known = catalog.find((g) => g.id === s.game) || {};
  return cap(gameName(s.game, known.name)) + " \u00b7 " + t("page-player-speed-" + s.speed);
}

/**
 * Each series' points as `{x, rating, day}`: x is the day in ms, plus a fraction of the day
 * by the game's order within it (several games may end on one day).
 */
function placed(series) {
  return series.map((s) => {
    const byDay = new Map();
    for (const [y, m, d] of s.points) {
      const day = Date.UTC(y, m, d);
      byDay.set(day, (byDay.get(day) || 0) + 1);
    }
    const seen = new Map();
    const points = s.points.map(([y, m, d, rating]) => {
      const day = Date.UTC(y, m, d);
      const k = seen.get(day) || 0;
      seen.set(day, k + 1);
      return { x: day + (DAY * (k + 1)) / (byDay.get(day) + 1), rating, day };
    });
    return { ...s, placed: points };
  });
}

/** The chart: an SVG of every series, labelled by the list of series in words. */
function drawing(lines, names, heading) {
  const all = lines.flatMap((l) => l.placed);
  const xs = all.map((p) => p.x);
  const ys = all.map((p) => p.rating);
  let [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  if (x1 - x0 < DAY) [x0, x1] = [x0 - DAY / 2, x1 + DAY / 2];
  const y0 = Math.floor((Math.min(...ys) - 20) / 100) * 100;
  const y1 = Math.ceil((Math.max(...ys) + 20) / 100) * 100;
  const X = (x) => PAD.left + ((x - x0) / (x1 - x0)) * (WIDTH - PAD.left - PAD.right);
  const Y = (y) => HEIGHT - PAD.bottom - ((y - y0) / (y1 - y0)) * (HEIGHT - PAD.top - PAD.bottom);
  const step = Math.max(100, Math.ceil((y1 - y0) / 500) * 100);
  const rules = [];
  for (let y = y0; y <= y1; y += step) {
    rules.push(
      svg("line", { x1: PAD.left, x2: WIDTH - PAD.right, y1: Y(y), y2: Y(y), class: "rule" }),
      svg("text", { x: PAD.left - 6, y: Y(y) + 4, "text-anchor": "end", class: "tick" }, String(y)),
    );
  }
  const [first, last] = [Math.min(...all.map((p) => p.day)), Math.max(...all.map((p) => p.day))];
  const dates =
    first === last
      ? [svg("text", { x: (PAD.left + WIDTH - PAD.right) / 2, y: HEIGHT - 6, "text-anchor": "middle", class: "tick" }, dayText(first))]
      : [
          svg("text", { x: PAD.left, y: HEIGHT - 6, "text-anchor": "start", class: "tick" }, dayText(first)),
          svg("text", { x: WIDTH - PAD.right, y: HEIGHT - 6, "text-anchor": "end", class: "tick" }, dayText(last)),
        ];
  const paths = lines.map((l, i) => {
    const colour = COLOURS[i % COLOURS.length];
    const d = l.placed.map((p, k) => (k ? "L" : "M") + X(p.x).toFixed(1) + " " + Y(p.rating).toFixed(1)).join(" ");
    return svg(
      "g",
      { class: "series", "data-series": l.name, stroke: colour, fill: colour },
      svg("path", { d, fill: "none", "stroke-width": 2 }),
      l.placed.map((p) =>
        svg(
          "circle",
          { cx: X(p.x).toFixed(1), cy: Y(p.rating).toFixed(1), r: 2.5 },
          svg("title", {}, names[i] + ", " + dayText(p.day) + ": " + p.rating),
        ),
      ),
    );
  });
  return svg(
    "svg",
    {
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      role: "img",
      "aria-labelledby": heading,
      "aria-describedby": "rating-history-said",
      class: "rating-chart",
    },
    rules,
    dates,
    paths,
  );
}

/** One line in words: "Chess · blitz: 1500 to 1662 over 3 rated games (lowest …, highest …)". */
function said(line, name, colour) {
  const ratings = line.points.map((p) => p[3]);
  return h(
    "li",
    { "data-series": line.name },
    h("span", { class: "swatch", style: `background:${colour}`, "aria-hidden": "true" }),
    t("page-player-history-summary", {
      series: name,
      first: ratings[0],
      last: ratings[ratings.length - 1],
      games: ratings.length,
      low: Math.min(...ratings),
      high: Math.max(...ratings),
    }),
  );
}

/** Every point as a row: the game and speed, the date, the rating and its change. */
function table(lines, names) {
  const rows = lines.flatMap((l, i) => {
    let before = null;
    return l.points.map(([y, m, d, rating]) => {
      const change = before === null ? "" : (rating >= before ? "+" : "\u2212") + Math.abs(rating - before);
      before = rating;
      return h("tr", {}, h("td", {}, names[i]), h("td", {}, dayText(Date.UTC(y, m, d))), h("td", {}, String(rating)), h("td", {}, change));
    });
  });
  return h(
    "details",
    { class: "rating-table" },
    h("summary", {}, t("page-player-history-table")),
    h(
      "table",
      {},
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          ["page-player-filter-game", "page-player-history-date", "page-player-history-rating", "page-player-history-change"].map((k) =>
            h("th", { scope: "col" }, t(k)),
          ),
        ),
      ),
      h("tbody", {}, rows),
    ),
  );
}

/**
 * The rating-history section of a player's page: its heading, the chart, each line in words
 * and the table; "no rated games yet" when there are none.
 */
export function ratingHistory(history, catalog) {
  const heading = h("h2", { id: "rating-history-title" }, t("page-player-history"));
  const lines = placed((history || []).filter((s) => s.points && s.points.length));
  if (!lines.length) return h("section", { class: "rating-history" }, heading, h("p", { class: "empty" }, t("page-player-history-none")));
  const names = lines.map((l) => seriesName(l, catalog));
  return h(
    "section",
    { class: "rating-history" },
    heading,
    drawing(lines, names, "rating-history-title"),
    h(
      "ul",
      { class: "rating-said", id: "rating-history-said" },
      lines.map((l, i) => said(l, names[i], COLOURS[i % COLOURS.length])),
    ),
    table(lines, names),
  );
}
