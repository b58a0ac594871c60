"""A bot written against lichess's Bot API with the berserk client, pointed at a ply server.

Usage: bot.py BASE_URL BOT_TOKEN PERSON_TOKEN BOT_NAME

The bot account upgrades itself, streams its events, accepts every challenge and plays each
game from a script of moves; a person's account (Board API) challenges it to three games:
chess (the bot mates), international draughts from a set position (the bot's capture ends it)
and kabe (the bot resigns). Bad input is checked on the way. Prints "ok" when all went as
expected; any failure raises.
"""

import sys
import threading

import berserk
from berserk.exceptions import ResponseError

BASE, BOT_TOKEN, PERSON_TOKEN, BOT_NAME = sys.argv[1:5]
TIMEOUT = 60

bot = berserk.Client(berserk.TokenSession(BOT_TOKEN), base_url=BASE)
person = berserk.Client(berserk.TokenSession(PERSON_TOKEN), base_url=BASE)

# Each game: the person's and the bot's moves in turn, by the game's key; the bot resigns
# where its script says "resign".
SCRIPTS = {
    "chess": {"person": ["f2f3", "g2g4"], "bot": ["e7e5", "d8h4"]},
    "draughts": {"person": [], "bot": ["28x19"]},
    "kabe": {"person": ["22-18"], "bot": ["resign"]},
}

finished = {}
started = {}
finishes = []
errors = []


def refused(call, status):
    """Runs `call`, which must be refused with HTTP `status`; returns the error body."""
    try:
        call()
    except ResponseError as e:
        assert e.status_code == status, f"expected {status}, got {e.status_code}: {e.cause}"
        return e.cause
    raise AssertionError(f"expected HTTP {status}, the call succeeded")


def play_bot_game(game_id):
    """Follows the game's stream as the bot and plays its script."""
    try:
        color = None
        script = None
        first = None
        for event in bot.bots.stream_game_state(game_id):
            if event["type"] == "gameFull":
                color = "white" if event["white"]["id"] == BOT_NAME.lower() else "black"
                script = list(SCRIPTS[event["variant"]["key"]]["bot"])
                fen = event["initialFen"]
                first = "black" if fen != "startpos" and fen.startswith("B") else "white"
                state = event["state"]
            elif event["type"] == "gameState":
                state = event
            else:
                continue
            if state["status"] != "started":
                finished[game_id] = state
                return
            moves = state["moves"].split()
            to_move = first if len(moves) % 2 == 0 else ("black" if first == "white" else "white")
            if to_move == color and script:
                move = script.pop(0)
                if move == "resign":
                    bot.bots.resign_game(game_id)
                else:
                    bot.bots.make_move(game_id, move)
    except Exception as e:  # noqa: BLE001 - reported by the main thread
        errors.append(f"game {game_id}: {e!r}")


def follow_events():
    """The bot's event stream: accepts challenges, starts a player per game."""
    try:
        for event in bot.bots.stream_incoming_events():
            if event["type"] == "challenge" and event["challenge"]["destUser"]["id"] == BOT_NAME.lower():
                bot.bots.accept_challenge(event["challenge"]["id"])
            elif event["type"] == "gameStart":
                game_id = event["game"]["id"]
                if game_id not in started:
                    started[game_id] = event["game"]["variant"]["key"]
                    threading.Thread(target=play_bot_game, args=(game_id,), daemon=True).start()
            elif event["type"] == "gameFinish":
                finishes.append(event["game"]["id"])
    except Exception as e:  # noqa: BLE001
        errors.append(f"events: {e!r}")


def person_plays(game_id, key):
    """The person's side of a game, through the Board API."""
    script = list(SCRIPTS[key]["person"])
    for event in person.board.stream_game_state(game_id):
        state = event["state"] if event["type"] == "gameFull" else event
        if event["type"] not in ("gameFull", "gameState"):
            continue
        if state["status"] != "started":
            return
        moves = state["moves"].split()
        # The person is white where it has moves to play, and white moves first.
        if len(moves) % 2 == 0 and script:
            person.board.make_move(game_id, script.pop(0))


def main():
    # A wrong token is refused with 401.
    wrong = berserk.Client(berserk.TokenSession("ply_wrong"), base_url=BASE)
    refused(wrong.account.get, 401)
    bot.account.upgrade_to_bot()
    me = bot.account.get()
    assert me["title"] == "BOT", me
    threading.Thread(target=follow_events, daemon=True).start()

    games = []
    for key, color, extra in (
        ("chess", "white", {}),
        ("draughts", "black", {"position": "W:W28:B23"}),
        ("kabe", "white", {}),
    ):
        made = person.challenges.create(
            BOT_NAME, rated=False, clock_limit=300, clock_increment=5, color=color, variant=key, **extra
        )
        assert made["variant"]["key"] == key, made
        games.append((made["id"], key))

    # Each accepted challenge becomes a game; the person plays it through the Board API.
    for _ in range(TIMEOUT * 10):
        if len(started) == 3:
            break
        threading.Event().wait(0.1)
    assert len(started) == 3, f"games started: {started}, errors: {errors}"
    # In the draughts game the bot is white and to move: its capture ends the game.
    for game_id, key in list(started.items()):
        if key == "chess":
            # An illegal move is 400 with the reason, and changes nothing; the bot (black)
            # cannot move for white (409).
            cause = refused(lambda g=game_id: person.board.make_move(g, "e2e5"), 400)
            assert cause["error"] == "illegal_move" and cause["message"], cause
            cause = refused(lambda g=game_id: bot.bots.make_move(g, "e2e4"), 409)
            assert cause["error"] == "not_your_turn", cause
        threading.Thread(target=person_plays, args=(game_id, key), daemon=True).start()

    for _ in range(TIMEOUT * 10):
        if (len(finished) == 3 and len(finishes) == 3) or errors:
            break
        threading.Event().wait(0.1)
    assert not errors, errors
    assert sorted(finishes) == sorted(started), (finishes, started)
    results = {started[g]: (s["status"], s.get("winner")) for g, s in finished.items()}
    assert results.get("chess") == ("mate", "black"), results
    assert results.get("draughts", (None,))[0] in ("mate", "variantEnd"), results
    assert results.get("draughts", (None, None))[1] == "white", results
    assert results.get("kabe") == ("resign", "white"), results
    print("ok")


main()
