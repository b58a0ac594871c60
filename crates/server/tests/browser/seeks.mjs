// The lobby's seeks between two browsers: one opens a 3+2 chess seek from the quick-pairing
// grid; the other sees it appear in the open seeks (live, over the lobby's socket), joins it,
// and both pages land on the same new game, each holding a side.
//
// usage: node seeks.mjs URL

import { args, run } from "./start.mjs";

const [base] = args("node seeks.mjs URL", 1);

await run("seeks", async ({ browser, watch, step }) => {
  const chromium = await browser();
  const pages = [];
  for (const n of [0, 1]) {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    watch(page, { name: `page ${n}` });
    page.setDefaultTimeout(20000);
    pages.push(page);
  }
  const [seeker, joiner] = pages;

  await joiner.goto(base);
  await joiner.waitForSelector(".seeks h2");
  await seeker.goto(base);
  await seeker.waitForSelector(".game-choice");
  await seeker.locator(".game-choice", { hasText: "Chess" }).first().click();
  await seeker.locator('.quick-pairing [data-pairing="3+2"]').click();
  await seeker.waitForSelector(".seek-list .seek-cancel");
  step("the seeker opened a 3+2 seek and sees Cancel on it");

  const join = joiner.locator(".seek-list .seek-join");
  await join.waitFor();
  const row = await joiner.locator(".seek-list li").first().textContent();
  if (!/Chess/.test(row) || !/3\+2/.test(row)) throw new Error(`the seek shows "${row}"`);
  step("the seek appeared on the other browser's lobby");
  await join.click();
  await joiner.waitForURL(/\/g\/[a-z0-9]+$/);
  await seeker.waitForURL(/\/g\/[a-z0-9]+$/);
  const [a, b] = [seeker.url(), joiner.url()].map((u) => new URL(u).pathname);
  if (a !== b) throw new Error(`the players landed on different games: ${a} and ${b}`);
  await seeker.waitForSelector("svg.board [data-i]");
  await joiner.waitForSelector("svg.board [data-i]");
  const sides = await Promise.all(
    pages.map((p) => p.evaluate((id) => JSON.parse(localStorage.getItem("ply.games.v1"))[id].color, a.split("/").pop())),
  );
  if (new Set(sides).size !== 2) throw new Error(`the players hold the sides ${sides}`);
  step(`both landed on ${a}, as ${sides.join(" and ")}`);
});
