// "Your games" in the lobby, each game as its player stands in it: a friend's game not yet
// joined is waiting for the friend (not "White to move · moves played: 0"), a game where it is
// this browser's move says "Your turn", and a finished game says who won from the player's
// side ("You won", "You lost", "Draw"). In English at 1280×900, in Estonian and Russian at
// 390×844.
//
// usage: node yourgames.mjs SERVER_URL
// CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.

import { args, run, poster } from "./start.mjs";

const [base] = args("node yourgames.mjs SERVER_URL");

const words = {
  en: { waiting: "Waiting for your friend", "your-turn": "Your turn", won: "You won", lost: "You lost", drawn: "Draw" },
  et: { waiting: "Ootame sõpra", "your-turn": "Sinu käik", won: "Sa võitsid", lost: "Sa kaotasid", drawn: "Viik" },
  ru: { waiting: "Ждём вашего друга", "your-turn": "Ваш ход", won: "Вы выиграли", lost: "Вы проиграли", drawn: "Ничья" },
};

await run("yourgames", async ({ browser, watch, errors, check, step }) => {
  const chromium = await browser();
  for (const [width, height, lang] of [
    [1280, 900, "en"],
    [390, 844, "et"],
    [390, 844, "ru"],
  ]) {
    const context = await chromium.newContext({ viewport: { width, height } });
    await context.addCookies([{ name: "lang", value: lang, url: base }]);
    const page = await context.newPage();
    watch(page, { name: lang });
    page.setDefaultTimeout(15000);
    await page.goto(base);
    const post = poster(page);
    const keep = (made, game, opponent) =>
      page.evaluate(
        ([made, game, opponent]) => {
          const all = JSON.parse(localStorage.getItem("ply.games.v1") || "{}");
          all[made.id] = { token: made.token, color: made.color, game, opponent, at: Date.now() + Object.keys(all).length };
          localStorage.setItem("ply.games.v1", JSON.stringify(all));
        },
        [made, game, opponent],
      );
    const friendGame = async () => {
      const made = await post("/api/games", { game: "chess", opponent: "friend", color: "white" });
      check(made.invite, `no friend's game: ${JSON.stringify(made).slice(0, 300)}`);
      return made;
    };
    const join = async (made) => {
      const friend = await post(`/api/games/${made.id}/join`, { invite: new URL(made.invite).hash.split("invite=")[1] });
      check(friend.token, `the friend could not join: ${JSON.stringify(friend).slice(0, 300)}`);
      return friend;
    };
    const expected = {};
    // Not yet joined.
    const waiting = await friendGame();
    await keep(waiting, "chess", "friend");
    expected[waiting.id] = "waiting";
    // Joined, and White (this browser) to move.
    const turn = await friendGame();
    await join(turn);
    await keep(turn, "chess", "friend");
    expected[turn.id] = "your-turn";
    // The friend resigns: won.
    const won = await friendGame();
    const wonFriend = await join(won);
    await post(`/api/games/${won.id}/resign`, {}, wonFriend.token);
    await keep(won, "chess", "friend");
    expected[won.id] = "won";
    // This browser resigns: lost.
    const lost = await friendGame();
    await join(lost);
    await post(`/api/games/${lost.id}/resign`, {}, lost.token);
    await keep(lost, "chess", "friend");
    expected[lost.id] = "lost";
    // A draw agreed.
    const drawn = await friendGame();
    const drawnFriend = await join(drawn);
    await post(`/api/games/${drawn.id}/draw`, { action: "offer" }, drawn.token);
    await post(`/api/games/${drawn.id}/draw`, { action: "accept" }, drawnFriend.token);
    await keep(drawn, "chess", "friend");
    expected[drawn.id] = "drawn";

    await page.goto(base);
    await page.waitForFunction((n) => document.querySelectorAll(".games-list li [data-standing]").length >= n, 5);
    const rows = await page.locator(".games-list li").evaluateAll((lis) =>
      lis.map((li) => {
        const status = li.querySelector(":scope > .meta");
        return [li.querySelector("a").getAttribute("href").split("/").pop(), status.dataset.standing, status.textContent];
      }),
    );
    for (const [id, mark] of Object.entries(expected)) {
      const row = rows.find(([r]) => r === id);
      check(row, `${lang}: game ${id} is not listed`);
      step(`${lang} ${width}: ${mark}: "${row[2]}"`);
      check(row[1] === mark && row[2].startsWith(words[lang][mark]), `${lang}: the ${mark} game reads "${row[2]}" (${row[1]})`);
      check(!/: 0$/.test(row[2]) || mark !== "waiting", `${lang}: the waiting game reads "${row[2]}"`);
    }
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    check(wide <= width, `${lang}: the lobby scrolls sideways (${wide} px)`);
    await context.close();
  }
  check(errors.length === 0, `page errors: ${errors.join("; ")}`);
});
