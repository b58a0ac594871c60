// Two people play a friend's game in two browser contexts, and a third watches: White asks to
// take back the first moves and Black accepts; White offers a draw, Black declines and White's
// page says so; each page shows how many are watching: the spectator, not the players. Every
// step is clicked on one page and awaited on the other.
//
// usage: node friends.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run } from "./start.mjs";

const [base] = args("node friends.mjs SERVER_URL");

await run("friends", async ({ browser, watch, errors, step }) => {
  const chromium = await browser();
  const pages = [];
  for (const n of [0, 1, 2]) {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    watch(page, { name: `page ${n}` });
    page.setDefaultTimeout(15000);
    pages.push(page);
  }
  const [white, black, watcher] = pages;

  // White starts a chess game against a friend; the friend opens the invite link.
  await white.goto(base);
  await white.waitForSelector(".game-choice");
  await white.locator(".game-choice", { hasText: "Chess" }).first().click();
  await white.locator(".choice", { hasText: "A friend" }).first().click();
  await white
    .locator(".choice", { hasText: /^White/i })
    .first()
    .click();
  await white.locator("#start").click();
  await white.waitForURL(/\/g\/[a-z0-9]+$/);
  const id = new URL(white.url()).pathname.split("/").pop();
  const invite = await white.locator(".invite input").inputValue();
  await black.goto(invite);
  await black.waitForSelector("svg.board [data-i]");
  await white.waitForFunction(() => !document.querySelector(".invite input"));
  step(`game ${id}: the friend joined`);

  const state = () => white.evaluate((id) => fetch(`/api/games/${id}`).then((r) => r.json()), id);
  const movesShown = (page, n) =>
    page.waitForFunction((n) => [...document.querySelectorAll(".moves td.m")].filter((td) => td.textContent.trim() !== "").length === n, n);
  const click = async (page, san) => {
    const st = await state();
    const found = st.move_cells.find(([text]) => text === san);
    if (!found) throw new Error(`${san} is not among the legal moves ${st.legal_moves.join(" ")}`);
    const cells = found[1];
    for (const c of [cells[0], cells[cells.length - 1]]) await page.locator(`svg.board [data-i="${c}"]`).click();
  };

  await click(white, "e4");
  await movesShown(black, 1);
  await click(black, "e5");
  await movesShown(white, 2);
  step("e4 e5 played by clicking");

  // The watcher opens the game: every page counts one spectator (the players' pages are not).
  await watcher.goto(`${base}g/${id}`);
  for (const [n, page] of pages.entries()) {
    await page.waitForFunction(() => /: 1$/.test(document.querySelector(".watching")?.textContent.trim() || ""), null);
    step(`page ${n} shows "${(await page.locator(".watching").textContent()).trim()}"`);
  }
  if ((await watcher.locator(".ask-takeback").count()) !== 0) throw new Error("the watcher has a take-back button");

  // White asks to take back; Black sees the request and accepts; both boards go back.
  await white.locator(".ask-takeback").click();
  await white.locator(".offer", { hasText: "You asked to take back" }).waitFor();
  const request = black.locator(".offer", { hasText: "asks to take back" });
  await request.waitFor();
  await request.locator("button", { hasText: "Accept" }).click();
  await movesShown(black, 0);
  await movesShown(white, 0);
  await white.locator(".offer", { hasText: "You asked to take back" }).waitFor({ state: "detached" });
  step("the take-back was asked for, accepted, and both pages went back to the start");

  // White offers a draw; Black declines; White's page says so.
  await white.locator(".controls .btn", { hasText: "Offer draw" }).click();
  const offer = black.locator(".offer", { hasText: "offers a draw" });
  await offer.waitFor();
  await offer.locator("button", { hasText: "Decline" }).click();
  await white.locator(".offer", { hasText: "Your opponent declines the draw offer" }).waitFor();
  if ((await black.locator(".offer", { hasText: "declines the draw offer" }).count()) !== 0)
    throw new Error("the decliner is told of its own decline");
  step("the draw offer was declined, and the offerer sees it");

  // The watcher leaves: no spectator, no count.
  await watcher.close();
  await white.waitForFunction(() => document.querySelector(".watching")?.textContent.trim() === "", null);
  step("the watcher left; no count is shown");
  if (errors.length) throw new Error("errors on the page: " + errors.join("; "));
  step("ok");
});
