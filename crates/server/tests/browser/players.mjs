// A player's page (/@/NAME): two accounts registered in two browser contexts play three games
// through the API (one won and rated, one drawn, one lost); the page, in Estonian, shows
// the rating, the counts (the rated one too) and the rating history (an SVG chart labelled by
// its heading and its line said in words, and a table of the points), links each game and the
// opponent's page (a game's page links both players' names), and its result filter keeps the
// won game alone, its rated filter the casual ones; the opponent's page shows the counts from
// the other side; on another browser, in Russian, logging in as Ann lists her games in the
// lobby's "Your games" and her page's history is in Russian; a game going on is linked from
// her page; once Bob deletes his account, his page says it is closed and Ann's list shows him
// as "deleted".
//
// usage: node players.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run, poster } from "./start.mjs";

const [base] = args("node players.mjs SERVER_URL");

await run("players", async ({ browser, watch, errors, check, step }) => {
  const chromium = await browser();
  const tag = Math.random().toString(36).slice(2, 8);
  const [annName, bobName] = ["Ann-" + tag, "Bob-" + tag];
  const open = async (lang) => {
    const context = await chromium.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: "lang", value: lang, url: base }]);
    const page = await context.newPage();
    watch(page, { name: lang });
    page.setDefaultTimeout(15000);
    await page.goto(base);
    return { context, page, post: poster(page) };
  };
  const ann = await open("et");
  const bob = await open("en");
  for (const [who, name] of [
    [ann, annName],
    [bob, bobName],
  ]) {
    const made = await who.post("/api/account/register", { name, password: "a long secret" });
    check(made.username === name, `${name} was not registered: ${JSON.stringify(made)}`);
  }
  const game = async (rated = {}) => {
    const made = await ann.post("/api/games", { game: "chess", opponent: "friend", color: "white", ...rated });
    const joined = await bob.post(`/api/games/${made.id}/join`, { invite: new URL(made.invite).hash.split("invite=")[1] });
    check(joined.token, `Bob could not join: ${JSON.stringify(joined).slice(0, 300)}`);
    return [made.id, made.token, joined.token];
  };
  const [won, wonAnn, wonBob] = await game({ rated: true, clock: { minutes: 3 } });
  // Both sides move (a rated game ended before both moved counts for nobody), then Bob resigns.
  await ann.post(`/api/games/${won}/moves`, { move: "e4" }, wonAnn);
  await bob.post(`/api/games/${won}/moves`, { move: "e5" }, wonBob);
  await bob.post(`/api/games/${won}/resign`, {}, wonBob);
  const [drawn, drawnAnn, drawnBob] = await game();
  await ann.post(`/api/games/${drawn}/draw`, { action: "offer" }, drawnAnn);
  await bob.post(`/api/games/${drawn}/draw`, { action: "accept" }, drawnBob);
  const [lost, lostAnn] = await game();
  await ann.post(`/api/games/${lost}/resign`, {}, lostAnn);

  const counts = (page) =>
    page.locator(".player-counts dd").evaluateAll((dds) => Object.fromEntries(dds.map((d) => [d.dataset.count, d.textContent])));
  await ann.page.goto(base + "@/" + annName);
  await ann.page.waitForFunction(() => document.querySelectorAll(".player-game").length === 3);
  const mine = await counts(ann.page);
  step(`Ann's counts: ${JSON.stringify(mine)}`);
  check(mine.win === "1" && mine.draw === "1" && mine.loss === "1", `Ann's counts: ${JSON.stringify(mine)}`);
  check(mine.rated === "1", `Ann's rated count: ${JSON.stringify(mine)}`);
  const rating = await ann.page.locator(".player-rating").allTextContents();
  check(rating.length === 1 && /välkmäng: 1[5-9]\d\d\?/.test(rating[0]), `Ann's rating: ${rating}`);
  step(`Ann's rating: ${rating[0]}`);
  // The rating history: one line (chess, blitz) of one point, its rating the one shown above;
  // the drawing is labelled by its heading and described by the line in words.
  await ann.page.waitForSelector(".rating-history svg.rating-chart .series circle");
  const chart = await ann.page.evaluate(() => {
    const svg = document.querySelector(".rating-history svg.rating-chart");
    return {
      role: svg.getAttribute("role"),
      label: document.getElementById(svg.getAttribute("aria-labelledby")).textContent,
      said: document.getElementById(svg.getAttribute("aria-describedby")).textContent,
      series: svg.querySelectorAll(".series").length,
      points: svg.querySelectorAll(".series circle").length,
      rows: [...document.querySelectorAll(".rating-table tbody tr")].map((tr) => [...tr.cells].map((c) => c.textContent)),
      summary: document.querySelector(".rating-table summary").textContent,
    };
  });
  step(`Ann's rating history: ${JSON.stringify(chart)}`);
  const shown = rating[0].match(/(\d{4})\?/)[1];
  check(chart.role === "img" && chart.label === "Reitingu ajalugu", `the chart's label: ${JSON.stringify(chart)}`);
  check(chart.series === 1 && chart.points === 1, `the chart's lines: ${JSON.stringify(chart)}`);
  check(chart.said.includes("välkmäng") && chart.said.includes(shown), `the chart in words: ${chart.said}`);
  check(
    chart.rows.length === 1 && chart.rows[0][2] === shown && chart.summary === "Reitingud tabelina",
    `the table: ${JSON.stringify(chart)}`,
  );
  const words = await ann.page.locator(".player-counts dt").allTextContents();
  check(words.includes("Võite") && words.includes("Kaotusi"), `the counts are not in Estonian: ${words}`);
  const links = await ann.page.locator(".player-game .game-link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  check(JSON.stringify(links) === JSON.stringify([`/g/${lost}`, `/g/${drawn}`, `/g/${won}`]), `game links: ${links}`);
  const results = await ann.page.locator(".player-game .result").allTextContents();
  check(results[0].startsWith("Kaotus") && results[2].startsWith("Võit"), `results: ${results}`);

  await ann.page.selectOption("#player-filter-result", "win");
  await ann.page.waitForFunction(() => document.querySelectorAll(".player-game").length === 1);
  const only = await ann.page.locator(".player-game .game-link").getAttribute("href");
  check(only === `/g/${won}`, `the won game alone: ${only}`);
  step("the result filter keeps the won game alone");

  // The game's page links both players' names to their pages.
  await ann.page.locator(".player-game .game-link").first().click();
  await ann.page.waitForFunction(() => document.querySelectorAll(".player .player-link").length === 2);
  const named = await ann.page.locator(".player .player-link").evaluateAll((as) => as.map((a) => a.getAttribute("href")).sort());
  check(JSON.stringify(named) === JSON.stringify([`/@/${annName}`, `/@/${bobName}`].sort()), `the game's players: ${named}`);
  step(`the game's page links ${named.join(" and ")}`);
  // Back on Ann's page, drawn anew (all results).
  await ann.page.goBack();
  await ann.page.waitForFunction(() => document.querySelectorAll(".player-game").length === 3);
  // The rated filter: the casual games alone, then the rated one alone.
  await ann.page.selectOption("#player-filter-rated", "false");
  await ann.page.waitForFunction(() => document.querySelectorAll(".player-game").length === 2);
  const casual = await ann.page.locator(".player-game .game-link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  check(JSON.stringify(casual) === JSON.stringify([`/g/${lost}`, `/g/${drawn}`]), `the casual games: ${casual}`);
  await ann.page.selectOption("#player-filter-rated", "true");
  await ann.page.waitForFunction(() => document.querySelectorAll(".player-game").length === 1);
  check((await ann.page.locator(".player-game .game-link").getAttribute("href")) === `/g/${won}`, "the rated game alone");
  step("the rated filter keeps the casual games, then the rated one");
  await ann.page.selectOption("#player-filter-rated", "");
  await ann.page.waitForFunction(() => document.querySelectorAll(".player-game").length === 3);

  await ann.page.locator(".player-game .player-link").first().click();
  await ann.page.waitForURL(base + "@/" + bobName);
  await ann.page.waitForFunction(() => document.querySelectorAll(".player-game").length === 3);
  const theirs = await counts(ann.page);
  check(theirs.win === "1" && theirs.loss === "1", `Bob's counts: ${JSON.stringify(theirs)}`);
  step(`the opponent's link opens Bob's page: ${JSON.stringify(theirs)}`);

  // Another device, in Russian: once logged in, "Your games" in the lobby come from the account.
  const other = await open("ru");
  const none = await other.page.locator(".games-list .game-link").count();
  check(none === 0, `a fresh browser lists ${none} account games before logging in`);
  const back = await other.post("/api/account/login", { name: annName.toLowerCase(), password: "a long secret" });
  check(back.username === annName, `Ann could not log in: ${JSON.stringify(back)}`);
  await other.page.goto(base);
  await other.page.waitForFunction(() => document.querySelectorAll(".player-games .game-link").length === 3);
  const listed = await other.page.locator(".player-games .game-link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  check(listed.includes(`/g/${won}`) && listed.includes(`/g/${lost}`), `the account's games in the lobby: ${listed}`);
  const ru = await other.page.locator(".player-games .result").allTextContents();
  check(
    ru.some((r) => r.startsWith("Победа")),
    `the lobby's results are not in Russian: ${ru}`,
  );
  step(`another device lists the account's games: ${ru.join(" | ")}`);
  await other.page.goto(base + "@/" + annName);
  await other.page.waitForSelector(".rating-history .rating-said li");
  const russian = await other.page.locator(".rating-history h2").textContent();
  check(russian === "История рейтинга", `the history's heading in Russian: ${russian}`);
  await other.context.close();

  // A game going on: Ann's page links it.
  const [going, goingAnn] = await game();
  await ann.post(`/api/games/${going}/moves`, { move: "d4" }, goingAnn);
  await ann.page.goto(base + "@/" + annName);
  await ann.page.waitForSelector(".player-playing a");
  const playing = await ann.page.locator(".player-playing a").getAttribute("href");
  check(playing === `/g/${going}`, `the game going on: ${playing}`);
  step(`Ann's page links the game going on: ${playing}`);

  // Bob deletes his account: his page says it is closed, Ann's list shows him as "deleted".
  const gone = await bob.post("/api/account/delete", { password: "a long secret" });
  check(gone.ok === true, `Bob's account was not deleted: ${JSON.stringify(gone)}`);
  await bob.page.goto(base + "@/" + bobName);
  await bob.page.waitForSelector(".player-closed");
  const closedName = await bob.page.locator(".player-closed h1").textContent();
  const closedWhy = await bob.page.locator(".player-closed .message").textContent();
  check(closedName === bobName && closedWhy.includes("deleted"), `Bob's closed page: ${closedName}: ${closedWhy}`);
  check((await bob.page.locator(".player-game").count()) === 0, "a deleted account's page lists games");
  step(`Bob's page after deleting: ${closedWhy}`);
  await ann.page.reload();
  await ann.page.waitForFunction(() => document.querySelectorAll(".player-game").length === 3);
  const opponents = await ann.page.locator(".player-game .deleted").allTextContents();
  check(opponents.length === 3 && opponents.every((o) => o === "kustutatud"), `Ann's opponents after: ${opponents}`);
  step("Ann's games list Bob as deleted");

  await bob.page.goto(base + "@/nobody-" + tag);
  const missing = await bob.page.locator(".message.error").textContent();
  check(missing.includes("nobody-" + tag), `an unknown player: "${missing}"`);
  await ann.context.close();
  await bob.context.close();
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
