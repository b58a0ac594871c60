#!/usr/bin/env python3
"""Perft counts of ply's draughts presets from pydraughts, an independent implementation.

Prints rows of crates/draughts/tests/data/perft.tsv: game, position (ply's PDN FEN), depth,
nodes. Positions are the start, a few set positions where the variants' rules differ (a man
reaching the far row during a capture, a king that can go round a square of pieces), and the
positions reached by seeded random playouts (the same seed gives the same positions), so the
table can be reproduced:

    python3 -m venv venv && venv/bin/pip install pydraughts==0.6.7
    venv/bin/python crates/draughts/scripts/pydraughts-perft.py russian   # or brazilian, ...

Moves are counted as ply counts them: two capture paths with the same start, end and captured
pieces are one move.

How each preset maps onto pydraughts:
- russian, brazilian: its variants of the same names.
- pool: pydraughts' Russian rules with crowning during a capture switched off (a man that
  passes the far row during a capture goes on as a man), which is what the pool laws say.
- checkers: its English variant.
- antidraughts, breakthrough (10x10): its variants of the same names. A breakthrough position
  where a king stands is over (no moves), as in ply.
- italian: its Italian variant, whose square numbering (on the mirrored board) is ply's.
- frisian, frysk (10x10): its variants "frisian" and "frysk!". pydraughts applies the limit on
  a king's consecutive moves from the game's move list, which the copies perft makes do not
  carry; it first matters at the seventh ply (a king's fourth move), so counts are made to
  depth 6 at most.
- spanish: pydraughts has none. The Spanish board is the mirror image of the usual one, and
  the mirror image of the game is played on the usual board with pydraughts' Brazilian rules,
  men capturing forward only, and among captures of the most pieces those of the most kings
  kept; squares are mirrored on the way in and out (each row numbered from the other end).
- canadian: pydraughts has no 12x12 board. Its international rules are played on one: the
  script sets its board to six dark squares per row, twelve rows and five rows of men each
  (_board_init), its pieces' row step to six squares (_patched_piece_init) and its square
  count to 72 (_squares); nothing else of its rules changes.
- turkish: its Turkish variant, on all 64 squares numbered 1-64 row by row from the top left
  as White sees the board, which is ply's numbering too. pydraughts 0.6.7 lets a king's quiet
  move pass over pieces along its row or column; the script stops each line at the first piece
  (see _orthogonal_lines_stopping_at_pieces), the only change to its Turkish rules.
Positions are handed to pydraughts' own engine (draughts.core) in its square numbering, which
is ply's, with the side to move as given: its rules do not depend on which colour moves first.
"""

import argparse
import random
import sys

import draughts.convert as draughts_convert
from draughts.core import board as core_board
from draughts.core import game as core_game
from draughts.core import piece as core_piece
from draughts.core.game import Game

POOL = {"on": False}
SPANISH = {"on": False}
CANADIAN = {"on": False}

_original_init = core_board.Board.__init__


def _patched_init(self, *args, **kwargs):
    _original_init(self, *args, **kwargs)
    if POOL["on"]:
        self.pieces_promote_and_continue_capturing = False


def _board_init(self, *args, **kwargs):
    """pydraughts' board, made 12x12 for Canadian draughts: its own set-up, with the size and
    the rows of men of a 12x12 board put in before the pieces are placed."""
    if not CANADIAN["on"]:
        return _patched_init(self, *args, **kwargs)
    variant, fen = (list(args) + [kwargs.get("variant"), kwargs.get("fen")])[:2]
    self.player_turn = core_piece.WHITE if fen == "startpos" or fen[0].lower() == "w" \
        else core_piece.BLACK
    self.width, self.height = 6, 12
    self.rows_per_user_with_pieces = 5
    self.position_count = self.width * self.height
    self.position_layout = {}
    self.piece_requiring_further_capture_moves = None
    self.previous_move_was_capture = False
    self.variant = variant
    self.fen = fen
    self.searcher = core_board.BoardSearcher()
    core_board.BoardInitializer(self, self.fen).initialize()
    self.pieces_promote_and_stop_capturing = False
    self.pieces_promote_and_continue_capturing = False


core_board.Board.__init__ = _board_init

_original_squares = draughts_convert._get_squares


def _squares(variant):
    """The square counts pydraughts converts positions with: 72 on the 12x12 board."""
    if CANADIAN["on"]:
        return 72, 6, 6, True
    return _original_squares(variant)


draughts_convert._get_squares = _squares
core_game._get_squares = _squares

_original_piece_init = core_piece.Piece.__init__


def _patched_piece_init(self, *args, **kwargs):
    _original_piece_init(self, *args, **kwargs)
    if SPANISH["on"]:
        self.men_can_capture_backwards = False
    if CANADIAN["on"]:
        # A king's long capture steps through the rows by the dark squares per row.
        self.squares_per_row = 6


core_piece.Piece.__init__ = _patched_piece_init

