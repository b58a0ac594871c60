// The page's entry: a tiny router between the lobby (/) and a game (/g/{id}).

import { showLobby } from "./lobby.js";
import { showGame } from "./game.js";

const root = document.getElementById("app");
let leave = () => {};

function navigate(path) {
  if (path !== location.pathname) history.pushState(null, "", path);
  route();
}

async function route() {
  leave();
  leave = () => {};
  const m = /^\/g\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname);
  if (m) {
    document.title = "ply \u00b7 game";
    leave = (await showGame(root, m[1], navigate)) || (() => {});
  } else {
    document.title = "ply";
    await showLobby(root, navigate);
  }
}

document.addEventListener("click", (e) => {
  const a = e.target.closest && e.target.closest("a[data-link], #nav-new, .brand");
  if (!a || e.metaKey || e.ctrlKey || e.shiftKey) return;
  e.preventDefault();
  navigate(new URL(a.href).pathname);
});
window.addEventListener("popstate", route);
route();
