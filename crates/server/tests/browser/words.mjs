// Counts and piece letters in the reader's language, on real pages. "Your games" in the lobby
// counts a game's moves with the language's plural form: "1 move / 2 moves / 5 moves",
// "1 käik / 2 käiku / 5 käiku", "1 ход / 2 хода / 5 ходов" (and 21 ход, 22 хода, 11 ходов from
// the page's own words); in French, Spanish and Italian a round million, CLDR's "many", reads
// in the plural ("1000000 coups"). A chess move typed in the page's piece letters is the move those
// letters name: "Rf3" on the Estonian page is the knight's (R = ratsu) and "Vg1" the rook's,
// "Кf3" on the Russian page is the knight's; the move list shows the local letters and the
// record stays in Latin SAN. The translation both ways is checked on the page's own module.
//
// usage: node words.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run, poster } from "./start.mjs";

const [base] = args("node words.mjs SERVER_URL");

const counts = {
  en: { 1: "1 move", 2: "2 moves", 5: "5 moves", 21: "21 moves", 22: "22 moves", 11: "11 moves" },
  et: { 1: "1 käik", 2: "2 käiku", 5: "5 käiku", 21: "21 käiku", 22: "22 käiku", 11: "11 käiku" },
  ru: { 1: "1 ход", 2: "2 хода", 5: "5 ходов", 21: "21 ход", 22: "22 хода", 11: "11 ходов" },
};
const line = ["Nf3", "Nf6", "Nc3", "Nc6", "e3"];

