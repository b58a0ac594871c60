// A player's page (/@/NAME): the ratings per game and speed with their history (chart.js), the
// game, win, draw, loss and rated counts, the game going on, and the finished games with
// filters (game, result, rated), each linking the game and the opponent's page. A closed
// account's page says so (disabled by the operator, or deleted by its player).

import { h, cap, fill } from "./dom.js";
import { api } from "./api.js";
import { t, gameName, explain } from "./i18n.js";
import { ratingHistory } from "./chart.js";
import { timeLeft } from "./players.js";

const RESULTS = ["win", "draw", "loss"];

/** The name shown for a side of a listed game: its account, or nobody's seat. */
function nameOf(player) {
  return player && player.user ? player.user.name : null;
}

/** A player's name as a link to their page ("deleted" for a deleted account, plain). */
export function playerLink(name) {
  if (!name) return h("span", { class: "anonymous" }, t("page-player-anonymous"));
  if (name === "deleted") return h("span", { class: "deleted" }, t("page-player-deleted"));
  return h("a", { href: "/@/" + encodeURIComponent(name), "data-link": "", class: "player-link" }, name);
}

/** A game of a player's list (an NDJSON line of the export) as a row: the game's link, the
 *  opponent's page and the result from the player's side. */
export function gameRow(g, catalog) {
  const mine = g.side,
    other = mine === "white" ? "black" : "white";
  const known = catalog.find((c) => c.id === g.variant) || {};
  // A game going on where the player is to move (the account's own list, "your turn" first).
  const yours = g.status === "started" && g.isMyTurn;
  const result = yours ? t("page-your-turn") : t("page-player-result-" + (g.status === "started" ? "ongoing" : g.result || "none"));
  return h(
    "li",
    { class: "player-game", "data-result": g.result || "", "data-turn": yours ? "mine" : null },
    h(
      "div",
      {},
      h("a", { href: "/g/" + g.id, "data-link": "", class: "game-link" }, cap(gameName(g.variant, known.name))),
      h("div", { class: "meta" }, t("page-player-versus"), " ", playerLink(nameOf(g.players[other]))),
    ),
    h(
      "span",
      { class: "meta result " + (yours ? "your-turn" : g.result || "") },
      result,
      " \u00b7 ",
      g.moveBy ? timeLeft(g.moveBy - Date.now()) : new Date(g.createdAt).toLocaleDateString(),
    ),
  );
}

/** A closed account's page: its name and why there is nothing more to see. */
function closed(root, name, why) {
  document.title = name + " \u00b7 ply";
  fill(root, h("section", { class: "card player-page player-closed" }, h("h1", {}, name), h("p", { class: "message" }, why)));
}

