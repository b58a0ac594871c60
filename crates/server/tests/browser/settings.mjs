// The settings and the page's accessibility in a browser: the lobby's tiles keep the keyboard's
// focus and say whether they are pressed; the main text has a contrast of at least 4.5 to 1;
// a chess game's pieces are SVG paths, never a font's glyphs, and its board is labelled with the
// game and whose move it is; the live region announces a move but stays still while a clock
// ticks; the settings panel (the header's gear, closed by Escape) changes the board's colours,
// the pieces and the coordinates, keeps them over a reload and applies them in the editor too;
// the coordinates stand out from their squares in both board themes. No console errors.
//
// usage: node settings.mjs SERVER_URL [SCREENSHOT.png]
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run, consoleError } from "./start.mjs";

const [base, shot] = args("node settings.mjs SERVER_URL [SCREENSHOT.png]");
const root = base.replace(/\/$/, "");

await run("settings", async ({ browser, watch, errors, check, step }) => {
  const context = await (await browser()).newContext({ locale: "en-US", viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  watch(page, { console: consoleError });
  const sounds = [];
  page.on("request", (r) => {
    if (r.url().includes("/assets/sound/")) sounds.push(r.url());
  });
  page.setDefaultTimeout(20000);
  const focused = () => page.evaluate(() => document.activeElement && document.activeElement.getAttribute("data-focus"));
  const pressed = (key) => page.locator(`[data-focus="${key}"]`).getAttribute("aria-pressed");

  // --- The lobby: every choice made from the keyboard keeps the focus on the chosen tile.
  await page.goto(base);
  await page.waitForSelector(".game-choice");
  for (const key of ["game:chess", "opponent:friend", "color:black", "opponent:local", "game:kabe", "game:chess"]) {
    await page.locator(`[data-focus="${key}"]`).focus();
    await page.keyboard.press(key.startsWith("color") ? "Space" : "Enter");
    check((await focused()) === key, `the focus left ${key} after choosing it: now on ${await focused()}`);
    check((await pressed(key)) === "true", `${key} is not aria-pressed`);
  }
  check((await pressed("game:kabe")) === "false", "kabe is still pressed after chess was chosen");
  check((await pressed("opponent:friend")) === "false", "the friend tile is still pressed");
  // The clock switch and a preset keep the focus too.
  await page.locator('[data-focus="clock"]').focus();
  await page.keyboard.press("Space");
  check((await focused()) === "clock", "the focus left the clock switch");
  check(await page.locator('[data-focus="clock"]').isChecked(), "the clock switch did not turn on");
  await page.locator('[data-focus="preset:3+2"]').focus();
  await page.keyboard.press("Enter");
  check((await focused()) === "preset:3+2", "the focus left the clock preset");
  check((await pressed("preset:3+2")) === "true", "the preset is not aria-pressed");
  // Konane's black moves first: the catalog says so, and the lobby words it.
  await page.locator('[data-focus="opponent:computer"]').click();
  await page.locator('[data-focus="game:konane"]').click();
  const konaneBlack = await page.locator('[data-focus="color:black"] small').textContent();
  check(/first/i.test(konaneBlack), `Konane's black tile says "${konaneBlack}"`);
  step("the lobby keeps the focus on every choice; tiles are aria-pressed; Konane's black moves first");

  // --- Contrast of the main text against what is behind it.
  const contrasts = await page.evaluate(() => {
    const rgb = (s) => {
      const m = /rgba?\(([^)]+)\)/.exec(s);
      if (!m) return null;
      const [r, g, b, a = 1] = m[1].split(",").map(Number);
      return { r, g, b, a };
    };
    const lum = ({ r, g, b }) => {
      const f = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    // The first opaque background behind an element (the page's own colour at the end).
    const behind = (el) => {
      for (let e = el; e; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if (c && c.a > 0.5) return c;
      }
      return rgb(getComputedStyle(document.documentElement).backgroundColor);
    };
    const out = [];
    const sel = ["h1", ".label", ".choice", ".choice small", ".btn", ".btn.primary", ".topbar nav a", ".meta", ".rules-link", "h2"];
    for (const s of sel)
      for (const el of document.querySelectorAll(s)) {
        if (!el.offsetParent) continue;
        const fg = rgb(getComputedStyle(el).color),
          bg = behind(el);
        const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
        out.push({ sel: s, text: el.textContent.trim().slice(0, 20), ratio: (a + 0.05) / (b + 0.05) });
      }
    return out;
  });
  const worst = contrasts.reduce((w, c) => (c.ratio < w.ratio ? c : w));
  check(contrasts.length > 20, `only ${contrasts.length} text elements measured`);
  check(worst.ratio >= 4.5, `contrast ${worst.ratio.toFixed(2)} of "${worst.text}" (${worst.sel}) is below 4.5`);
  step(`contrast of ${contrasts.length} text elements: the lowest ${worst.ratio.toFixed(2)} (${worst.sel})`);

  // --- A timed chess game on one device, two moves in so that the clock runs.
  const id = await page.evaluate(async () => {
    const post = (path, body, token) =>
      fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(token ? { Authorization: "Bearer " + token } : {}) },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    const made = await post("/api/games", { game: "chess", opponent: "local", clock: { minutes: 5, increment: 0 } });
    const seats = JSON.parse(localStorage.getItem("ply.games.v1") || "{}");
    seats[made.id] = { token: made.token, color: made.color, game: "chess", opponent: "local", at: Date.now() };
    localStorage.setItem("ply.games.v1", JSON.stringify(seats));
    for (const move of ["e4", "e5"]) await post(`/api/games/${made.id}/moves`, { move }, made.token);
    return made.id;
  });
  await page.goto(`${root}/g/${id}`);
  await page.waitForSelector("svg.board .chess-piece");
  const pieces = await page.evaluate(() => ({
    chess: document.querySelectorAll("svg.board .chess-piece").length,
    paths: document.querySelectorAll("svg.board .chess-piece path").length,
    glyphs: [...document.querySelectorAll("svg.board text")].filter((t) => /[\u2654-\u265F]/.test(t.textContent)).length,
    label: document.querySelector("svg.board").getAttribute("aria-label"),
  }));
  check(pieces.chess === 32 && pieces.paths >= 64, `chess pieces as paths: ${JSON.stringify(pieces)}`);
  check(pieces.glyphs === 0, `${pieces.glyphs} chess glyphs drawn as text on the board`);
  check(/^Chess\. White to move\./.test(pieces.label), `the board's label: "${pieces.label}"`);
  step(`32 chess pieces drawn with ${pieces.paths} paths, no glyphs; the board says "${pieces.label.slice(0, 30)}…"`);

  // The only live region is the announcements': nothing in the game view is live, and while
  // the clock ticks it does not change.
  const live = () =>
    page.evaluate(() => ({
      regions: [...document.querySelectorAll("[aria-live]")].map((e) => e.id),
      clockInside: document.querySelectorAll("[aria-live] .clock, [role=status] .clock, [role=log] .clock").length,
      text: document.getElementById("announce").textContent,
      clocks: [...document.querySelectorAll(".clock")].map((c) => c.textContent).join(" "),
    }));
  const before = await live();
  await page.waitForTimeout(2200);
  const after = await live();
  check(before.regions.join() === "announce", `live regions: ${before.regions.join()}`);
  check(before.clockInside === 0, "a clock is inside a live region");
  check(before.clocks !== after.clocks, `the clock did not tick: ${before.clocks}`);
  check(after.text === before.text, `the live region changed while only the clock ticked: "${after.text}"`);
  await page.fill(".type-move input", "Nf3");
  await page.press(".type-move input", "Enter");
  await page.waitForFunction(() => document.getElementById("announce").textContent.includes("Nf3"));
  step(`clocks ${before.clocks} → ${after.clocks} with the live region still; then it says "${(await live()).text}"`);
  check(sounds.length > 0, "no sound for the move with sounds on");

  // --- The settings panel: the gear opens it, Escape closes it and gives the focus back.
  const gear = page.locator("#settings-button");
  await gear.focus();
  await page.keyboard.press("Enter");
  await page.waitForSelector("#settings-panel:not([hidden])");
  check(await page.evaluate(() => document.getElementById("settings-panel").contains(document.activeElement)), "focus not in the panel");
  check((await gear.getAttribute("aria-expanded")) === "true", "the gear is not expanded");
  await page.keyboard.press("Escape");
  check(await page.locator("#settings-panel").isHidden(), "Escape did not close the panel");
  check(await page.evaluate(() => document.activeElement.id === "settings-button"), "the focus did not go back to the gear");
  step("the gear opens the settings from the keyboard; Escape closes them and the focus returns");

  const fills = () =>
    page.evaluate(() => {
      const svg = document.querySelector("svg.board");
      return {
        board: svg.getAttribute("data-board-theme"),
        pieces: svg.getAttribute("data-piece-theme"),
        dark: svg.querySelector('[data-i="1"]').getAttribute("fill"),
        coords: svg.querySelectorAll(".coord").length,
        pieceFill: svg.querySelector('.chess-piece[data-kind="rook"] path').getAttribute("fill"),
      };
    });
  const wood = await fills();
  check(wood.board === "wood" && wood.pieces === "classic" && wood.coords === 16, `the defaults: ${JSON.stringify(wood)}`);
  const choose = async (setting, value) => {
    if (await page.locator("#settings-panel").isHidden()) await gear.click();
    const button = page.locator(`#settings-panel [data-setting="${setting}"][data-value="${value}"]`);
    await button.click();
    check((await button.getAttribute("aria-pressed")) === "true", `${setting} ${value} is not pressed`);
  };
  await choose("board", "sea");
  await choose("pieces", "flat");
  await choose("coordinates", "false");
  await choose("sound", "false");
  const sea = await fills();
  check(sea.board === "sea" && sea.dark !== wood.dark, `the board theme did not change the squares: ${JSON.stringify(sea)}`);
  check(sea.pieces === "flat" && sea.pieceFill !== wood.pieceFill, `the piece theme did not change the pieces: ${JSON.stringify(sea)}`);
  check(sea.coords === 0, `${sea.coords} coordinates shown with coordinates off`);
  await page.keyboard.press("Escape");
  await page.reload();
  await page.waitForSelector("svg.board .chess-piece");
  const reloaded = await fills();
  check(JSON.stringify(reloaded) === JSON.stringify(sea), `after a reload: ${JSON.stringify(reloaded)}, before ${JSON.stringify(sea)}`);
  step(`sea squares ${sea.dark} (wood ${wood.dark}), flat pieces, no coordinates: kept over a reload`);
  const heard = sounds.length;
  await page.fill(".type-move input", "Nc6");
  await page.press(".type-move input", "Enter");
  await page.waitForFunction(() => document.getElementById("announce").textContent.includes("Nc6"));
  await page.waitForTimeout(300);
  check(sounds.length === heard, "a sound played with sounds off");
  if (shot) {
    await choose("coordinates", "true");
    await page.keyboard.press("Escape");
    await page.screenshot({ path: shot });
  }

  // --- The coordinates stand out from their squares, in both themes (chess and kabe boards).
  const coordContrast = () =>
    page.evaluate(() => {
      const hex = (s) => {
        const n = parseInt(s.slice(1), 16);
        return { r: n >> 16, g: (n >> 8) & 255, b: n & 255 };
      };
      const lum = ({ r, g, b }) => {
        const f = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      const svg = document.querySelector("svg.board");
      const cells = [...svg.querySelectorAll("rect.cell")].map((r) => ({
        x: +r.getAttribute("x"),
        y: +r.getAttribute("y"),
        w: +r.getAttribute("width"),
        h: +r.getAttribute("height"),
        fill: r.getAttribute("fill"),
      }));
      let low = Infinity;
      const texts = svg.querySelectorAll(".coord");
      for (const text of texts) {
        const box = text.getBBox();
        const cx = box.x + box.width / 2,
          cy = box.y + box.height / 2;
        const cell = cells.find((c) => cx >= c.x && cx < c.x + c.w && cy >= c.y && cy < c.y + c.h);
        const [a, b] = [lum(hex(text.getAttribute("fill"))), lum(hex(cell.fill))].sort((x, y) => y - x);
        low = Math.min(low, (a + 0.05) / (b + 0.05));
      }
      return { count: texts.length, low };
    });
  const measured = [];
  for (const theme of ["sea", "wood"]) {
    await page.goto(`${root}/g/${id}`);
    await page.waitForSelector("svg.board .chess-piece");
    await choose("board", theme);
    await choose("coordinates", "true");
    await page.keyboard.press("Escape");
    const chess = await coordContrast();
    await page.goto(`${root}/editor?game=kabe`);
    await page.waitForSelector("svg.board [data-i]");
    const editorTheme = await page.locator("svg.board").getAttribute("data-board-theme");
    check(editorTheme === theme, `the editor's board is ${editorTheme}, not ${theme}`);
    const kabe = await coordContrast();
    check(chess.count === 16 && kabe.count === 32, `coordinates shown: chess ${chess.count}, kabe ${kabe.count}`);
    for (const [what, c] of [
      ["chess", chess],
      ["kabe", kabe],
    ]) {
      check(c.low >= 4.5, `${theme} ${what}: coordinates at contrast ${c.low.toFixed(2)}`);
      measured.push(`${theme} ${what} ${c.low.toFixed(2)}`);
    }
  }
  step("the lowest contrast of the coordinates: " + measured.join(", "));
  step("the editor draws in the chosen theme, with kabe's 32 square numbers");

  check(errors.length === 0, "console errors: " + errors.join(" | "));
  step("no console errors");
});
