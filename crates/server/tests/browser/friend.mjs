// A friend game through a load balancer: two browser contexts, each pinned to a different
// server behind nginx (every request, the WebSocket included, carries `X-Ply-Instance: N`),
// play a chess game by clicking. The creator invites, the friend opens the invite link, and
// each sees the other's moves arrive on its own server's WebSocket. At the end both show the
// result, and each server reports an open WebSocket (so the pinning held).
//
// usage: node friend.mjs NGINX_URL SCREENSHOT.png
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run } from "./start.mjs";

const [base, shot] = args("node friend.mjs NGINX_URL SCREENSHOT.png", 2);

await run("friend", async ({ browser, watch, errors, step, onFail }) => {
  const chromium = await browser();
  const pages = [];
  onFail(() => pages[pages.length - 1]?.screenshot({ path: shot }));
  for (const n of [0, 1]) {
    const context = await chromium.newContext({
      viewport: { width: 1280, height: 860 },
      extraHTTPHeaders: { "X-Ply-Instance": String(n) },
    });
    const page = await context.newPage();
    watch(page, { name: `page ${n}` });
    page.setDefaultTimeout(20000);
    pages.push(page);
  }
  const [white, black] = pages;

  // The creator (pinned to server 0) starts a chess game against a friend, as White.
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
  step(`game ${id} created on server 0; invite ${invite}`);

  // The friend (pinned to server 1) opens the invite link and joins.
  await black.goto(invite);
  await black.waitForSelector("svg.board [data-i]");
  await white.waitForFunction(() => !document.querySelector(".invite input"), null, { timeout: 10000 });
  step("the friend joined on server 1; the creator's page saw it");

  const state = (page) => page.evaluate((id) => fetch(`/api/games/${id}`).then((r) => r.json()), id);
  const movesShown = (page, n) =>
    page.waitForFunction((n) => [...document.querySelectorAll(".moves td.m")].filter((td) => td.textContent.trim() !== "").length >= n, n, {
      timeout: 10000,
    });

  // Fool's mate, each move clicked on its player's page and awaited on the other's.
  const line = ["f3", "e5", "g4", "Qh4#"];
  for (const [i, san] of line.entries()) {
    const [mover, watcher] = i % 2 === 0 ? [white, black] : [black, white];
    const st = await state(mover);
    const found = st.move_cells.find(([text]) => text === san);
    if (!found) throw new Error(`${san} is not among the legal moves ${st.legal_moves.join(" ")}`);
    const cells = found[1];
    for (const c of [cells[0], cells[cells.length - 1]]) await mover.locator(`svg.board [data-i="${c}"]`).click();
    await movesShown(mover, i + 1);
    const sent = Date.now();
    await movesShown(watcher, i + 1);
    step(`${san} clicked on server ${i % 2}, shown on the other page after ${Date.now() - sent} ms`);
  }

  // Both servers agree on the end, and each has a WebSocket open (its own page's).
  for (const [n, page] of pages.entries()) {
    const st = await state(page);
    if (st.status !== "finished" || st.result !== "black") {
      throw new Error(`server ${n} shows ${st.status}/${st.result}, expected finished/black`);
    }
    const metrics = await page.evaluate(() => fetch("/metrics").then((r) => r.text()));
    const open = Number((metrics.match(/^ply_websockets_open (\d+)/m) || [])[1] || 0);
    if (open < 1) throw new Error(`server ${n} has no WebSocket open: the page was not pinned to it`);
    step(`server ${n}: finished, ${st.result} wins; ${open} WebSocket(s) open`);
  }
  await black.screenshot({ path: shot });
  if (errors.length) throw new Error("errors on the page: " + errors.join("; "));
  step("ok");
});
