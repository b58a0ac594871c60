// The board editor in a browser: reached from the lobby, a kabe position set up piece by piece
// (the text follows the board), a typed position refused with the reason and the buttons held
// back, a game against the computer started from the set-up position with the compulsory
// capture marked and the piece it takes fading away, then chess from a position in the address
// with castling clicked as the king onto its own rook. No console errors on the way.
//
// usage: node editor.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run, consoleError } from "./start.mjs";

const [base] = args("node editor.mjs SERVER_URL");

await run("editor", async ({ browser, watch, errors, step, check }) => {
  const context = await (await browser()).newContext({ locale: "en-US", viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // A refusal (400) is logged by the browser as a failed resource; the page shows its reason.
  let refusals = 0;
  watch(page, {
    console: (m) => {
      if (!consoleError(m)) return false;
      if (m.text().includes("status of 400")) refusals++;
      return !m.text().includes("status of 400");
    },
  });
  page.setDefaultTimeout(20000);
  const board = (i) => page.locator(`svg.board [data-i="${i}"]`);
  const labelled = (diagram, label) => diagram.cells.findIndex((c) => c.label === label);
  const position = () => page.locator("#editor-position").inputValue();

  // From the lobby to the editor, kabe.
  await page.goto(base);
  await page.waitForSelector(".game-choice");
  await page.locator(".game-choice", { hasText: "Kabe" }).first().click();
  await page.click("#to-editor");
  await page.waitForURL(/\/editor\?game=kabe$/);
  await page.waitForSelector("svg.board [data-i]");
  check((await position()).startsWith("W:W"), "the start position's text");
  const start = await page.evaluate(() =>
    fetch("/api/position", {
      method: "POST",
      body: JSON.stringify({ game: "kabe" }),
      headers: { "Content-Type": "application/json" },
    }).then((r) => r.json()),
  );
  const sq = (label) => labelled(start.diagram, label);
  step("the editor shows kabe's start position: " + (await position()));

  // Clear the board and set up a white man that must take a black one.
  await page.click("#editor-clear");
  await page.click('button[data-tool="white-man"]');
  await board(sq("22")).click();
  await board(sq("30")).click();
  await page.click('button[data-tool="black-man"]');
  await board(sq("17")).click();
  await board(sq("1")).click();
  await page.waitForFunction(() => document.querySelector("#editor-position").value === "W:W22,30:B1,17");
  // A second click with the same piece takes it off again; the eraser too.
  await board(sq("5")).click();
  await page.waitForFunction(() => document.querySelector("#editor-position").value === "W:W22,30:B1,5,17");
  await board(sq("5")).click();
  await page.waitForFunction(() => document.querySelector("#editor-position").value === "W:W22,30:B1,17");
  step("set up piece by piece: " + (await position()));

  // A typed position that cannot stand: the reason, and no game from it.
  await page.fill("#editor-position", "W:W22:X1");
  await page.press("#editor-position", "Enter");
  await page.waitForSelector("#editor-message.error");
  check(await page.locator("#editor-computer").isDisabled(), "no game from a bad position");
  step(`typed position refused: "${await page.locator("#editor-message").textContent()}"`);
  await page.fill("#editor-position", "W:W22,30:B1,17");
  await page.press("#editor-position", "Enter");
  await page.waitForFunction(() => !document.querySelector("#editor-computer").disabled);
  const analyse = await page.getAttribute("#editor-analyse", "href");
  check(analyse === "/analysis?game=kabe&position=" + encodeURIComponent("W:W22,30:B1,17"), "the Analyse link: " + analyse);

  // A game against the computer from it: 22 must capture and is marked.
  await page.click("#editor-computer");
  await page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
  const id = new URL(page.url()).pathname.split("/").pop();
  await page.waitForSelector(`svg.board [data-must="${sq("22")}"]`);
  check((await page.locator("svg.board [data-must]").count()) === 1, "one piece marked");
  const st = await page.evaluate((id) => fetch(`/api/games/${id}`).then((r) => r.json()), id);
  check(st.start === "W:W22,30:B1,17", "the game starts from the set-up position: " + st.start);
  step(`game ${id} from the set-up; the piece that must capture is marked`);
  await board(sq("22")).click();
  await board(sq("13")).click();
  await page.waitForSelector(`svg.board [data-ghost="${sq("17")}"]`, { state: "attached", timeout: 4000 });
  step("the captured man fades on 17");

  // Chess from the address; castling as king onto rook.
  const fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
  await page.goto(base + "editor?game=chess&position=" + encodeURIComponent(fen));
  await page.waitForSelector("svg.board [data-i]");
  check((await position()) === fen, "the position from the address");
  await page.click("#editor-computer");
  await page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
  const chessId = new URL(page.url()).pathname.split("/").pop();
  await page.waitForSelector("svg.board [data-i]");
  const chess = await page.evaluate((id) => fetch(`/api/games/${id}`).then((r) => r.json()), chessId);
  await board(labelled(chess.diagram, "e1")).click();
  await board(labelled(chess.diagram, "h1")).click();
  let first = null;
  for (let i = 0; i < 100 && !first; i++) {
    first = await page.evaluate((id) => fetch(`/api/games/${id}`).then((r) => r.json().then((s) => s.moves[0] || null)), chessId);
    if (!first) await page.waitForTimeout(100);
  }
  check(first === "O-O", "king onto rook castles: " + first);
  step("chess: e1 onto h1 played O-O");

  check(errors.length === 0, `console errors: ${errors.join(" | ")}`);
  step(`no console errors (${refusals} refusals answered with 400, as expected)`);
});
