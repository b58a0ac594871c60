// A rated game found in the lobby: two players register in two browsers; one opens a 3+2
// chess pairing (rated, as they are logged in), the other sees it marked rated and joins it;
// both land on the game, each moves once, one resigns, and both pages show each player's new
// rating with its change; the accounts then hold one rated blitz game each, the winner's rating
// above 1500 and the loser's below.
//
// usage: node rated.mjs URL

import { args, run, poster } from "./start.mjs";

const [base] = args("node rated.mjs URL", 1);

await run("rated", async ({ browser, watch, check, step }) => {
  const chromium = await browser();
  const tag = Math.random().toString(36).slice(2, 8);
  const players = [];
  for (const name of ["Seeker-" + tag, "Joiner-" + tag]) {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    watch(page, { name });
    page.setDefaultTimeout(20000);
    await page.goto(base);
    const post = poster(page);
    const made = await post("/api/account/register", { name, password: "a long secret" });
    check(made.username === name, `${name} was not registered: ${JSON.stringify(made)}`);
    players.push({ name, page, post });
  }
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
  step(`the seek reads "${row.trim()}"`);
  await join.click();
  await joiner.page.waitForURL(/\/g\/[a-z0-9]+$/);
  await seeker.page.waitForURL(/\/g\/[a-z0-9]+$/);
  const id = new URL(seeker.page.url()).pathname.split("/").pop();
  check(new URL(joiner.page.url()).pathname.endsWith(id), "the players landed on different games");

  // Each moves once (a game ended before both moved rates nobody), then Black resigns.
  const seat = (p) => p.page.evaluate((g) => JSON.parse(localStorage.getItem("ply.games.v1"))[g], id);
  const seats = await Promise.all(players.map(seat));
  const white = seats[0].color === "white" ? 0 : 1;
  const black = 1 - white;
  await players[white].post(`/api/games/${id}/moves`, { move: "e4" }, seats[white].token);
  await players[black].post(`/api/games/${id}/moves`, { move: "e5" }, seats[black].token);
  await players[black].post(`/api/games/${id}/resign`, {}, seats[black].token);
  for (const p of players) {
    await p.page.waitForFunction(() => document.querySelectorAll(".rating-change").length === 2);
    const shown = await p.page.locator(".rating-change").allTextContents();
    check(
      shown.some((s) => /\(\+\d+\)/.test(s)) && shown.some((s) => /\(\u2212\d+\)/.test(s)),
      `${p.name}'s page shows the changes ${JSON.stringify(shown)}`,
    );
    step(`${p.name}'s page: ${shown.join(" / ")}`);
  }
  const blitz = async (p) => (await p.page.evaluate(() => fetch("/api/account").then((r) => r.json()))).ratings.chess.blitz;
  const [won, lost] = [await blitz(players[white]), await blitz(players[black])];
  check(won.games === 1 && lost.games === 1, `rated games counted: ${won.games} and ${lost.games}`);
  check(won.rating > 1500 && lost.rating < 1500, `ratings after the game: ${won.rating} and ${lost.rating}`);
  step(`ratings after the game: ${won.rating} (winner) and ${lost.rating} (loser)`);
});
