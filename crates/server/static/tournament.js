// The tournaments: the list at /tournament (starting soon, under way, finished) with the form
// that makes an arena, a Swiss or a round robin, and a tournament's page at /tournament/{id}:
// the countdown to its start, next round or end, Join and Withdraw (or Pause), the standings
// and the games, live from the tournament's socket (a Swiss's and a round robin's parts are
// in rounds.js). When a game of the reader's starts, the page goes to it, its seat saved
// as any other.

import { account, api, saveSeat } from "./api.js";
import { h, cap, fill } from "./dom.js";
import { t, gameName, explain } from "./i18n.js";
import { inRounds, roundLine, roundsPairings, roundsStanding, systemFields, systemName, trfLink } from "./rounds.js";

const tournamentApi = {
  list: () => fetchJson("GET", "/api/tournament"),
  one: (id) => fetchJson("GET", `/api/tournament/${id}`),
  create: (body) => fetchJson("POST", "/api/tournament", body),
  act: (id, what) => fetchJson("POST", `/api/tournament/${id}/${what}`, {}),
  socketUrl: (id) => `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/tournament/${id}/ws`,
};

/** A JSON request; a refusal throws the server's message. */
async function fetchJson(method, path, body) {
  const headers = body === undefined ? {} : { "Content-Type": "application/json" };
  const resp = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await resp.json().catch(() => null);
  if (!resp.ok) {
    const err = new Error((data && data.message) || resp.statusText);
    err.detail = data && data.code ? { code: data.code, params: data.params || {} } : null;
    throw err;
  }
  return data;
}

/** A duration in ms as m:ss or h:mm:ss. */
function clockText(ms) {
  const s = Math.max(0, Math.round(ms / 1000));
  const two = (n) => String(n).padStart(2, "0");
  const hours = Math.floor(s / 3600);
  return hours ? `${hours}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}` : `${Math.floor(s / 60)}:${two(s % 60)}`;
}

function summaryLine(tour, catalog) {
  const known = catalog.find((g) => g.id === tour.game) || {};
  return [
    cap(gameName(tour.game, known.name)),
    `${tour.clock.limit / 60}+${tour.clock.increment}`,
    t(tour.rated ? "page-tournament-rated" : "page-tournament-casual"),
    systemName(tour),
    t("page-tournament-players", { count: tour.nbPlayers }),
  ].join(" \u00b7 ");
}

/** The list of tournaments and the form that makes one. */
export async function showTournaments(root, navigate) {
  const [lists, catalog, me] = await Promise.all([tournamentApi.list(), api.catalog(), account.me().catch(() => null)]);
  const games = catalog.games || catalog;
  const section = (status) => {
    const items = lists[status] || [];
    return h(
      "section",
      { class: "card tournament-list", "data-status": status },
      h("h2", {}, t("page-tournament-list-" + status)),
      items.length
        ? h(
            "ul",
            { class: "games-list" },
            items.map((tour) =>
              h(
                "li",
                { class: "tournament-item" },
                h("a", { href: "/tournament/" + tour.id, "data-link": "" }, tour.fullName),
                h("div", { class: "meta" }, summaryLine(tour, games)),
              ),
            ),
          )
        : h("p", { class: "empty" }, t("page-tournament-none")),
    );
  };
  fill(
    root,
    h("h1", { class: "page-title" }, t("page-tournaments")),
    me ? createForm(games, navigate) : h("p", { class: "meta" }, t("page-tournament-log-in")),
    ["started", "created", "finished"].map(section),
  );
}

