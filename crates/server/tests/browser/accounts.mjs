// The header's account control in a browser: an anonymous game is played, then the player
// registers from the header (the name shows in the header, and the account holds the game);
// logs out (the header offers "Log in" again and the account answers 401); a wrong password
// is shown in the panel; the player logs in again, also in Estonian words, and the session
// survives a reload. No console errors.
//
// usage: node accounts.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run, consoleError, poster } from "./start.mjs";

const [base] = args("node accounts.mjs SERVER_URL");
const root = base.replace(/\/$/, "");

await run("accounts", async ({ browser, watch, errors, check, step }) => {
  const context = await (await browser()).newContext({ locale: "en-US" });
  const page = await context.newPage();
  // The refusals this script asks for itself (a one-letter name: 400; a wrong password and the
  // account after logging out: 401) are not the page's errors.
  watch(page, { console: (m) => consoleError(m) && !/status of 40[01]/.test(m.text()) });
  page.setDefaultTimeout(20000);
  const name = "Br" + Date.now().toString(36).slice(-8);
  const password = "browser password";

  // --- An anonymous game, kept in this browser as today.
  await page.goto(base);
  await page.waitForSelector("#account-button");
  check((await page.textContent("#account-button")).trim() === "Log in", "the header does not offer Log in");
  // On a phone the button is an icon named by its label, and the header does not overflow.
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await page.evaluate(() => ({
    wide: document.documentElement.scrollWidth,
    label: document.querySelector("#account-button").getAttribute("aria-label"),
    shown: getComputedStyle(document.querySelector(".account-label")).display,
  }));
  check(phone.wide <= 390 && phone.label === "Log in" && phone.shown === "none", `on a phone: ${JSON.stringify(phone)}`);
  await page.setViewportSize({ width: 1280, height: 860 });
  const made = await poster(page)("/api/games", { game: "kabe", opponent: "local" });
  await page.evaluate((m) => {
    const seats = JSON.parse(localStorage.getItem("ply.games.v1") || "{}");
    seats[m.id] = { token: m.token, color: m.color, game: "kabe", opponent: "local", at: Date.now() };
    localStorage.setItem("ply.games.v1", JSON.stringify(seats));
  }, made);
  step("an anonymous game is played and kept in the browser");

  // --- Register from the header: the name shows, and the account holds the game.
  await page.click("#account-button");
  await page.click("#account-switch");
  await page.waitForSelector("#account-submit:has-text('Register')");
  await page.fill("#account-name", "x");
  await page.fill("#account-password", password);
  await page.click("#account-submit");
  await page.waitForSelector(".account-error:not(:empty)");
  const refusal = await page.textContent(".account-error");
  check(/2 to 20/.test(refusal), `the panel says "${refusal}" for a one-letter name`);
  await page.fill("#account-name", name);
  await page.click("#account-submit");
  await page.waitForFunction((n) => document.querySelector("#account-button").textContent === n, name);
  check(await page.locator("#account-panel").isHidden(), "the panel stays open after registering");
  const me = await page.evaluate(() => fetch("/api/account").then((r) => r.json()));
  check(me.username === name && me.count.all === 1, `the account is ${JSON.stringify(me)}`);
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === "ply_session");
  check(session && session.httpOnly && session.sameSite === "Lax", `the session cookie is ${JSON.stringify(session)}`);
  check(!(await page.evaluate(() => document.cookie)).includes("ply_session"), "the page's script can read the session cookie");
  step(`registered as ${name} from the header; the account holds the anonymous game`);

  // --- The session survives a reload; log out from the header.
  await page.reload();
  await page.waitForFunction((n) => document.querySelector("#account-button").textContent === n, name);
  await page.click("#account-button");
  await page.click("#account-logout");
  await page.waitForFunction(() => document.querySelector("#account-button").textContent === "Log in");
  const after = await page.evaluate(() => fetch("/api/account").then((r) => r.status));
  check(after === 401, `GET /api/account answers ${after} after logging out`);
  step("the session survives a reload; logged out from the header");

  // --- A wrong password is shown in the panel; the right one logs in.
  await page.click("#account-button");
  await page.fill("#account-name", name.toLowerCase());
  await page.fill("#account-password", "not the password");
  await page.click("#account-submit");
  await page.waitForSelector(".account-error:not(:empty)");
  const wrong = await page.textContent(".account-error");
  check(/wrong user name or password/.test(wrong), `the panel says "${wrong}"`);
  await page.fill("#account-password", password);
  await page.click("#account-submit");
  await page.waitForFunction((n) => document.querySelector("#account-button").textContent === n, name);
  step("a wrong password is refused in the panel; the right one logs in");

  // --- The control in Estonian.
  const et = await (await browser()).newContext({ locale: "et-EE" });
  const etPage = await et.newPage();
  watch(etPage, { console: consoleError, name: "et" });
  await etPage.goto(root + "/");
  await etPage.waitForSelector("#account-button");
  const etLabel = (await etPage.textContent("#account-button")).trim();
  check(etLabel === "Logi sisse", `the Estonian header says "${etLabel}"`);
  await etPage.click("#account-button");
  const etWords = await etPage.textContent("#account-panel");
  check(etWords.includes("Kasutajanimi") && etWords.includes("Parool"), `the Estonian panel reads "${etWords}"`);
  step("the account control speaks Estonian");

  check(errors.length === 0, "errors on the page: " + errors.join("; "));
});
