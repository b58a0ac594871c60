// How every browser script starts and ends: its arguments, headless Chromium (the system's;
// CHROMIUM=/path overrides /usr/bin/chromium) with nothing fetched in the background, what goes
// wrong on each page collected, and the end: the browsers closed, the profiles removed, one
// summary line and the exit status.
//
//   const [base] = args("node NAME.mjs SERVER_URL");
//   await run("NAME", async ({ browser, profile, watch, errors, step, check, onFail }) => { … });

import { chromium } from "playwright-core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const launchOptions = {
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

/** The script's arguments; exits with the usage (status 2) when fewer than `needed` are given. */
export function args(usage, needed = 1) {
  const given = process.argv.slice(2);
  if (given.length < needed) {
    console.error("usage: " + usage);
    process.exit(2);
  }
  return given;
}

/** Chromium on a fresh profile in a temporary directory (1280×860 unless `options` say):
 *  {context, page, close}, `close` removing the profile too. */
export async function launchProfile(options = {}) {
  const dir = mkdtempSync(join(tmpdir(), "ply-chromium-"));
  const context = await chromium.launchPersistentContext(dir, { ...launchOptions, viewport: { width: 1280, height: 860 }, ...options });
  const page = context.pages()[0] || (await context.newPage());
  const close = async () => {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { context, page, close };
}

/** A console message that is an error. */
export const consoleError = (m) => m.type() === "error";

// A POST of JSON from inside the page (its origin and cookies), with a game's token when given;
// resolves to the answer's JSON.
export const poster = (page) => (path, body, token) =>
  page.evaluate(
    ([path, body, token]) =>
      fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(token ? { Authorization: "Bearer " + token } : {}) },
        body: JSON.stringify(body),
      }).then((r) => r.json()),
    [path, body, token],
  );

/**
 * Collects what goes wrong on `page` into `errors`: every uncaught exception, and the console
 * messages `console` keeps (a function of the message, e.g. `consoleError`; none by default).
 * `name` prefixes each entry when several pages are watched.
 */
export function watch(page, errors, { console: keep = null, name = "" } = {}) {
  const prefix = name ? name + ": " : "";
  page.on("pageerror", (e) => errors.push(prefix + e.message));
  if (keep)
    page.on("console", (m) => {
      if (keep(m)) errors.push(prefix + m.text());
    });
}

/**
 * Runs a script's body with what it needs: `browser()` (a Chromium to open contexts in),
 * `profile(options)` (a page on a fresh profile), `watch(page, options)` (into `errors`),
 * `step(text)` (a line of progress), `check(ok, what)` (fails with `what` unless `ok`) and
 * `onFail(f)` (what to do on failure, such as a screenshot). Everything opened is closed at the
 * end; the line `NAME: 1 passed, 0 failed` (or the reverse, after the failure) ends the output,
 * and the process exits 0 or 1.
 */
export async function run(name, body) {
  const opened = [];
  const errors = [];
  let failure = null;
  const tools = {
    errors,
    step: (text) => console.log(`${name}: ${text}`),
    check: (ok, what) => {
      if (!ok) throw new Error(what);
    },
    browser: async () => {
      const browser = await chromium.launch(launchOptions);
      opened.push(() => browser.close());
      return browser;
    },
    profile: async (options) => {
      const p = await launchProfile(options);
      opened.push(p.close);
      return p;
    },
    watch: (page, options) => watch(page, errors, options),
    onFail: (f) => {
      failure = f;
    },
  };
  let failed = false;
  try {
    await body(tools);
  } catch (e) {
    failed = true;
    console.error(`${name}: FAILED: ${(e && e.stack) || e}`);
    try {
      if (failure) await failure();
    } catch (_) {
      /* nothing more to save */
    }
  } finally {
    for (const close of opened.reverse()) {
      try {
        await close();
      } catch (_) {
        /* already closed */
      }
    }
  }
  console.log(failed ? `${name}: 0 passed, 1 failed` : `${name}: 1 passed, 0 failed`);
  process.exit(failed ? 1 : 0);
}
