// The page in the reader's language: the lobby in Estonian (the `lang` cookie), no message id
// left untranslated anywhere on the lobby or a game page, a chess move in the move list with
// the Estonian piece letters and the status in Estonian, the result of the game worded from its
// message; then Russian chosen through the header's chooser.
//
// usage: node i18n.mjs SERVER_URL [SCREENSHOT.png]
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run } from "./start.mjs";

const [base, shot] = args("node i18n.mjs SERVER_URL [SCREENSHOT.png]");
const step = (s) => console.log("i18n: " + s);

/** Every text a reader meets: the visible text, titles, labels, placeholders and the tab title. */
function readable(page) {
  return page.evaluate(() => {
    const texts = [document.body.innerText, document.title];
    for (const el of document.querySelectorAll("[title], [aria-label], [placeholder]"))
      for (const a of ["title", "aria-label", "placeholder"]) if (el.getAttribute(a)) texts.push(el.getAttribute(a));
    for (const el of document.querySelectorAll("svg text")) texts.push(el.textContent);
    return texts.join("\n");
  });
}

/** Fails when a message id shows instead of its text: `page-…`, another catalog prefix, or a
 * snake_case code. */
async function noIds(page, where) {
  const text = await readable(page);
  const id = /\b(?:page|side|game|reason|piece|result|rule|expected|language)-[a-z0-9]|\b[a-z]+_[a-z0-9_]+\b/.exec(text);
  if (id) throw new Error(`${where}: an untranslated id near "${text.slice(Math.max(0, id.index - 40), id.index + 40)}"`);
}

async function expectText(page, selector, pattern, where) {
  await page.waitForFunction(([s, p]) => new RegExp(p).test(document.querySelector(s)?.textContent || ""), [selector, pattern.source]);
  step(`${where}: ${selector} reads "${(await page.locator(selector).first().innerText()).replace(/\s+/g, " ").slice(0, 80)}"`);
}

