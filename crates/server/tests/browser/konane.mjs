// Konane: a jump may stop on any landing. One click on a landing where stopping is legal plays
// the move that stops there (the player types nothing); a click on a farther landing plays the
// longer jump.
//
// usage: node konane.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run } from "./start.mjs";

const [base] = args("node konane.mjs SERVER_URL");
// White's a5 may jump to c5 and on to e5 (the rules page's figure).
const POSITION = "bwbwbwbw/wbw1wbwb/b1bwbwbw/wb1b1bwb/bw1wbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb w";

await run("konane", async ({ browser, watch, errors, check, step }) => {
  const page = await (await browser()).newPage();
  watch(page);
  page.setDefaultTimeout(20000);
  await page.goto(base);
  const state = (id) => page.evaluate((id) => fetch(`/api/games/${id}`).then((r) => r.json()), id);
  const open = async () => {
    const made = await page.evaluate(
      (position) =>
        fetch("/api/games", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ game: "konane", opponent: "local", position }),
        }).then((r) => r.json()),
      POSITION,
    );
    check(made.id, `no game: ${JSON.stringify(made)}`);
    await page.evaluate(
      ([id, seat]) => {
        const all = JSON.parse(localStorage.getItem("ply.games.v1") || "{}");
        all[id] = { ...seat, at: Date.now() };
        localStorage.setItem("ply.games.v1", JSON.stringify(all));
      },
      [made.id, { token: made.token, color: made.color, game: "konane", opponent: "local" }],
    );
    await page.goto(base + "g/" + made.id);
    await page.waitForSelector("svg.board [data-i]");
    return made.id;
  };
  const cellOf = (st, label) => st.diagram.cells.findIndex((c) => c.label === label);
  const cell = (i) => page.locator(`svg.board [data-i="${i}"]`);

  for (const [to, expected] of [
    ["c5", "a5-c5"],
    ["e5", "a5-e5"],
  ]) {
    const id = await open();
    const st = await state(id);
    await cell(cellOf(st, "a5")).click();
    await cell(cellOf(st, to)).click();
    await page
      .waitForFunction(
        (id) =>
          fetch(`/api/games/${id}`)
            .then((r) => r.json())
            .then((s) => s.moves.length === 1),
        id,
        { timeout: 5000 },
      )
      .catch(() => null);
    const after = await state(id);
    check(after.moves.length === 1 && after.moves[0] === expected, `a5 then ${to}: moves ${JSON.stringify(after.moves)}, not ${expected}`);
    step(`a5 then ${to} clicked: ${expected} played`);
  }
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
