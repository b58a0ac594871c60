// The puzzles page in a browser: in kabe, chess and Kalah, one puzzle missed (a wrong move,
// judged at once and sent as a miss) and one solved (the solution's moves clicked, the
// opponent's replies played by the page, the solve sent and the browser's own rating kept);
// then one practice step on the kabe rules page: a move the rules refuse, explained by the
// rule's message, and the figure's move, which leads on.
//
// usage: node puzzles.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run } from "./start.mjs";

const [base] = args("node puzzles.mjs SERVER_URL");

await run("puzzles", async ({ profile, watch, errors, step, check }) => {
  const { page } = await profile();
  watch(page);
  page.setDefaultTimeout(20000);
  const cell = (i) => page.locator(`svg.board [data-i="${i}"]`);
  const board = (body) =>
    page.evaluate(
      (body) =>
        fetch("/api/analysis/board", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then(
          (r) => r.json(),
        ),
      body,
    );
  // A move by its first and last cells (a multi-capture with one path needs no landings
  // between); where several moves share them (capture paths), the board's chooser names each.
  const clickMove = async ([text, cells]) => {
    for (const c of cells.length > 1 ? [cells[0], cells[cells.length - 1]] : cells) await cell(c).click();
    if (await page.locator(".chooser").count()) await page.click(`.chooser [data-move="${text}"]`);
  };
  /** The puzzle the page shows next, from the answer it gets (one without a promotion). */
  const next = async (action) => {
    for (let i = 0; i < 6; i++) {
      const [resp] = await Promise.all([page.waitForResponse((r) => r.url().includes("/api/puzzles/next")), action()]);
      const p = await resp.json();
      await page.waitForSelector(`.puzzles[data-id="${p.id}"][data-done="0"] svg.board [data-i]`);
      if (!p.solution.some((m) => m.includes("="))) return p;
      action = () => page.click("button.puzzle-next");
    }
    throw new Error("only puzzles with promotions");
  };
  const result = () => page.waitForRequest((r) => r.url().includes("/result") && r.method() === "POST");

  for (const game of ["kabe", "chess", "kalah"]) {
    // Missed: a legal move that is not the solution's.
    let p = await next(() => page.goto(base + "puzzles?game=" + game));
    check(p.game === game && p.solution.length >= 1 && typeof p.rating === "number", `${game}: ${JSON.stringify(p)}`);
    let st = await board({ game, rules: p.rules, position: p.position, moves: [] });
    const right = st.move_cells.find(([m]) => m === p.solution[0]);
    const wrong =
      st.move_cells.find(([m, c]) => m !== p.solution[0] && c[0] !== right[1][0]) || st.move_cells.find(([m]) => m !== p.solution[0]);
    check(right && wrong, `${game}: moves ${JSON.stringify(st.move_cells)}`);
    const [missed] = await Promise.all([result(), clickMove(wrong)]);
    check(missed.postDataJSON().win === false, `${game}: a miss sent as ${missed.postData()}`);
    await page.waitForSelector(".puzzle-verdict.error");
    const verdict = await page.locator(".puzzle-verdict").textContent();
    check(verdict.includes("Wrong") && verdict.includes(wrong[0]), `${game}: verdict ${verdict}`);
    step(`${game}: ${wrong[0]} instead of ${p.solution[0]} judged wrong`);

    // Solved: the solution's moves, the replies played by the page.
    p = await next(() => page.click("button.puzzle-next"));
    const solver = (await board({ game, rules: p.rules, position: p.position, moves: [] })).turn;
    const sent = result();
    for (let i = 0; i < p.solution.length; i++) {
      st = await board({ game, rules: p.rules, position: p.position, moves: p.solution.slice(0, i) });
      if (st.turn !== solver) continue;
      // The page has played the replies before: its board is the position after them.
      await page.waitForSelector(`.puzzles[data-done="${i}"]`);
      const move = st.move_cells.find(([m]) => m === p.solution[i]);
      check(move, `${game}: ${p.solution[i]} not legal after ${p.solution.slice(0, i)}`);
      await clickMove(move);
    }
    const solved = await sent;
    check(solved.postDataJSON().win === true, `${game}: a solve sent as ${solved.postData()}`);
    await page.waitForFunction(() => document.querySelector(".puzzle-verdict").textContent.includes("Solved"));
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("ply.puzzles.v1") || "{}"));
    check(kept[game] && kept[game].rating > 0, `${game}: the browser's rating ${JSON.stringify(kept)}`);
    step(`${game}: ${p.id} solved (${p.solution.join(" ")}), rating now ${Math.round(kept[game].rating)}`);
  }

  // One practice step on the kabe rules page.
  await page.goto(base + "rules/kabe");
  await page.waitForSelector("figure.rule-figure svg .cell");
  await page.click("button.practice-start");
  await page.waitForSelector(".practice svg.board [data-i]");
  const first = JSON.parse(await page.locator("figure.rule-figure").first().getAttribute("data-figure"));
  const figures = await page.$$eval("figure.rule-figure", (fs) => fs.map((f) => JSON.parse(f.dataset.figure)).filter((d) => d.move));
  const lesson = figures[0];
  const st = await board({ game: lesson.game, position: lesson.position, moves: [] });
  const shown = st.move_cells.find(([m]) => m === lesson.move);
  check(shown && first, `the first exercise's move ${lesson.move}`);
  const pcell = (i) => page.locator(`.practice svg.board [data-i="${i}"]`);
  // A man's step where a capture is compulsory: the rule's refusal.
  const from = shown[1][0];
  const free = st.diagram.cells.findIndex((c, i) => c.playable && !c.piece && !shown[1].includes(i) && i !== from);
  await pcell(from).click();
  await pcell(free).click();
  await page.waitForSelector(".practice-verdict.error");
  const refusal = await page.locator(".practice-verdict").textContent();
  check(refusal.length > 10, `a refusal: ${refusal}`);
  step(`practice: a wrong move refused: ${refusal}`);
  await pcell(shown[1][0]).click();
  await pcell(shown[1][shown[1].length - 1]).click();
  await page.waitForSelector(".practice-verdict.ok");
  check((await page.locator(".practice-verdict").textContent()).startsWith("Right"), "the figure's move is right");
  await page.click("button.practice-next");
  await page.waitForFunction(() => document.querySelector(".practice-task .title").textContent.startsWith("Exercise 2"));
  step(`practice: ${lesson.move} made, on to exercise 2`);
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
