// Berserk and the create form's switches: a player makes two arenas with the form at
// /tournament, one as it comes (berserk on, bots allowed) and one with "Berserk" and "Bots
// may join" unticked (the form shows Berserk for an arena only). A bot's token enters the
// first and is refused by the second (403 bots_excluded). In the first arena's game each
// player has a Berserk button before their first move: clicked, that player's clock halves
// (1:00 to 0:30) and the button goes, the opponent's stays. In the second arena's game there
// is none, and the seat's berserk is refused (409 berserk_not_allowed) with the clock unchanged.
//
// usage: node berserk.mjs URL

import { args, run, poster } from "./start.mjs";

const [base] = args("node berserk.mjs URL", 1);

await run("berserk", async ({ browser, watch, check, step }) => {
  const chromium = await browser();
  const tag = Math.random().toString(36).slice(2, 7);
  const open = async (name) => {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 860 }, locale: "en-US" });
    const page = await context.newPage();
    watch(page, { name });
    page.setDefaultTimeout(20000);
    await page.goto(base);
    const post = poster(page);
    const made = await post("/api/account/register", { name, password: "a long secret" });
    check(made.username === name, `${name} was not registered: ${JSON.stringify(made)}`);
    return { name, page, post };
  };
  const players = [await open("Ber-" + tag), await open("Serk-" + tag)];
  const [maker] = players;
  const view = (id) => maker.page.evaluate((i) => fetch("/api/tournament/" + i).then((r) => r.json()), id);

  // Two arenas from the form: as it comes, and with both switches off.
  const make = async (name, on) => {
    const page = maker.page;
    await page.goto(base + "tournament");
    await page.waitForSelector("#tournament-system");
    await page.selectOption("#tournament-system", "swiss");
    check(await page.locator("#tournament-berserkable").isHidden(), "a Swiss's form offers Berserk");
    await page.selectOption("#tournament-system", "arena");
    check(await page.locator("#tournament-berserkable").isVisible(), "an arena's form hides Berserk");
    check(await page.locator("#tournament-berserkable").isChecked(), "Berserk is not on by default");
    check(await page.locator("#tournament-allow-bots").isChecked(), "bots are not allowed by default");
    await page.fill("#tournament-name", name);
    await page.selectOption("#tournament-game", "chess");
    await page.fill("#tournament-clock", "1");
    await page.fill("#tournament-increment", "0");
    await page.fill("#tournament-wait", "30");
    if (!on) {
      await page.uncheck("#tournament-berserkable");
      await page.uncheck("#tournament-allow-bots");
    }
    await page.click("#tournament-submit");
    await page.waitForURL(/\/tournament\/[a-z0-9]+$/);
    const id = new URL(page.url()).pathname.split("/").pop();
    const v = await view(id);
    check(v.berserkable === on && v.allowBots === on, `arena ${id}: ${JSON.stringify({ berserk: v.berserkable, bots: v.allowBots })}`);
    return id;
  };
  const open1 = await make("Berserk " + tag, true);
  const plain = await make("Plain " + tag, false);
  step(`arena ${open1} made with berserk and bots, ${plain} without either`);

  // A bot's token: in where bots are allowed, refused where not.
  const owner = await open("Bt-" + tag);
  const { token } = await owner.post("/api/account/tokens", { description: "bot", scopes: ["bot:play"] });
  const bearer = (path) => fetch(base + path, { method: "POST", headers: { Authorization: "Bearer " + token } });
  check((await bearer("api/bot/account/upgrade")).ok, "the account did not become a bot");
  const refused = await bearer(`api/tournament/${plain}/join`);
  const why = await refused.json();
  check(
    refused.status === 403 && why.error === "bots_excluded" && why.message,
    `a bot joining ${plain}: ${refused.status} ${JSON.stringify(why)}`,
  );
  check((await view(plain)).nbPlayers === 0, "the refused bot was entered");
  check((await bearer(`api/tournament/${open1}/join`)).ok, "the bot could not join where bots are allowed");
  check((await bearer(`api/tournament/${open1}/withdraw`)).ok, "the bot could not leave again");
  step("the bot's entry is refused where bots were unticked (403 bots_excluded), taken where not");

  // Both players join with the button and the maker starts it: each page goes to the game.
  const play = async (id) => {
    for (const p of players) {
      await p.page.goto(base + "tournament/" + id);
      await p.page.click("#tournament-join");
      await p.page.waitForSelector("#tournament-withdraw");
    }
    await maker.page.click("#tournament-start");
    for (const p of players) await p.page.waitForURL(/\/g\/[a-z0-9]+$/, { timeout: 30000 });
    const game = new URL(maker.page.url()).pathname.split("/").pop();
    const seats = [];
    for (const p of players) {
      check(new URL(p.page.url()).pathname.endsWith(game), "the players were taken to different games");
      await p.page.waitForSelector(".controls .btn.abort");
      seats.push(await p.page.evaluate((g) => JSON.parse(localStorage.getItem("ply.games.v1"))[g], game));
    }
    return { game, seats };
  };
  const clock = (p, color) => p.page.locator(`.clock[data-side=${color}]`).textContent();

  const first = await play(open1);
  for (const p of players) await p.page.waitForSelector(".controls .btn.berserk");
  const [mine, theirs] = first.seats.map((s) => s.color);
  check((await clock(maker, mine)) === "1:00", `the clock reads ${await clock(maker, mine)} before berserk`);
  await maker.page.click(".controls .btn.berserk");
  await maker.page.waitForSelector(".controls .btn.berserk", { state: "detached" });
  await maker.page.waitForFunction(([c]) => document.querySelector(`.clock[data-side=${c}]`).textContent === "0:30", [mine]);
  check((await clock(maker, theirs)) === "1:00", `the opponent's clock reads ${await clock(maker, theirs)}`);
  const st = await maker.page.evaluate((g) => fetch("/api/games/" + g).then((r) => r.json()), first.game);
  check(
    st.clock[mine + "_ms"] === 30000 && st.clock[theirs + "_ms"] === 60000 && st.clock.berserk.join() === mine,
    `the game's clock after berserk: ${JSON.stringify(st.clock)}`,
  );
  await players[1].page.waitForFunction(([c]) => document.querySelector(`.clock[data-side=${c}]`).textContent === "0:30", [mine]);
  check(await players[1].page.locator(".controls .btn.berserk").isVisible(), "the opponent's Berserk button went too");
  step(`${maker.name} berserked: their clock 1:00 → 0:30 and the button gone; the opponent's still there`);

  // Without berserk: no button, and the seat's request is refused and changes nothing.
  const second = await play(plain);
  for (const p of players) check((await p.page.locator(".controls .btn.berserk").count()) === 0, `${p.name} is offered Berserk`);
  const answer = await maker.page.evaluate(
    ([g, token]) =>
      fetch(`/api/games/${g}/berserk`, { method: "POST", headers: { Authorization: "Bearer " + token } }).then(async (r) => ({
        status: r.status,
        ...(await r.json()),
      })),
    [second.game, second.seats[0].token],
  );
  check(
    answer.status === 409 && answer.error === "berserk_not_allowed" && answer.message,
    `berserk where it is off: ${JSON.stringify(answer)}`,
  );
  const after = await maker.page.evaluate((g) => fetch("/api/games/" + g).then((r) => r.json()), second.game);
  check(
    after.clock.white_ms === 60000 && after.clock.black_ms === 60000 && !(after.clock.berserk || []).length,
    `the clock after a refused berserk: ${JSON.stringify(after.clock)}`,
  );
  step("with berserk unticked: no Berserk button, and the request is refused (409 berserk_not_allowed)");
});
