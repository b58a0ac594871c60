// The lobby's seeks: a quick-pairing grid for the chosen game (a click opens a seek or joins a
// matching one; a logged-in player's pairings on a clock are rated) and the open seeks of every
// game, live from the lobby's socket, with Join (or Cancel for this browser's own). When a seek
// of this browser is joined, or it joins one, the page goes to the game, its seat saved as any
// other. A seek with a rating range that the player's rating does not fit is greyed, its Join
// disabled (the server refuses it too); a logged-in player may give quick pairing a range
// around their rating.

import { account, api, load, prefs, save, saveSeat } from "./api.js";
import { CONTROLS, controlLabel } from "./controls.js";
import { h, cap, fill } from "./dom.js";
import { t, gameName } from "./i18n.js";

const MINE = "ply.seeks.v1";
/** Quick pairing's grid: the time controls but the untimed game. */
const GRID = CONTROLS.filter((c) => c.clock || c.days);

const mine = () => load(MINE, {}, "sessionStorage");
const setMine = (all) => save(MINE, all, "sessionStorage");

/** The ranges quick pairing may ask for, around the player's rating. */
const RANGES = ["", "-200..+200", "-300..+300", "-500..+500"];

/** Whether a player with `ratings` (`{GAME: {SPEED: {rating}}}`, null without an account)
 *  fits the seek's rating range: their rating in its game and speed, 1500 before any game. */
export function fits(seek, ratings) {
  if (!seek.ratingRange) return true;
  if (!ratings) return false;
  const [low, high] = seek.ratingRange.split("-").map(Number);
  const found = ratings[seek.game] && ratings[seek.game][seek.speed];
  const rating = found ? found.rating : 1500;
  return rating >= low && rating <= high;
}

function control(seek) {
  return controlLabel(seek.clock ? { clock: [seek.clock.limit / 60, seek.clock.increment] } : seek);
}

