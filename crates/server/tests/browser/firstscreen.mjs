// The lobby's first screen: at 1280×900 and at 390×844 the game, the opponent, the computer's
// level and Play are inside the viewport without scrolling; the games come grouped as the
// catalog marks them (its `boxed` games first, then the variants by board, folded); the tab
// order reaches the opponent without passing every game; the one "Rules" link names the game;
// the rule options are folded under "Custom rules", closed, and on the Estonian page every
// label is Estonian, and a bad value is refused in the reader's words, never by its key; and a
// game opened from a scrolled lobby opens at its top.
//
// usage: node firstscreen.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run } from "./start.mjs";

const [base] = args("node firstscreen.mjs SERVER_URL");

await run("firstscreen", async ({ browser, watch, errors, check, step }) => {
  const b = await browser();
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const context = await b.newContext({ viewport });
    const page = await context.newPage();
    watch(page);
    page.setDefaultTimeout(20000);
    await page.goto(base);
    await page.waitForSelector(".game-choice");
    const size = `${viewport.width}×${viewport.height}`;
    for (const [what, sel] of [
      ["the game", `[data-focus="game:${await page.evaluate(() => document.querySelector(".game-choice.on").dataset.game)}"]`],
      ["the computer", '[data-focus="opponent:computer"]'],
      ["the level", "#level"],
      ["Play", "#start"],
    ]) {
      const box = await page.locator(sel).boundingBox();
      check(box, `${size}: no ${what}`);
      const inside = box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
      check(inside, `${size}: ${what} at ${JSON.stringify(box)} is outside the first screen`);
    }
    step(`${size}: the game, the computer, its level and Play on the first screen`);
    // A game opened from a scrolled lobby opens at its top (the header in sight).
    await page.locator('[data-focus="opponent:local"]').click();
    await page.locator("details.custom-rules > summary").click();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    check((await page.evaluate(() => window.scrollY)) > 0, `${size}: the lobby does not scroll`);
    await page.locator("#start").click();
    await page.waitForURL(/\/g\/[a-z0-9]+$/);
    await page.waitForSelector("svg.board [data-i]");
    check(
      (await page.evaluate(() => window.scrollY)) === 0,
      `${size}: the game opened scrolled to ${await page.evaluate(() => window.scrollY)}`,
    );
    await context.close();
  }

  const page = await b.newPage({ viewport: { width: 1280, height: 900 } });
  watch(page);
  page.setDefaultTimeout(20000);
  await page.goto(base);
  await page.waitForSelector(".game-choice");
  const catalog = (await page.evaluate(() => fetch("/api/catalog").then((r) => r.json()))).games;
  const boxed = catalog.filter((g) => g.boxed).map((g) => g.id);
  check(JSON.stringify(boxed) === JSON.stringify(["kabe", "draughts", "chess", "konane", "kalah"]), `the catalog's boxed games: ${boxed}`);
  const first = await page.locator('.game-group[data-board="box"] .game-choice').evaluateAll((cs) => cs.map((c) => c.dataset.game));
  check(JSON.stringify(first) === JSON.stringify(boxed), `the first group: ${first}`);
  check((await page.locator(".more-games").getAttribute("open")) === null, "the variants are not folded");

  // The keyboard: from the first game to the opponent in a few tab stops.
  await page.locator(".game-choice").first().focus();
  let stops = 0;
  while (stops < 40) {
    stops += 1;
    await page.keyboard.press("Tab");
    const at = await page.evaluate(() => document.activeElement && document.activeElement.getAttribute("data-focus"));
    if (at && at.startsWith("opponent:")) break;
  }
  check(stops <= boxed.length + 3, `${stops} tab stops from the first game to the opponent`);
  step(`${stops} tab stops from the first game to the opponent`);

  // Every "Rules" link of the lobby names its game.
  for (const id of ["chess", "kabe"]) {
    await page.locator(`[data-focus="game:${id}"]`).click();
    const links = await page
      .locator(".lobby a.rules-link")
      .evaluateAll((as) => as.map((a) => [a.getAttribute("href"), a.getAttribute("aria-label") || a.textContent]));
    const name = catalog.find((g) => g.id === id).name;
    check(
      links.length === 1 && links[0][0] === "/rules/" + id && links[0][1].toLowerCase().includes(name.toLowerCase()),
      `rules links with ${id}: ${JSON.stringify(links)}`,
    );
  }

  // Custom rules: closed by default, every label Estonian on the Estonian page.
  await page.context().addCookies([{ name: "lang", value: "et", url: base }]);
  await page.goto(base);
  await page.waitForSelector(".game-choice");
  await page.locator('[data-focus="game:kabe"]').click();
  check((await page.locator("details.custom-rules").getAttribute("open")) === null, "custom rules are open by default");
  check(!(await page.locator(".rules-grid").isVisible()), "the rule options show before custom rules are opened");
  await page.locator("details.custom-rules > summary").click();
  const labels = await page.locator(".rules-grid .rule").allTextContents();
  const keys = catalog.find((g) => g.id === "kabe").rules.map((r) => r.key);
  check(labels.length === keys.length, `${labels.length} labels for ${keys.length} options`);
  const english =
    /\b(rule|rules|move|moves|king|kings|men|man|board|capture|captures|wins|first|limit|rows|tie|break|size|draws|pieces)\b/i;
  for (const label of labels) {
    check(
      !english.test(label) && !keys.some((k) => label.includes(k) || label.toLowerCase().includes(k.replace(/_/g, " "))),
      `an English or raw label on the Estonian lobby: "${label}"`,
    );
  }
  step(`Estonian custom rules: ${labels.join(" · ")}`);
  // Every option of every game has its label in every language.
  const lacking = await page.evaluate(async (games) => {
    const out = [];
    const languages = (await (await fetch("/api/i18n")).json()).languages.map((l) => l.tag);
    if (languages.length < 9) out.push(`only ${languages.length} languages`);
    for (const lang of languages) {
      document.cookie = `lang=${lang}; path=/`;
      const words = (await (await fetch("/api/i18n")).json()).messages;
      for (const g of games) for (const r of g.rules) if (!words["page-rule-" + r.key.replace(/_/g, "-")]) out.push(`${lang}: ${r.key}`);
    }
    document.cookie = "lang=et; path=/";
    return out;
  }, catalog);
  check(lacking.length === 0, `rule options without a label: ${lacking.join(", ")}`);
  // A bad value is refused in Estonian, with the option's label, never its key.
  await page.locator('.rule[data-rule="size"] input').fill("9");
  await page.locator('.rule[data-rule="size"] input').dispatchEvent("change");
  await page.locator("#start").click();
  await page.waitForSelector("#lobby-message.error");
  const refused = await page.locator("#lobby-message").textContent();
  check(refused.includes("Laua suurus") && !refused.includes("size") && !refused.includes("rule option"), `the refusal: "${refused}"`);
  step(`a bad size refused: "${refused}"`);
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
