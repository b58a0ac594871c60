// "Watching now" counts the spectators only: a player alone with the computer reads no count
// (not "1", their own page), a spectator's page makes it one on both pages; and a spectator
// of a finished game between friends is led to the rematch when the players start one. The
// player in English at 1280×900, the spectators in Russian and Estonian at 390×844.
//
// usage: node watchers.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run, poster } from "./start.mjs";

const [base] = args("node watchers.mjs SERVER_URL");

await run("watchers", async ({ browser, watch, errors, check, step }) => {
  const chromium = await browser();
  const open = async (width, height, lang) => {
    const context = await chromium.newContext({ viewport: { width, height } });
    await context.addCookies([{ name: "lang", value: lang, url: base }]);
    const page = await context.newPage();
    watch(page, { name: lang });
    page.setDefaultTimeout(15000);
    await page.goto(base);
    return page;
  };
  const player = await open(1280, 900, "en");
  const post = poster(player);
  const made = await post("/api/games", { game: "chess", opponent: "computer", level: 1, color: "white" });
  check(made.id, `no game: ${JSON.stringify(made).slice(0, 300)}`);
  await player.evaluate((made) => {
    const all = JSON.parse(localStorage.getItem("ply.games.v1") || "{}");
    all[made.id] = { token: made.token, color: made.color, game: "chess", opponent: "computer", at: Date.now() };
    localStorage.setItem("ply.games.v1", JSON.stringify(all));
  }, made);
  await player.goto(`${base}g/${made.id}`);
  await player.waitForSelector("svg.board [data-i]");
  // The counts come a quarter of a second after a socket opens; give them time to arrive.
  await player.waitForTimeout(1500);
  const alone = (await player.locator(".watching").textContent()).trim();
  step(`the player alone reads "${alone}"`);
  check(alone === "", `the player alone with the computer reads "${alone}"`);

  const spectator = await open(390, 844, "ru");
  await spectator.goto(`${base}g/${made.id}`);
  await spectator.waitForSelector("svg.board [data-i]");
  await player.locator(".watching", { hasText: "Watching now: 1" }).waitFor();
  await spectator.locator(".watching", { hasText: "Сейчас смотрят: 1" }).waitFor();
  step("one spectator: one on both pages");
  await spectator.close();
  await player.waitForFunction(() => document.querySelector(".watching").textContent.trim() === "");
  step("the spectator gone: no count");

  // A friends' game, finished; a spectator on it; the players start a rematch.
  const friends = await post("/api/games", { game: "chess", opponent: "friend", color: "white" });
  const friend = await post(`/api/games/${friends.id}/join`, { invite: new URL(friends.invite).hash.split("invite=")[1] });
  check(friend.token, `the friend could not join: ${JSON.stringify(friend).slice(0, 300)}`);
  await post(`/api/games/${friends.id}/moves`, { move: "e4" }, friends.token);
  await post(`/api/games/${friends.id}/resign`, {}, friend.token);
  const onlooker = await open(390, 844, "et");
  await onlooker.goto(`${base}g/${friends.id}`);
  await onlooker.waitForSelector(".status.over");
  const again = await post(`/api/games/${friends.id}/rematch`, {}, friends.token);
  check(again.id, `no rematch: ${JSON.stringify(again).slice(0, 300)}`);
  const link = onlooker.locator("a.watch-rematch");
  await link.waitFor();
  check((await link.textContent()).trim() === "Vaata kordusmängu", `the spectator's rematch link reads "${await link.textContent()}"`);
  await link.click();
  await onlooker.waitForURL(new RegExp(`/g/${again.id}$`));
  await onlooker.waitForSelector("svg.board [data-i]");
  step(`the spectator followed the rematch to ${again.id}`);
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
