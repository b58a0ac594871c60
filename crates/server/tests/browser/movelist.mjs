// The analysis board's move list with sixty moves: numbered rows that wrap within the panel
// (its scroll width is its width), as many rows as move pairs, the move shown highlighted and
// in sight, and the « ‹ › » buttons in sight whichever move is shown; at 1280×900 in English
// and at 390×844 in Russian. A Kalah line with an extra turn is in rows by turn, whichever
// position is shown (the first one too).
//
// usage: node movelist.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run, poster } from "./start.mjs";

const [base] = args("node movelist.mjs SERVER_URL");

await run("movelist", async ({ browser, watch, errors, check, step }) => {
  const chromium = await browser();
  // Sixty legal chess moves, chosen by a fixed sequence among the legal ones.
  const first = await chromium.newPage();
  watch(first);
  await first.goto(base);
  const post = poster(first);
  let moves = [];
  let seed = 7;
  while (moves.length < 60) {
    const st = await post("/api/analysis/board", { game: "chess", moves });
    check(Array.isArray(st.legal_moves), `no board: ${JSON.stringify(st)}`);
    if (st.status !== "ongoing") {
      moves = moves.slice(0, -4);
      continue;
    }
    seed = (seed * 1103515245 + 12345) % 2147483648;
    moves.push(st.legal_moves[seed % st.legal_moves.length]);
  }
  const url = base + "analysis?game=chess&moves=" + encodeURIComponent(moves.join(" "));

  for (const [width, height, lang] of [
    [1280, 900, "en"],
    [390, 844, "ru"],
  ]) {
    const context = await chromium.newContext({ viewport: { width, height } });
    await context.addCookies([{ name: "lang", value: lang, url: base }]);
    const page = await context.newPage();
    watch(page, { name: `${width}` });
    page.setDefaultTimeout(20000);
    await page.goto(url);
    await page.waitForSelector(".analysis-moves .mv.here");
    const seen = () =>
      page.evaluate(() => {
        const list = document.querySelector(".analysis-moves");
        const box = list.getBoundingClientRect();
        const inside = (el) => {
          const r = el.getBoundingClientRect();
          return r.top >= box.top - 1 && r.bottom <= box.bottom + 1 && r.left >= box.left - 1 && r.right <= box.right + 1;
        };
        const here = [...list.querySelectorAll(".mv.here")];
        const numbers = [...list.querySelectorAll("tr td.n")].map((td) => td.textContent);
        return {
          scrollWidth: list.scrollWidth,
          width: list.clientWidth,
          numbers,
          rows: [...list.querySelectorAll("tr")].map((tr) => tr.querySelectorAll(".mv").length),
          here: here.map((el) => [el.dataset.ply, el.getAttribute("aria-current"), getComputedStyle(el).backgroundColor]),
          hereInSight: here.length === 1 && inside(here[0]),
          buttons: [...list.querySelectorAll(".nav-row .btn")].map(inside),
        };
      });
    let s = await seen();
    step(
      `${width}×${height} ${lang}: ${s.numbers.length} rows, scroll width ${s.scrollWidth} of ${s.width}, shown ${JSON.stringify(s.here)}`,
    );
    check(s.scrollWidth <= s.width, `${width}: the move list scrolls sideways: ${s.scrollWidth} > ${s.width}`);
    check(
      s.numbers.length === 30 && s.numbers.every((n, i) => n === `${i + 1}.`),
      `${width}: the rows are numbered ${JSON.stringify(s.numbers)}`,
    );
    check(
      s.rows.every((n) => n === 2),
      `${width}: moves per row ${JSON.stringify(s.rows)}`,
    );
    check(
      s.here.length === 1 && s.here[0][0] === "60" && s.here[0][1] === "step" && s.here[0][2] !== "rgba(0, 0, 0, 0)",
      `${width}: the last move is not marked as shown: ${JSON.stringify(s.here)}`,
    );
    check(s.hereInSight, `${width}: the move shown is scrolled out of the list`);
    check(s.buttons.length === 4 && s.buttons.every(Boolean), `${width}: buttons out of sight at the end: ${JSON.stringify(s.buttons)}`);
    // To the first position and one move on: the first move shown, the buttons still in sight.
    await page.locator(".analysis-moves .nav-row .btn").first().click();
    await page.waitForFunction(() => !document.querySelector(".analysis-moves .mv.here"));
    await page.locator(".analysis-moves .nav-row .btn").nth(2).click();
    await page.waitForSelector('.analysis-moves .mv.here[data-ply="1"]');
    s = await seen();
    check(s.hereInSight, `${width}: the first move is scrolled out of the list`);
    check(s.buttons.every(Boolean), `${width}: buttons out of sight at the start: ${JSON.stringify(s.buttons)}`);
    await context.close();
  }

  // Kalah: South sows pit 1 into its store and moves again; rows by turn, shown at the start.
  let line = ["1"];
  for (let i = 0; i < 5; i++) {
    const st = await post("/api/analysis/board", { game: "kalah", moves: line });
    line.push(st.legal_moves[0]);
  }
  const board = await post("/api/analysis/board", { game: "kalah", moves: line });
  const turns = [];
  board.movers.forEach((m, i) => (i > 0 && m === board.movers[i - 1] ? turns[turns.length - 1]++ : turns.push(1)));
  check(turns[0] === 2, `no extra turn in ${line.join(" ")}: ${JSON.stringify(board.movers)}`);
  await first.goto(base + "analysis?game=kalah&moves=" + encodeURIComponent(line.join(" ")));
  await first.waitForSelector(".analysis-moves .mv.here");
  await first.keyboard.press("Home");
  await first.waitForFunction(() => !document.querySelector(".analysis-moves .mv.here"));
  const rows = await first.locator(".analysis-moves tr").evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll(".mv").length));
  step(`kalah ${line.join(" ")}: rows ${JSON.stringify(rows)}, turns ${JSON.stringify(turns)}`);
  check(JSON.stringify(rows) === JSON.stringify(turns), `kalah: rows of ${JSON.stringify(rows)} moves, turns of ${JSON.stringify(turns)}`);
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
