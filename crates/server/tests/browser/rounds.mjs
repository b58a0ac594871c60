// A round robin from the page: its maker makes one of three players with the form at
// /tournament (system, single cycle, a pause of one second between rounds), the three join,
// the maker starts it, and a fourth browser watching the tournament's page sees, without
// reloading, each round's pairings appear round by round (a bye each round), the games
// played through the API, the standings with a column per round and the tie-breaks, and at
// the end the tournament finished with each player's Berger number drawn by lot and a link to
// its TRF file.
//
// usage: node rounds.mjs URL

import { args, run, poster } from "./start.mjs";

const [base] = args("node rounds.mjs URL", 1);

await run("rounds", async ({ browser, watch, check, step }) => {
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
  for (const name of ["Ada-" + tag, "Bo-" + tag, "Cy-" + tag]) {
    const p = await open(name);
    const made = await p.post("/api/account/register", { name, password: "a long secret" });
    check(made.username === name, `${name} was not registered: ${JSON.stringify(made)}`);
    players.push(p);
  }
  const [maker] = players;

  await maker.page.goto(base + "tournament");
  await maker.page.waitForSelector("#tournament-system");
  await maker.page.fill("#tournament-name", "Robin " + tag);
  await maker.page.selectOption("#tournament-game", "chess");
  await maker.page.selectOption("#tournament-system", "robin");
  check(await maker.page.locator("#tournament-minutes").isHidden(), "a round robin's form asks no duration");
  await maker.page.selectOption("#tournament-cycles", "1");
  await maker.page.fill("#tournament-round-pause", "1");
  await maker.page.fill("#tournament-wait", "30");
  await maker.page.click("#tournament-submit");
  await maker.page.waitForURL(/\/tournament\/[a-z0-9]+$/);
  const id = new URL(maker.page.url()).pathname.split("/").pop();
  step(`round robin ${id} made from the page`);

  const watcher = await open("Watcher-" + tag);
  await watcher.page.goto(base + "tournament/" + id);
  await watcher.page.waitForSelector(".tournament-standing");
  const meta = await watcher.page.locator(".tournament-head .meta").first().textContent();
  check(/Round robin/.test(meta), `the summary names the system: "${meta}"`);

  for (const p of players) {
    const joined = await p.post(`/api/tournament/${id}/join`, {});
    check(joined.ok === true, `${p.name} could not join: ${JSON.stringify(joined)}`);
  }
  await watcher.page.waitForFunction(() => document.querySelectorAll(".tournament-table tbody tr").length === 3);
  step("the watcher sees the three players join, live");
  const started = await maker.post(`/api/tournament/${id}/start`, {});
  check(started.ok === true, `not started: ${JSON.stringify(started)}`);

  // Three rounds of one game and a bye each: white wins every game.
  const view = (p) => p.page.evaluate((i) => fetch("/api/tournament/" + i).then((r) => r.json()), id);
  for (let round = 1; round <= 3; round++) {
    await watcher.page.waitForSelector(`.tournament-round[data-round="${round}"]`, { timeout: 30000 });
    const boards = await watcher.page.locator(`.tournament-round[data-round="${round}"] li`).count();
    check(boards === 2, `round ${round} shows ${boards} lines, not a game and a bye`);
    const bye = await watcher.page.locator(`.tournament-round[data-round="${round}"] li`).last().textContent();
    check(/bye/.test(bye), `round ${round}'s last line is the bye: "${bye}"`);
    const seats = {};
    for (const p of players) {
      const v = await view(p);
      if (v.me && v.me.game && v.me.game.token) seats[v.me.game.color] = { p, ...v.me.game };
    }
    check(seats.white && seats.black, `round ${round}: both seats of the game (${JSON.stringify(Object.keys(seats))})`);
    const game = seats.white.id;
    await seats.white.p.post(`/api/games/${game}/moves`, { move: "e4" }, seats.white.token);
    await seats.black.p.post(`/api/games/${game}/moves`, { move: "e5" }, seats.black.token);
    await seats.black.p.post(`/api/games/${game}/resign`, {}, seats.black.token);
    await watcher.page.waitForFunction(
      ([r, g]) => {
        const li = document.querySelector(`.tournament-round[data-round="${r}"] li[data-game="${g}"]`);
        return li && li.textContent.includes("1-0");
      },
      [round, game],
      { timeout: 30000 },
    );
    step(`round ${round}: the watcher sees game ${game} won by white`);
  }
  await watcher.page.waitForFunction(() => /Finished/.test(document.querySelector(".tournament-countdown").textContent), null, {
    timeout: 30000,
  });
  const cells = await watcher.page.locator(".rounds-table tbody tr").first().locator(".round-cell").count();
  check(cells === 3, `a column per round in the standings (${cells})`);
  const headings = await watcher.page.locator(".rounds-table thead th").allTextContents();
  for (const name of ["Buchholz cut 1", "Buchholz", "Sonneborn–Berger", "Direct encounter"])
    check(headings.includes(name), `the standings show ${name}: ${JSON.stringify(headings)}`);
  const scores = await watcher.page.locator(".rounds-table tbody .score").allTextContents();
  const total = scores.map((s) => Number(s.replace("\u00bd", ".5"))).reduce((a, b) => a + b, 0);
  check(total === 3, `three games worth a point each, the byes nothing: ${JSON.stringify(scores)}`);
  // The Berger numbers drawn at the start, as the API gives them.
  const drawn = await watcher.page.evaluate(async (id) => (await (await fetch(`/api/tournament/${id}`)).json()).standing, id);
  for (const line of drawn) {
    const shown = await watcher.page.locator(`.rounds-table tbody tr[data-player="${line.id}"] .starting-rank`).textContent();
    check(shown === String(line.startingRank), `${line.id}'s drawn number on the page: ${shown}, not ${line.startingRank}`);
  }
  const trf = await watcher.page.locator(".trf-link").getAttribute("href");
  check(trf === `/api/tournament/${id}/trf`, `the TRF link: ${trf}`);
  step("finished: a column per round, the tie-breaks and the TRF link");
});
