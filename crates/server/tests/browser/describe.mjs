// The board's accessible name describes the position in words, as a blind player reads a
// board: each side's pieces by kind and square on a grid (chess), each side's seeds pit by pit
// and in its store (Kalah), never the position's text (a FEN). One square, one rank, one pit
// or one side's row is read on asking, in the reader's language ("e2", "s 8"; "3", "s north"),
// on the game page and on the analysis board; the hint names one of the board's own squares
// (a number in draughts, never "e4"). Every game's "Rules" link in the lobby names the
// game, and no link there is named only "Rules".
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

  // Asking the board one square or one rank at a time.
  const ask = async (text) => {
    await page.locator(".board-reader input").fill(text);
    await page.locator(".board-reader input").press("Enter");
    await page.waitForFunction(() => document.querySelector(".board-reader .read-answer").textContent);
    const said = await page.locator(".board-reader .read-answer").textContent();
    // Spoken through the page's one live region.
    await page.waitForFunction((said) => document.getElementById("announce").textContent === said, said);
    await page.evaluate(() => (document.querySelector(".board-reader .read-answer").textContent = ""));
    return said;
  };
  await open("chess");
  for (const [asked, expect] of [
    ["e2", /^e2: white pawn\.$/],
    ["E4", /^e4: empty\.$/],
    ["s 8", /^Rank 8: a8: black rook; b8: black knight; .*h8: black rook\.$/],
    ["z9", /Nothing on the board is called "z9"/],
  ]) {
    const said = await ask(asked);
    step(`chess "${asked}": ${said}`);
    check(expect.test(said), `chess: asked "${asked}", heard "${said}"`);
  }
  // The hint and the refusal name one of the board's own squares.
  const hint = async () => {
    await page.locator(".board-reader input").focus();
    return page.locator(".board-reader input").getAttribute("placeholder");
  };
  const chessHint = await hint();
  check(/\([a-h][1-8]\)/.test(chessHint), `chess: the reader's hint names no chess square: ${chessHint}`);
  await open("kabe");
  const man = await ask("23");
  check(/^23: white man\.$/.test(man), `kabe: asked "23", heard "${man}"`);
  const kabeHint = await hint();
  step(`kabe hint: ${kabeHint}`);
  check(/\(\d+\)/.test(kabeHint) && !/[a-h][1-8]/.test(kabeHint), `kabe: the reader's hint names no kabe square: ${kabeHint}`);
  const unknown = await ask("e4");
  check(/\(\d+\)/.test(unknown) && !/\(e4\)/.test(unknown), `kabe: the refusal offers no kabe square: ${unknown}`);
  const kalahPage = await open("kalah");
  check(kalahPage, "no kalah board");
  for (const [asked, expect] of [
    ["3", /^South 3, seeds: 6; North 3, seeds: 6\.$/],
    ["s north", /^North: pits 1: 6, .* 6: 6; store 0\.$/],
  ]) {
    const said = await ask(asked);
    step(`kalah "${asked}": ${said}`);
    check(expect.test(said), `kalah: asked "${asked}", heard "${said}"`);
  }
  // In Estonian and Russian, on the analysis board.
  for (const [lang, expect] of [
    ["et", /^e2: valge ettur\.$/],
    ["ru", /^e2: пешка, белые\.$/],
  ]) {
    await page.context().addCookies([{ name: "lang", value: lang, url: base }]);
    await page.goto(base + "analysis?game=chess");
    await page.waitForSelector("svg.board [data-i]");
    const said = await ask("e2");
    step(`${lang} analysis board "e2": ${said}`);
    check(expect.test(said), `${lang}: asked "e2", heard "${said}"`);
  }

  // The lobby: each game's rules link names the game.
  await page.context().addCookies([{ name: "lang", value: "en", url: base }]);
  await page.goto(base);
  await page.waitForSelector(".game-choice");
  await page.evaluate(() => document.querySelector(".more-games").setAttribute("open", ""));
  const games = await page.locator(".game-choice").evaluateAll((tiles) => tiles.map((t) => [t.dataset.game, t.textContent.trim()]));
  for (const [id, name] of games) {
    await page.locator(`.game-choice[data-game="${id}"]`).click();
    await page.waitForSelector(`.game-choice.on[data-game="${id}"]`);
    const link = await page.locator("#rules-link").evaluate((a) => [a.textContent, a.getAttribute("href")]);
    check(
      link[0].toLowerCase().includes(name.toLowerCase()) && link[1] === "/rules/" + id,
      `${id}: the rules link reads "${link[0]}" to ${link[1]}`,
    );
    const bare = await page
      .locator("a")
      .evaluateAll((links) =>
        links.filter((a) => /^rules$/i.test((a.getAttribute("aria-label") || a.textContent).trim())).map((a) => a.outerHTML),
      );
    check(bare.length === 0, `${id}: a link named only "Rules": ${bare.join(" ")}`);
  }
  step(`the lobby's rules link names each of ${games.length} games`);
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
