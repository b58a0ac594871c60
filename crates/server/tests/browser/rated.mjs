// A rated game found in the lobby, as a newcomer meets it: two players register from the
// header in two browsers; one opens a 3+2 chess pairing from the grid (rated, as they are
// logged in), the other — already on the lobby — sees it appear, marked rated, and joins it;
// both land on the game and play it to the end by clicking the board (the fool's mate); both
// pages show each player's new rating with its change, and the numbers are Glicko-2's for a
// first game between two new players (1500, RD 350, volatility 0.06): 1662 and 1338, ±162,
// provisional. Each account then holds one rated blitz game.
//
// With `pinned`, the first browser's requests (its WebSockets too) carry `X-Ply-Instance: 0`
// and the second's `X-Ply-Instance: 1`, so that behind nginx (the cluster test, or
// scripts/cluster.sh) the seek opened on one server is seen and joined on another.
//
// usage: node rated.mjs URL [pinned]

import { args, run } from "./start.mjs";

const [base, mode] = args("node rated.mjs URL [pinned]", 1);
const pinned = mode === "pinned";

await run("rated", async ({ browser, watch, check, step }) => {
  const chromium = await browser();
  const tag = Math.random().toString(36).slice(2, 8);
  const players = [];
  for (const [n, name] of ["Seeker-" + tag, "Joiner-" + tag].entries()) {
    const context = await chromium.newContext({
      viewport: { width: 1280, height: 860 },
      locale: "en-US",
      ...(pinned ? { extraHTTPHeaders: { "X-Ply-Instance": String(n) } } : {}),
    });
    const page = await context.newPage();
    watch(page, { name });
    page.setDefaultTimeout(20000);
    await page.goto(base);
    // Registering from the header's account panel.
    await page.click("#account-button");
    await page.click("#account-switch");
    await page.waitForSelector("#account-submit:has-text('Register')");
    await page.fill("#account-name", name);
    await page.fill("#account-password", "a long secret");
    await page.click("#account-submit");
    await page.waitForFunction((n) => document.querySelector("#account-button").textContent === n, name);
    players.push({ name, page, n });
  }
  step(`${players.map((p) => p.name).join(" and ")} registered${pinned ? " on servers 0 and 1" : ""}`);
  const [seeker, joiner] = players;

  await joiner.page.reload();
  await joiner.page.waitForSelector(".seeks h2");
  await seeker.page.reload();
  await seeker.page.waitForSelector(".game-choice");
  await seeker.page.locator(".game-choice", { hasText: "Chess" }).first().click();
  await seeker.page.locator('.quick-pairing [data-pairing="3+2"]').click();
  await seeker.page.waitForSelector(".seek-list .seek-cancel");
  const join = joiner.page.locator(".seek-list li", { hasText: seeker.name }).locator(".seek-join");
  await join.waitFor();
  const row = await joiner.page.locator(".seek-list li", { hasText: seeker.name }).textContent();
  check(/rated/i.test(row) && !/casual/i.test(row), `the seek shows "${row}"`);
  step(`the seek appeared live on the other browser: "${row.trim()}"`);
  await join.click();
  await joiner.page.waitForURL(/\/g\/[a-z0-9]+$/);
  await seeker.page.waitForURL(/\/g\/[a-z0-9]+$/);
  const id = new URL(seeker.page.url()).pathname.split("/").pop();
  check(new URL(joiner.page.url()).pathname.endsWith(id), "the players landed on different games");

  const seat = (p) => p.page.evaluate((g) => JSON.parse(localStorage.getItem("ply.games.v1"))[g], id);
  const colours = await Promise.all(players.map(async (p) => (await seat(p)).color));
  const white = players[colours.indexOf("white")];
  const black = players[colours.indexOf("black")];
  check(white && black, `the players hold ${colours}`);
  for (const p of players) await p.page.waitForSelector("svg.board [data-i]");
  step(`game ${id}: ${white.name} White, ${black.name} Black`);

  // The fool's mate, each move clicked on its player's board and awaited on both.
  const state = (p) => p.page.evaluate((g) => fetch(`/api/games/${g}`).then((r) => r.json()), id);
  const movesShown = (p, n) =>
    p.page.waitForFunction(
      (n) => [...document.querySelectorAll(".moves td.m")].filter((td) => td.textContent.trim() !== "").length >= n,
      n,
    );
  for (const [i, san] of ["f3", "e5", "g4", "Qh4#"].entries()) {
    const mover = i % 2 === 0 ? white : black;
    const now = await state(mover);
    const found = now.move_cells.find(([text]) => text === san);
    check(found, `${san} is not among the legal moves ${now.legal_moves.join(" ")}`);
    for (const c of [found[1][0], found[1][found[1].length - 1]]) await mover.page.locator(`svg.board [data-i="${c}"]`).click();
    for (const p of players) await movesShown(p, i + 1);
  }
  const end = await state(white);
  check(
    end.status === "finished" && end.result === "black" && end.rated === true,
    `the game ended ${JSON.stringify([end.status, end.result, end.rated])}`,
  );

  // Glicko-2 for the first game of two new players: 1500 ± 162.3, RD 290.3 (provisional).
  const expected = { [white.name]: "1338? (\u2212162)", [black.name]: "1662? (+162)" };
  for (const p of players) {
    await p.page.waitForFunction(() => document.querySelectorAll(".rating-change").length === 2);
    const shown = await p.page.locator(".rating-change").allTextContents();
    check(
      Object.values(expected).every((e) => shown.some((s) => s.includes(e))),
      `${p.name}'s page shows the changes ${JSON.stringify(shown)}, not ${JSON.stringify(Object.values(expected))}`,
    );
    step(`${p.name}'s page: ${shown.join(" / ")}`);
  }
  const blitz = async (p) => (await p.page.evaluate(() => fetch("/api/account").then((r) => r.json()))).ratings.chess.blitz;
  const [won, lost] = [await blitz(black), await blitz(white)];
  check(won.games === 1 && lost.games === 1, `rated games counted: ${won.games} and ${lost.games}`);
  check(
    Math.round(won.rating) === 1662 && Math.round(lost.rating) === 1338 && won.provisional && lost.provisional,
    `ratings after the game: ${JSON.stringify(won)} and ${JSON.stringify(lost)}`,
  );
  check(won.rd === 290 && lost.rd === 290, `RDs after the game: ${won.rd} and ${lost.rd}`);
  step(`ratings after the game: ${won.rating} (winner) and ${lost.rating} (loser), RD ${won.rd}`);
});
