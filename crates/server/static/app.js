// The page's entry: loads the words of the reader's language, then a tiny router between the
// lobby (/), a game (/g/{id}), the board editor (/editor), the analysis board (/analysis?…),
// a player's page (/@/NAME), the tournaments (/tournament, /tournament/{id}) and the puzzles
// (/puzzles).

import { showLobby } from "./lobby.js";
import { showGame } from "./game.js";
import { showEditor } from "./editor.js";
import { showAnalysis } from "./analysis.js";
import { showProfile } from "./profile.js";
import { showTournament, showTournaments } from "./tournament.js";
import { showPuzzles } from "./puzzles.js";
import { loadWords, t } from "./i18n.js";
import { applyToPage } from "./settings.js";
import { headerTools } from "./header.js";

const root = document.getElementById("app");
let leave = () => {};

/** Opens `path` as a new page: at its top (going back restores the scroll the browser kept). */
function navigate(path) {
  if (path !== location.pathname + location.search) history.pushState(null, "", path);
  window.scrollTo(0, 0);
  route();
}

async function route() {
  leave();
  leave = () => {};
  const m = /^\/g\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname);
  const who = /^\/@\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname);
  const tour = /^\/tournament\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname);
  if (tour) {
    document.title = t("page-tournaments") + " \u00b7 ply";
    leave = (await showTournament(root, tour[1], navigate)) || (() => {});
  } else if (/^\/tournament\/?$/.test(location.pathname)) {
    document.title = t("page-tournaments") + " \u00b7 ply";
    await showTournaments(root, navigate);
  } else if (who) {
    document.title = who[1] + " \u00b7 ply";
    await showProfile(root, who[1]);
  } else if (location.pathname === "/analysis") {
    document.title = t("page-analysis-board") + " \u00b7 ply";
    leave = (await showAnalysis(root, navigate)) || (() => {});
  } else if (/^\/puzzles\/?$/.test(location.pathname)) {
    document.title = t("page-puzzles") + " \u00b7 ply";
    leave = (await showPuzzles(root)) || (() => {});
  } else if (m) {
    document.title = t("page-tab-game");
    leave = (await showGame(root, m[1], navigate)) || (() => {});
  } else if (/^\/editor\/?$/.test(location.pathname)) {
    document.title = t("page-editor-title");
    await showEditor(root, navigate, new URLSearchParams(location.search));
  } else {
    document.title = "ply";
    leave = (await showLobby(root, navigate)) || (() => {});
  }
}

/** The header in the page's language, with the settings and the language chooser. */
function header() {
  document.getElementById("nav-new").textContent = t("page-new-game");
  document.getElementById("nav-tournaments").textContent = t("page-tournaments");
  document.getElementById("nav-puzzles").textContent = t("page-puzzles");
  headerTools();
}

document.addEventListener("click", (e) => {
  const a = e.target.closest && e.target.closest("a[data-link], #nav-new, #nav-tournaments, #nav-puzzles, .brand");
  if (!a || e.metaKey || e.ctrlKey || e.shiftKey) return;
  e.preventDefault();
  const url = new URL(a.href);
  navigate(url.pathname + url.search);
});
window.addEventListener("popstate", route);
applyToPage();
await loadWords();
header();
route();
