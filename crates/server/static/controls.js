// The time controls a player picks from in the lobby (quick pairing and a challenge by name),
// and how each reads.

import { t } from "./i18n.js";

/** Minutes + seconds, days per move, or none (untimed). */
export const CONTROLS = [
  { clock: [1, 0] },
  { clock: [3, 2] },
  { clock: [5, 3] },
  { clock: [10, 5] },
  { clock: [15, 10] },
  { clock: [30, 0] },
  { days: 1 },
  { days: 3 },
  {},
];

/** `5+3` for a clock, the days per move in words, or "untimed". */
export function controlLabel(c) {
  if (c.clock) return `${c.clock[0]}+${c.clock[1]}`;
  if (c.days) return t("page-seek-days-" + c.days);
  return t("page-untimed");
}
