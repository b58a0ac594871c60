// The board editor's side as a player finds it: every button's words on one line (rows wrap
// between buttons, not inside them), the game picker in the app's colours with the games
// grouped as the lobby's, a game started from the editor at the colour, computer's level and
// clock chosen there, and Kalah's board holding a count of seeds that is not yet right while
// saying how many to take away, so that the next click makes it valid. At 1280×900 in English
// and at 390×844 in Estonian and Russian.
//
// usage: node editorplay.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run, consoleError } from "./start.mjs";

const [base] = args("node editorplay.mjs SERVER_URL");

const over = { en: "take 1 away", et: "võta 1 ära", ru: "уберите 1" };

await run("editorplay", async ({ browser, watch, errors, check, step }) => {
  const chromium = await browser();
  for (const [width, height, lang] of [
    [1280, 900, "en"],
    [390, 844, "et"],
    [390, 844, "ru"],
  ]) {
    const context = await chromium.newContext({ viewport: { width, height } });
    await context.addCookies([{ name: "lang", value: lang, url: base }]);
    const page = await context.newPage();
    // A refused position (400) is logged by the browser as a failed resource; the page words it.
    watch(page, { name: lang, console: (m) => consoleError(m) && !m.text().includes("status of 400") });
    page.setDefaultTimeout(20000);
    await page.goto(base + "editor?game=chess");
    await page.waitForSelector("svg.board [data-i]");
    await page.waitForSelector("a#editor-analyse");

    const lines = await page.evaluate(() =>
      [...document.querySelectorAll(".editor-side .btn:not(.tool)")].map((b) => {
        const range = document.createRange();
        range.selectNodeContents(b);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return [b.textContent.trim(), tops.size];
      }),
    );
    step(`${lang} ${width}: buttons ${JSON.stringify(lines)}`);
    for (const [label, n] of lines) check(n === 1, `${lang} ${width}: "${label}" takes ${n} lines`);

    const picker = await page.locator("#editor-game").evaluate((s) => {
      const style = getComputedStyle(s);
      return {
        background: style.backgroundColor,
        color: style.color,
        appearance: style.appearance,
        groups: s.querySelectorAll("optgroup").length,
      };
    });
    check(
      picker.background !== "rgb(255, 255, 255)" && picker.color !== "rgb(0, 0, 0)" && picker.appearance === "none" && picker.groups > 0,
      `${lang}: the game picker is the browser's plain list: ${JSON.stringify(picker)}`,
    );

    // A game from the start position: Black, level 2, three minutes and two seconds a move.
    await page.locator('.play-from [data-color="black"]').click();
    await page.locator("#editor-level").fill("2");
    await page.locator("#editor-clock").check();
    await page.locator("#editor-minutes").fill("3");
    await page.locator("#editor-minutes").dispatchEvent("change");
    await page.locator("#editor-increment").fill("2");
    await page.locator("#editor-increment").dispatchEvent("change");
    await page.locator("#editor-computer").click();
    await page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
    const id = new URL(page.url()).pathname.split("/").pop();
    const st = await page.evaluate((id) => fetch(`/api/games/${id}`).then((r) => r.json()), id);
    const seat = await page.evaluate((id) => JSON.parse(localStorage.getItem("ply.games.v1"))[id], id);
    step(`${lang}: started level ${st.level}, clock ${JSON.stringify(st.clock)}, seat ${seat.color}`);
    check(st.opponent === "computer" && st.level === 2, `${lang}: the game's level: ${st.level}`);
    check(seat.color === "black", `${lang}: the colour taken: ${seat.color}`);
    check(st.clock && st.clock.increment_ms === 2000 && st.clock.black_ms === 180000, `${lang}: the clock: ${JSON.stringify(st.clock)}`);

    // Kalah: one seed added leaves 73 of 72, held and explained; one taken makes it valid.
    await page.goto(base + "editor?game=kalah");
    await page.waitForSelector("a#editor-analyse");
    await page.locator('[data-tool="add"]').click();
    await page.locator('svg.board [data-i="0"]').click();
    await page.waitForFunction(() => document.querySelector("#editor-message").textContent.includes("73"));
    const said = await page.locator("#editor-message").textContent();
    step(`${lang}: one seed more: "${said}"`);
    check(said.includes("72") && said.includes(over[lang]), `${lang}: the editor says "${said}"`);
    const held = await page.locator('svg.board [data-i="0"]').evaluate((g) => g.closest("svg").textContent);
    check(/7/.test(held), `${lang}: the seed added is not on the board`);
    await page.locator('[data-tool="take"]').click();
    await page.locator('svg.board [data-i="1"]').click();
    await page.waitForSelector("a#editor-analyse");
    check((await page.locator("#editor-position").inputValue()).startsWith("7,5,6"), `${lang}: the position after two clicks`);
    check((await page.locator("#editor-message").textContent()).trim() === "", `${lang}: a message is left on a valid position`);
    await context.close();
  }
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
