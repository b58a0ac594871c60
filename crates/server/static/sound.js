// Telling a player that something happened when they may not be looking: a sound for a move,
// a capture, check, the end and low time (synthesised by the server, muted by a remembered
// switch), and the tab's title, which says "Your turn" and blinks while the tab is hidden.

import { prefs } from "./api.js";

const players = new Map();

export const soundOn = () => prefs.get().sound !== false;

export function setSound(on) {
  prefs.set({ ...prefs.get(), sound: on });
}

/** Plays a sound by name (`move`, `capture`, `check`, `end`, `low-time`) unless muted. */
export function play(name) {
  if (!soundOn()) return;
  let audio = players.get(name);
  if (!audio) {
    audio = new Audio(`/assets/sound/${name}.wav`);
    players.set(name, audio);
  }
  audio.currentTime = 0;
  // Browsers refuse sound before the first click on the page; that is not an error.
  audio.play().catch(() => {});
}

let blink = null;

/** Sets the tab title; with `alert`, blinks it while the tab is hidden. */
export function title(text, alert = false) {
  if (blink) {
    clearInterval(blink);
    blink = null;
  }
  document.title = text;
  if (!alert || !document.hidden) return;
  let on = false;
  blink = setInterval(() => {
    on = !on;
    document.title = on ? "\u25cf " + text : text;
    if (!document.hidden) {
      clearInterval(blink);
      blink = null;
      document.title = text;
    }
  }, 800);
}
