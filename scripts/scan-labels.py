#!/usr/bin/env python3
"""Relabels a file of international draughts positions written by `ply tune --data` with the
scores of Scan 2.0's search, so that `ply tune --data FILE --blend 1` fits ply's pattern weights
to Scan's judgement instead of to the games' results.

    scripts/scan-labels.py SCAN_DIR IN.data OUT.data [--depth 8] [--workers 2]

SCAN_DIR holds a Scan 2.0 build (`scan`, `scan.ini`, `data/`; GPL-3.0, not part of ply) whose
Hub mode reports its score at every depth. Scan as released reports it only from depth 12;
build a copy with the report at every depth by changing, in `src/search.cpp`,
`if (depth == 0 || depth >= 12) disp_best_move(p_board);` to `if (true) disp_best_move(p_board);`.

Each position of IN is searched by Scan to the given depth (its own nominal depth, without its
opening book) and its score (hundredths of a man, for the side to move) replaces the sample's
score; the game's result is kept. Positions are split among several Scan processes. The file
format is the one `ply tune` writes: `PLYD`, the game id's length and the id, the count (u32),
then per position White's, Black's and the kings' bits (u64 each, ply's 10x10 layout: square s,
0-based, at bit s + s // 10), the side to move (1 White), the result (i8) and the score (i16),
little-endian.
"""

import argparse
import multiprocessing
import struct
import subprocess
import sys

SAMPLE = struct.Struct("<QQQBbh")
SCORE_LIMIT = 30_000


def read_samples(path):
    data = open(path, "rb").read()
    if data[:4] != b"PLYD":
        sys.exit(f"{path}: not a file of positions written by `ply tune`")
    length = data[4]
    game = data[5 : 5 + length].decode()
    if game != "draughts":
        sys.exit(f"{path}: positions of {game}; Scan plays international draughts only")
    offset = 5 + length
    (count,) = struct.unpack_from("<I", data, offset)
    offset += 4
    if len(data) != offset + count * SAMPLE.size:
        sys.exit(f"{path}: {count} positions announced, {len(data) - offset} bytes follow")
    samples = [list(SAMPLE.unpack_from(data, offset + i * SAMPLE.size)) for i in range(count)]
    return game, samples


def write_samples(path, game, samples):
    with open(path, "wb") as out:
        out.write(b"PLYD" + bytes([len(game)]) + game.encode() + struct.pack("<I", len(samples)))
        for sample in samples:
            out.write(SAMPLE.pack(*sample))


def hub_position(white, black, kings, white_to_move):
    """Scan's Hub position: the side to move (w/b), then squares 1..50 as w, b, W, B or e."""
    squares = ["e"] * 50
    for bits, letter in ((white, "w"), (black, "b")):
        while bits:
            bit = (bits & -bits).bit_length() - 1
            bits &= bits - 1
            square = bit - bit // 11
            squares[square] = letter.upper() if kings >> bit & 1 else letter
    return ("w" if white_to_move else "b") + "".join(squares)


def label(job):
    scan_dir, depth, samples = job
    scan = subprocess.Popen(
        ["./scan", "hub"], cwd=scan_dir, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )

    def send(line):
        scan.stdin.write(line + "\n")
        scan.stdin.flush()

    def lines_until(prefix):
        seen = []
        while True:
            line = scan.stdout.readline()
            if not line:
                raise RuntimeError("Scan stopped answering")
            seen.append(line.split())
            if line.startswith(prefix):
                return seen

    send("hub")
    lines_until("wait")
    send("init")
    lines_until("ready")
    scores = []
    for white, black, kings, white_to_move, _, _ in samples:
        # `pos` resets the search limits, so the depth follows it every time.
        send("pos " + hub_position(white, black, kings, white_to_move))
        send(f"depth {depth}")
        send("analyse")
        infos = [words for words in lines_until("move") if words and words[0] == "info"]
        scores.append(int(infos[-1][3]) if infos else None)
    send("quit")
    return scores


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("scan_dir")
    parser.add_argument("input")
    parser.add_argument("output")
    parser.add_argument("--depth", type=int, default=8)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()

    game, samples = read_samples(args.input)
    workers = max(1, args.workers)
    parts = [samples[i::workers] for i in range(workers)]
    with multiprocessing.Pool(workers) as pool:
        results = pool.map(label, [(args.scan_dir, args.depth, part) for part in parts])
    unscored = 0
    for part, scores in zip(parts, results):
        for sample, score in zip(part, scores):
            if score is None:
                unscored += 1
            else:
                sample[5] = max(-SCORE_LIMIT, min(SCORE_LIMIT, score))
    write_samples(args.output, game, samples)
    print(f"{len(samples)} positions, {unscored} kept their old score (no report from Scan)")


if __name__ == "__main__":
    main()
