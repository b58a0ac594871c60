// The catalog's games as the page groups them, for the lobby's chooser and the editor's picker.

/**
 * The games in groups, as the catalog says: the games it marks `boxed` first, then the games
 * of a family with several variants (the draughts variants) one group per board, in catalog
 * order, then any other game.
 */
export function groups(catalog) {
  const members = {};
  for (const g of catalog) members[g.family] = (members[g.family] || 0) + 1;
  const out = [];
  for (const g of catalog) {
    const board = g.boxed || members[g.family] === 1 ? null : g.board;
    const key = g.boxed ? "box" : board === null ? "" : g.family + " " + board;
    let group = out.find((x) => x.key === key);
    if (!group) {
      group = { key, board, games: [] };
      out.push(group);
    }
    group.games.push(g);
  }
  const rank = (x) => (x.key === "box" ? 0 : x.board === null ? 2 : 1);
  return out.sort((a, b) => rank(a) - rank(b));
}
