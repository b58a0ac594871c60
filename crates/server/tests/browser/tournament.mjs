// An arena from the page: one player makes it with the form at /tournament, two players join it
// with the Join button in two browsers, its maker starts it, both pages are taken to their game;
// they play it (a move each, then Black resigns) and a third browser watching the tournament's
// page sees the standings change without reloading: the winner on 2 points, first.
//
// usage: node tournament.mjs URL

import { args, run, poster } from "./start.mjs";

const [base] = args("node tournament.mjs URL", 1);

await run("tournament", async ({ browser, watch, check, step }) => {
  const chromium = await browser();
  const tag = Math.random().toString(36).slice(2, 8);
  const open = async (name) => {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    watch(page, { name });
    page.setDefaultTimeout(20000);
    await page.goto(base);
    return { name, page, post: poster(page) };
  };
  const players = [];
  for (const name of ["Maker-" + tag, "Guest-" + tag]) {
    const p = await open(name);
    const made = await p.post("/api/account/register", { name, password: "a long secret" });
    check(made.username === name, `${name} was not registered: ${JSON.stringify(made)}`);
    players.push(p);
  }
  const [maker, guest] = players;

  await maker.page.goto(base + "tournament");
  await maker.page.waitForSelector("#tournament-game");
  await maker.page.fill("#tournament-name", "Arena " + tag);
  await maker.page.selectOption("#tournament-game", "chess");
  await maker.page.fill("#tournament-wait", "30");
  await maker.page.click("#tournament-submit");
  await maker.page.waitForURL(/\/tournament\/[a-z0-9]+$/);
  const id = new URL(maker.page.url()).pathname.split("/").pop();
  step(`arena ${id} made from the page`);
  const countdown = await maker.page.locator(".tournament-countdown").textContent();
  check(/\d:\d\d/.test(countdown), `the countdown reads "${countdown}"`);

  const watcher = await open("Watcher-" + tag);
  await watcher.page.goto(base + "tournament/" + id);
  await watcher.page.waitForSelector(".tournament-standing");

  await guest.page.goto(base + "tournament/" + id);
  for (const p of players) {
    await p.page.click("#tournament-join");
    await p.page.waitForSelector("#tournament-withdraw");
  }
  await watcher.page.waitForFunction(() => document.querySelectorAll(".tournament-table tbody tr").length === 2);
  step("the watcher sees both players join, live");
  await maker.page.click("#tournament-start");
  for (const p of players) await p.page.waitForURL(/\/g\/[a-z0-9]+$/, { timeout: 30000 });
  const game = new URL(maker.page.url()).pathname.split("/").pop();
  check(new URL(guest.page.url()).pathname.endsWith(game), "the players were taken to different games");
  step(`both players were taken to game ${game}`);

  const seat = (p) => p.page.evaluate((g) => JSON.parse(localStorage.getItem("ply.games.v1"))[g], game);
  const seats = await Promise.all(players.map(seat));
  const white = seats[0].color === "white" ? 0 : 1;
  const black = 1 - white;
  await players[white].post(`/api/games/${game}/moves`, { move: "e4" }, seats[white].token);
  await players[black].post(`/api/games/${game}/moves`, { move: "e5" }, seats[black].token);
  await players[black].post(`/api/games/${game}/resign`, {}, seats[black].token);

  const winner = players[white].name;
  await watcher.page.waitForFunction(
    (name) => {
      const first = document.querySelector(".tournament-table tbody tr");
      return first && first.textContent.includes(name) && first.querySelector(".score").textContent === "2";
    },
    winner,
    { timeout: 30000 },
  );
  step(`the watcher's standings show ${winner} first on 2 points without a reload`);
  const link = await watcher.page.locator(`.tournament-table .sheet a[href="/g/${game}"]`).count();
  check(link === 2, `each player's results link the game (${link} links)`);
});
