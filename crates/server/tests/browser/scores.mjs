// One score format everywhere: the same position reads in the game's unit (the catalog's
// scale), from the first side's view, in the game's Analyse panel and on the analysis board —
// "+4.30" in both, never "+430" in one of them. Chess (pawns, two decimals) in English, Kalah
// (seeds, no decimals) in Estonian.
//
// usage: node scores.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run, poster } from "./start.mjs";

const [base] = args("node scores.mjs SERVER_URL");

await run("scores", async ({ browser, watch, errors, check, step }) => {
  const chromium = await browser();
  for (const [game, lang, position, analyse] of [
    // White a rook up, Black to move: the panel's score from White's side, as the board's.
    ["chess", "en", "4k3/pppp4/8/8/8/8/PPPP4/R3K3 b - - 0 1", "Analyse"],
    // South ten seeds ahead, North to move: far from a proven result.
    ["kalah", "et", "6,6,6,6,6,6,10,6,6,6,3,3,2,0 N", "Analüüsi"],
  ]) {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: "lang", value: lang, url: base }]);
    const page = await context.newPage();
    watch(page, { name: game });
    page.setDefaultTimeout(30000);
    await page.goto(base);
    const post = poster(page);
    const catalog = await page.evaluate(() => fetch("/api/catalog").then((r) => r.json()));
    const scale = catalog.games.find((g) => g.id === game).score;
    const format = new RegExp(`^[+\u2212]?\\d+${scale.decimals ? "\\.\\d{" + scale.decimals + "}" : ""}$`);
    const made = await post("/api/games", { game, opponent: "local", position });
    check(made.id, `${game}: no game: ${JSON.stringify(made)}`);

    await page.goto(base + "g/" + made.id);
    await page.locator(".controls .btn", { hasText: analyse }).first().click();
    await page.waitForSelector(".side .analysis .score");
    // The deepest of the panel's searches.
    await page.waitForFunction(() => /\b[3-9]\d*\b|\b\d{2,}\b/.test(document.querySelector(".side .analysis .meta").textContent));
    const panel = (await page.locator(".side .analysis .score").textContent()).trim();
    const panelMeta = (await page.locator(".side .analysis .meta").textContent()).trim();

    await page.goto(base + "analysis?game=" + game + "&position=" + encodeURIComponent(position));
    await page.waitForSelector(".engine-box .score");
    await page.waitForFunction(() => Number(document.querySelector(".engine-meta")?.getAttribute("data-depth") || 0) >= 3);
    const board = (await page.locator(".engine-box .score").textContent()).trim();
    const bar = (await page.locator(".eval-bar .label").textContent()).trim();
    step(`${game} (${lang}): panel "${panel}" (${panelMeta}), board "${board}", bar "${bar}"`);
    for (const [where, text] of [
      ["the game's panel", panel],
      ["the analysis board", board],
      ["the bar", bar],
    ])
      check(format.test(text), `${game}: ${where} reads "${text}", not in the game's unit (${format})`);
    check(panel[0] === board[0], `${game}: one side leads in the panel ("${panel}"), the other on the board ("${board}")`);
    const value = (text) => Number(text.replace("\u2212", "-"));
    check(
      // Searches of different lengths differ a little; a score in another unit differs a hundredfold.
      Math.abs(value(panel) - value(board)) <= Math.max(3, Math.abs(value(board))),
      `${game}: the panel's "${panel}" and the board's "${board}" are not one scale`,
    );
    await context.close();
  }
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
