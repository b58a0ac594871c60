// Kalah: a full store's seeds leave its owner's name ("North", "South") and its count readable:
// no seed overlaps either text.
//
// usage: node stores.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run } from "./start.mjs";

const [base] = args("node stores.mjs SERVER_URL");

await run("stores", async ({ browser, watch, errors, check, step }) => {
  const page = await (await browser()).newPage();
  watch(page);
  page.setDefaultTimeout(20000);
  await page.goto(base);
  const made = await page.evaluate(() =>
    fetch("/api/games", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ game: "kalah", opponent: "local", position: "1,1,1,1,1,1,30,1,1,1,1,1,1,30 S" }),
    }).then((r) => r.json()),
  );
  check(made.id, `no game: ${JSON.stringify(made)}`);
  await page.goto(base + "g/" + made.id);
  await page.waitForSelector("svg.board [data-i]");
  const overlaps = await page.evaluate(() => {
    const svg = document.querySelector("svg.board");
    const texts = [...svg.querySelectorAll("text")]
      .filter((x) => /^(North|South|30)$/.test(x.textContent.trim()))
      .map((x) => [x.textContent, x.getBBox()]);
    const seeds = [...svg.querySelectorAll("circle")].map((c) => c.getBBox());
    const meet = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    return { texts: texts.length, hit: texts.filter(([, t]) => seeds.some((s) => meet(s, t))).map(([w]) => w) };
  });
  check(overlaps.texts >= 4, `store texts found: ${overlaps.texts}`);
  check(overlaps.hit.length === 0, `seeds cover ${overlaps.hit.join(", ")}`);
  step(`${overlaps.texts} store texts, none covered by a seed`);
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
