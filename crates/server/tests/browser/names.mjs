// A timed game's players are named whole: at 390×844 and 1280×900 no part of a player's name
// ("Computer · level 3 · black") is cut off beside the clock.
//
// usage: node names.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run } from "./start.mjs";

const [base] = args("node names.mjs SERVER_URL");

await run("names", async ({ browser, watch, errors, check, step }) => {
  const b = await browser();
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    const page = await b.newPage({ viewport });
    watch(page);
    page.setDefaultTimeout(20000);
    await page.goto(base);
    await page.waitForSelector(".game-choice");
    await page.locator('[data-focus="game:kabe"]').click();
    await page.locator('[data-focus="opponent:computer"]').click();
    await page.locator(".clock-row input[type=checkbox]").check();
    await page.locator('[data-focus="color:white"]').click();
    await page.locator("#start").click();
    await page.waitForURL(/\/g\/[a-z0-9]+$/);
    await page.waitForSelector(".player .clock");
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll(".player .who > span")]
        .filter((s) => s.textContent && s.scrollWidth > s.clientWidth + 1)
        .map((s) => `${s.textContent} (${s.scrollWidth} > ${s.clientWidth})`),
    );
    const names = await page.locator(".player .who").allTextContents();
    check(cut.length === 0, `${viewport.width}×${viewport.height}: names cut: ${cut.join("; ")}`);
    step(`${viewport.width}×${viewport.height}: ${names.join(" | ")} whole`);
    await page.close();
  }
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
