// The rules pages in a browser: the kabe rules in Estonian (the browser asks for it), every
// figure drawn by the page's board renderer with its move marked, no message id left
// untranslated, and "try it" starting a game against the computer from a figure's position.
//
// usage: node rules.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run } from "./start.mjs";

const [base] = args("node rules.mjs SERVER_URL");

await run("rules", async ({ browser, watch, errors, check }) => {
  const context = await (await browser()).newContext({ locale: "et-EE", extraHTTPHeaders: { "Accept-Language": "et-EE,et;q=0.9" } });
  const page = await context.newPage();
  watch(page);
  page.setDefaultTimeout(20000);

  await page.goto(base + "rules");
  check((await page.locator("h1").textContent()) === "Reeglid", "the index is in Estonian");
  await page.click("a[href='/rules/kabe']");
  await page.waitForSelector("figure.rule-figure svg .cell");
  check((await page.getAttribute("html", "lang")) === "et", "<html lang=et>");
  const figures = await page.locator("figure.rule-figure").count();
  check(figures >= 3, `figures: ${figures}`);
  const drawn = await page.locator("figure.rule-figure svg").count();
  check(drawn === figures, `every figure drawn: ${drawn} of ${figures}`);
  const text = await page.locator("body").innerText();
  check(text.includes("Löömine") && text.includes("Proovi arvuti vastu"), "Estonian headings and buttons");
  const ids = text.match(/\b[a-z]+(?:[-_][a-z]+){1,}\b/g) || [];
  const untranslated = ids.filter((w) => /^(rules|page|reason|side|game)[-_]/.test(w));
  check(untranslated.length === 0, `untranslated ids: ${untranslated}`);
  console.log(`rules: kabe in Estonian with ${figures} figures`);

  // Another language from the header's chooser.
  await Promise.all([page.waitForEvent("load"), page.selectOption("#lang", "ru")]);
  await page.waitForSelector("figure.rule-figure svg .cell");
  check((await page.locator("h1").textContent()).length > 0, "a Russian title");
  check((await page.locator("body").innerText()).includes("Сыграть с компьютером"), "Russian button");

  // Try the first figure against the computer.
  await page.click("figure.rule-figure >> nth=0 >> button.rule-try");
  await page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
  await page.waitForSelector("svg.board .cell");
  console.log("rules: a figure's position opened as a game at " + new URL(page.url()).pathname);
  check(errors.length === 0, `page errors: ${errors}`);
});