/** Draws the page of the player `name` into `root`. */
export async function showProfile(root, name) {
  let profile, catalog;
  try {
    [profile, catalog] = await Promise.all([api.user(name), api.catalog()]);
  } catch (e) {
    if (e.detail && e.detail.code === "players_account_deleted") {
      closed(root, name, explain(e.detail));
      return;
    }
    fill(root, h("section", { class: "card" }, h("p", { class: "message error" }, (e.detail && explain(e.detail)) || e.message)));
    return;
  }
  if (profile.disabled) {
    closed(root, profile.username, t("page-player-closed"));
    return;
  }
  const games = catalog.games || catalog;
  document.title = profile.username + " \u00b7 ply";
  const count = profile.count || {};
  const counts = h(
    "dl",
    { class: "player-counts" },
    ["all", ...RESULTS, "rated"].map((k) => [
      h("dt", {}, t("page-player-count-" + k)),
      h("dd", { "data-count": k }, String(count[k] ?? 0)),
    ]),
  );
  const ratings = Object.entries(profile.ratings || {}).flatMap(([game, speeds]) =>
    Object.entries(speeds).map(([speed, r]) =>
      h(
        "li",
        { class: "player-rating", "data-game": game, "data-speed": speed },
        cap(gameName(game, (games.find((g) => g.id === game) || {}).name)),
        " \u00b7 ",
        t("page-player-speed-" + speed),
        ": ",
        h("strong", {}, r.rating + (r.provisional ? "?" : "")),
        " ",
        h("span", { class: "meta" }, t("page-player-rated-games", { games: r.games })),
      ),
    ),
  );
  const playing = profile.playing
    ? h("p", { class: "player-playing" }, h("a", { href: "/g/" + profile.playing, "data-link": "" }, t("page-player-playing")))
    : null;
  const gameFilter = h(
    "select",
    { id: "player-filter-game", "aria-label": t("page-player-filter-game") },
    h("option", { value: "" }, t("page-player-filter-all-games")),
    games.map((g) => h("option", { value: g.id }, cap(gameName(g.id, g.name)))),
  );
  const resultFilter = h(
    "select",
    { id: "player-filter-result", "aria-label": t("page-player-filter-result") },
    h("option", { value: "" }, t("page-player-filter-all-results")),
    RESULTS.map((r) => h("option", { value: r }, t("page-player-result-" + r))),
  );
  const ratedFilter = h(
    "select",
    { id: "player-filter-rated", "aria-label": t("page-player-filter-rated") },
    h("option", { value: "" }, t("page-player-filter-all-kinds")),
    h("option", { value: "true" }, t("page-player-filter-rated-only")),
    h("option", { value: "false" }, t("page-player-filter-casual-only")),
  );
  const history = h("div", { class: "rating-history-slot" });
  const list = h("ul", { class: "games-list player-games" });
  const more = h("button", { type: "button", class: "secondary", hidden: true }, t("page-player-more"));
  let next = null;

  async function load(append) {
    const q = new URLSearchParams();
    if (gameFilter.value) q.set("game", gameFilter.value);
    if (resultFilter.value) q.set("result", resultFilter.value);
    if (ratedFilter.value) q.set("rated", ratedFilter.value);
    if (append && next) q.set("before", String(next));
    const page = await api.userGames(profile.username, q.toString());
    const rows = page.games.map((g) => gameRow(g, games));
    if (append) list.append(...rows);
    else fill(list, rows.length ? rows : h("li", { class: "empty" }, t("page-player-no-games")));
    next = page.next;
    more.hidden = !next;
  }
  gameFilter.addEventListener("change", () => load(false));
  resultFilter.addEventListener("change", () => load(false));
  ratedFilter.addEventListener("change", () => load(false));
  more.addEventListener("click", () => load(true));

  fill(
    root,
    h(
      "section",
      { class: "card player-page" },
      h("h1", {}, profile.title ? h("span", { class: "title-tag" }, profile.title) : null, profile.title ? " " : null, profile.username),
      h("p", { class: "meta" }, t("page-player-since", { date: new Date(profile.createdAt).toLocaleDateString() })),
      counts,
      ratings.length ? h("ul", { class: "player-ratings" }, ratings) : null,
      playing,
      history,
      h("h2", {}, t("page-player-games")),
      h("div", { class: "player-filters" }, gameFilter, resultFilter, ratedFilter),
      list,
      more,
    ),
  );
  await Promise.all([load(false), drawHistory(history, profile.username, games)]);
}

/** The rating history into `slot`; a failure to read it is said there, the page stays. */
async function drawHistory(slot, name, catalog) {
  try {
    fill(slot, ratingHistory(await api.ratingHistory(name), catalog));
  } catch (e) {
    fill(slot, h("p", { class: "message error" }, (e.detail && explain(e.detail)) || e.message));
  }
}

/**
 * "Your games" from the account when a player is logged in (the same on every device): the
 * games going on, then the latest finished ones. False when nobody is logged in (the lobby
 * then lists this browser's own games).
 */
export async function drawAccountGames(list, catalog) {
  let mine;
  try {
    // Asked first: 200 whether or not a player is logged in (no 401 in the console).
    if (!(await api.session()).account) return false;
    mine = await api.accountGames();
  } catch (e) {
    return false;
  }
  const rows = [...mine.playing, ...mine.games].slice(0, 20).map((g) => gameRow(g, catalog));
  fill(
    list,
    h("h2", {}, t("page-your-games")),
    rows.length ? h("ul", { class: "games-list player-games" }, rows) : h("p", { class: "empty" }, t("page-no-games")),
  );
  return true;
}