function createForm(games, navigate) {
  const field = (label, input) => h("label", { class: "field" }, h("span", {}, label), input);
  const game = h(
    "select",
    { id: "tournament-game" },
    games.map((g) => h("option", { value: g.id }, cap(gameName(g.id, g.name)))),
  );
  const name = h("input", { id: "tournament-name", maxlength: "60" });
  const clock = h("input", { id: "tournament-clock", type: "number", min: "0.25", step: "0.25", value: "3" });
  const increment = h("input", { id: "tournament-increment", type: "number", min: "0", max: "180", value: "2" });
  const minutes = h("input", { id: "tournament-minutes", type: "number", min: "1", max: "720", value: "45" });
  const wait = h("input", { id: "tournament-wait", type: "number", min: "0", value: "5" });
  const rated = h("input", { id: "tournament-rated", type: "checkbox", checked: true });
  const berserkable = h("input", { id: "tournament-berserkable", type: "checkbox", checked: true });
  const berserkField = h("label", { class: "field check" }, berserkable, h("span", {}, t("page-tournament-berserkable")));
  const system = systemFields(field, minutes, [berserkField]);
  const allowBots = h("input", { id: "tournament-allow-bots", type: "checkbox", checked: true });
  const message = h("p", { class: "message", role: "status" });
  const submit = async (e) => {
    e.preventDefault();
    try {
      const made = await tournamentApi.create({
        name: name.value.trim() || undefined,
        game: game.value,
        clockTime: Number(clock.value),
        clockIncrement: Number(increment.value),
        ...system.body(),
        waitMinutes: Number(wait.value),
        rated: rated.checked,
        berserkable: berserkable.checked,
        allowBots: allowBots.checked,
      });
      navigate("/tournament/" + made.id);
    } catch (err) {
      message.className = "message error";
      message.textContent = (err.detail && explain(err.detail)) || err.message;
    }
  };
  return h(
    "form",
    { class: "card tournament-create", onsubmit: submit },
    h("h2", {}, t("page-tournament-create")),
    field(t("page-tournament-name"), name),
    field(t("page-tournament-game"), game),
    field(t("page-tournament-clock"), clock),
    field(t("page-tournament-increment"), increment),
    system.nodes,
    field(t("page-tournament-wait"), wait),
    h("label", { class: "field check" }, rated, h("span", {}, t("page-tournament-rated"))),
    berserkField,
    h("label", { class: "field check" }, allowBots, h("span", {}, t("page-tournament-allow-bots"))),
    h("button", { type: "submit", class: "btn primary", id: "tournament-submit" }, t("page-tournament-create")),
    message,
  );
}

function playerLink(name) {
  return h("a", { href: "/@/" + encodeURIComponent(name), "data-link": "", class: "player-link" }, name);
}

