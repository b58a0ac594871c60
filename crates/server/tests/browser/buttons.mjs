// One button style: a link drawn as a button (the lobby's "Set up a position") has its text
// centred as a real button's (Play), within a pixel.
//
// usage: node buttons.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run } from "./start.mjs";

const [base] = args("node buttons.mjs SERVER_URL");

await run("buttons", async ({ browser, watch, errors, check, step }) => {
  const page = await (await browser()).newPage({ viewport: { width: 1280, height: 900 } });
  watch(page);
  page.setDefaultTimeout(20000);
  await page.goto(base);
  await page.waitForSelector("#to-editor");
  const offsets = await page.evaluate(() =>
    ["#start", "#to-editor"].map((sel) => {
      const el = document.querySelector(sel);
      const box = el.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      return { sel, off: text.top + text.height / 2 - (box.top + box.height / 2), height: box.height, text: text.height };
    }),
  );
  step(JSON.stringify(offsets));
  for (const o of offsets) check(Math.abs(o.off) <= 1, `${o.sel}: the text sits ${o.off.toFixed(1)} px off the button's centre`);
  check(
    Math.abs(offsets[0].height - offsets[1].height) <= 1,
    `the link button is ${offsets[1].height} px high, the button ${offsets[0].height}`,
  );
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
