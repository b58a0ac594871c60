// The move list and the notice about a past move number moves alike: clicking "2. Nf3" in the
// list says "move 2 of 2" (the list's rows), not the half-move, names the move, and marks it
// in the list (highlighted, aria-current).
//
// usage: node numbering.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run, poster } from "./start.mjs";

const [base] = args("node numbering.mjs SERVER_URL");

await run("numbering", async ({ browser, watch, errors, check, step }) => {
  const page = await (await browser()).newPage();
  watch(page);
  page.setDefaultTimeout(20000);
  await page.goto(base);
  const post = poster(page);
  const made = await post("/api/games", { game: "chess", opponent: "local" });
  check(made.id, `no game: ${JSON.stringify(made)}`);
  for (const move of ["e4", "e5", "Nf3", "Nc6"]) await post(`/api/games/${made.id}/moves`, { move }, made.token);
  await page.goto(base + "g/" + made.id);
  await page.waitForSelector('.moves td.m[data-ply="3"]');
  const row = await page.locator('.moves td.m[data-ply="3"]').evaluate((td) => td.parentElement.querySelector("td.n").textContent);
  await page.locator('.moves td.m[data-ply="3"]').click();
  await page.waitForFunction(() => /Looking at/.test(document.body.textContent));
  const said = await page.locator(".message", { hasText: "Looking at" }).first().textContent();
  step(`row "${row}", notice "${said}"`);
  check(row === "2." && said.includes("move 2 of 2") && said.includes("Nf3"), `the list says ${row}, the notice "${said}"`);
  const current = await page
    .locator('.moves td.m[aria-current="step"]')
    .evaluateAll((tds) => tds.map((td) => [td.dataset.ply, td.className]));
  check(
    current.length === 1 && current[0][0] === "3" && current[0][1].includes("last"),
    `the move looked at is not marked: ${JSON.stringify(current)}`,
  );
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
