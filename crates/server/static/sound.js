// Telling a player that something happened when they may not be looking: a sound for a move,
// a capture, check, the end and low time (synthesised by the server, muted by a remembered
// switch in the settings), the tab's title, which says "Your turn" and blinks while the tab is
// hidden, and the words a screen reader announces (moves, results, whose turn).

import { settings } from "./settings.js";

const players = new Map();

export const soundOn = () => settings().sound;

/**
 * Gives a screen reader `text` to announce: the page's only live region holds nothing else
 * (no clocks, no board), so what it says is what happened.
 */
export function speak(text) {
  const region = document.getElementById("announce");
  if (!region || !text) return;
  // The same words twice in a row are still announced: empty the region first.
  region.textContent = "";
  setTimeout(() => {
    region.textContent = text;
  }, 50);
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
