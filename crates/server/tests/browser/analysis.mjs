// The analysis board in headless Chromium: a draughts position given in the address is
// analysed to depth 8 or more with its best move named and drawn; moves played on the board
// extend the line and a move off it starts a variation; a finished chess game opened from its
// page is reviewed and its blunder marked and counted; "play from here" starts a game; a live
// game between people is not analysed. Any error in the console fails the test.
//
// usage: node analysis.mjs SERVER_URL [SCREENSHOT.png]

import { args, run, consoleError, poster } from "./start.mjs";

const [base, shot] = args("node analysis.mjs SERVER_URL [SCREENSHOT.png]");
const url = (path) => new URL(path, base).href;

await run("analysis", async ({ profile, watch, errors, step }) => {
  const { page } = await profile();
  watch(page, { console: consoleError });
  page.setDefaultTimeout(20000);
  const depth = () => page.evaluate(() => Number(document.querySelector(".engine-meta")?.getAttribute("data-depth") || 0));
  const post = poster(page);

  // A draughts position in the address: depth 8 or more, the best move named and drawn.
  const position = "W:W27,28,32,33,34,37,38,39,42,43,44,48:B3,7,8,9,12,13,14,17,18,19,22,23";
  await page.goto(url("/analysis?game=draughts&position=" + encodeURIComponent(position)));
  await page.waitForSelector("svg.board [data-i]");
  await page.waitForFunction(() => Number(document.querySelector(".engine-meta")?.getAttribute("data-depth") || 0) >= 8, null, {
    timeout: 15000,
  });
  const best = (await page.locator(".engine-box .bestmove").textContent()).trim();
  const board = await post("/api/analysis/board", { game: "draughts", position });
  if (!board.legal_moves.includes(best)) throw new Error(`the best move "${best}" is not legal here`);
  await page.waitForSelector("svg.board polyline");
  const share = Number(await page.locator(".eval-bar").getAttribute("data-share"));
  if (!(share > 0 && share < 1)) throw new Error(`the evaluation bar reads ${share}`);
  step(`depth ${await depth()} reached; ${(await page.locator(".engine-box").innerText()).replace(/\s+/g, " ")}`);

  // Playing the best move by clicking its squares: it joins the line, the analysis follows.
  const cells = board.move_cells.find(([m]) => m === best)[1];
  const cell = (i) => page.locator(`svg.board [data-i="${i}"]`);
  await cell(cells[0]).click();
  await cell(cells[cells.length - 1]).click();
  await page.waitForSelector(`.analysis-moves .mv.here:text-is("${best}")`);
  await page.waitForFunction((p) => !document.querySelector(".position-text").textContent.includes(p), position);
  await page.waitForFunction(() => Number(document.querySelector(".engine-meta")?.getAttribute("data-depth") || 0) >= 2);
  // Back one move (the key ←) and another first move: a variation, shown in brackets.
  await page.keyboard.press("ArrowLeft");
  await page.waitForFunction(() => !document.querySelector(".analysis-moves .mv.here"));
  const other = board.move_cells.find(([m, c]) => m !== best && c.length === 2);
  await cell(other[1][0]).click();
  await cell(other[1][1]).click();
  await page.waitForSelector(`.analysis-moves .variation .mv.here:text-is("${other[0]}")`);
  const flow = (await page.locator(".analysis-moves .move-flow").innerText()).replace(/\s+/g, " ");
  if (!flow.includes(best) || !flow.includes("(")) throw new Error(`the move list reads "${flow}"`);
  step(`line and variation: ${flow}`);

  // A finished chess game, opened from its page: reviewed, the blunder marked and counted.
  const made = await post("/api/games", { game: "chess", opponent: "local" });
  for (const mv of ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]) await post(`/api/games/${made.id}/moves`, { move: mv }, made.token);
  await page.goto(url(`/g/${made.id}`));
  await page.locator(".controls .btn", { hasText: "Analysis board" }).click();
  await page.waitForURL(/\/analysis\?id=/);
  await page.waitForSelector(".analysis-moves .mv");
  await page.locator(".review-box .btn", { hasText: "Review the whole game" }).click();
  await page.waitForSelector(".review-counts", { timeout: 60000 });
  const blunder = (await page.locator(".analysis-moves .mv.blunder").first().innerText()).trim();
  if (!blunder.startsWith("Nf6") || !blunder.endsWith("??")) throw new Error(`the blunder marked is "${blunder}"`);
  const blackBlunders = (await page.locator('.review-counts tr[data-side="black"] td.blunder').textContent()).trim();
  if (blackBlunders !== "1") throw new Error(`black's blunders counted: ${blackBlunders}`);
  step(`review: ${blunder} marked; counts ${(await page.locator(".review-counts").innerText()).replace(/\s+/g, " ")}`);

  // Play the computer from a position of that game.
  await page.locator(".analysis-moves .mv").nth(3).click();
  await page.waitForSelector('.analysis-moves .mv.here[data-ply="4"]');
  await page.locator(".controls .btn", { hasText: "Play the computer from here" }).click();
  await page.waitForURL(/\/g\/[a-z0-9]+$/);
  const started = await page.evaluate(
    (id) => fetch(`/api/games/${id}`).then((r) => r.json()),
    new URL(page.url()).pathname.split("/").pop(),
  );
  if (started.opponent !== "computer" || !started.start.includes(" w ")) throw new Error(`started ${JSON.stringify(started.start)}`);
  step(`play from here: a game against the computer from ${started.start}`);

  // A live game between people: no analysis board.
  const live = await post("/api/games", { game: "kabe", opponent: "friend" });
  await page.goto(url(`/analysis?id=${live.id}`));
  await page.waitForSelector(".card .message.error");
  step(`live game refused: "${(await page.locator(".card .message").textContent()).trim()}"`);

  if (shot) {
    await page.goto(url("/analysis?game=draughts&position=" + encodeURIComponent(position)));
    await page.waitForFunction(() => Number(document.querySelector(".engine-meta")?.getAttribute("data-depth") || 0) >= 6);
    await page.screenshot({ path: shot });
    step(`screenshot saved to ${shot}`);
  }
  if (errors.length) throw new Error("console errors: " + errors.join("; "));
});