/** The seeks' card; returns it with `close` (the socket) and `chosen` (the game changed). */
export function seeksCard(catalog, gameOf, navigate) {
  const card = h("section", { class: "card seeks" });
  let seeks = [];
  let counts = { online: 0, playing: 0 };
  let socket = null;
  let closed = false;
  // The logged-in player's ratings, or null: which seeks' ranges they fit.
  let ratings = null;
  account
    .me()
    .then((me) => {
      if (!me || closed) return;
      ratings = me.ratings || {};
      draw();
    })
    .catch(() => {});

  const say = (text, error) => {
    const m = card.querySelector("#seek-message");
    if (m) {
      m.className = "message" + (error ? " error" : "");
      m.textContent = text;
    }
  };

  function toGame(game, token, color, gameId) {
    saveSeat(game, { token, color, game: gameId, opponent: "friend" });
    navigate("/g/" + game);
  }

  function keepAlive() {
    if (socket && socket.readyState === 1) socket.send(JSON.stringify({ seeks: Object.values(mine()).map((s) => s.token) }));
  }

  async function request(body) {
    say("");
    try {
      // A logged-in player's pairing is rated, within the range chosen; an anonymous
      // player's pairings are casual.
      if (await account.me().catch(() => null)) {
        body = { ...body, rated: true };
        const range = prefs.get().seekRange;
        if (range) body.ratingRange = range;
      }
      const made = await api.seek(body);
      if (made.status === "joined") return toGame(made.game, made.token, made.color, body.game);
      setMine({ ...mine(), [made.id]: { token: made.token, game: body.game } });
      keepAlive();
      say(t("page-seek-waiting"));
      draw();
    } catch (e) {
      say(e.message, true);
    }
  }

  async function join(seek) {
    say("");
    try {
      const made = await api.joinSeek(seek.id);
      toGame(made.game, made.token, made.color, seek.game);
    } catch (e) {
      say(e.message, true);
    }
  }

  async function cancel(seek) {
    const own = mine()[seek.id];
    try {
      await api.cancelSeek(seek.id, own && own.token);
    } catch (e) {
      say(e.message, true);
    }
    const all = mine();
    delete all[seek.id];
    setMine(all);
    draw();
  }

  function draw() {
    const game = gameOf();
    const own = mine();
    const nameOf = (id) => cap(gameName(id, (catalog.find((g) => g.id === id) || {}).name || id));
    fill(
      card,
      h("h2", {}, t("page-quick-pairing", { game: nameOf(game.id) })),
      h(
        "div",
        { class: "presets quick-pairing", role: "group" },
        GRID.map((g) => {
          const label = controlLabel(g);
          const body = g.clock
            ? { game: game.id, clock: { limit: g.clock[0] * 60, increment: g.clock[1] } }
            : { game: game.id, days: g.days };
          return h("button", { class: "btn preset", "data-pairing": label, onclick: () => request(body) }, label);
        }),
      ),
      ratings
        ? h(
            "label",
            { class: "seek-range" },
            t("page-seek-range") + " ",
            h(
              "select",
              {
                id: "seek-range",
                onchange: (e) => prefs.set({ ...prefs.get(), seekRange: e.target.value }),
              },
              RANGES.map((r) =>
                h(
                  "option",
                  { value: r, selected: (prefs.get().seekRange || "") === r },
                  r ? r.replace("..", " / ") : t("page-seek-range-any"),
                ),
              ),
            ),
          )
        : null,
      h("div", { class: "message", id: "seek-message" }),
      h("h2", {}, t("page-open-seeks")),
      h("p", { class: "meta", id: "lobby-counts" }, t("page-lobby-counts", counts)),
      seeks.length === 0
        ? h("p", { class: "empty" }, t("page-no-seeks"))
        : h(
            "ul",
            { class: "games-list seek-list" },
            seeks.map((s) =>
              h(
                "li",
                { "data-seek": s.id, class: own[s.id] || fits(s, ratings) ? "" : "out-of-range" },
                h(
                  "div",
                  {},
                  h("strong", {}, nameOf(s.game)),
                  " ",
                  control(s),
                  h(
                    "div",
                    { class: "meta" },
                    [
                      s.title ? s.title + " " : "",
                      s.player || t("page-seek-anonymous"),
                      s.rating ? ` (${s.rating})` : "",
                      " \u00b7 ",
                      t(s.rated ? "page-seek-rated" : "page-seek-casual"),
                      s.ratingRange ? ` \u00b7 ${s.ratingRange}` : "",
                    ].join(""),
                  ),
                ),
                own[s.id]
                  ? h("button", { class: "btn seek-cancel", onclick: () => cancel(s) }, t("page-seek-cancel"))
                  : fits(s, ratings)
                    ? h("button", { class: "btn primary seek-join", onclick: () => join(s) }, t("page-seek-join"))
                    : h("button", { class: "btn seek-join", disabled: true, title: t("page-seek-out-of-range") }, t("page-seek-join")),
              ),
            ),
          ),
    );
  }

  function connect() {
    if (closed) return;
    socket = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/lobby/ws`);
    socket.onopen = keepAlive;
    socket.onmessage = (e) => {
      const m = JSON.parse(e.data);
      if (m.t === "seeks") {
        seeks = m.seeks;
        counts = { online: m.online, playing: m.playing };
      } else if (m.t === "added") {
        seeks = seeks.filter((s) => s.id !== m.seek.id).concat([m.seek]);
      } else if (m.t === "removed") {
        seeks = seeks.filter((s) => s.id !== m.id);
        const all = mine();
        const own = all[m.id];
        if (own) {
          delete all[m.id];
          setMine(all);
          if (m.game) return toGame(m.game, own.token, m.color, own.game);
        }
      } else if (m.t === "counts") {
        counts = { online: m.online, playing: m.playing };
      } else {
        return;
      }
      draw();
    };
    socket.onclose = () => {
      if (!closed) setTimeout(connect, 2000);
    };
  }

  draw();
  connect();
  return {
    card,
    chosen: draw,
    close: () => {
      closed = true;
      if (socket) socket.close();
    },
  };
}
