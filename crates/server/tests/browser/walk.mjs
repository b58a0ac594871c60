// A newcomer's whole walk through tournaments with a bot, on a fresh server: the newcomer
// registers from the header, makes a Swiss and an arena with the form at /tournament; another
// player turns their account into a bot with a personal token (POST /api/account/tokens and
// /api/bot/account/upgrade) and enters it with a real `ply bot --engine level=1 --tournament ID`
// process. The newcomer joins each with the Join button, starts it, is taken to the game,
// types a move, answers the bot and resigns; a visitor's page open on the tournament sees,
// without reloading, the bot come in with its BOT tag and its score change as each game ends.
// The bot's process is killed at the end.
//
// usage: node walk.mjs URL PATH/TO/ply

import { spawn } from "node:child_process";
import { args, run, poster } from "./start.mjs";

const [base, ply] = args("node walk.mjs URL PATH/TO/ply", 2);

await run("walk", async ({ browser, watch, check, step, onFail }) => {
  const chromium = await browser();
  const tag = Math.random().toString(36).slice(2, 7);
  const open = async (name) => {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 860 }, locale: "en-US" });
    const page = await context.newPage();
    watch(page, { name });
    page.setDefaultTimeout(20000);
    await page.goto(base);
    return { name, page, post: poster(page) };
  };

  // The newcomer registers from the header.
  const newcomer = await open("Newcomer-" + tag);
  const me = newcomer.page;
  await me.click("#account-button");
  await me.click("#account-switch");
  await me.waitForSelector("#account-submit:has-text('Register')");
  await me.fill("#account-name", newcomer.name);
  await me.fill("#account-password", "a newcomer's password");
  await me.click("#account-submit");
  await me.waitForFunction((n) => document.querySelector("#account-button").textContent === n, newcomer.name);
  step(`${newcomer.name} registered from the header`);

  // A Swiss of one round and an arena of ten minutes, both from the form.
  const make = async (fields) => {
    await me.goto(base + "tournament");
    await me.waitForSelector("#tournament-system");
    await me.fill("#tournament-name", fields.name);
    await me.selectOption("#tournament-game", "chess");
    await me.selectOption("#tournament-system", fields.system);
    if (fields.system === "swiss") {
      await me.fill("#tournament-rounds", "1");
      await me.fill("#tournament-round-pause", "0");
    } else await me.fill("#tournament-minutes", "10");
    await me.fill("#tournament-wait", "30");
    await me.click("#tournament-submit");
    await me.waitForURL(/\/tournament\/[a-z0-9]+$/);
    return new URL(me.url()).pathname.split("/").pop();
  };
  const swiss = await make({ name: "Swiss " + tag, system: "swiss" });
  const arena = await make({ name: "Arena " + tag, system: "arena" });
  step(`Swiss ${swiss} and arena ${arena} made from the form`);

  // Another player's account becomes a bot, as its owner would make it one.
  const owner = await open("Bot-" + tag);
  const made = await owner.post("/api/account/register", { name: owner.name, password: "the bot's password" });
  check(made.username === owner.name, `the bot's account was not registered: ${JSON.stringify(made)}`);
  const { token } = await owner.post("/api/account/tokens", { description: "ply bot", scopes: ["bot:play"] });
  check(typeof token === "string" && token.length > 10, "no token was made");
  const upgraded = await fetch(base + "api/bot/account/upgrade", { method: "POST", headers: { Authorization: "Bearer " + token } });
  check(upgraded.ok, `the upgrade answered ${upgraded.status}: ${await upgraded.text()}`);

  // A visitor watches the Swiss from before the bot comes in.
  const visitor = await open("Visitor-" + tag);
  const watchTournament = async (id) => {
    await visitor.page.goto(base + "tournament/" + id);
    await visitor.page.waitForSelector(".tournament-standing");
    // Gone if the page is loaded again: the changes must come without a reload.
    await visitor.page.evaluate(() => (window.plyWalkKept = true));
  };
  const notReloaded = async () => check(await visitor.page.evaluate(() => window.plyWalkKept === true), "the visitor's page was reloaded");
  await watchTournament(swiss);

  // The bot: a real `ply bot` process entering both tournaments.
  let output = "";
  const bot = spawn(ply, ["bot", "--server", base, "--token", token, "--engine", "level=1", "--tournament", swiss, "--tournament", arena], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  bot.stdout.on("data", (d) => (output += d));
  bot.stderr.on("data", (d) => (output += d));
  const stop = () => {
    if (bot.exitCode === null) bot.kill();
  };
  process.on("exit", stop);
  onFail(() => console.error("--- ply bot's output\n" + output));

  const botLine = (id, points) =>
    visitor.page.waitForFunction(
      ([name, points]) =>
        [...document.querySelectorAll(".tournament-table tbody tr")].some(
          (tr) =>
            tr.textContent.includes(name) &&
            tr.querySelector(".title-tag")?.textContent === "BOT" &&
            (points === null || tr.querySelector(".score").textContent === points),
        ),
      [owner.name, points],
      { timeout: 30000 },
    );
  await botLine(swiss, null);
  await notReloaded();
  step("the visitor sees the bot come into the Swiss with its BOT tag, live");

  // The newcomer joins, starts, is taken to the game, plays a move each side and resigns.
  const playAndResign = async (id) => {
    await me.goto(base + "tournament/" + id);
    await me.click("#tournament-join");
    await me.waitForSelector("#tournament-withdraw");
    await visitor.page.waitForFunction(() => document.querySelectorAll(".tournament-table tbody tr").length === 2);
    await me.click("#tournament-start");
    await me.waitForURL(/\/g\/[a-z0-9]+$/, { timeout: 30000 });
    const game = new URL(me.url()).pathname.split("/").pop();
    const seat = await me.evaluate((g) => JSON.parse(localStorage.getItem("ply.games.v1"))[g], game);
    check(seat && seat.token, `no seat kept for game ${game}`);
    await me.waitForSelector(".type-move input");
    if (seat.color === "black")
      await me.waitForFunction(() => document.querySelectorAll(".moves td.m").length >= 1, null, { timeout: 60000 });
    await me.fill(".type-move input", seat.color === "white" ? "e4" : "Nf6");
    await me.keyboard.press("Enter");
    // Both sides have moved: Resign replaces Abort; asked twice.
    await me.waitForSelector(".controls .btn.danger", { timeout: 60000 });
    await me.click(".controls .btn.danger");
    await me.click(".controls .btn.danger:has-text('Really')");
    const st = await me.waitForFunction(
      (g) =>
        fetch(`/api/games/${g}`)
          .then((r) => r.json())
          .then((st) => st.status === "finished" && st),
      game,
      { polling: 200 },
    );
    check((await st.jsonValue()).result === (seat.color === "white" ? "black" : "white"), `game ${game} was not lost by resigning`);
    step(`${newcomer.name} played game ${game} as ${seat.color} against the bot and resigned`);
    return game;
  };

  // The Swiss: one round, the bot wins it; the visitor's standings show it, then the end.
  const swissGame = await playAndResign(swiss);
  await botLine(swiss, "1");
  await visitor.page.waitForFunction(() => /Finished/.test(document.querySelector(".tournament-countdown").textContent), null, {
    timeout: 30000,
  });
  const cell = await visitor.page.locator(`.rounds-table .round-cell a[href="/g/${swissGame}"]`).count();
  check(cell === 2, `both players' round 1 links the game (${cell} links)`);
  await notReloaded();
  step("the visitor's Swiss standings show the bot's win with its BOT tag and the end, live");

  // The arena: the visitor watches it; the bot is in already and wins the newcomer's game.
  await watchTournament(arena);
  await botLine(arena, "0");
  await playAndResign(arena);
  await botLine(arena, "2");
  const first = await visitor.page.locator(".tournament-table tbody tr").first().textContent();
  check(first.includes(owner.name), `the bot is not first: "${first}"`);
  await notReloaded();
  step("the visitor's arena standings show the bot first on 2 points with its BOT tag, live");

  check(bot.exitCode === null, `ply bot stopped early:\n${output}`);
  check(output.includes(`joined tournament ${swiss}`) && output.includes(`joined tournament ${arena}`), `ply bot's output:\n${output}`);
  stop();
  step("ply bot was killed");
});
