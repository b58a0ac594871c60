// The page's words in the reader's language: the server's catalogs (GET /api/i18n), loaded
// once before the page is drawn. `t` words a message by id, `explain` a message that comes as
// data ({"code", "params"}); a message the catalog lacks shows its id and is logged.

let lang = "en";
let languages = [];
let messages = {};
const missing = new Set();

/** Loads the catalog of the page's language: the address's `?lang=`, else the request's (the
 * `lang` cookie, else the browser's). */
export async function loadWords() {
  try {
    const asked = new URLSearchParams(location.search).get("lang");
    const resp = await fetch(asked ? "/api/i18n?lang=" + encodeURIComponent(asked) : "/api/i18n");
    const data = await resp.json();
    lang = data.lang || "en";
    languages = data.languages || [];
    messages = data.messages || {};
  } catch (e) {
    console.warn("ply: the words of the page could not be loaded", e);
  }
  document.documentElement.lang = lang;
}

/** The language shown (its tag) and the languages to choose from: [{tag, name}]. */
export const currentLang = () => lang;
export const languageList = () => languages;

/** Whether the catalog has a message. */
export const has = (id) => Object.prototype.hasOwnProperty.call(messages, id);

/** The message `id` with its `{$name}` placeholders filled from `params`. */
export function t(id, params = {}) {
  if (!has(id)) {
    if (!missing.has(id)) {
      missing.add(id);
      console.warn("ply: no message " + id);
    }
    return id;
  }
  return messages[id].replace(/\{\s*\$([A-Za-z0-9_-]+)\s*\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** A parameter of a message that comes as data, worded. */
function param(value) {
  if (Array.isArray(value)) return value.map(param).join(", ");
  if (value && typeof value === "object") {
    if (typeof value.term === "string") return t(value.term);
    if (typeof value.code === "string") return explain(value);
  }
  return value === null || value === undefined ? "" : String(value);
}

/** Words a `{"code", "params"}` message: terms and nested messages in the same language. */
export function explain(message) {
  if (!message || typeof message.code !== "string") return "";
  const params = {};
  for (const [name, value] of Object.entries(message.params || {})) params[name] = param(value);
  return t(message.code, params);
}

/** A side's name ("white", "south", …) in the page's language. */
export const side = (name) => (has("side-" + name) ? t("side-" + name) : name);

/** A game's name by id, else the name the catalog of games gives. */
export const gameName = (id, fallback) => (has("game-" + id) ? t("game-" + id) : fallback || id);

/** A move as the server shows it (`shown` beside each move text): a list of parts, text as
 *  it stands and piece letters by kind, worded in the page's language (Nf3 → Rf3 in
 *  Estonian); `fallback` when there are no parts. */
export function shownMove(parts, fallback = "") {
  if (!Array.isArray(parts)) return fallback;
  return parts
    .map((p) => {
      if (typeof p === "string") return p;
      const id = "page-piece-letter-" + p.piece;
      return has(id) ? t(id) : p.letter;
    })
    .join("");
}

/** Chooses the language: remembered in a cookie for a year, and the page reloads (without an
 * address's `?lang=`, which would win over the cookie). */
export function chooseLanguage(tag) {
  document.cookie = `lang=${encodeURIComponent(tag)}; path=/; max-age=31536000; SameSite=Lax`;
  const url = new URL(location.href);
  if (url.searchParams.has("lang")) {
    url.searchParams.delete("lang");
    location.assign(url.href);
  } else {
    location.reload();
  }
}
