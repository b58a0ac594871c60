// ply's engine for the analysis board: the analysis socket (/api/analysis/ws, one search at a
// time, an answer per completed depth), and how a score is shown: the evaluation bar and the
// score's text, from the first side's point of view (White, South), in each game's unit.

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

/** Each game's unit: how many make one shown point, the decimals shown, and the spread of the
 *  bar (a score of `spread` fills about three quarters of it). */
const UNITS = {
  chess: { per: 100, decimals: 2, spread: 400 },
  konane: { per: 10, decimals: 1, spread: 60 },
  kalah: { per: 1, decimals: 0, spread: 8 },
};
const unitOf = (game) => UNITS[game] || { per: 100, decimals: 2, spread: 250 };

/** An answer's score from the first side's point of view: {score, proven, winner}. */
export function forFirst(a, turn, sides) {
  const first = turn === sides[0];
  const sign = first ? 1 : -1;
  let winner = null;
  if (a.proven === "win") winner = turn;
  else if (a.proven === "loss") winner = turn === sides[0] ? sides[1] : sides[0];
  return { score: sign * a.score, proven: a.proven, winner, plies: a.plies_to_end };
}

/** The score as text: "+0.35", or a proven result (Kalah's with its exact margin). */
export function scoreText(game, s) {
  if (s.proven === "draw") return t("page-eval-draw");
  if (s.proven) {
    if (game === "kalah") return t("page-eval-margin", { side: cap(side(s.winner)), margin: Math.abs(s.score) });
    return s.plies != null
      ? t("page-eval-win-in", { side: cap(side(s.winner)), plies: s.plies })
      : t("page-eval-win", { side: cap(side(s.winner)) });
  }
  const u = unitOf(game);
  const v = s.score / u.per;
  return (v > 0 ? "+" : v < 0 ? "\u2212" : "") + Math.abs(v).toFixed(u.decimals);
}

/** The share of the bar that is the first side's (0 to 1). */
export function barShare(game, s, sides) {
  if (s.proven === "draw") return 0.5;
  if (s.proven) return s.winner === sides[0] ? 1 : 0;
  const share = 1 / (1 + Math.exp((-s.score * Math.log(3)) / unitOf(game).spread));
  return Math.min(0.97, Math.max(0.03, share));
}

/** Draws the evaluation bar into `el`: the first side's share from the bottom (the top when
 *  the board is flipped), and the score on it. */
export function drawBar(el, game, s, sides, flipped) {
  if (!s) {
    fill(el);
    el.title = "";
    return;
  }
  const share = barShare(game, s, sides);
  const text = scoreText(game, s);
  el.title = text;
  el.classList.toggle("flipped", !!flipped);
  el.setAttribute("data-share", share.toFixed(3));
  fill(el, h("div", { class: "fill", style: `height:${(share * 100).toFixed(1)}%` }), h("div", { class: "label" }, text));
}
