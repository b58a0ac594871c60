#!/usr/bin/env python3
"""The start-position perft of every draughts game at the deepest depth that takes under 10 s,
the median of three runs of `ply perft --json` (its own timing), as a Markdown table with the
speed relative to international draughts."""
import json, subprocess, statistics
import sys
# usage: scripts/variant-perft.py [PATH/TO/ply]  (default target/release/ply)
B = sys.argv[1] if len(sys.argv) > 1 else "target/release/ply"
def perft(g,d):
    return json.loads(subprocess.run([B,"perft",g,"--depth",str(d),"--json"],capture_output=True,text=True,check=True).stdout)
rows=[]
# Every game of the draughts family that `ply games` lists, international draughts first.
games = json.loads(subprocess.run([B, "games", "--json"], capture_output=True, text=True, check=True).stdout)["games"]
family = [g["id"] for g in games if g["family"] == "draughts"]
for g in sorted(family, key=lambda g: g != "draughts"):
    d=1; prev=None
    while True:
        r=perft(g,d)
        if r["seconds"]>10: d-=1; break
        b = r["nodes"]/prev["nodes"] if prev and prev["nodes"] else 8
        if r["seconds"]*b>10: break
        prev=r; d+=1
    runs=[perft(g,d) for _ in range(3)]
    t=statistics.median(x["seconds"] for x in runs)
    rows.append((g,d,runs[0]["nodes"],t,runs[0]["nodes"]/t))
base=[r for r in rows if r[0]=="draughts"][0][4]
for g,d,n,t,nps in rows:
    print(f"| `{g}` | {d} | {n:,} | {t:.2f} | {nps/1e6:.1f} M | {nps/base:.2f} |")