/** A tournament's page; returns the function that leaves it (closing its socket). */
export async function showTournament(root, id, navigate) {
  const catalog = await api.catalog();
  const games = catalog.games || catalog;
  let tour = null;
  let mine = null;
  let socket = null;
  let closed = false;
  let offset = 0;
  const seen = new Set();
  const countdown = h("p", { class: "tournament-countdown", "aria-live": "off" });
  const buttons = h("div", { class: "tournament-buttons" });
  const message = h("p", { class: "message", role: "status" });
  const standing = h("section", { class: "card tournament-standing" });
  const pairings = h("section", { class: "card tournament-pairings" });
  const head = h("section", { class: "card tournament-head" });

  const fail = (err) => {
    message.className = "message error";
    message.textContent = (err.detail && explain(err.detail)) || err.message;
  };
  const act = async (what) => {
    try {
      await tournamentApi.act(id, what);
      await refresh();
    } catch (err) {
      fail(err);
    }
  };

  function drawCountdown() {
    if (!tour) return;
    const now = Date.now() - offset;
    let text;
    if (tour.status === "created") text = t("page-tournament-starts-in", { time: clockText(tour.startsAt - now) });
    else if (tour.status === "started" && tour.nextRoundAt && tour.nextRoundAt > now)
      text = t("page-tournament-next-round-in", { time: clockText(tour.nextRoundAt - now) });
    else if (tour.status === "started" && inRounds(tour)) text = roundLine(tour) || "";
    else if (tour.status === "started" && tour.finishesAt) text = t("page-tournament-ends-in", { time: clockText(tour.finishesAt - now) });
    else text = t("page-tournament-finished");
    countdown.textContent = text;
  }

  function drawButtons() {
    const b = [];
    if (tour.status !== "finished") {
      const rounds = inRounds(tour);
      if (!mine) b.push(h("p", { class: "meta" }, t("page-tournament-log-in")));
      else if (rounds && (mine.withdrawn || (!mine.joined && tour.status !== "created"))) b.push(null);
      else if (!mine.joined || !mine.active)
        b.push(
          h(
            "button",
            { type: "button", class: "btn primary", id: "tournament-join", onclick: () => act("join") },
            t("page-tournament-join"),
          ),
        );
      else
        b.push(
          h(
            "button",
            { type: "button", class: "btn", id: "tournament-withdraw", onclick: () => act("withdraw") },
            t(tour.status === "started" && !rounds ? "page-tournament-pause" : "page-tournament-withdraw"),
          ),
        );
      if (mine && tour.createdBy === mine.id && tour.status === "created")
        b.push(
          h(
            "button",
            { type: "button", class: "btn", id: "tournament-start", onclick: () => act("start") },
            t("page-tournament-start-now"),
          ),
        );
    }
    fill(buttons, b);
  }

  const lineStatus = (line) => [
    line.playing ? h("a", { href: "/g/" + line.playing, "data-link": "", class: "meta playing" }, " ", t("page-tournament-playing")) : null,
    line.withdrawn
      ? h("span", { class: "meta" }, " ", t("page-tournament-withdrawn"))
      : !line.active
        ? h("span", { class: "meta" }, " ", t("page-tournament-paused"))
        : null,
  ];

  /** A standings line's player: the BOT tag of a bot, the name's link and the status. */
  function who(line) {
    return [
      line.title ? h("span", { class: "title-tag", title: t("page-tournament-bot") }, line.title) : null,
      line.title ? " " : null,
      playerLink(line.name),
      lineStatus(line),
    ];
  }

  function drawStanding() {
    if (inRounds(tour)) return fill(standing, roundsStanding(tour, who));
    const rows = tour.standing.map((line) =>
      h(
        "tr",
        { "data-player": line.id },
        h("td", {}, String(line.rank)),
        h("td", {}, who(line)),
        h("td", {}, String(line.rating)),
        h(
          "td",
          { class: "sheet" },
          line.games.map(([game, points]) => h("a", { href: "/g/" + game, "data-link": "" }, String(points))),
          line.sheet.fire
            ? h("span", { class: "fire", title: t("page-tournament-fire"), "aria-label": t("page-tournament-fire") }, "\u{1F525}")
            : null,
        ),
        h("td", { class: "score" }, h("strong", {}, String(line.score))),
      ),
    );
    fill(
      standing,
      h("h2", {}, t("page-tournament-standings")),
      h(
        "table",
        { class: "tournament-table" },
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            h("th", {}, "#"),
            h("th", {}, t("page-tournament-player")),
            h("th", {}, t("page-tournament-rating")),
            h("th", {}, t("page-tournament-results")),
            h("th", {}, t("page-tournament-points")),
          ),
        ),
        h("tbody", {}, rows),
      ),
    );
  }

  function drawPairings() {
    if (inRounds(tour)) return fill(pairings, roundsPairings(tour));
    const latest = tour.pairings.slice(-50).reverse();
    fill(
      pairings,
      h("h2", {}, t("page-tournament-pairings")),
      latest.length
        ? h(
            "ul",
            { class: "games-list" },
            latest.map((p) =>
              h(
                "li",
                { class: "tournament-pairing", "data-game": p.id },
                p.bye
                  ? [p.whiteName, " \u00b7 ", t("page-tournament-bye")]
                  : [
                      h("a", { href: "/g/" + p.id, "data-link": "" }, `${p.whiteName} \u2013 ${p.blackName}`),
                      " ",
                      h("span", { class: "meta" }, p.result || t("page-tournament-ongoing")),
                    ],
              ),
            ),
          )
        : h("p", { class: "empty" }, t("page-tournament-no-games")),
    );
  }

  function draw(view) {
    tour = view;
    document.title = view.fullName + " \u00b7 ply";
    fill(
      head,
      h("h1", {}, view.fullName),
      h("p", { class: "meta" }, summaryLine(view, games)),
      inRounds(view) ? h("p", {}, trfLink(view)) : null,
      countdown,
      buttons,
      message,
    );
    drawCountdown();
    drawButtons();
    drawStanding();
    drawPairings();
  }

  /** Reads the tournament with the reader's part; goes to the reader's new game (one going on
   *  when the page opens is only remembered: the reader came to see the tournament). */
  async function refresh(first = false) {
    const view = await tournamentApi.one(id);
    // The server's time, for the countdown (a socket's view may have been read earlier).
    offset = Date.now() - view.now;
    mine = view.me || null;
    draw(view);
    const game = mine && mine.game;
    if (game && game.token && !seen.has(game.id)) {
      seen.add(game.id);
      saveSeat(game.id, { token: game.token, color: game.color, game: view.game, opponent: "friend", berserk: view.berserkable });
      message.className = "message";
      message.textContent = t("page-tournament-your-game");
      if (!closed && !first) navigate("/g/" + game.id);
    }
  }

  function connect() {
    if (closed) return;
    socket = new WebSocket(tournamentApi.socketUrl(id));
    socket.onmessage = (e) => {
      const view = JSON.parse(e.data);
      const mineChanged =
        mine && view.pairings.some((p) => p.result === null && (p.white === mine.id || p.black === mine.id) && !seen.has(p.id));
      if (mineChanged || (mine && view.standing.some((l) => l.id === mine.id) !== mine.joined)) refresh().catch(fail);
      else draw({ ...view, me: mine });
    };
    socket.onclose = () => {
      if (!closed) setTimeout(connect, 2000);
    };
  }

  try {
    await refresh(true);
  } catch (err) {
    fill(root, h("section", { class: "card" }, h("p", { class: "message error" }, (err.detail && explain(err.detail)) || err.message)));
    return () => {};
  }
  fill(root, h("div", { class: "tournament-page" }, head, standing, pairings));
  connect();
  const timer = setInterval(drawCountdown, 1000);
  return () => {
    closed = true;
    clearInterval(timer);
    if (socket) socket.close();
  };
}
