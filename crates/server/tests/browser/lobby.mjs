// The lobby's games as the catalog groups them: the games it marks `boxed` first, then the
// draughts variants in one group per board size (as the catalog gives each game's board and
// family), each with its one-line description; and the board's cell names as the catalog says (algebraic coordinates on the edges
// of a Russian board, square numbers on a kabe board).
//
// usage: node lobby.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run } from "./start.mjs";

const [base] = args("node lobby.mjs SERVER_URL");

await run("lobby", async ({ browser, watch, errors, check }) => {
  const page = await (await browser()).newPage();
  watch(page);
  page.setDefaultTimeout(20000);

  await page.goto(base);
  await page.waitForSelector(".game-group .game-choice");
  const catalog = (await page.evaluate(() => fetch("/api/catalog").then((r) => r.json()))).games;
  // What the groups should be: the families with several games, one group per board.
  const members = {};
  for (const g of catalog) members[g.family] = (members[g.family] || 0) + 1;
  const expected = {};
  for (const g of catalog) {
    const board = g.boxed ? "box" : members[g.family] > 1 ? g.board : "";
    (expected[board] = expected[board] || []).push(g.id);
  }
  check((expected["8×8"] || []).length >= 5, `8×8 variants: ${expected["8×8"]}`);
  check((expected["10×10"] || []).length >= 3, `10×10 variants: ${expected["10×10"]}`);
  check((expected["12×12"] || []).includes("canadian"), `12×12 variants: ${expected["12×12"]}`);
  check(expected.box.includes("chess") && expected.box.includes("kabe"), `the box: ${expected.box}`);
  check(!expected[""], `other games: ${expected[""]}`);

  const shown = await page.evaluate(() =>
    [...document.querySelectorAll(".game-group")].map((group) => ({
      board: group.dataset.board,
      label: (group.querySelector(".group-label") || {}).textContent || "",
      games: [...group.querySelectorAll(".game-choice")].map((c) => ({
        id: c.dataset.game,
        about: c.title,
      })),
    })),
  );
  for (const [board, ids] of Object.entries(expected)) {
    const group = shown.find((s) => s.board === board);
    check(group, `a group for "${board}"`);
    check(
      JSON.stringify(group.games.map((g) => g.id)) === JSON.stringify(ids),
      `group ${board}: ${group.games.map((g) => g.id)} not ${ids}`,
    );
    check(board === "box" ? group.label === "" : group.label.includes(board), `group label ${group.label}`);
    for (const g of group.games) {
      const description = catalog.find((c) => c.id === g.id).description;
      check(description && g.about === description, `${g.id}: description "${g.about}", catalog "${description}"`);
    }
  }
  check(shown[0].board === "box", "the box's games come first");
  console.log(`lobby: ${shown.map((s) => `${s.label} (${s.games.map((g) => g.id).join(" ")})`).join("; ")}`);

  // The catalog says how cells are named, and the board draws them so.
  const coordinates = Object.fromEntries(catalog.map((g) => [g.id, g.coordinates]));
  check(coordinates.russian === "algebraic" && coordinates.brazilian === "algebraic", "Russian and Brazilian: algebraic");
  check(coordinates.kabe === "numbers" && coordinates.draughts === "numbers", "kabe and international: numbers");
  for (const [id, numbers] of [
    ["russian", false],
    ["kabe", true],
    ["draughts", true],
  ]) {
    await page.goto(base);
    if (!(await page.locator(`.game-choice[data-game="${id}"]`).isVisible())) await page.locator(".more-games > summary").click();
    await page.locator(`.game-choice[data-game="${id}"]`).click();
    await page.locator(".choice", { hasText: "Same device" }).first().click();
    await page.locator("#start").click();
    await page.waitForURL(/\/g\/[a-z0-9]+$/);
    await page.waitForSelector("svg.board [data-i]");
    const texts = await page.locator("svg.board text").allTextContents();
    const board = catalog.find((g) => g.id === id).board;
    const squares = Number(board.split("×")[0]) ** 2 / 2;
    if (numbers) {
      check(texts.includes(String(squares)) && !texts.includes("a"), `${id}: square numbers to ${squares}, got ${texts.join(" ")}`);
    } else {
      check(
        texts.includes("a") && texts.includes("1") && !texts.includes("32"),
        `${id}: file letters and rank numbers, got ${texts.join(" ")}`,
      );
    }
    console.log(`${id} board (${board}): ${texts.slice(0, 6).join(" ")} …`);
  }
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
