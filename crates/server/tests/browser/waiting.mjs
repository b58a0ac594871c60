// A friend's game before the friend joins: its creator reads "Waiting for your friend" (in
// English, Estonian and Russian), is offered Cancel and neither Offer draw nor Resign, and the
// Cancel ends the game as nobody's.
//
// usage: node waiting.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run, poster } from "./start.mjs";

const [base] = args("node waiting.mjs SERVER_URL");

const WAITING = { en: "Waiting for your friend", et: "Ootame sõpra", ru: "Ждём вашего друга" };
const CANCEL = { en: "Cancel", et: "Loobu", ru: "Отмена" };

await run("waiting", async ({ browser, watch, errors, check, step }) => {
  const chromium = await browser();
  for (const lang of ["en", "et", "ru"]) {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 860 } });
    await context.addCookies([{ name: "lang", value: lang, url: base }]);
    const page = await context.newPage();
    watch(page, { name: lang });
    page.setDefaultTimeout(15000);
    await page.goto(base);
    const made = await poster(page)("/api/games", { game: "chess", opponent: "friend" });
    check(made.id && made.invite, `no friend's game: ${JSON.stringify(made)}`);
    await page.evaluate((made) => {
      const all = JSON.parse(localStorage.getItem("ply.games.v1") || "{}");
      all[made.id] = { token: made.token, color: made.color, invite: made.invite, game: "chess", opponent: "friend", at: Date.now() };
      localStorage.setItem("ply.games.v1", JSON.stringify(all));
    }, made);
    await page.goto(`${base}g/${made.id}`);
    await page.waitForSelector("svg.board [data-i]");
    const title = (await page.locator(".status .title").textContent()).trim();
    check(title === WAITING[lang], `${lang}: the status reads "${title}", not "${WAITING[lang]}"`);
    const buttons = (await page.locator(".controls .btn").allTextContents()).map((s) => s.trim());
    check(buttons.includes(CANCEL[lang]), `${lang}: no Cancel among ${buttons.join(", ")}`);
    check(
      (await page.locator(".controls .btn.danger").count()) === 0,
      `${lang}: a resign button while the friend is awaited: ${buttons.join(", ")}`,
    );
    if (lang === "en") check(!buttons.includes("Offer draw") && !buttons.includes("Resign"), `en: ${buttons.join(", ")}`);
    step(`${lang}: "${title}", buttons ${buttons.join(" · ")}`);
    if (lang === "en") {
      await page.locator(".controls .btn", { hasText: "Cancel" }).click();
      await page.waitForFunction(() => document.querySelector(".status.over"));
      const st = await page.evaluate((id) => fetch(`/api/games/${id}`).then((r) => r.json()), made.id);
      check(st.status === "finished" && st.result === "aborted", `after Cancel: ${st.status} ${st.result}`);
      step("Cancel aborted the game");
    }
    await context.close();
  }
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
