// The move list and the notice about a past move number moves alike: clicking "2. Nf3" in the
// list says "move 2 of 2" (the list's rows), not the half-move, names the move, and marks it
// in the list (highlighted, aria-current). So too in kabe (English), Konane (Estonian) and
// Kalah (Russian, where an extra turn shares its row with the move before it): every move
// clicked is named by its row's number, and is the one move marked, on an opaque background even under the
// pointer.
//
// usage: node numbering.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run, poster } from "./start.mjs";

const [base] = args("node numbering.mjs SERVER_URL");

await run("numbering", async ({ browser, watch, errors, check, step }) => {
  const page = await (await browser()).newPage();
  watch(page);
  page.setDefaultTimeout(20000);
  await page.goto(base);
  const post = poster(page);
  const made = await post("/api/games", { game: "chess", opponent: "local" });
  check(made.id, `no game: ${JSON.stringify(made)}`);
  for (const move of ["e4", "e5", "Nf3", "Nc6"]) await post(`/api/games/${made.id}/moves`, { move }, made.token);
  await page.goto(base + "g/" + made.id);
  await page.waitForSelector('.moves td.m[data-ply="3"]');
  const row = await page.locator('.moves td.m[data-ply="3"]').evaluate((td) => td.parentElement.querySelector("td.n").textContent);
  await page.locator('.moves td.m[data-ply="3"]').click();
  await page.waitForFunction(() => /Looking at/.test(document.body.textContent));
  const said = await page.locator(".message", { hasText: "Looking at" }).first().textContent();
  step(`row "${row}", notice "${said}"`);
  check(row === "2." && said.includes("move 2 of 2") && said.includes("Nf3"), `the list says ${row}, the notice "${said}"`);
  const current = await page
    .locator('.moves td.m[aria-current="step"]')
    .evaluateAll((tds) => tds.map((td) => [td.dataset.ply, td.className]));
  check(
    current.length === 1 && current[0][0] === "3" && current[0][1].includes("last"),
    `the move looked at is not marked: ${JSON.stringify(current)}`,
  );

  const notices = {
    en: /move (\d+) of (\d+) \((.+?)\)/,
    et: /käiku (\d+)\/(\d+) \((.+?)\)/,
    ru: /Ход (\d+) из (\d+) \((.+?)\)/,
  };
  for (const [game, lang, first] of [
    ["kabe", "en", []],
    ["konane", "et", []],
    // South sows pit 3 into its store and moves again: one turn of two moves.
    ["kalah", "ru", ["3"]],
  ]) {
    await page.context().addCookies([{ name: "lang", value: lang, url: base }]);
    await page.goto(base);
    const made = await post("/api/games", { game, opponent: "local" });
    check(made.id, `no ${game} game: ${JSON.stringify(made)}`);
    let st = made.state;
    for (let i = 0; i < 7; i++) {
      const move = first[i] ?? st.legal_moves[0];
      st = await post(`/api/games/${made.id}/moves`, { move }, made.token);
      check(st.moves, `${game}: ${move} refused: ${JSON.stringify(st)}`);
    }
    await page.goto(base + "g/" + made.id);
    await page.waitForSelector(".moves td.m");
    const count = await page.locator(".moves td.m").count();
    check(count === 7, `${game}: ${count} moves in the list`);
    for (let i = 0; i < count - 1; i++) {
      await page.locator(".moves td.m").nth(i).click();
      await page.waitForFunction((ply) => location.hash === "#ply=" + ply && document.querySelector(".message.info"), String(i + 1));
      // The list and the notice read in one go, as shown together (the list is drawn anew when
      // the game's state arrives): the marked move's row, the rows, its text and the notice.
      const seen = await page.waitForFunction(
        (ply) => {
          const td = document.querySelector('.moves td.m[aria-current="step"]');
          const notice = document.querySelector(".message");
          if (!td || td.dataset.ply !== ply || !notice || !notice.textContent.includes(`(${td.textContent})`)) return null;
          const tr = td.closest("tr.turn, .moves > table > tbody > tr");
          return [
            tr.querySelector("td.n").textContent,
            document.querySelectorAll(".moves td.n").length,
            td.textContent,
            notice.textContent,
          ];
        },
        String(i + 1),
      );
      const [row, rows, text, notice] = await seen.jsonValue();
      const m = notices[lang].exec(notice);
      check(m && `${m[1]}.` === row && Number(m[2]) === rows, `${game}: clicking "${row} ${text}" (of ${rows} rows) says "${notice}"`);
      const marked = await page
        .locator('.moves td.m[aria-current="step"]')
        .evaluateAll((tds) => tds.map((td) => [td.dataset.ply, getComputedStyle(td).backgroundColor]));
      check(
        marked.length === 1 && marked[0][0] === String(i + 1) && /^rgb\(/.test(marked[0][1]),
        `${game}: move ${i + 1} is not the one move clearly marked: ${JSON.stringify(marked)}`,
      );
    }
    step(`${game} (${lang}): each of ${count - 1} moves clicked is named by its row and marked, under the pointer too`);
  }
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
