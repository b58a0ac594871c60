// One button style: a link drawn as a button has its text centred as a real button's, within a
// pixel, and the same height as the real buttons beside it: the lobby's "Set up a position"
// beside Play, the game page's "Download record" and "Rules" beside its buttons, the editor's
// "Analyse" (a link, or a disabled stand-in while the position is not valid) beside its play
// buttons. At 1280×900 in English and at 390×844 in Estonian.
//
// usage: node buttons.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run, poster } from "./start.mjs";

const [base] = args("node buttons.mjs SERVER_URL");

/** Each selector's text offset from its box's centre, its height, and its text's height. */
const measure = (page, selectors) =>
  page.evaluate(
    (selectors) =>
      selectors.map((sel) => {
        const el = document.querySelector(sel);
        if (!el) return { sel, missing: true };
        const box = el.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(el);
        const text = range.getBoundingClientRect();
        return { sel, off: text.top + text.height / 2 - (box.top + box.height / 2), height: box.height, top: box.top };
      }),
    selectors,
  );

await run("buttons", async ({ browser, watch, errors, check, step }) => {
  const chromium = await browser();
  for (const [width, height, lang] of [
    [1280, 900, "en"],
    [390, 844, "et"],
  ]) {
    const context = await chromium.newContext({ viewport: { width, height } });
    await context.addCookies([{ name: "lang", value: lang, url: base }]);
    const page = await context.newPage();
    watch(page, { name: `${width}` });
    page.setDefaultTimeout(20000);
    // `link` is measured against `button`: the same height when `sameRow`, text centred in both.
    const compare = async (where, button, links) => {
      const [real, ...rest] = await measure(page, [button, ...links]);
      step(`${width} ${where}: ${JSON.stringify([real, ...rest].map((o) => [o.sel, o.off?.toFixed(1), o.height]))}`);
      for (const o of [real, ...rest]) {
        check(!o.missing, `${width} ${where}: no ${o.sel}`);
        check(Math.abs(o.off) <= 1, `${width} ${where}: ${o.sel}: the text sits ${o.off.toFixed(1)} px off the button's centre`);
      }
      for (const o of rest)
        check(Math.abs(o.height - real.height) <= 1, `${width} ${where}: ${o.sel} is ${o.height} px high, ${real.sel} ${real.height}`);
    };

    await page.goto(base);
    await page.waitForSelector("#to-editor");
    await compare("lobby", "#start", ["#to-editor"]);

    const post = poster(page);
    const made = await post("/api/games", { game: "chess", opponent: "local" });
    check(made.id, `no game: ${JSON.stringify(made)}`);
    await page.goto(base + "g/" + made.id);
    await page.waitForSelector(".controls a.btn[download]");
    await compare("game", ".controls button.btn", [".controls a.btn[download]", '.controls a.btn[href^="/rules"]']);

    await page.goto(base + "editor?game=chess");
    await page.waitForSelector("a#editor-analyse");
    await compare("editor", "#editor-friend", ["#editor-analyse"]);
    await page.locator("#editor-position").fill("not a position");
    await page.locator("#editor-read").click();
    await page.waitForSelector("#editor-analyse[aria-disabled]");
    await compare("editor, no valid position", "#editor-friend", ["#editor-analyse"]);
    await context.close();
  }
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
