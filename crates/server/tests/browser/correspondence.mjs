// A correspondence game between two accounts in two browsers: one opens a "1 day" pairing from
// the lobby's grid (rated, as both are logged in), the other joins it from the open seeks; both
// land on the game, where the side to move's clock counts its day down in hours and minutes and
// the other's reads "1 day"; the moves are clicked on the board. The notification setting: with
// it on, a hidden tab gets a browser notification "Your move in chess" when the opponent moves;
// with it off (the default) it gets none, and a visible tab none either — every tab's title
// says "Your turn". A second game, newer, where the same player is not to move, comes after the
// first in that player's games in the lobby: "your turn" first.
//
// Headless Chromium keeps every tab visible and shows no notifications: the script makes a
// tab's document report "hidden" (and fires `visibilitychange`) and records each
// `new Notification(…)` the page makes, passing it on to the browser's own.
//
// usage: node correspondence.mjs SERVER_URL

import { args, run, poster } from "./start.mjs";

const [base] = args("node correspondence.mjs SERVER_URL");

// Before any of the page's scripts: a switch for the document's visibility, and the record of
// the notifications made.
function stand_ins() {
  window.__notified = [];
  window.__hidden = false;
  Object.defineProperty(document, "visibilityState", { get: () => (window.__hidden ? "hidden" : "visible") });
  Object.defineProperty(document, "hidden", { get: () => window.__hidden });
  const Real = window.Notification;
  if (!Real) return;
  class Recorded extends Real {
    constructor(text, options) {
      window.__notified.push({ text, tag: options && options.tag });
      super(text, options);
    }
  }
  Object.defineProperty(Recorded, "permission", { get: () => Real.permission });
  Recorded.requestPermission = (...a) => Real.requestPermission(...a);
  window.Notification = Recorded;
}