await run("words", async ({ browser, watch, errors, check, step }) => {
  const chromium = await browser();
  const open = async (lang) => {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: "lang", value: lang, url: base }]);
    const page = await context.newPage();
    // The refusals typed on purpose answer 400; any other console error counts.
    watch(page, { name: lang, console: (m) => (m.type() === "error" && !/status of 400/.test(m.text())) || /no message/.test(m.text()) });
    page.setDefaultTimeout(15000);
    await page.goto(base);
    await page.waitForSelector(".lobby");
    return { context, page, post: poster(page) };
  };
  const keep = (page, made) =>
    page.evaluate((made) => {
      const all = JSON.parse(localStorage.getItem("ply.games.v1") || "{}");
      all[made.id] = { token: made.token, color: made.color, game: "chess", opponent: "local", at: Date.now() + Object.keys(all).length };
      localStorage.setItem("ply.games.v1", JSON.stringify(all));
    }, made);

  // --- Plural forms: the lobby's list of games, and the page's words for more numbers.
  for (const lang of ["en", "et", "ru"]) {
    const { context, page, post } = await open(lang);
    const played = {};
    for (const n of [1, 2, 5]) {
      const made = await post("/api/games", { game: "chess", opponent: "local" });
      check(made.token, `${lang}: no game: ${JSON.stringify(made).slice(0, 300)}`);
      for (const move of line.slice(0, n)) {
        const st = await post(`/api/games/${made.id}/moves`, { move }, made.token);
        check(st.moves, `${lang}: ${move} refused: ${JSON.stringify(st).slice(0, 300)}`);
      }
      await keep(page, made);
      played[made.id] = n;
    }
    await page.goto(base);
    await page.waitForFunction(() => document.querySelectorAll(".games-list li [data-standing]").length >= 3);
    const rows = await page
      .locator(".games-list li")
      .evaluateAll((lis) =>
        lis.map((li) => [li.querySelector("a").getAttribute("href").split("/").pop(), li.querySelector(":scope > .meta").textContent]),
      );
    for (const [id, n] of Object.entries(played)) {
      const row = rows.find(([r]) => r === id);
      check(row, `${lang}: game ${id} is not listed`);
      step(`${lang}: ${n} played reads "${row[1]}"`);
      check(row[1].endsWith(" · " + counts[lang][n]), `${lang}: ${n} moves read "${row[1]}", not "… · ${counts[lang][n]}"`);
    }
    const more = await page.evaluate(async (ns) => {
      const { t } = await import("/assets/i18n.js");
      return ns.map((n) => [n, t("page-list-moves", { moves: n }), t("page-list-moves", { moves: String(n) })]);
    }, Object.keys(counts[lang]).map(Number));
    for (const [n, asNumber, asText] of more) {
      check(asNumber === counts[lang][n] && asText === counts[lang][n], `${lang}: ${n} reads "${asNumber}" / "${asText}"`);
    }
    step(`${lang}: ${more.map(([, s]) => s).join(", ")}`);
    await context.close();
  }

  // --- CLDR 42's "many" (a round million) in French, Spanish and Italian: the browser's rules
  // give it, no catalog names it, and the page's words fall to the plural form.
  for (const [lang, word] of [
    ["fr", "coups"],
    ["es", "jugadas"],
    ["it", "mosse"],
  ]) {
    const { context, page } = await open(lang);
    const [category, text] = await page.evaluate(async (lang) => {
      const { t } = await import("/assets/i18n.js");
      return [new Intl.PluralRules(lang).select(1000000), t("page-list-moves", { moves: 1000000 })];
    }, lang);
    check(category === "many" && text.endsWith(" " + word), `${lang}: a million is "${category}" and reads "${text}"`);
    step(`${lang}: a million is "${category}" and reads "${text}"`);
    await context.close();
  }

  // --- The translation both ways, on the page's own module.
  const cases = {
    en: [
      ["Rf3", "Rf3"],
      ["Nf3", "Nf3"],
      ["O-O", "O-O"],
      ["e8=Q", "e8=Q"],
    ],
    et: [
      ["Rf3", "Nf3"],
      ["Ve1", "Re1"],
      ["Oc4", "Bc4"],
      ["Le2", "Qe2"],
      ["Ke2", "Ke2"],
      ["Rxe5+", "Nxe5+"],
      ["e8=L", "e8=Q"],
      ["exd8=R#", "exd8=N#"],
      ["O-O", "O-O"],
      ["O-O-O", "O-O-O"],
      ["0-0", "0-0"],
      ["Nf3", "Nf3"],
    ],
    ru: [
      ["Кf3", "Nf3"],
      ["Крe2", "Ke2"],
      ["Фd1", "Qd1"],
      ["Лe1", "Re1"],
      ["Сc4", "Bc4"],
      ["Кxe5", "Nxe5"],
      ["e8=Ф", "e8=Q"],
      ["O-O", "O-O"],
      ["Nf3", "Nf3"],
    ],
  };
  const shown = { en: "K Q R B N", et: "K L V O R", ru: "Кр Ф Л С К" };
  for (const lang of ["en", "et", "ru"]) {
    const { context, page } = await open(lang);
    const got = await page.evaluate(async (cases) => {
      const { typedMove, shownMove, localLetters } = await import("/assets/i18n.js");
      const data = await fetch("/api/i18n").then((r) => r.json());
      return {
        typed: cases.map(([text]) => typedMove(text, ["Nf3", "e4"])),
        // Draughts and Kalah moves are sent as typed.
        draughts: typedMove("Ke2", ["22-18", "21-17"]),
        letters: data.piece_letters.map((p) => p.shown).join(" "),
        hint: localLetters(),
        // Shown and read back: every piece's letter makes the round trip.
        round: data.piece_letters.map((p) => [p.san, typedMove(shownMove([{ piece: p.piece, letter: p.san }, "d4"]), ["Nf3"])]),
      };
    }, cases[lang]);
    cases[lang].forEach(([text, san], i) => check(got.typed[i] === san, `${lang}: "${text}" is read as "${got.typed[i]}", not "${san}"`));
    check(got.draughts === "Ke2", `${lang}: a draughts move is changed to "${got.draughts}"`);
    check(got.letters === shown[lang], `${lang}: the letters are "${got.letters}"`);
    check(got.hint === (lang === "en" ? "" : shown[lang]), `${lang}: the input names the letters "${got.hint}"`);
    for (const [san, back] of got.round) check(back === san + "d4", `${lang}: ${san}d4 comes back as ${back}`);
    step(`${lang}: ${cases[lang].map(([text], i) => `${text}→${got.typed[i]}`).join(" ")}; letters ${got.letters}`);
    await context.close();
  }

  // --- Typed on the game page: the knight in Estonian and in Russian, the rook in Estonian.
  // A refused move names its piece in words: the letter was read as the knight.
  for (const [lang, typed, list, san, wrong, knight] of [
    ["et", ["Rf3", "Rf6", "Vg1"], ["Rf3", "Rf6", "Vg1"], ["Nf3", "Nf6", "Rg1"], "Rf5", /ratsu/],
    ["ru", ["Кf3", "Кf6"], ["Кf3", "Кf6"], ["Nf3", "Nf6"], "Кf5", /конь/i],
  ]) {
    const { context, page, post } = await open(lang);
    const made = await post("/api/games", { game: "chess", opponent: "local" });
    await keep(page, made);
    await page.goto(`${base}g/${made.id}`);
    await page.waitForSelector("svg.board [data-i]");
    const hint = await page.locator(".type-move input").getAttribute("placeholder");
    check(hint.includes(shown[lang]), `${lang}: the input's hint "${hint}" does not name ${shown[lang]}`);
    await page.fill(".type-move input", wrong);
    await page.press(".type-move input", "Enter");
    await page.waitForSelector(".message.error");
    const refusal = await page.locator(".message").innerText();
    check(knight.test(refusal), `${lang}: "${wrong}" is refused as "${refusal}", not as the knight's`);
    step(`${lang}: "${wrong}" refused: "${refusal}"`);
    for (let i = 0; i < typed.length; i++) {
      await page.fill(".type-move input", typed[i]);
      await page.press(".type-move input", "Enter");
      await page.waitForFunction((n) => document.querySelectorAll(".moves td.m").length >= n, i + 1);
      const text = await page.locator(`.moves td[data-ply="${i + 1}"]`).innerText();
      check(text === list[i], `${lang}: "${typed[i]}" shows as "${text}", not "${list[i]}"`);
    }
    const st = await page.evaluate((id) => fetch(`/api/games/${id}`).then((r) => r.json()), made.id);
    check(JSON.stringify(st.moves) === JSON.stringify(san), `${lang}: the game's moves are ${JSON.stringify(st.moves)}`);
    const record = await page.evaluate((id) => fetch(`/api/games/${id}/record`).then((r) => r.text()), made.id);
    check(record.includes(`1. ${san[0]} ${san[1]}`), `${lang}: the record is not in SAN: ${record}`);
    step(`${lang}: typed ${typed.join(" ")}, shown ${list.join(" ")}, played ${st.moves.join(" ")}, hint "${hint}"`);
    await context.close();
  }
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
