// The reader's settings — board theme, piece theme, coordinates, sounds, a notification when it
// becomes the player's move — remembered in this browser and applied to every board on every
// page; and the panel behind the header's gear.

import { h } from "./dom.js";
import { t } from "./i18n.js";
import { popover } from "./popover.js";

const KEY = "ply.settings.v1";
const LOBBY = "ply.lobby.v1"; // where the sound switch and square numbers were kept before

/** The choices of each setting; the first is the default. */
export const CHOICES = {
  board: ["wood", "sea"],
  pieces: ["classic", "flat"],
  coordinates: [true, false],
  sound: [true, false],
  notify: [false, true],
};

function read(key) {
  try {
    return JSON.parse(localStorage.getItem(key)) || {};
  } catch (e) {
    return {};
  }
}

/** The settings as remembered, each value checked against its choices. */
export function settings() {
  const old = read(LOBBY);
  const saved = { coordinates: old.numbers, sound: old.sound, ...read(KEY) };
  const out = {};
  for (const [name, choices] of Object.entries(CHOICES)) out[name] = choices.includes(saved[name]) ? saved[name] : choices[0];
  return out;
}

const listeners = new Set();

/** Calls `f(settings)` after every change; returns a function that stops it. */
export function onChange(f) {
  listeners.add(f);
  return () => listeners.delete(f);
}

/** Changes one setting, remembers it and tells the listeners. */
export function change(name, value) {
  if (!(name in CHOICES) || !CHOICES[name].includes(value)) return;
  // Notifications are shown only once the browser has been allowed to show them.
  if (name === "notify" && value && "Notification" in window && Notification.permission === "default")
    Notification.requestPermission().catch(() => {});
  const next = { ...settings(), [name]: value };
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch (e) {
    /* private mode: the setting lasts until the page is left */
  }
  applyToPage(next);
  for (const f of listeners) f(next);
}

/** The settings the page's CSS reads, as attributes of the root element. */
export function applyToPage(s = settings()) {
  document.documentElement.dataset.boardTheme = s.board;
  document.documentElement.dataset.pieceTheme = s.pieces;
}

/** A group of toggle buttons choosing one value of a setting. */
function chooser(name, label, words) {
  const now = settings()[name];
  const id = "settings-" + name;
  return h(
    "div",
    { class: "setting", role: "group", "aria-labelledby": id },
    h("div", { class: "label", id }, label),
    h(
      "div",
      { class: "setting-choices" },
      CHOICES[name].map((value, i) =>
        h(
          "button",
          {
            type: "button",
            class: "btn setting-choice" + (value === now ? " on" : ""),
            "data-setting": name,
            "data-value": String(value),
            "aria-pressed": String(value === now),
            onclick: (e) => {
              change(name, value);
              for (const b of e.currentTarget.parentNode.children) {
                const on = b === e.currentTarget;
                b.classList.toggle("on", on);
                b.setAttribute("aria-pressed", String(on));
              }
            },
          },
          words[i],
        ),
      ),
    ),
  );
}

/** The gear button and its panel, for the header's navigation bar. */
export function settingsButton() {
  const panel = h("div", { class: "settings-panel", id: "settings-panel", role: "dialog", "aria-label": t("page-settings"), hidden: true });
  const button = h(
    "button",
    {
      type: "button",
      class: "gear",
      id: "settings-button",
      title: t("page-settings"),
      "aria-label": t("page-settings"),
      "aria-expanded": "false",
      "aria-controls": "settings-panel",
    },
    gearIcon(),
  );
  const wrap = h("div", { class: "settings" }, button, panel);

  popover(wrap, button, panel, () => {
    panel.replaceChildren(
      h("h2", {}, t("page-settings")),
      chooser("board", t("page-settings-board"), [t("page-theme-wood"), t("page-theme-sea")]),
      chooser("pieces", t("page-settings-pieces"), [t("page-pieces-classic"), t("page-pieces-flat")]),
      chooser("coordinates", t("page-settings-coordinates"), [t("page-on"), t("page-off")]),
      chooser("sound", t("page-sounds"), [t("page-on"), t("page-off")]),
      chooser("notify", t("page-settings-notify"), [t("page-off"), t("page-on")]),
    );
    const first = panel.querySelector("button.on") || panel.querySelector("button");
    if (first) first.focus();
  });
  return wrap;
}

function gearIcon() {
  const NS = "http://www.w3.org/2000/svg";
  const make = (name, attrs, parent) => {
    const e = document.createElementNS(NS, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    if (parent) parent.appendChild(e);
    return e;
  };
  const svg = make("svg", { viewBox: "0 0 24 24", width: "22", height: "22", "aria-hidden": "true" });
  const teeth = [];
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4;
    const p = (r, d) => `${(12 + r * Math.cos(a + d)).toFixed(2)} ${(12 + r * Math.sin(a + d)).toFixed(2)}`;
    teeth.push(`M${p(7, -0.22)} L${p(10.6, -0.17)} L${p(10.6, 0.17)} L${p(7, 0.22)} Z`);
  }
  make("path", { d: teeth.join(" "), fill: "currentColor" }, svg);
  make("circle", { cx: 12, cy: 12, r: 6, fill: "none", stroke: "currentColor", "stroke-width": 3.4 }, svg);
  return svg;
}
