// Before the first moves of a timed game the player is offered Abort, neither Resign nor Offer
// draw; a game aborted before any move offers no Rematch, Analyse or Analysis board.
//
// usage: node abort.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run, poster } from "./start.mjs";

const [base] = args("node abort.mjs SERVER_URL");

await run("abort", async ({ browser, watch, errors, check, step }) => {
  const page = await (await browser()).newPage({ viewport: { width: 1280, height: 900 } });
  watch(page);
  page.setDefaultTimeout(15000);
  await page.goto(base);
  const made = await poster(page)("/api/games", {
    game: "chess",
    opponent: "computer",
    level: 1,
    color: "white",
    clock: { minutes: 5, increment: 0 },
  });
  check(made.id && made.state.abort_in_ms != null, `no timed game awaiting its first move: ${JSON.stringify(made).slice(0, 300)}`);
  await page.evaluate((made) => {
    const all = JSON.parse(localStorage.getItem("ply.games.v1") || "{}");
    all[made.id] = { token: made.token, color: made.color, game: "chess", opponent: "computer", at: Date.now() };
    localStorage.setItem("ply.games.v1", JSON.stringify(all));
  }, made);
  await page.goto(`${base}g/${made.id}`);
  await page.waitForSelector("svg.board [data-i]");
  const buttons = async () => (await page.locator(".controls .btn").allTextContents()).map((s) => s.trim());
  const before = await buttons();
  check(before.includes("Abort"), `no Abort before the first move: ${before.join(", ")}`);
  check(!before.includes("Resign") && !before.includes("Offer draw"), `Resign or Offer draw before the first move: ${before.join(", ")}`);
  step(`before the first move: ${before.join(" · ")}`);
  await page.locator(".controls .btn", { hasText: "Abort" }).click();
  await page.waitForFunction(() => document.querySelector(".status.over"));
  const after = await buttons();
  for (const gone of ["Rematch", "Analyse", "Analysis board"])
    check(!after.includes(gone), `"${gone}" offered after an abort with no moves: ${after.join(", ")}`);
  const st = await page.evaluate((id) => fetch(`/api/games/${id}`).then((r) => r.json()), made.id);
  check(st.result === "aborted", `the game ended ${st.result}`);
  step(`aborted: ${after.join(" · ")}`);
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