await run("correspondence", async ({ browser, watch, check, step }) => {
  const chromium = await browser();
  const tag = Math.random().toString(36).slice(2, 7);
  const players = [];
  for (const name of ["Corr-a-" + tag, "Corr-b-" + tag]) {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 860 }, locale: "en-US" });
    await context.grantPermissions(["notifications"], { origin: new URL(base).origin });
    await context.addInitScript(stand_ins);
    const page = await context.newPage();
    watch(page, { name });
    page.setDefaultTimeout(20000);
    await page.goto(base);
    const post = poster(page);
    const made = await post("/api/account/register", { name, password: "a long secret" });
    check(made.username === name, `${name} was not registered: ${JSON.stringify(made)}`);
    players.push({ name, page, post });
  }
  const hide = (p, hidden) =>
    p.page.evaluate((hidden) => {
      window.__hidden = hidden;
      document.dispatchEvent(new Event("visibilitychange"));
    }, hidden);
  const notified = (p) => p.page.evaluate(() => window.__notified);

  // --- The seek: "1 day" from the grid, joined from the other browser's list.
  const [seeker, joiner] = players;
  await joiner.page.reload();
  await joiner.page.waitForSelector(".seeks h2");
  await seeker.page.reload();
  await seeker.page.waitForSelector(".game-choice");
  await seeker.page.locator(".game-choice", { hasText: "Chess" }).first().click();
  await seeker.page.locator('.quick-pairing [data-pairing="1 day"]').click();
  await seeker.page.waitForSelector(".seek-list .seek-cancel");
  const seekRow = joiner.page.locator(".seek-list li", { hasText: seeker.name });
  await seekRow.locator(".seek-join").waitFor();
  const row = (await seekRow.textContent()).trim();
  check(/1 day/.test(row) && /rated/i.test(row) && !/casual/i.test(row), `the seek reads "${row}"`);
  step(`the seek reads "${row}"`);
  await seekRow.locator(".seek-join").click();
  await joiner.page.waitForURL(/\/g\/[a-z0-9]+$/);
  await seeker.page.waitForURL(/\/g\/[a-z0-9]+$/);
  const id = new URL(seeker.page.url()).pathname.split("/").pop();
  check(new URL(joiner.page.url()).pathname.endsWith(id), "the players landed on different games");

  const seat = (p, g) => p.page.evaluate((g) => JSON.parse(localStorage.getItem("ply.games.v1"))[g], g);
  const colours = await Promise.all(players.map((p) => seat(p, id).then((s) => s.color)));
  const white = players[colours.indexOf("white")];
  const black = players[colours.indexOf("black")];
  check(white && black, `the players hold ${colours}`);
  for (const p of players) await p.page.waitForSelector("svg.board [data-i]");
  const state = (p, g = id) => p.page.evaluate((g) => fetch(`/api/games/${g}`).then((r) => r.json()), g);
  const st = await state(white);
  check(st.rated === true && st.speed === "correspondence" && st.correspondence?.days === 1, `the game: ${JSON.stringify(st)}`);
  // White's day runs from the start; Black's clock shows the days it will have.
  const clocks = await white.page.locator(".clock.correspondence").allTextContents();
  const runs = await white.page.locator(".clock.correspondence.running").allTextContents();
  check(
    clocks.length === 2 && clocks.some((c) => c === "1 day") && runs.length === 1 && /^23 h \d+ min$/.test(runs[0]),
    `before the first move the clocks read ${JSON.stringify(clocks)}, running ${JSON.stringify(runs)}`,
  );
  step(`game ${id}: ${white.name} White, ${black.name} Black; the clocks read ${clocks.join(" / ")}`);

  const movesShown = (p, n) =>
    p.page.waitForFunction(
      (n) => [...document.querySelectorAll(".moves td.m")].filter((td) => td.textContent.trim() !== "").length >= n,
      n,
    );
  let played = 0;
  const click = async (p, san) => {
    const now = await state(p);
    const found = now.move_cells.find(([text]) => text === san);
    check(found, `${san} is not among the legal moves ${now.legal_moves.join(" ")}`);
    for (const c of [found[1][0], found[1][found[1].length - 1]]) await p.page.locator(`svg.board [data-i="${c}"]`).click();
    played += 1;
    for (const q of players) await movesShown(q, played);
  };
  const yourTurnTitle = (p) => p.page.waitForFunction(() => /Your turn/.test(document.title));

  // --- Black turns the notification on in the settings; White's stays off (the default).
  await black.page.click("#settings-button");
  await black.page.click('[data-setting="notify"][data-value="true"]');
  await black.page.keyboard.press("Escape");
  check(
    await black.page.evaluate(() => JSON.parse(localStorage.getItem("ply.settings.v1") || "{}").notify === true),
    "the setting was not kept",
  );

  // Black's tab hidden: White's move brings a notification.
  await hide(black, true);
  await click(white, "e4");
  await yourTurnTitle(black);
  await black.page.waitForFunction(() => window.__notified.length === 1);
  const [sent] = await notified(black);
  check(sent.text === "Your move in chess" && sent.tag === id, `the notification: ${JSON.stringify(sent)}`);
  step(`Black's hidden tab: "${sent.text}", title "${await black.page.title()}"`);
  const running = await black.page.locator(".clock.correspondence.running").allTextContents();
  check(running.length === 1 && /\d+ h|\d+ day/.test(running[0]), `Black's running clock reads ${JSON.stringify(running)}`);

  // White's tab hidden, the setting off: the title says it, no notification.
  await hide(black, false);
  await hide(white, true);
  await click(black, "e5");
  await yourTurnTitle(white);
  check((await notified(white)).length === 0, `White was notified with the setting off: ${JSON.stringify(await notified(white))}`);
  step(`White's hidden tab, setting off: title "${await white.page.title()}", no notification`);

  // Black's tab visible, the setting on: the title, no notification.
  await hide(white, false);
  await click(white, "Nf3");
  await yourTurnTitle(black);
  check((await notified(black)).length === 1, "Black's visible tab was notified");
  step("Black's visible tab: the title only");
  await click(black, "Nc6");

  // --- "Your turn" first: a newer game where White (to move in the first) is Black.
  const opened = await white.post("/api/seeks", { game: "chess", days: 3, rated: true, color: "black" });
  check(opened.status === "open", `the second seek: ${JSON.stringify(opened)}`);
  const joined = await black.post("/api/seeks", { game: "chess", days: 3, rated: true });
  check(joined.status === "joined" && joined.color === "white", `the second game: ${JSON.stringify(joined)}`);
  const second = joined.game;
  await white.page.goto(base);
  const rows = white.page.locator(".player-games li.player-game");
  await rows.nth(1).waitFor();
  const order = await rows.evaluateAll((lis) =>
    lis.map((li) => ({
      href: li.querySelector("a.game-link").getAttribute("href"),
      mine: li.dataset.turn === "mine",
      text: li.textContent,
    })),
  );
  check(
    order[0].href === "/g/" + id && order[0].mine && /Your turn/.test(order[0].text),
    `first in White's games: ${JSON.stringify(order[0])}`,
  );
  check(order[1].href === "/g/" + second && !order[1].mine, `second in White's games: ${JSON.stringify(order[1])}`);
  step(
    `White's games: ${order
      .slice(0, 2)
      .map((o) => o.text.replace(/\s+/g, " ").trim())
      .join(" | ")}`,
  );
});
