// The board's accessible name describes the position in words, as a blind player reads a
// board: each side's pieces by kind and square on a grid (chess), each side's seeds pit by pit
// and in its store (Kalah), never the position's text (a FEN).
//
// usage: node describe.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run } from "./start.mjs";

const [base] = args("node describe.mjs SERVER_URL");

await run("describe", async ({ browser, watch, errors, check, step }) => {
  const page = await (await browser()).newPage();
  watch(page);
  page.setDefaultTimeout(20000);
  const open = async (game) => {
    const made = await page.evaluate(
      (game) =>
        fetch("/api/games", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ game, opponent: "local" }),
        }).then((r) => r.json()),
      game,
    );
    await page.goto(base + "g/" + made.id);
    await page.waitForSelector("svg.board [data-i]");
    return page.locator("svg.board").first().getAttribute("aria-label");
  };
  await page.goto(base);

  const chess = await open("chess");
  step(`chess: ${chess}`);
  check(/White: .*king e1/.test(chess) && /queen d1/.test(chess) && /pawn a2, b2/.test(chess), `chess pieces by square: ${chess}`);
  check(/Black: .*king e8/.test(chess), `black's king: ${chess}`);
  check(!chess.includes("rnbqkbnr") && !/\w\/\w/.test(chess), `a FEN in the board's name: ${chess}`);

  const kabe = await open("kabe");
  step(`kabe: ${kabe}`);
  check(/man 1, 2, 3/.test(kabe) && !kabe.includes(":W") && !kabe.includes(":B"), `kabe: ${kabe}`);

  const kalah = await open("kalah");
  step(`kalah: ${kalah}`);
  check(/South: pits 1: 6, 2: 6/.test(kalah) && /store 0/.test(kalah) && /North:/.test(kalah), `kalah: ${kalah}`);
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