_original_orthogonal_lines = \
    core_piece.Piece.get_directional_orthogonal_multiple_squares_adjacent_positions


def _orthogonal_lines_stopping_at_pieces(self, forward, captures):
    """A Turkish king's quiet moves: pydraughts 0.6.7 lists every square of the row and the
    column, so that a king's quiet move passes over pieces; here each line stops at the first
    piece (captures still see the whole line, as before)."""
    if captures or not self.orthogonal_moves:
        return _original_orthogonal_lines(self, forward, captures)
    filled = self.board.searcher.filled_positions
    layout = self.board.position_layout
    row, column = self.get_row(), self.get_column()
    sign = (1 if self.player == core_piece.BLACK else -1) * (1 if forward else -1)
    positions = []
    for step_row, step_column in ((sign, 0), (0, sign)):
        r, c = row + step_row, column + step_column
        while r in layout and c in layout[r] and layout[r][c] not in filled:
            positions.append(layout[r][c])
            r, c = r + step_row, c + step_column
    return positions


core_piece.Piece.get_directional_orthogonal_multiple_squares_adjacent_positions = \
    _orthogonal_lines_stopping_at_pieces

ENGINE_VARIANT = {
    "russian": "russian",
    "brazilian": "brazilian",
    "pool": "russian",
    "checkers": "english",
    "antidraughts": "antidraughts",
    "breakthrough": "breakthrough",
    "italian": "italian",
    "spanish": "brazilian",
    "turkish": "turkish",
    "frisian": "frisian",
    "frysk": "frysk",
    "canadian": "standard",
}
# pydraughts forgets a king's earlier moves in perft's copies (see above).
MAX_DEPTH = {"frisian": 6, "frysk": 6}
SQUARES = {
    "antidraughts": 50,
    "breakthrough": 50,
    "turkish": 64,
    "frisian": 50,
    "frysk": 50,
    "canadian": 72,
}
START = {
    "russian": "W:W21-32:B1-12",
    "brazilian": "W:W21-32:B1-12",
    "pool": "B:W21-32:B1-12",
    "checkers": "B:W21-32:B1-12",
    "antidraughts": "W:W31-50:B1-20",
    "breakthrough": "W:W31-50:B1-20",
    "italian": "W:W21-32:B1-12",
    "spanish": "W:W21-32:B1-12",
    "turkish": "W:W41-56:B9-24",
    "frisian": "W:W31-50:B1-20",
    "frysk": "W:W46-50:B1-5",
    "canadian": "W:W43-72:B1-30",
}


def mirror(game, square):
    """ply's square number -> pydraughts' (the same but for Spanish, whose rows turn round)."""
    if game != "spanish":
        return square
    s = square - 1
    return s - s % 4 + (3 - s % 4) + 1

# A white man on f6 takes e7 and reaches d8 (Russian: crowned, it goes on as a king over c7
# and c5), the same turned round for Black, a position with kings of both sides, and a king on
# c3 that can go round the four pieces about e3 either way (one move, two paths).
SET_POSITIONS = [
    "W:W11,22,27:B6,7,14,20",
    "B:W13,19,26,27:B6,11,22",
    "W:WK18,22,K31:B6,K14,15,K26,23",
    "W:WK22:B1,18,19,26,27",
]

# 10x10: men of both sides one step from the far row (a crowning decides breakthrough), and a
# capture that leaves White without pieces (a win in antidraughts).
SET_POSITIONS_10 = [
    "W:W6,12,33,34:B2,3,17,24,36,44",
    "W:W28,K47:B22,23,K4",
]

# 12x12: a white man whose capture passes the far row (it goes on as a man), a king's long
# capture with a choice of landing squares, and kings of both sides among men.
SET_POSITIONS_72 = [
    "W:W20,K66:B9,10,15,16,27,40",
    "W:WK71,40,45:B8,K26,34,47,59",
    "B:W31,32,K54:B19,K7,61,44",
]

# Turkish (64 squares, 1 = a8 ... 64 = h1): a king whose capture crosses the square of a piece
# it took earlier in the same move; a white man that reaches the far row by a capture and
# goes on sideways along it; the same for Black; kings of both sides among men.
SET_POSITIONS_64 = [
    "W:WK20:B11,22,29,36,38,43",
    "W:W18,50:B3,10,12,45",
    "B:W52,55,62:B39,47",
    "W:WK4,37,45,50:B18,K60,22,27",
]


# Frisian: a man taking orthogonally and diagonally (22 over 12 to the crown row and out again
# over 8: it stays a man), a king's capture of a king against a man's of two men (the value
# rule), a king and a man able to take as much (the king must), captures along a row and a
# column, and kings of both sides with men.
SET_POSITIONS_FRISIAN = [
    "W:W22,40:B8,12,34",
    "W:W28,K46:B23,29,K37,19",
    "W:WK50,33:B28,29,44,39",
    "W:W27,28,33,K49:B17,23,29,30,K5",
    "B:WK47,31,36,38:B13,K24,26,27,16",
]


