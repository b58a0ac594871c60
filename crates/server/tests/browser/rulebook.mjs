// The rules pages as part of the app, and the page for an unknown address: the rules index
// names the games as the catalog does (capitalised as in the lobby; lower case in Estonian),
// its "try it" button is drawn as the app's buttons, the rules pages have the app's header
// with the settings gear and the language chooser, and an unknown address outside the API is
// a 404 page in the reader's language (the API keeps its JSON error), and the chess page's
// practice offers its promotion as the game page does: the board's chooser, over the board,
// drawn as a panel with the pieces in a row.
//
// usage: node rulebook.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run } from "./start.mjs";

const [base] = args("node rulebook.mjs SERVER_URL");

const inLang = (tag) => ({ locale: tag, extraHTTPHeaders: { "Accept-Language": tag } });

await run("rulebook", async ({ browser, watch, errors, check, step }) => {
  const chromium = await browser();

  const en = await (await chromium.newContext(inLang("en-GB"))).newPage();
  watch(en);
  en.setDefaultTimeout(20000);
  await en.goto(base + "rules");
  const names = await en.locator(".rules-index a").allTextContents();
  check(names.includes("Kabe") && names.includes("Chess"), `the index names Kabe and Chess: ${names}`);
  const lower = names.filter((n) => n[0] !== n[0].toUpperCase());
  check(lower.length === 0, `names in lower case on the English index: ${lower}`);
  await en.waitForSelector(".topbar #settings-button");
  check((await en.locator(".topbar select#lang").count()) === 1, "the index has the language chooser");
  step(`the English index names ${names.length} games, capitalised, under the app's header`);

  await en.goto(base + "rules/kabe");
  await en.waitForSelector("figure.rule-figure button.rule-try");
  await en.waitForSelector(".topbar #settings-button");
  const [tried, reference] = await en.evaluate(() => {
    const ref = document.createElement("button");
    ref.className = "btn";
    ref.textContent = "x";
    document.body.appendChild(ref);
    const look = (el) => {
      const s = getComputedStyle(el);
      return [s.backgroundColor, s.borderTopLeftRadius, s.borderTopStyle, s.paddingLeft, s.color, s.cursor].join(" | ");
    };
    const out = [look(document.querySelector("button.rule-try")), look(ref)];
    ref.remove();
    return out;
  });
  check(tried === reference, `"try it" looks like the app's buttons: ${tried} against ${reference}`);
  await en.click("#settings-button");
  await en.waitForSelector("#settings-panel:not([hidden])");
  await en.keyboard.press("Escape");
  step("a rules page: the app's gear opens its panel, and 'try it' is drawn as the app's buttons");

  // The chess practice, exercise by exercise up to the promotion: its chooser is styled
  // (board.css) and laid out over the practice board.
  await en.goto(base + "rules/chess");
  await en.waitForSelector("figure.rule-figure svg .cell");
  await en.click("button.practice-start");
  await en.waitForSelector(".practice svg.board [data-i]");
  const lessons = await en.$$eval("figure.rule-figure", (fs) => fs.map((f) => JSON.parse(f.dataset.figure)).filter((d) => d.move));
  const promotion = lessons.findIndex((d) => d.move.includes("="));
  check(promotion >= 0, `the chess page has a promotion exercise: ${lessons.map((d) => d.move)}`);
  const pcell = (i) => en.locator(`.practice svg.board [data-i="${i}"]`);
  for (let i = 0; i <= promotion; i++) {
    const lesson = lessons[i];
    const st = await en.evaluate(
      (body) =>
        fetch("/api/analysis/board", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then(
          (r) => r.json(),
        ),
      { game: lesson.game, position: lesson.position, moves: [] },
    );
    const shown = st.move_cells.find(([m]) => m === lesson.move);
    check(shown, `exercise ${i + 1}: ${lesson.move} among the moves`);
    await pcell(shown[1][0]).click();
    await pcell(shown[1][shown[1].length - 1]).click();
    if (i === promotion) {
      await en.waitForSelector(".practice .chooser .opt.piece");
      const laid = await en.evaluate(() => {
        const box = (el) => el.getBoundingClientRect();
        const wrap = box(document.querySelector(".practice-board"));
        const chooser = document.querySelector(".practice .chooser");
        const panel = chooser.querySelector(".box");
        const opts = [...chooser.querySelectorAll(".opt.piece")].map(box);
        const s = getComputedStyle(chooser);
        const p = getComputedStyle(panel);
        return {
          wrap: [wrap.left, wrap.top, wrap.right, wrap.bottom],
          chooser: [box(chooser).left, box(chooser).top, box(chooser).right, box(chooser).bottom],
          position: s.position,
          panel: p.backgroundColor,
          radius: p.borderTopLeftRadius,
          tops: opts.map((o) => Math.round(o.top)),
          widths: opts.map((o) => Math.round(o.width)),
          inside: opts.every((o) => o.left >= wrap.left && o.right <= wrap.right && o.top >= wrap.top && o.bottom <= wrap.bottom),
        };
      });
      if (process.env.SHOT) await en.screenshot({ path: process.env.SHOT });
      const near = (a, b) => Math.abs(a - b) < 1;
      check(
        laid.position === "absolute" && laid.chooser.every((v, k) => near(v, laid.wrap[k])),
        `the chooser covers the practice board: ${JSON.stringify(laid)}`,
      );
      check(laid.panel !== "rgba(0, 0, 0, 0)" && laid.radius === "10px", `the chooser is a panel: ${laid.panel}, ${laid.radius}`);
      check(
        laid.tops.length === 4 && new Set(laid.tops).size === 1 && laid.widths.every((w) => w >= 56 && w < 120),
        `four pieces in a row: ${laid.tops} ${laid.widths}`,
      );
      check(laid.inside, "the pieces lie on the board");
      await en.click(`.practice .chooser .opt[data-move="${lesson.move}"]`);
    }
    await en.waitForSelector(".practice-verdict.ok");
    if (i < promotion) {
      await en.click("button.practice-next");
      await en.waitForFunction((n) => document.querySelector(".practice-task .title").textContent.startsWith(`Exercise ${n}`), i + 2);
    }
  }
  check((await en.locator(".practice .chooser").count()) === 0, "the chooser is gone once a piece is chosen");
  step(`the chess practice's promotion ${lessons[promotion].move}: the chooser over the board, a panel with four pieces in a row`);

  const missing = await en.goto(base + "no/such/page");
  check(missing.status() === 404, `an unknown page answers ${missing.status()}`);
  check((missing.headers()["content-type"] || "").startsWith("text/html"), "the 404 is a page");
  check((await en.locator("h1").textContent()) === "Page not found", "the 404 page in English");
  await en.waitForSelector(".topbar #settings-button");
  check((await en.locator("main a[href='/']").count()) === 1, "the 404 page leads to the lobby");
  const api = await en.evaluate(() =>
    fetch("/api/no/such/route", { headers: { Accept: "text/html" } }).then(async (r) => [
      r.status,
      r.headers.get("content-type"),
      await r.text(),
    ]),
  );
  check(api[0] === 404 && api[1] === "application/json" && JSON.parse(api[2]).error === "not_found", `the API keeps its JSON 404: ${api}`);
  step("an unknown page is a 404 page in English; the API's unknown route stays JSON");

  const et = await (await chromium.newContext(inLang("et-EE"))).newPage();
  watch(et);
  et.setDefaultTimeout(20000);
  await et.goto(base + "rules");
  const etNames = await et.locator(".rules-index a").allTextContents();
  check(etNames.includes("kabe") && etNames.includes("male"), `Estonian names in lower case: ${etNames}`);
  const etMissing = await et.goto(base + "rules/nosuchgame");
  check(etMissing.status() === 404, `an unknown rules page answers ${etMissing.status()}`);
  check((await et.locator("h1").textContent()) === "Lehte ei leitud", "the 404 page in Estonian");
  check(!(await et.locator("body").innerText()).includes("{"), "no JSON on the page");

  // The header's language chooser, as in the app: Russian chosen, the page follows.
  await et.waitForSelector("select#lang");
  await Promise.all([et.waitForEvent("load"), et.selectOption("#lang", "ru")]);
  check((await et.locator("h1").textContent()) === "Страница не найдена", "the 404 page in Russian after the choice");
  step("Estonian: names in lower case, the 404 page in Estonian, then in Russian from the header's chooser");
  check(errors.length === 0, `page errors: ${errors}`);
});
