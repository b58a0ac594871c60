// Talking to the server, and remembering this browser's games and tokens. Requests carry the
// `lang` cookie (same origin), so the errors the server sends are worded in the page's language.

import { t } from "./i18n.js";

const STORE = "ply.games.v1";
const PREFS = "ply.lobby.v1";

/** An error from the API: its HTTP status, code, the message a player reads, and the
 *  message as data (`{code, params}`) when the server sends it. */
export class ApiError extends Error {
  constructor(status, code, message, detail = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.detail = detail;
  }
}

async function call(method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers["Authorization"] = "Bearer " + token;
  let resp;
  try {
    resp = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new ApiError(0, "network", t("page-network-error"));
  }
  const text = await resp.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch (e) {
    data = null;
  }
  if (!resp.ok) {
    const detail = data && typeof data.code === "string" ? { code: data.code, params: data.params || {} } : null;
    throw new ApiError(resp.status, (data && data.error) || "http_" + resp.status, (data && data.message) || resp.statusText, detail);
  }
  return data;
}

export const api = {
  catalog: () => call("GET", "/api/catalog"),
  create: (body) => call("POST", "/api/games", body),
  state: (id) => call("GET", `/api/games/${id}`),
  /** A move as `{move: TEXT}` or as the cells clicked, `{cells: [...]}`. */
  move: (id, token, body) => call("POST", `/api/games/${id}/moves`, body, token),
  resign: (id, token) => call("POST", `/api/games/${id}/resign`, {}, token),
  /** Ends the game as nobody's: while it waits for the friend, or before both first moves. */
  abort: (id, token) => call("POST", `/api/games/${id}/abort`, {}, token),
  berserk: (id, token) => call("POST", `/api/games/${id}/berserk`, {}, token),
  draw: (id, token, action) => call("POST", `/api/games/${id}/draw`, { action }, token),
  undo: (id, token) => call("POST", `/api/games/${id}/undo`, {}, token),
  takeback: (id, token, action) => call("POST", `/api/games/${id}/takeback`, { action }, token),
  retry: (id, token) => call("POST", `/api/games/${id}/retry`, {}, token),
  analyse: (body) => call("POST", "/api/analysis", body),
  position: (body) => call("POST", "/api/position", body),
  board: (body) => call("POST", "/api/analysis/board", body),
  atPly: (id, ply) => call("GET", `/api/games/${id}/ply/${ply}`),
  join: (id, invite) => call("POST", `/api/games/${id}/join`, { invite }),
  rematch: (id, token) => call("POST", `/api/games/${id}/rematch`, {}, token),
  /** Opens a seek or joins a matching one. */
  seek: (body) => call("POST", "/api/seeks", body),
  joinSeek: (id) => call("POST", `/api/seeks/${id}/join`, {}),
  cancelSeek: (id, token) => call("DELETE", `/api/seeks/${id}`, undefined, token),
  /** Challenges the player `name`: `{id, token, destUser, …}`. */
  challenge: (name, body) => call("POST", `/api/challenge/${encodeURIComponent(name)}`, body),
  /** The open challenges: `{in: [...], out: [...]}`. */
  challenges: () => call("GET", "/api/challenge"),
  acceptChallenge: (id) => call("POST", `/api/challenge/${id}/accept`, {}),
  declineChallenge: (id) => call("POST", `/api/challenge/${id}/decline`, {}),
  recordUrl: (id) => `/api/games/${id}/record`,
  /** `{white, black}`: the names of the accounts seated (null for a seat none holds). */
  gamePlayers: (id) => call("GET", `/api/games/${id}/players`),
  /** `{account}`: the logged-in player, or null. */
  session: () => call("GET", "/api/account/session"),
  /** The logged-in player's games (401 when nobody is logged in). */
  accountGames: () => call("GET", "/api/account/games"),
  user: (name) => call("GET", `/api/user/${encodeURIComponent(name)}`),
  userGames: (name, query) => call("GET", `/api/user/${encodeURIComponent(name)}/games?${query}`),
  /** `[{name, game, speed, points: [[y, m, d, rating], …]}]`, lichess's shape. */
  ratingHistory: (name) => call("GET", `/api/user/${encodeURIComponent(name)}/rating-history`),
  socketUrl: (id) => `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/games/${id}/ws`,
};

/** The player's account: the session is the cookie the server sets (HttpOnly). */
export const account = {
  /** The logged-in account, or null. */
  me: () => call("GET", "/api/account/session").then((s) => s.account),
  register: (body) => call("POST", "/api/account/register", body),
  login: (body) => call("POST", "/api/account/login", body),
  logout: () => call("POST", "/api/account/logout", {}),
  logoutEverywhere: () => call("POST", "/api/account/logout-everywhere", {}),
};

/** The value kept under `key` in `area` ("localStorage", this browser's, or "sessionStorage",
 *  this tab's), or `fallback`. The area is named, not passed, as reaching it may throw. */
export function load(key, fallback, area = "localStorage") {
  try {
    return JSON.parse(window[area].getItem(key)) ?? fallback;
  } catch (e) {
    return fallback;
  }
}
/** Keeps `value` under `key` in `area` (as `load` names it; not at all in private mode). */
export function save(key, value, area = "localStorage") {
  try {
    window[area].setItem(key, JSON.stringify(value));
  } catch (e) {
    /* private mode */
  }
}

/** This browser's seat in a game: {token, color, invite?, game, opponent, at}. */
export function seat(id) {
  return load(STORE, {})[id] || null;
}

export function saveSeat(id, info) {
  const all = load(STORE, {});
  all[id] = { ...(all[id] || {}), ...info, at: Date.now() };
  const ids = Object.keys(all).sort((a, b) => all[b].at - all[a].at);
  for (const old of ids.slice(60)) delete all[old];
  save(STORE, all);
}

/** The games this browser plays, newest first: [[id, seat]]. */
export function seats() {
  const all = load(STORE, {});
  return Object.entries(all).sort((a, b) => b[1].at - a[1].at);
}

export const prefs = {
  get: () => load(PREFS, {}),
  set: (p) => save(PREFS, p),
};
