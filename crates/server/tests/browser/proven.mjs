// Kalah on the analysis board, a position whose result is proven: the evaluation bar carries a
// short label ("N +10", the winner's initial and margin) that fits it, the full sentence stands
// beside it in the engine's panel (and is the bar's spoken value), and the search says the
// position is solved rather than "depth 1 · 1 nodes · time limit reached". At 1280×900 in
// English, at 390×844 in Estonian and Russian.
//
// usage: node proven.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run } from "./start.mjs";

const [base] = args("node proven.mjs SERVER_URL");

// South sows its last seed into its store and has none left: North keeps its seed, 41 to 31.
const position = "0,0,0,0,0,1,30,0,0,0,0,0,1,40 S";

await run("proven", async ({ browser, watch, errors, check, step }) => {
  const chromium = await browser();
  for (const [width, height, lang, short, sentence, solved] of [
    [1280, 900, "en", "N +10", "North wins by a margin of 10", "Solved"],
    [390, 844, "et", "P +10", "Põhi võidab vahega 10", "Lahendatud"],
    [390, 844, "ru", "С +10", "Выигрыш: Север с разницей 10", "Решено"],
  ]) {
    const context = await chromium.newContext({ viewport: { width, height } });
    await context.addCookies([{ name: "lang", value: lang, url: base }]);
    const page = await context.newPage();
    watch(page, { name: lang });
    page.setDefaultTimeout(20000);
    await page.goto(base + "analysis?game=kalah&position=" + encodeURIComponent(position));
    await page.waitForSelector(".engine-box .engine-meta");
    await page.waitForFunction(() => document.querySelector(".eval-bar .label"));
    const seen = await page.evaluate(() => {
      const label = document.querySelector(".eval-bar .label");
      return {
        label: label.textContent,
        fits: label.scrollWidth <= label.clientWidth,
        spoken: document.querySelector(".eval-bar").getAttribute("aria-valuetext"),
        score: document.querySelector(".engine-box .score").textContent,
        meta: document.querySelector(".engine-box .engine-meta").textContent,
      };
    });
    step(`${width} ${lang}: ${JSON.stringify(seen)}`);
    check(seen.label === short, `${lang}: the bar reads "${seen.label}", not "${short}"`);
    check(seen.fits, `${lang}: the bar's label "${seen.label}" is cut`);
    check(
      seen.score.includes(sentence) && (seen.spoken || "").includes(sentence),
      `${lang}: the sentence beside the bar: ${JSON.stringify(seen)}`,
    );
    check(seen.meta.startsWith(solved) && !/\d/.test(seen.meta), `${lang}: the search of a solved position reads "${seen.meta}"`);
    await context.close();
  }
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