def parse_fen(fen):
    """ply's FEN -> (side, {square: (colour, king)})."""
    side, *parts = fen.split(":")
    pieces = {}
    for part in parts:
        colour = part[0]
        for token in filter(None, part[1:].split(",")):
            king = token.startswith("K")
            token = token.lstrip("K")
            if "-" in token:
                a, b = token.split("-")
                squares = range(int(a), int(b.lstrip("K")) + 1)
            else:
                squares = [int(token)]
            for s in squares:
                pieces[s] = (colour, king)
    return side, pieces


def write_fen(side, pieces):
    out = [side]
    for colour in "WB":
        items = sorted(s for s, (c, _) in pieces.items() if c == colour)
        out.append(colour + ",".join(("K" if pieces[s][1] else "") + str(s) for s in items))
    return ":".join(out)


def to_engine(game, fen):
    side, pieces = parse_fen(fen)
    pieces = {mirror(game, s): p for s, p in pieces.items()}
    cells = []
    for s in range(1, SQUARES.get(game, 32) + 1):
        if s not in pieces:
            cells.append("e")
        else:
            colour, king = pieces[s]
            letter = colour.lower()
            cells.append(letter.upper() if king else letter)
    return Game(ENGINE_VARIANT[game], side + "".join(cells))


def from_engine(game, engine):
    hub = engine.get_fen()
    side, cells = hub[0], hub[1:]
    pieces = {}
    for i, cell in enumerate(cells):
        if cell.lower() in "wb":
            pieces[mirror(game, i + 1)] = (cell.upper(), cell.isupper())
    return write_fen(side, pieces)


def legal(engine):
    """The legal moves, one per (start, end, captured set)."""
    if engine.variant == "breakthrough" and any(
            p.king for p in engine.board.searcher.uncaptured_pieces):
        return []
    moves, captures = engine.legal_moves()
    if SPANISH["on"] and moves and captures[0][0] is not None:
        def kings(captured):
            return sum(engine.board.searcher.get_piece_by_position(c).king for c in captured)
        most = max(kings(c) for c in captures)
        kept = [(m, c) for m, c in zip(moves, captures) if kings(c) == most]
        moves, captures = [m for m, _ in kept], [c for _, c in kept]
    seen = {}
    for move, captured in zip(moves, captures):
        key = (move[0][0], move[-1][1], frozenset(c for c in captured if c is not None))
        seen.setdefault(key, move)
    return list(seen.values())


def child(engine, move):
    nxt = engine.copy_fast()
    nxt.push(move)
    return nxt


def perft(engine, depth):
    moves = legal(engine)
    if depth == 1:
        return len(moves)
    return sum(perft(child(engine, m), depth - 1) for m in moves)


def playout(game, seed, plies):
    """The position after `plies` random moves from the start (None if the game ends first)."""
    rng = random.Random(seed)
    engine = to_engine(game, START[game])
    for _ in range(plies):
        moves = legal(engine)
        if not moves:
            return None
        engine = child(engine, rng.choice(moves))
    return from_engine(game, engine)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(ENGINE_VARIANT))
    parser.add_argument("--depth", type=int, default=6, help="deepest depth from the start")
    parser.add_argument("--playouts", type=int, default=5, help="mid-game positions")
    parser.add_argument("--max-nodes", type=int, default=20_000,
                        help="stop deepening a position once its count passes this")
    parser.add_argument("--no-set-positions", action="store_true",
                        help="skip the set positions")
    args = parser.parse_args()
    POOL["on"] = args.game == "pool"
    SPANISH["on"] = args.game == "spanish"
    CANADIAN["on"] = args.game == "canadian"

    def emit(fen, depth, nodes):
        print(f"{args.game}\t{fen}\t{depth}\t{nodes}", flush=True)

    start = to_engine(args.game, START[args.game])
    for depth in range(1, args.depth + 1):
        emit(START[args.game], depth, perft(start, depth))

    def deepen(fen):
        engine = to_engine(args.game, fen)
        depth, nodes = 0, 1
        while nodes < args.max_nodes and depth < MAX_DEPTH.get(args.game, 8):
            depth += 1
            nodes = perft(engine, depth)
            if nodes == 0:
                break
            emit(fen, depth, nodes)

    if not args.no_set_positions:
        squares = SQUARES.get(args.game, 32)
        if args.game in ("frisian", "frysk"):
            sets = SET_POSITIONS_FRISIAN
        else:
            sets = {50: SET_POSITIONS_10, 64: SET_POSITIONS_64, 72: SET_POSITIONS_72}.get(
                squares, SET_POSITIONS)
        for fen in sets:
            deepen(fen)

    seed = 0
    found = 0
    while found < args.playouts:
        seed += 1
        # Longer playouts reach king endings; shorter ones crowded middlegames.
        fen = playout(args.game, seed, 10 + (seed * 7) % 40)
        if fen is None:
            continue
        found += 1
        deepen(fen)


if __name__ == "__main__":
    sys.exit(main())