await run("i18n", async ({ profile, watch, errors, onFail }) => {
  const { context, page } = await profile();
  page.setDefaultTimeout(20000);
  watch(page, { console: (m) => m.text().startsWith("ply: no message") });
  onFail(async () => {
    if (shot) await page.screenshot({ path: shot.replace(/\.png$/, "-failed.png") });
  });
  await context.addCookies([{ name: "lang", value: "et", url: base }]);

  // The lobby in Estonian.
  await page.goto(base);
  await page.waitForSelector(".game-choice");
  if ((await page.getAttribute("html", "lang")) !== "et") throw new Error("<html lang> is not et");
  await expectText(page, ".lobby h1", /^Alusta mängu$/, "lobby");
  await expectText(page, "#start", /^Mängi$/, "lobby");
  await expectText(page, "#nav-new", /^Uus mäng$/, "header");
  const lobbyText = await page.locator(".lobby").textContent();
  for (const word of ["Vastane", "Arvuti", "Sõber", "Kell", "Sinu mängud"])
    if (!lobbyText.includes(word)) throw new Error(`the Estonian lobby lacks "${word}"`);
  const links = [];
  for (const id of ["chess", "kabe"]) {
    await page.locator(`[data-focus="game:${id}"]`).click();
    links.push(...(await page.locator(".lobby a.rules-link").evaluateAll((as) => as.map((a) => a.getAttribute("href")))));
  }
  if (!links.includes("/rules/chess") || !links.includes("/rules/kabe")) throw new Error(`rules links: ${links.join(" ")}`);
  await noIds(page, "the Estonian lobby");
  step(`lobby in Estonian, ${links.length} rules links, no untranslated id`);

  // A chess game against the computer, white, and Nf3 clicked: "Rf3" in the Estonian list.
  await page.locator(".game-choice", { hasText: /^Male/ }).click();
  await page
    .locator(".choice", { hasText: /^Arvuti/ })
    .first()
    .click();
  await page.locator("#level").fill("1");
  await page.locator(".choice", { hasText: /^Valge/ }).click();
  await noIds(page, "the lobby with chess chosen");
  await page.locator("#start").click();
  await page.waitForURL(/\/g\/[a-z0-9]+$/);
  await page.waitForSelector("svg.board [data-i]");
  await expectText(page, ".status .title", /^Sinu käik$/, "game");
  const id = new URL(page.url()).pathname.split("/").pop();
  const st = await page.evaluate((id) => fetch(`/api/games/${id}`).then((r) => r.json()), id);
  const [, cells] = st.move_cells.find(([t]) => t === "Nf3");
  for (const i of cells) await page.locator(`svg.board [data-i="${i}"]`).click();
  await page.waitForFunction(() => document.querySelectorAll(".moves td.m").length >= 2 && !document.querySelector(".thinking"), null, {
    timeout: 30000,
  });
  await expectText(page, '.moves td[data-ply="1"]', /^Rf3$/, "move list");
  await expectText(page, ".status .title", /^Sinu käik$/, "after the reply");
  const controls = await page.locator(".controls").innerText();
  for (const word of ["Alistu", "Paku viiki", "Pööra laud", "Reeglid"])
    if (!controls.includes(word)) throw new Error(`the Estonian buttons lack "${word}": ${controls}`);
  if ((await page.locator(".controls a", { hasText: "Reeglid" }).getAttribute("href")) !== "/rules/chess")
    throw new Error("the game's rules link does not lead to /rules/chess");
  await noIds(page, "the Estonian game");
  step("chess in Estonian: Rf3 in the move list, the buttons and status in Estonian");

  // An illegal move typed: the server's reason arrives in Estonian.
  await page.locator(".type-move input").fill("Ke2");
  await page.keyboard.press("Enter");
  await page.waitForSelector(".message.error");
  const refusal = await page.locator(".message").innerText();
  if (/not legal|illegal/i.test(refusal)) throw new Error(`the refusal is in English: ${refusal}`);
  step(`refused in Estonian: "${refusal}"`);
  await page.evaluate(() => document.activeElement.blur());

  // Resigning: the result line is worded from the game's message, in Estonian.
  await page.locator(".controls .btn", { hasText: "Alistu" }).click();
  await page.locator(".controls .btn", { hasText: "Kas tõesti alistud?" }).click();
  await page.waitForSelector(".status.over");
  const result = await page.locator(".status .title").innerText();
  if (!/must/i.test(result) || /wins|resign/i.test(result)) throw new Error(`the result reads "${result}"`);
  await noIds(page, "the finished Estonian game");
  step(`result in Estonian: "${result}"`);
  if (shot) await page.screenshot({ path: shot });

  // Russian through the chooser: the page reloads in Russian.
  await Promise.all([page.waitForEvent("load"), page.selectOption("#lang", "ru")]);
  await page.waitForSelector(".moves td.m");
  if ((await page.getAttribute("html", "lang")) !== "ru") throw new Error("<html lang> is not ru after choosing Russian");
  await expectText(page, '.moves td[data-ply="1"]', /^Кf3$/, "Russian move list");
  await expectText(page, ".controls", /Реванш/, "Russian buttons");
  await expectText(page, ".status .title", /[а-яё]/i, "Russian result");
  await noIds(page, "the Russian game");
  await page.locator("#nav-new").click();
  await expectText(page, ".lobby h1", /^Начать партию$/, "Russian lobby");
  await expectText(page, ".games-list", /окончена|[а-яё]/i, "Russian list of games");
  await noIds(page, "the Russian lobby");
  const cookie = (await context.cookies(base)).find((c) => c.name === "lang");
  if (!cookie || cookie.value !== "ru") throw new Error("the chooser did not set the lang cookie");
  step("Russian chosen in the header: the cookie, the game and the lobby follow");
  if (errors.length) throw new Error("page errors or missing messages: " + errors.join("; "));
});
