// The page names no game, so what differs between games comes from the server, and this test
// checks each such thing in headless Chromium: a chess move clicked is sent as the server's
// text and listed in SAN with the piece letters of the page's language; a Russian draughts
// multi-capture clicked landing by landing, the board's letters and numbers on its edges, and
// cells that make no legal move sent as cells for the server to refuse; the chess promotion
// menu drawn with the pieces of the reader's piece theme; Kalah's proven margin worded on the
// analysis board. Any error in the console fails the test.
//
// usage: node agnostic.mjs SERVER_URL

import { args, run, consoleError, poster } from "./start.mjs";

const [base] = args("node agnostic.mjs SERVER_URL");
const url = (path) => new URL(path, base).href;

await run("agnostic", async ({ profile, watch, errors, step }) => {
  const { context, page } = await profile();
  watch(page, { console: (m) => consoleError(m) && !m.text().includes("status of 400") });
  page.setDefaultTimeout(20000);
  await page.goto(base);
  const post = poster(page);
  const state = (id) => page.evaluate((id) => fetch(`/api/games/${id}`).then((r) => r.json()), id);
  const cell = (i) => page.locator(`svg.board [data-i="${i}"]`);
  // The bodies of the moves the page sends.
  const sent = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && /\/api\/games\/[^/]+\/moves$/.test(r.url())) sent.push(JSON.parse(r.postData()));
  });
  /** A game on one device, this browser holding both seats, opened on its page. */
  const open = async (body) => {
    const made = await post("/api/games", { opponent: "local", ...body });
    if (!made.id) throw new Error(`no game: ${JSON.stringify(made)}`);
    await page.evaluate(
      ([id, seat]) => {
        const all = JSON.parse(localStorage.getItem("ply.games.v1") || "{}");
        all[id] = { ...seat, at: Date.now() };
        localStorage.setItem("ply.games.v1", JSON.stringify(all));
      },
      [made.id, { token: made.token, color: made.color, game: body.game, opponent: "local" }],
    );
    await page.goto(url(`/g/${made.id}`));
    await page.waitForSelector("svg.board [data-i]");
    return made;
  };

  // Chess: g1 to f3 clicked is sent as the server's text for it and listed in SAN, with the
  // letters of the page's language (Estonian: the knight is R).
  const chess = await open({ game: "chess" });
  let st = await state(chess.id);
  const knight = st.move_cells.find(([, c]) => c.join() === "62,45");
  await cell(62).click();
  await cell(45).click();
  await page.waitForSelector('.moves td.m[data-ply="1"]');
  if (JSON.stringify(sent.at(-1)) !== JSON.stringify({ move: knight[0] })) throw new Error(`sent ${JSON.stringify(sent.at(-1))}`);
  st = await state(chess.id);
  if (JSON.stringify(st.shown[0]) !== JSON.stringify([{ piece: "knight", letter: "N" }, "f3"]))
    throw new Error(`the state shows ${JSON.stringify(st.shown)}`);
  let listed = (await page.locator('.moves td.m[data-ply="1"]').textContent()).trim();
  if (listed !== "Nf3") throw new Error(`the move list reads "${listed}"`);
  await context.addCookies([{ name: "lang", value: "et", url: base }]);
  await page.reload();
  await page.waitForSelector('.moves td.m[data-ply="1"]');
  listed = (await page.locator('.moves td.m[data-ply="1"]').textContent()).trim();
  if (listed !== "Rf3") throw new Error(`the Estonian move list reads "${listed}"`);
  await context.clearCookies();
  step(`chess: sent ${JSON.stringify(sent.at(-1))}, listed "Nf3", in Estonian "Rf3"`);

  // Russian draughts: c3 takes d4 and f6, clicked landing by landing; the page sends the
  // server's text of the whole capture.
  const russian = await open({ game: "russian", position: "W:Wc3,h2:Bd4,f6,a7" });
  st = await state(russian.id);
  const capture = st.move_cells.find(([, c]) => c.length >= 3);
  if (!capture) throw new Error(`no multi-capture among ${JSON.stringify(st.move_cells)}`);
  const coords = await page.locator("svg.board text.coord").allTextContents();
  const expected = ["a", "b", "c", "d", "e", "f", "g", "h", "1", "2", "3", "4", "5", "6", "7", "8"];
  if (coords.slice().sort().join() !== expected.slice().sort().join())
    throw new Error(`the Russian board's coordinates: ${coords.join(" ")}`);
  // Cells that make no legal move (a quiet step while a capture is compulsory) go as cells,
  // and the server says why they are refused.
  const h2 = st.diagram.cells.findIndex((c) => c.label === "h2");
  const g3 = st.diagram.cells.findIndex((c) => c.label === "g3");
  await cell(h2).click();
  await cell(g3).click();
  await page.waitForSelector(".message.error");
  const refusal = (await page.locator(".message").textContent()).trim();
  if (JSON.stringify(sent.at(-1)) !== JSON.stringify({ cells: [h2, g3] })) throw new Error(`sent ${JSON.stringify(sent.at(-1))}`);
  if (!refusal.includes(capture[0])) throw new Error(`the refusal reads "${refusal}"`);
  for (const c of capture[1]) await cell(c).click();
  await page.waitForSelector('.moves td.m[data-ply="1"]');
  if (JSON.stringify(sent.at(-1)) !== JSON.stringify({ move: capture[0] })) throw new Error(`sent ${JSON.stringify(sent.at(-1))}`);
  st = await state(russian.id);
  if (st.moves[0] !== capture[0]) throw new Error(`played ${st.moves[0]}`);
  step(`russian: coordinates ${coords.join(" ")}; "${refusal}"; ${capture[0]} clicked through ${capture[1].length} cells`);

  // The chess promotion menu: the four pieces drawn in the reader's piece theme, no letters.
  await page.evaluate(() => localStorage.setItem("ply.settings.v1", JSON.stringify({ pieces: "flat" })));
  const promoting = await open({ game: "chess", position: "8/P6k/8/8/8/8/8/K7 w - - 0 1" });
  await cell(8).click();
  await cell(0).click();
  await page.waitForSelector(".chooser .opt.piece svg .chess-piece");
  const kinds = await page.locator(".chooser .opt.piece .chess-piece").evaluateAll((els) => els.map((e) => e.getAttribute("data-kind")));
  if (kinds.join() !== "queen,rook,bishop,knight") throw new Error(`the menu offers ${kinds.join()}`);
  const words = (await page.locator(".chooser .opts").textContent()).trim();
  if (words) throw new Error(`the menu has text "${words}"`);
  const fill = await page.locator('.chooser .opt.piece .chess-piece[data-kind="queen"] path').first().getAttribute("fill");
  const onBoard = await page.locator("svg.board .chess-piece path").first().getAttribute("fill");
  if (fill !== onBoard || fill.startsWith("url(")) throw new Error(`the menu's pieces are filled ${fill}, the board's ${onBoard}`);
  await page.locator('.chooser .opt.piece[aria-label="knight"]').click();
  await page.waitForSelector('.moves td.m[data-ply="1"]');
  st = await state(promoting.id);
  if (!st.moves[0].startsWith("a8=N")) throw new Error(`promoted with ${st.moves[0]}`);
  if (JSON.stringify(sent.at(-1)) !== JSON.stringify({ move: st.moves[0] })) throw new Error(`sent ${JSON.stringify(sent.at(-1))}`);
  step(`promotion: ${kinds.join(", ")} drawn (flat: ${fill}); ${st.moves[0]} played`);

  // Kalah: the last seeds of South's pit 6 end the game at once, North ahead by ten: the
  // analysis board words the proven margin the server describes.
  const kalah = "0,0,0,0,0,1,30,0,0,0,0,0,2,39 S";
  await page.goto(url("/analysis?game=kalah&position=" + encodeURIComponent(kalah)));
  await page.waitForSelector(".engine-box .score");
  await page.waitForFunction(() => /proven/.test(document.querySelector(".engine-box .score").textContent));
  const score = (await page.locator(".engine-box .score").textContent()).trim();
  if (score !== "North wins by a margin of 10 (proven)") throw new Error(`the score reads "${score}"`);
  const share = await page.locator(".eval-bar").getAttribute("data-share");
  if (share !== "0.000") throw new Error(`the bar reads ${share}`);
  step(`kalah: "${score}", bar ${share}`);

  if (errors.length) throw new Error("console errors: " + errors.join("; "));
});
