// A challenge by name between two browsers: Ann challenges Bob from the lobby's "Challenge a
// player" (chess, 3+2, white, rated) while Bob reads Ann's player page; the challenge shows
// live on Bob's page, Bob accepts, and both pages open the same game, Ann as white; Ann's move
// reaches Bob's board. A second challenge, declined, is told on Ann's page.
//
// usage: node challenges.mjs URL

import { args, run, poster } from "./start.mjs";

const [base] = args("node challenges.mjs URL", 1);

await run("challenges", async ({ browser, watch, check, step }) => {
  const chromium = await browser();
  const tag = Math.random().toString(36).slice(2, 8);
  const players = [];
  for (const name of ["Ann-" + tag, "Bob-" + tag]) {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    watch(page, { name });
    page.setDefaultTimeout(20000);
    await page.goto(base);
    const made = await poster(page)("/api/account/register", { name, password: "a long secret" });
    check(made.username === name, `${name} was not registered: ${JSON.stringify(made)}`);
    players.push({ name, page });
  }
  const [ann, bob] = players;

  // Bob is on another page than the lobby: Ann's player page.
  await bob.page.goto(`${base}@/${ann.name}`);
  await bob.page.waitForSelector(".player-page h1");
  await ann.page.reload();
  await ann.page.waitForSelector(".game-choice");
  await ann.page.locator(".game-choice", { hasText: "Chess" }).first().click();
  await ann.page.fill("#challenge-name", bob.name);
  await ann.page.selectOption("#challenge-control", { label: "3+2" });
  await ann.page.selectOption("#challenge-color", "white");
  await ann.page.check("#challenge-rated");
  await ann.page.click("#challenge-send");
  await ann.page.waitForFunction((name) => document.querySelector("#challenge-message").textContent.includes(name), bob.name);
  step(`Ann's page: ${await ann.page.locator("#challenge-message").textContent()}`);

  const incoming = bob.page.locator(".challenge-in");
  await incoming.waitFor();
  const text = await incoming.textContent();
  check(text.includes(ann.name) && /3\+2/.test(text) && /rated/i.test(text), `Bob's page shows "${text}"`);
  step(`Bob's page shows "${text.trim()}"`);
  await incoming.locator(".challenge-accept").click();
  await bob.page.waitForURL(/\/g\/[a-z0-9]+$/);
  await ann.page.waitForURL(/\/g\/[a-z0-9]+$/);
  const id = new URL(ann.page.url()).pathname.split("/").pop();
  check(new URL(bob.page.url()).pathname.endsWith(id), "the players landed on different games");
  step(`both pages opened game ${id}`);
  const seat = (p) => p.page.evaluate((g) => JSON.parse(localStorage.getItem("ply.games.v1"))[g], id);
  const [annSeat, bobSeat] = [await seat(ann), await seat(bob)];
  check(annSeat.color === "white" && bobSeat.color === "black", `seats ${JSON.stringify([annSeat, bobSeat])}`);
  const state = await poster(ann.page)(`/api/games/${id}/moves`, { move: "e4" }, annSeat.token);
  check(state.moves && state.moves.length === 1, `Ann's move: ${JSON.stringify(state)}`);
  await bob.page.waitForFunction(() => /e4/.test(document.querySelector(".moves, #moves, .move-list")?.textContent || ""));
  step("Ann's move reached Bob's board");

  // A second challenge, declined: Ann's page says so.
  await ann.page.goto(base);
  await ann.page.waitForSelector("#challenge-name");
  await ann.page.fill("#challenge-name", bob.name);
  await ann.page.click("#challenge-send");
  const second = bob.page.locator(".challenge-in");
  await second.waitFor();
  await second.locator(".challenge-decline").click();
  const note = ann.page.locator(".challenge-note");
  await note.waitFor();
  const said = await note.textContent();
  check(said.includes(bob.name), `Ann's page says "${said}"`);
  step(`Ann's page says "${said.trim()}"`);
});
