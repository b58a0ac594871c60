// The browser test: headless Chromium opens the lobby, starts a kabe game (chess when kabe is
// not served) against the computer, tries an illegal move and reads why, plays a move by
// clicking, sees the computer's reply, steps back through the moves and returns, and saves a
// screenshot.
//
// usage: node browser.mjs SERVER_URL SCREENSHOT.png
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run } from "./start.mjs";

const [base, shot] = args("node browser.mjs SERVER_URL SCREENSHOT.png", 2);

await run("browser", async ({ profile, watch, errors, step, onFail }) => {
  const { page } = await profile();
  watch(page);
  onFail(() => page.screenshot({ path: shot }));
  const sounds = [];
  page.on("request", (r) => {
    if (r.url().includes("/assets/sound/")) sounds.push(r.url().split("/").pop());
  });
  page.setDefaultTimeout(20000);
  await page.goto(base);

  // The lobby.
  await page.waitForSelector(".game-choice");
  const catalog = await page.evaluate(() => fetch("/api/catalog").then((r) => r.json()));
  const game = catalog.games.find((g) => g.id === "kabe") || catalog.games.find((g) => g.id === "chess");
  step(`lobby shows ${catalog.games.map((g) => g.id).join(", ")}; playing ${game.id}`);
  await page.locator(".game-choice", { hasText: game.name }).first().click();
  await page.locator(".choice", { hasText: "Computer" }).first().click();
  await page.locator("#level").fill("1");
  await page.locator(".clock-row input[type=checkbox]").check();
  await page.locator(".presets:not(.quick-pairing) .btn", { hasText: "15+10" }).click();
  if ((await page.locator(".clock-row input[aria-label=minutes]").inputValue()) !== "15")
    throw new Error("the 15+10 preset did not set 15 minutes");
  await page.locator(".clock-row input[type=checkbox]").uncheck();
  const first = game.id === "konane" ? game.sides[1] : game.sides[0];
  await page
    .locator(".choice", { hasText: new RegExp("^" + first, "i") })
    .first()
    .click();
  await page.locator("#start").click();

  // The game.
  await page.waitForURL(/\/g\/[a-z0-9]+$/);
  const id = new URL(page.url()).pathname.split("/").pop();
  await page.waitForSelector("svg.board [data-i]");
  const state = () => page.evaluate((id) => fetch(`/api/games/${id}`).then((r) => r.json()), id);
  let st = await state();
  step(`game ${id} started; ${st.legal_moves.length} legal moves`);
  const cell = (i) => page.locator(`svg.board [data-i="${i}"]`);

  // An illegal attempt: a piece that can move, sent to a square it cannot reach.
  const [, path] = st.move_cells.find(([, c]) => c.length >= 2);
  const from = path[0];
  const reachable = new Set(st.move_cells.filter(([, c]) => c[0] === from).map(([, c]) => c[c.length - 1]));
  const wrong = st.diagram.cells.findIndex((c, i) => c.playable && !c.piece && !reachable.has(i) && i !== from);
  if (wrong >= 0) {
    await cell(from).click();
    await cell(wrong).click();
    await page.waitForSelector(".message.error");
    step(`illegal attempt refused: "${await page.locator(".message").textContent()}"`);
  }

  // Typing a move that is refused says why and changes nothing.
  await page.locator(".type-move input").fill("99-1");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => /99/.test(document.querySelector(".message.error")?.textContent || ""));
  await page.evaluate(() => document.activeElement.blur());
  step(`typed 99-1: "${await page.locator(".message").textContent()}"`);

  // A legal move by clicking its cells.
  const [text, cells] = st.move_cells[0];
  for (const i of [cells[0], cells[cells.length - 1]]) await cell(i).click();
  if (await page.locator(".chooser").count()) await page.locator(".chooser .opt").first().click();
  step(`played ${text} by clicking`);

  // The computer's reply appears without reloading.
  await page.waitForFunction(
    () =>
      document.querySelectorAll(".moves td.m").length >= 2 &&
      [...document.querySelectorAll(".moves td.m")].every((td) => td.textContent.trim() !== ""),
    null,
    { timeout: 30000 },
  );
  st = await state();
  step(`the computer replied ${st.moves[1]}; moves ${st.moves.join(" ")}`);
  if (st.moves.length < 2) throw new Error("no reply in the state");
  await page.waitForFunction(() => !document.querySelector(".thinking"));

  // The reply was announced: a sound, and the tab title says it is the player's turn.
  await page.waitForFunction(() => document.title.startsWith("Your turn"));
  if (!sounds.length) throw new Error("no sound was asked for when the computer replied");
  step(`title "${await page.title()}", sounds ${sounds.join(", ")}`);

  // Looking back: Home shows the start, → steps, End returns; a click on a move shows it; the
  // board is read-only meanwhile; the address names the ply.
  const board = () => page.locator("svg.board").innerHTML();
  const live = await board();
  await page.keyboard.press("Home");
  await page.waitForFunction(() => location.hash === "#ply=0");
  await page.waitForSelector(".message.info");
  const start = await board();
  if (start === live) throw new Error("Home did not change the board");
  await page.keyboard.press("ArrowRight");
  await page.waitForSelector('.moves td.last[data-ply="1"]');
  await page.keyboard.press("End");
  await page.waitForFunction(() => location.hash === "");
  if ((await board()) !== live) throw new Error("End did not return to the live position");
  await page.locator('.moves td[data-ply="1"]').click();
  await page.waitForFunction(() => location.hash === "#ply=1");
  await cell(from).click();
  await page.waitForFunction(() => /looking back/i.test(document.querySelector(".message").textContent));
  await page.reload();
  await page.waitForSelector('.moves td.last[data-ply="1"]');
  await page.locator(".nav-row .btn.nav").last().click();
  await page.waitForFunction(() => location.hash === "" && document.querySelector(".moves td.last"));
  step("stepped back to the start and forward with the keys, by clicking a move and after a reload");

  // Analysis of the position shown: the engine's best move, its line and depth, and an arrow.
  await page.locator(".controls .btn", { hasText: "Analyse" }).click();
  await page.waitForFunction(() => /depth \d+/.test(document.querySelector(".analysis")?.textContent || ""), null, { timeout: 15000 });
  await page.waitForSelector("svg.board polyline, svg.board circle[stroke='rgba(21,120,190,.8)']");
  step(`analysis: ${(await page.locator(".analysis").innerText()).replace(/\s+/g, " ")}`);
  await page.locator(".controls .btn", { hasText: "Stop analysis" }).click();

  // A draughts multi-capture clicked step by step. Two captures share their first landings and
  // part at the end (37x6 and 37x26): each landing clicked keeps both open, the last decides.
  const capture = await page.evaluate(async () => {
    const made = await fetch("/api/games", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ game: "draughts", opponent: "local", position: "W:W37:B32,21,22,11,13" }),
    }).then((r) => r.json());
    localStorage.setItem(
      "ply.games.v1",
      JSON.stringify({
        ...JSON.parse(localStorage.getItem("ply.games.v1") || "{}"),
        [made.id]: { token: made.token, color: made.color, game: "draughts", opponent: "local", at: Date.now() },
      }),
    );
    return { id: made.id, moves: made.state.move_cells };
  });
  const chosen = capture.moves.find(([t]) => t === "37x26");
  if (capture.moves.length !== 2 || !chosen) throw new Error(`expected 37x6 and 37x26, got ${JSON.stringify(capture.moves)}`);
  await page.goto(new URL(`/g/${capture.id}`, base).href);
  await page.waitForSelector("svg.board [data-i]");
  const route = chosen[1];
  await cell(route[0]).click();
  for (const landing of route.slice(1, -1)) {
    await cell(landing).click();
    await page.waitForFunction(
      (n) => (document.querySelector(".message").textContent.match(/\u00d7/g) || []).length === n,
      route.indexOf(landing),
    );
  }
  await cell(route[route.length - 1]).click();
  await page.waitForFunction(() => [...document.querySelectorAll(".moves td.m")].some((td) => td.textContent === "37x26"));
  step("multi-capture 37x26 played by clicking its squares one by one (37x6 shares its first landings)");

  // Kalah's move list names who moved and groups an extra turn; the stores name their owners.
  const kalah = await page.evaluate(async () => {
    const post = (path, body, token) =>
      fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(token ? { Authorization: "Bearer " + token } : {}) },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    const made = await post("/api/games", { game: "kalah", opponent: "computer", level: 1, color: "white" });
    await post(`/api/games/${made.id}/moves`, { move: "1" }, made.token);
    await post(`/api/games/${made.id}/moves`, { move: "2" }, made.token);
    return made.id;
  });
  await page.goto(new URL(`/g/${kalah}`, base).href);
  await page.waitForFunction(() => [...document.querySelectorAll(".moves tr.turn td.who")].length >= 2, null, { timeout: 30000 });
  const firstTurn = await page.locator(".moves tr.turn").first().innerText();
  if (!/South/.test(firstTurn) || !/extra turn/.test(firstTurn)) throw new Error(`Kalah's first turn reads "${firstTurn}"`);
  const stores = await page.locator("svg.board").textContent();
  if (!stores.includes("South") || !stores.includes("North")) throw new Error("the stores do not name their owners");
  step(`Kalah's move list: "${firstTurn.replace(/\s+/g, " ")}"`);

  // A phone (390×844): a timed chess game shows the opponent above the board, you below it,
  // both clocks and the buttons, all without scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await page.evaluate(async () => {
    const made = await fetch("/api/games", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ game: "chess", opponent: "computer", level: 1, color: "white", clock: { minutes: 5, increment: 3 } }),
    }).then((r) => r.json());
    localStorage.setItem(
      "ply.games.v1",
      JSON.stringify({
        ...JSON.parse(localStorage.getItem("ply.games.v1") || "{}"),
        [made.id]: { token: made.token, color: made.color, game: "chess", opponent: "computer", at: Date.now() },
      }),
    );
    return made.id;
  });
  await page.goto(new URL(`/g/${phone}`, base).href);
  await page.waitForSelector(".clock[data-side=black]");
  const boxes = await page.evaluate(() => {
    const box = (sel) => {
      const r = document.querySelector(sel).getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    return {
      top: box(".player.top"),
      board: box(".board-wrap"),
      bottom: box(".player.bottom"),
      controls: box(".controls"),
      clocks: [...document.querySelectorAll(".clock")].map((c) => c.getBoundingClientRect().bottom),
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
  const inView = (b) => b.top >= 0 && b.bottom <= 844 && b.left >= 0 && b.right <= 390;
  if (!(boxes.top.bottom <= boxes.board.top && boxes.board.bottom <= boxes.bottom.top))
    throw new Error(`phone order wrong: ${JSON.stringify(boxes)}`);
  if (
    ![boxes.top, boxes.board, boxes.bottom, boxes.controls].every(inView) ||
    boxes.clocks.length !== 2 ||
    boxes.clocks.some((b) => b > 844) ||
    boxes.scrollWidth > 390
  ) {
    throw new Error(`the phone layout does not fit 390×844: ${JSON.stringify(boxes)}`);
  }
  step(`phone: opponent, board, you and the buttons within 390×844 (buttons end at ${Math.round(boxes.controls.bottom)} px)`);
  await page.screenshot({ path: shot.replace(/\.png$/, "-phone.png") });
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.screenshot({ path: shot });
  step(`screenshot saved to ${shot}`);
  if (errors.length) throw new Error("page errors: " + errors.join("; "));
});
