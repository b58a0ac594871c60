// The page's words in the reader's language: the server's catalogs (GET /api/i18n), loaded
// once before the page is drawn. `t` words a message by id, `explain` a message that comes as
// data ({"code", "params"}); a message the catalog lacks shows its id and is logged. A message
// with plural forms comes as parts too (`choices`), and its form is chosen by the number given
// with the language's plural rules (Intl.PluralRules): 1 move, 2 moves; 2 хода, 5 ходов.

let lang = "en";
let languages = [];
let messages = {};
let choices = {};
let pieceLetters = [];
let plurals = null;
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
    choices = data.choices || {};
    pieceLetters = data.piece_letters || [];
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
  if (Object.prototype.hasOwnProperty.call(choices, id)) return worded(choices[id], params);
  return messages[id].replace(/\{\s*\$([A-Za-z0-9_-]+)\s*\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** A number given as a number or as its digits ("5"), else null. */
function asNumber(value) {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return null;
}

/** The variant a choice takes for `value`: the key equal to the number, else the number's
 *  plural category in the page's language, else the key equal to the text, else the default. */
export function chooseVariant(choice, value) {
  const keys = choice.variants.map((v) => v[0]);
  const n = asNumber(value);
  let key = null;
  if (n !== null) {
    key = keys.find((k) => asNumber(k) === n);
    if (key === undefined) {
      if (!plurals) plurals = new Intl.PluralRules(lang);
      const category = plurals.select(n);
      key = keys.includes(category) ? category : null;
    }
  } else if (value !== undefined && keys.includes(String(value))) key = String(value);
  if (key === null || key === undefined) key = choice.default;
  const variant = choice.variants.find((v) => v[0] === key) || choice.variants[0];
  return variant ? variant[1] : [];
}

/** Parts of a message (text, {param}, {select}) with `params` filled in. */
function worded(parts, params) {
  return parts
    .map((part) => {
      if (typeof part === "string") return part;
      if (part && typeof part.param === "string") return part.param in params ? String(params[part.param]) : `{$${part.param}}`;
      if (part && typeof part.select === "string") return worded(chooseVariant(part, params[part.select]), params);
      return "";
    })
    .join("");
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

/** The piece letters of the page's language that differ from the notation's, as the move
 *  input reads them: "K L V O R" in Estonian, "Кр Ф Л С К" in Russian; "" where they are the
 *  notation's own (English). */
export function localLetters() {
  return pieceLetters.some((p) => p.shown !== p.san) ? pieceLetters.map((p) => p.shown).join(" ") : "";
}

/** A move typed in the page's piece letters as the notation writes it, for the server: in
 *  Estonian "Rf3" is the knight's Nf3 and "Ve1" the rook's Re1, in Russian "Кf3" is Nf3 and
 *  "Крe2" Ke2; a letter of the page's language always means its piece, a notation letter the
 *  language does not use keeps its meaning ("Nf3" on the Estonian page), and castling (O-O,
 *  0-0-0) stays as typed. `legal` are the legal moves' texts: where none has a piece letter
 *  (draughts, Kalah), the text is sent as typed. */
export function typedMove(text, legal = []) {
  if (!pieceLetters.length || /^[O0]-[O0](-[O0])?[+#!?]*$/i.test(text)) return text;
  const sans = new Set(pieceLetters.map((p) => p.san));
  if (!legal.some((m) => [...m].some((c) => sans.has(c)))) return text;
  // The longest letters first (Кр before К), each read once: R→N is not read again as a rook.
  const local = [...pieceLetters].sort((a, b) => b.shown.length - a.shown.length);
  let out = "";
  for (let i = 0; i < text.length;) {
    const hit = local.find((p) => p.shown && text.startsWith(p.shown, i));
    if (hit) {
      out += hit.san;
      i += hit.shown.length;
    } else {
      out += text[i];
      i += 1;
    }
  }
  return out;
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
