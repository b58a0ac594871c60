"""`ply uci` driven by python-chess (the `chess` package), as a GUI or a script would drive it:
the options read from `uci`, Threads set, analysis and play on several threads, the option's
bounds enforced. Usage: python3 uci_python_chess.py PATH_TO_PLY. Exits non-zero on failure."""

import sys

import chess
import chess.engine


def main(ply):
    engine = chess.engine.SimpleEngine.popen_uci([ply, "uci"])
    try:
        threads = engine.options["Threads"]
        assert (threads.type, threads.default, threads.min, threads.max) == (
            "spin",
            1,
            1,
            64,
        ), threads
        assert engine.options["Hash"].max == 4096

        # python-chess checks a value against the bounds ply announced.
        try:
            engine.configure({"Threads": 65})
            raise AssertionError("Threads 65 was accepted")
        except chess.engine.EngineError:
            pass

        engine.configure({"Threads": 3})
        # A mate in one, found and played on three threads (which ply says it searches on).
        board = chess.Board("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1")
        with engine.analysis(board, chess.engine.Limit(depth=5)) as analysis:
            said = [i["string"] for i in analysis if "string" in i]
        assert said == ["Using 3 threads"], said
        info = engine.analyse(board, chess.engine.Limit(depth=5))
        assert info["score"].white().mate() == 1, info
        assert info["pv"][0] == chess.Move.from_uci("d1d8"), info
        played = engine.play(board, chess.engine.Limit(depth=5))
        assert played.move == chess.Move.from_uci("d1d8"), played

        # A timed search from the start on three threads gives a legal move and counts nodes.
        board = chess.Board()
        info = engine.analyse(board, chess.engine.Limit(time=0.3))
        assert info["nodes"] > 0 and info["pv"][0] in board.legal_moves, info

        # A game's first moves, back on one thread: legal replies.
        engine.configure({"Threads": 1})
        for _ in range(4):
            played = engine.play(board, chess.engine.Limit(nodes=3000))
            assert played.move in board.legal_moves, played
            board.push(played.move)
    finally:
        engine.quit()
    print("ok")


if __name__ == "__main__":
    main(sys.argv[1])
