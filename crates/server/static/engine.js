// ply's engine for the analysis board: the analysis socket (/api/analysis/ws, one search at a
// time, an answer per completed depth), and how a score is shown: the evaluation bar and the
// score's text, from the first side's point of view (White, South), in the unit and with the
// proven results the server describes.

import { t, side } from "./i18n.js";
import { h, cap, fill } from "./dom.js";

/** The analysis socket: `ask` sends a request and routes its answers to `onAnswer` until the
 *  next request; a closed socket is opened again and the last request asked anew. */
export class EngineSocket {
  constructor() {
    this.next = 1;
    this.current = null; // {id, request, onAnswer}
    this.closed = false;
    this.open();
  }

  open() {
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/analysis/ws`;
    const ws = new WebSocket(url);
    this.ws = ws;
    this.ready = new Promise((resolve) => ws.addEventListener("open", resolve, { once: true }));
    ws.onmessage = (e) => {
      let a;
      try {
        a = JSON.parse(e.data);
      } catch (err) {
        return;
      }
      const c = this.current;
      if (c && (a.id === c.id || a.id === null)) c.onAnswer(a);
    };
    ws.onclose = () => {
      if (this.closed) return;
      setTimeout(() => {
        if (this.closed) return;
        this.open();
        if (this.current) this.send(this.current);
      }, 1500);
    };
  }

  async send(c) {
    await this.ready;
    if (this.current === c && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ ...c.request, id: c.id }));
  }

  ask(request, onAnswer) {
    const c = { id: this.next++, request, onAnswer };
    this.current = c;
    this.send(c);
  }

  stop() {
    this.current = null;
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ type: "stop" }));
  }

  close() {
    this.closed = true;
    this.current = null;
    this.ws.close();
  }
}

/** How a game's scores read when the server has not said (`scale` of the analysis board's
 *  position, and of the catalog): `unit` makes one shown point, shown with `decimals`
 *  decimals, and a score of `clear_lead` fills about three quarters of the bar. */
const DEFAULT_SCALE = { unit: 100, decimals: 2, clear_lead: 250 };

/** An answer's score from the first side's point of view: {score, verdict}. */
export function forFirst(a, turn, sides) {
  const sign = turn === sides[0] ? 1 : -1;
  return { score: sign * a.score, verdict: a.verdict || null };
}

/** A proven result as the server describes it ({kind, winner, margin, plies}), worded. */
export function verdictText(v) {
  return t("page-eval-" + v.kind, { side: v.winner ? cap(side(v.winner)) : "", margin: v.margin, plies: v.plies });
}

/** A proven result in a few letters, for the evaluation bar: the winner's initial and the
 *  margin ("N +4"), the plies to the end ("S #7"), or "=" for a draw. */
export function verdictShort(v) {
  if (v.kind === "draw") return "=";
  const initial = cap(side(v.winner || "")).slice(0, 1);
  if (v.kind === "margin") return `${initial} +${v.margin}`;
  if (v.kind === "win-in") return `${initial} #${v.plies}`;
  return `${initial} #`;
}

/** A score in the game's unit (`scale`, as the catalog and the analysis board give it):
 *  "+0.35", "\u22124.26", "0.00". */
export function pointsText(scale, score) {
  const u = scale || DEFAULT_SCALE;
  const v = score / u.unit;
  const shown = Math.abs(v).toFixed(u.decimals);
  return (Number(shown) === 0 ? "" : v > 0 ? "+" : "\u2212") + shown;
}

/** The score as text: "+0.35", or a proven result. */
export function scoreText(scale, s) {
  if (s.verdict) return verdictText(s.verdict);
  return pointsText(scale, s.score);
}

/** The share of the bar that is the first side's (0 to 1). */
export function barShare(scale, s, sides) {
  if (s.verdict) return s.verdict.winner ? (s.verdict.winner === sides[0] ? 1 : 0) : 0.5;
  const share = 1 / (1 + Math.exp((-s.score * Math.log(3)) / (scale || DEFAULT_SCALE).clear_lead));
  return Math.min(0.97, Math.max(0.03, share));
}

/** Draws the evaluation bar into `el`: the first side's share from the bottom (the top when
 *  the board is flipped), and the score on it (a proven result in short, the sentence in its
 *  title and its spoken value). */
export function drawBar(el, scale, s, sides, flipped) {
  if (!s) {
    fill(el);
    el.title = "";
    return;
  }
  const share = barShare(scale, s, sides);
  const text = scoreText(scale, s);
  el.title = text;
  el.setAttribute("aria-valuetext", text);
  el.classList.toggle("flipped", !!flipped);
  el.setAttribute("data-share", share.toFixed(3));
  fill(
    el,
    h("div", { class: "fill", style: `height:${(share * 100).toFixed(1)}%` }),
    h("div", { class: "label" }, s.verdict ? verdictShort(s.verdict) : text),
  );
}
