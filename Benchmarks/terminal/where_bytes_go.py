"""Where a terminal program's bytes per key go, by part of the screen.

Runs COMMAND in a pseudo-terminal at 80x24 (TERM=xterm-256color), presses `b` then Esc
ROUNDS times (the cycle of run.sh), and attributes every byte written for a key to the part of
the screen it draws: text, and the cursor moves and attribute changes (SGR) that lead up to it,
go to the part of the next character written; scrolling-region and scroll sequences are their
own line. Parts: the header row, the phone (columns 1-39), and beside it the inspector, split at
the row its "Journal" title is on into the inspector's state (stacks, live, tree) and the journal.

usage: /tmp/benchvenv/bin/python where_bytes_go.py [--rounds N] -- COMMAND ...
"""
import argparse, collections, os, pty, re, select, struct, sys

import pyte

SEQUENCE = re.compile(r"\x1b(\[[0-9;?]*[A-Za-z@]|\([B0]|[M78=>DE])")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--journal-title", default="Journal")
    ap.add_argument("rest", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.rest[1:] if a.rest[:1] == ["--"] else a.rest
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    pid, fd = pty.fork()
    if pid == 0:
        import fcntl, termios
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        os.execvpe(cmd[0], cmd, env)
    screen = pyte.Screen(80, 24)
    stream = pyte.ByteStream(screen)

    def drain():
        out = b""
        while True:
            ready, _, _ = select.select([fd], [], [], 0.2)
            if not ready:
                return out
            try:
                out += os.read(fd, 65536)
            except OSError:
                return out

    stream.feed(drain())
    totals = collections.Counter()
    keys = 0
    for _ in range(a.rounds):
        for key in (b"b", b"\x1b"):
            journal_row = next((y for y, line in enumerate(screen.display) if a.journal_title in line[39:]), 99)
            os.write(fd, key)
            data = drain()
            keys += 1
            attribute(data.decode("utf-8", "replace"), screen.cursor.y, screen.cursor.x, journal_row, totals)
            stream.feed(data)
    os.write(fd, b"q")
    drain()
    os.waitpid(pid, 0)
    width = max(len(part) for part in totals)
    for part in ("header", "phone", "inspector: stacks, live, tree", "journal", "scrolling"):
        print(f"{part:{width}s} {totals[part] / keys:6.1f}  (of which moves {totals[part + ' moves'] / keys:.1f}, "
              f"SGR {totals[part + ' sgr'] / keys:.1f})" if part != "scrolling" else f"{part:{width}s} {totals[part] / keys:6.1f}")
    print(f"{'total':{width}s} {sum(v for k, v in totals.items() if not k.endswith(('moves', 'sgr'))) / keys:6.1f} bytes/key")

def attribute(text, row, col, journal_row, totals):
    """Adds each byte of `text` to its part; `row`, `col` are 0-based where the cursor starts."""
    pending = {"moves": 0, "sgr": 0}
    i = 0
    while i < len(text):
        match = SEQUENCE.match(text, i)
        if match:
            seq = match.group(0)
            size = len(seq.encode())
            final = seq[-1]
            numbers = [int(n) if n else None for n in seq[2:-1].lstrip("?").split(";")] if seq.startswith("\x1b[") else []
            if final == "m" or seq == "\x1b(B":
                pending["sgr"] += size
            elif final in "Hf":
                row = (numbers[0] or 1) - 1
                col = ((numbers[1] if len(numbers) > 1 else None) or 1) - 1
                pending["moves"] += size
            elif final == "d":
                row = (numbers[0] or 1) - 1
                pending["moves"] += size
            elif final == "G":
                col = (numbers[0] or 1) - 1
                pending["moves"] += size
            elif final == "C":
                col += numbers[0] or 1
                pending["moves"] += size
            elif final in "rSTL" or seq in ("\x1bM", "\x1bD", "\x1bE"):
                totals["scrolling"] += size
            else:   # erase (ECH, EL) draws blanks where the cursor is
                pending["moves"] += size
            i = match.end()
            continue
        character = text[i]
        if character == "\r":
            col = 0
            pending["moves"] += 1
        elif character == "\n":
            totals["scrolling"] += 1
        else:
            part = ("header" if row == 0 else "phone" if col < 39
                    else "journal" if row >= journal_row else "inspector: stacks, live, tree")
            totals[part] += len(character.encode()) + pending["moves"] + pending["sgr"]
            totals[part + " moves"] += pending["moves"]
            totals[part + " sgr"] += pending["sgr"]
            pending = {"moves": 0, "sgr": 0}
            col += 1
        i += 1
    totals["trailing"] += pending["moves"] + pending["sgr"]

main()
