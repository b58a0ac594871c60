// The rules pages: draws each figure of the rule book with the page's board component, the
// move it shows marked, and starts a game against the computer from its position on request;
// puts the app's gear and language chooser in the header; the figures that show a move make
// the page's practice (lessons.js).

import { createBoard } from "./board.js";
import { api, saveSeat } from "./api.js";
import { h } from "./dom.js";
import { loadWords } from "./i18n.js";
import { applyToPage } from "./settings.js";
import { headerTools } from "./header.js";
import { addPractice } from "./lessons.js";

const main = document.querySelector("main.rules");
applyToPage();
const shown = document.documentElement.lang; // the language the page is written in
await loadWords();
document.documentElement.lang = shown;
headerTools();

async function tryIt(data, button, note) {
  button.disabled = true;
  try {
    const body = { game: data.game, opponent: "computer", level: 3, position: data.position, color: data.turn };
    const made = await api.create(body);
    saveSeat(made.id, { token: made.token, color: made.color, invite: null, game: data.game, opponent: "computer" });
    location.href = "/g/" + made.id;
  } catch (e) {
    note.textContent = `${main.dataset.failed} ${e.message}`;
    button.disabled = false;
  }
}

const figures = [...document.querySelectorAll("figure.rule-figure")];
for (const figure of figures) {
  const data = JSON.parse(figure.dataset.figure);
  createBoard(figure.querySelector(".rule-board"), {
    game: data.game,
    diagram: data.diagram,
    lastCells: data.last_cells,
    label: figure.querySelector("figcaption").textContent,
  });
  const note = h("span", { class: "rule-note" });
  const button = h("button", { class: "btn rule-try", type: "button" }, main.dataset.try);
  button.addEventListener("click", () => tryIt(data, button, note));
  figure.appendChild(h("div", { class: "rule-actions" }, button, note));
}
addPractice(main, figures);
