// Screenshots of the lobby (as tall as its list of games) and of every game after a few
// moves, the chess game in the second board and piece themes with the settings open, the
// analysis board, the kabe game in Estonian, and the timed chess game on a phone (390×844)
// (for the README and for reviewing the page): node screens.mjs SERVER_URL OUT_DIR [MOVES]
// Each game is created on one device through the API and a few legal moves are played.

import { args, launchProfile } from "./start.mjs";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

const [base, out, plies = "9"] = args("node screens.mjs SERVER_URL OUT_DIR [MOVES]", 2);
mkdirSync(out, { recursive: true });
const { context, page, close } = await launchProfile();
try {
  await page.goto(base);
  await page.waitForSelector(".game-choice");
  // As tall as the list of games, every game shown.
  const games = await page.evaluate(() =>
    Math.ceil(Math.max(...[...document.querySelectorAll(".game-group")].map((g) => g.getBoundingClientRect().bottom))),
  );
  await page.setViewportSize({ width: 1280, height: Math.max(860, games + 24) });
  await page.screenshot({ path: join(out, "lobby.png") });
  await page.setViewportSize({ width: 1280, height: 860 });
  const catalog = await page.evaluate(() => fetch("/api/catalog").then((r) => r.json()));
  const made = {};
  for (const game of catalog.games) {
    const id = await page.evaluate(
      async ([game, plies]) => {
        const made = await fetch("/api/games", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ game, opponent: "local", clock: { minutes: 5, increment: 3 } }),
        }).then((r) => r.json());
        const seats = JSON.parse(localStorage.getItem("ply.games.v1") || "{}");
        seats[made.id] = { token: made.token, color: made.color, game, opponent: "local", at: Date.now() };
        localStorage.setItem("ply.games.v1", JSON.stringify(seats));
        let st = made.state;
        for (let i = 0; i < plies && st.legal_moves.length; i++) {
          const moves = st.legal_moves;
          const move = moves[(i * 7 + 3) % moves.length];
          st = await fetch(`/api/games/${made.id}/moves`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Authorization: "Bearer " + made.token },
            body: JSON.stringify({ move }),
          }).then((r) => r.json());
        }
        return made.id;
      },
      [game.id, Number(plies)],
    );
    made[game.id] = id;
    await page.goto(`${base.replace(/\/$/, "")}/g/${id}`);
    await page.waitForSelector("svg.board [data-i]");
    // Select a piece that can move, to show the destinations.
    const st = await page.evaluate((id) => fetch(`/api/games/${id}`).then((r) => r.json()), id);
    const mv = st.move_cells.find(([, c]) => c.length >= 2);
    if (mv) await page.locator(`svg.board [data-i="${mv[1][0]}"]`).click();
    await page.screenshot({ path: join(out, `${game.id}.png`) });
    console.log(`screens: ${game.id} -> ${join(out, game.id + ".png")}`);
  }
  // The chess game in the sea board theme with flat pieces, the settings panel open.
  if (made.chess) {
    await page.evaluate(() =>
      localStorage.setItem("ply.settings.v1", JSON.stringify({ board: "sea", pieces: "flat", coordinates: true, sound: true })),
    );
    await page.goto(`${base.replace(/\/$/, "")}/g/${made.chess}`);
    await page.waitForSelector("svg.board .chess-piece");
    await page.click("#settings-button");
    await page.screenshot({ path: join(out, "themes.png") });
    console.log(`screens: chess in the sea theme -> ${join(out, "themes.png")}`);
    await page.evaluate(() => localStorage.removeItem("ply.settings.v1"));
  }
  // The analysis board: a draughts game, finished by resignation, reviewed with its marks and
  // counts, at a middle-game position analysed to depth 8 or more (best move, line, bar).
  if (made.draughts) {
    const done = await page.evaluate(async (id) => {
      const seat = JSON.parse(localStorage.getItem("ply.games.v1"))[id];
      const st = await fetch(`/api/games/${id}/resign`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: "Bearer " + seat.token },
        body: "{}",
      }).then((r) => r.json());
      return st.status;
    }, made.draughts);
    await page.goto(`${base.replace(/\/$/, "")}/analysis?id=${made.draughts}&ply=${Math.min(6, Number(plies))}`);
    await page.waitForSelector(".review-box .btn");
    await page.locator(".review-box .btn").click();
    await page.waitForSelector(".review-counts", { timeout: 120000 });
    await page.waitForFunction(() => Number(document.querySelector(".engine-meta")?.getAttribute("data-depth") || 0) >= 8, null, {
      timeout: 60000,
    });
    await page.screenshot({ path: join(out, "analysis.png") });
    console.log(`screens: the analysis board (draughts game ${done}) -> ${join(out, "analysis.png")}`);
  }
  // The kabe game again, in Estonian (the language the page takes from the `lang` cookie).
  if (made.kabe) {
    await context.addCookies([{ name: "lang", value: "et", url: base }]);
    await page.goto(`${base.replace(/\/$/, "")}/g/${made.kabe}`);
    await page.waitForSelector("svg.board [data-i]");
    await page.screenshot({ path: join(out, "estonian.png") });
    console.log(`screens: kabe in Estonian -> ${join(out, "estonian.png")}`);
    // The kabe rules page in Estonian, at its first figure.
    await page.goto(`${base.replace(/\/$/, "")}/rules/kabe`);
    await page.waitForSelector("figure.rule-figure svg .cell");
    await page.evaluate(() => {
      const figure = document.querySelector("figure.rule-figure");
      window.scrollTo(0, figure.getBoundingClientRect().top + window.scrollY - 330);
    });
    await page.screenshot({ path: join(out, "rules-et.png") });
    console.log(`screens: kabe rules in Estonian -> ${join(out, "rules-et.png")}`);
    await context.clearCookies();
  }
  // The timed chess game on a phone: board, both clocks and the buttons on one screen.
  if (made.chess) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base.replace(/\/$/, "")}/g/${made.chess}`);
    await page.waitForSelector("svg.board .chess-piece");
    await page.screenshot({ path: join(out, "phone.png") });
    console.log(`screens: chess on a phone -> ${join(out, "phone.png")}`);
  }
} finally {
  await close();
}
