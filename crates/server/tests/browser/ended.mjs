// After a friend's game ends, the notices of the game before ("Take-back requested.") are
// cleared, and the winner, asked for a rematch, is offered one rematch button, not "Rematch"
// beside "Join the rematch".
//
// usage: node ended.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run, poster } from "./start.mjs";

const [base] = args("node ended.mjs SERVER_URL");

await run("ended", async ({ browser, watch, errors, check, step }) => {
  const page = await (await browser()).newPage({ viewport: { width: 1280, height: 900 } });
  watch(page);
  page.setDefaultTimeout(15000);
  await page.goto(base);
  const post = poster(page);
  const made = await post("/api/games", { game: "chess", opponent: "friend", color: "white" });
  check(made.invite, `no friend's game: ${JSON.stringify(made).slice(0, 300)}`);
  const friend = await post(`/api/games/${made.id}/join`, { invite: new URL(made.invite).hash.split("invite=")[1] });
  check(friend.token, `the friend could not join: ${JSON.stringify(friend).slice(0, 300)}`);
  await page.evaluate((made) => {
    const all = JSON.parse(localStorage.getItem("ply.games.v1") || "{}");
    all[made.id] = { token: made.token, color: made.color, game: "chess", opponent: "friend", at: Date.now() };
    localStorage.setItem("ply.games.v1", JSON.stringify(all));
  }, made);
  await post(`/api/games/${made.id}/moves`, { move: "e4" }, made.token);
  await post(`/api/games/${made.id}/moves`, { move: "e5" }, friend.token);
  await page.goto(`${base}g/${made.id}`);
  await page.waitForSelector("svg.board [data-i]");
  await page.locator(".ask-takeback").click();
  await page.locator(".message", { hasText: "Take-back requested." }).waitFor();
  step("the take-back was requested");

  // The friend resigns: the page's old notice goes.
  await post(`/api/games/${made.id}/resign`, {}, friend.token);
  await page.waitForFunction(() => document.querySelector(".status.over"));
  const notice = (await page.locator(".message").textContent()).trim();
  check(notice === "", `after the end the page still says "${notice}"`);
  step("the game ended; no notice left");

  // The friend asks for a rematch: the winner sees one button for it.
  const again = await post(`/api/games/${made.id}/rematch`, {}, friend.token);
  check(again.id, `no rematch: ${JSON.stringify(again).slice(0, 300)}`);
  await page.locator(".offer", { hasText: "wants a rematch" }).waitFor();
  const rematch = (await page.locator("button").allTextContents()).map((s) => s.trim()).filter((s) => /rematch/i.test(s));
  check(rematch.length === 1, `the winner is offered ${rematch.length} rematch buttons: ${rematch.join(", ")}`);
  step(`one rematch button: "${rematch[0]}"`);
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
