// The box's nine languages in the browser: for each of the six languages of the Kalah leaflet,
// a browser that asks for it (Accept-Language) gets the lobby in it, with the header's chooser
// listing all nine languages, the rules page of Kalah in it with the leaflet's word for the
// seeds, and a variant's rules page, written only in English, Estonian and Russian, in English
// with a note in the reader's language. Then German is switched to Italian by the chooser.
//
// usage: node languages.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run } from "./start.mjs";

const [base] = args("node languages.mjs SERVER_URL");

// The browser's locale is the first language asked for; the header asks for them all.
const inLang = (asked) => ({ locale: asked.split(/[,;]/)[0], extraHTTPHeaders: { "Accept-Language": asked } });

const NINE = ["en", "da", "de", "es", "et", "fr", "it", "nl", "ru"];

// What each language's reader sees: the header's "New game", the leaflet's seeds, the note on a
// page not written in the language.
const SEEN = {
  de: { asked: "de-DE,de;q=0.9,en;q=0.5", newGame: "Neue Partie", seeds: "Bohnen", note: "noch nicht auf Deutsch" },
  fr: { asked: "fr-FR", newGame: "Nouvelle partie", seeds: "haricots", note: "pas encore écrite en français" },
  nl: { asked: "nl-BE,nl;q=0.9", newGame: "Nieuwe partij", seeds: "bonen", note: "nog niet in het Nederlands" },
  da: { asked: "da", newGame: "Nyt parti", seeds: "kugler", note: "endnu ikke skrevet på dansk" },
  es: { asked: "es-ES", newGame: "Nueva partida", seeds: "judías", note: "aún no está escrita en español" },
  it: { asked: "it-IT", newGame: "Nuova partita", seeds: "pedine", note: "non è ancora scritta in italiano" },
};

await run("languages", async ({ browser, watch, errors, check, step }) => {
  const chromium = await browser();
  for (const [tag, seen] of Object.entries(SEEN)) {
    const page = await (await chromium.newContext(inLang(seen.asked))).newPage();
    watch(page, { console: (m) => m.text().startsWith("ply: no message") });
    page.setDefaultTimeout(20000);

    await page.goto(base);
    await page.waitForSelector(".game-choice");
    await page.waitForSelector("select#lang");
    check(
      (await page.getAttribute("html", "lang")) === tag,
      `${tag}: the lobby's <html lang> is ${await page.getAttribute("html", "lang")}`,
    );
    const nav = (await page.locator("#nav-new").textContent()).trim();
    check(nav === seen.newGame, `${tag}: the header says "${nav}", not "${seen.newGame}"`);
    const offered = await page.locator("select#lang option").evaluateAll((os) => os.map((o) => o.value));
    check(JSON.stringify(offered) === JSON.stringify(NINE), `${tag}: the chooser offers ${offered}`);
    check((await page.locator("select#lang").inputValue()) === tag, `${tag}: the chooser shows its own language`);

    await page.goto(base + "rules/kalah");
    await page.waitForSelector("figure.rule-figure");
    check((await page.getAttribute("html", "lang")) === tag, `${tag}: the Kalah rules page is not in ${tag}`);
    const kalah = await page.locator("main").innerText();
    check(kalah.includes(seen.seeds), `${tag}: the Kalah page never says "${seen.seeds}"`);
    check((await page.locator("main p.message").count()) === 0, `${tag}: the Kalah page is marked untranslated`);

    await page.goto(base + "rules/russian");
    await page.waitForSelector("figure.rule-figure");
    check((await page.getAttribute("html", "lang")) === "en", `${tag}: the variant's page is not the English one`);
    const note = (await page.locator("main p.message").textContent()) || "";
    check(note.includes(seen.note), `${tag}: the note on the English page reads "${note}"`);
    check((await page.locator("#nav-new").textContent()).trim() === seen.newGame, `${tag}: the English page's header is not in ${tag}`);
    step(`${tag}: lobby, chooser of nine, the Kalah page with "${seen.seeds}", and the English variant page with its note`);
    await page.context().close();
  }

  // The chooser takes a German reader to Italian, and the choice stays.
  const de = await (await chromium.newContext(inLang("de-DE"))).newPage();
  watch(de);
  de.setDefaultTimeout(20000);
  await de.goto(base + "rules/kabe");
  await de.waitForSelector("select#lang");
  await Promise.all([de.waitForEvent("load"), de.selectOption("#lang", "it")]);
  check((await de.getAttribute("html", "lang")) === "it", "the chooser did not switch the rules page to Italian");
  check((await de.locator("h1").textContent()).trim() === "Kabe", "the Italian kabe page's title");
  await de.goto(base);
  await de.waitForSelector(".game-choice");
  check((await de.locator("#nav-new").textContent()).trim() === "Nuova partita", "the lobby after choosing Italian");
  step("German switched to Italian by the chooser: the rules page and the lobby follow");
  check(errors.length === 0, `page errors: ${errors}`);
});
