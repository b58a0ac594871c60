// How the browser scripts start Chromium: headless, the system's Chromium (CHROMIUM=/path
// overrides /usr/bin/chromium), nothing fetched in the background.

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
