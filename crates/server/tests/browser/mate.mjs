// Chess: the mated king's square is marked in the final position.
//
// usage: node mate.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run, poster } from "./start.mjs";

const [base] = args("node mate.mjs SERVER_URL");

await run("mate", async ({ browser, watch, errors, check, step }) => {
  const page = await (await browser()).newPage();
  watch(page);
  page.setDefaultTimeout(20000);
  await page.goto(base);
  const post = poster(page);
  const made = await post("/api/games", { game: "chess", opponent: "local" });
  check(made.id, `no game: ${JSON.stringify(made)}`);
  let st;
  for (const move of ["f3", "e5", "g4", "Qh4#"]) st = await post(`/api/games/${made.id}/moves`, { move }, made.token);
  check(st.status === "finished", `the game is ${st.status}`);
  await page.goto(base + "g/" + made.id);
  await page.waitForSelector("svg.board [data-i]");
  const e1 = st.diagram.cells.findIndex((c) => c.label === "e1");
  const marked = await page.evaluate(() => document.querySelectorAll('svg.board rect[fill="url(#g-check)"]').length);
  check(marked === 1, `${marked} squares marked in check after mate`);
  const at = await page.evaluate((i) => {
    const mark = document.querySelector('svg.board rect[fill="url(#g-check)"]').getBBox();
    const cell = document.querySelector(`svg.board [data-i="${i}"]`).getBBox();
    return Math.abs(mark.x - cell.x) < 1 && Math.abs(mark.y - cell.y) < 1;
  }, e1);
  check(at, "the mark is not on the mated king's square (e1)");
  step("the mated king on e1 is marked");
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
