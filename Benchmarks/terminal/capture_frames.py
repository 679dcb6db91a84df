"""Captures the frames a terminal program shows for a key cycle, as a VT emulator (pyte)
reads them, so floor_frames.c can replay the very same frames through plain ncursesw.

Drives COMMAND in a pseudo-terminal at 80x24 (TERM=xterm-256color) exactly as
../shared/bench/pty_bench.py does (--first, --cycle KEY:MARK, --rounds), and after the first
frame and after each key writes the screen to FILE: one line per row, each cell as an attribute
byte ('@' plus 1 bold, 2 reverse, 4 underline), a colour byte ('0' default, '1'-'7' red to
white) and its character in UTF-8 (a wide character's second cell is \\x01). Frames are
separated by a line holding only \\x02.

usage: capture_frames.py --out FILE --first MARK --cycle KEY:MARK [...] [--rounds N] -- COMMAND ...
"""
import argparse, os, pty, select, sys, time
import pyte

COLOURS = {"red": "1", "green": "2", "yellow": "3", "blue": "4", "magenta": "5", "cyan": "6", "white": "7"}

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--first", required=True)
    ap.add_argument("--cycle", action="append", default=[])
    ap.add_argument("--rounds", type=int, default=40)
    ap.add_argument("--cols", type=int, default=80)
    ap.add_argument("--rows", type=int, default=24)
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.cmd[1:] if a.cmd and a.cmd[0] == "--" else a.cmd
    screen = pyte.Screen(a.cols, a.rows)
    stream = pyte.ByteStream(screen)
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8",
               COLUMNS=str(a.cols), LINES=str(a.rows))
    pid, fd = pty.fork()
    if pid == 0:
        import fcntl, termios, struct
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", a.rows, a.cols, 0, 0))
        os.execvpe(cmd[0], cmd, env)

    def pump(timeout):
        r, _, _ = select.select([fd], [], [], timeout)
        if not r:
            return False
        try:
            data = os.read(fd, 65536)
        except OSError:   # the program exited
            return False
        stream.feed(data)
        return bool(data)

    def settle(mark, gone=()):
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            shown = any(mark in line for line in screen.display) and not any(g in line for g in gone for line in screen.display)
            if shown and not pump(0.08):   # the mark is there and 80 ms passed quietly: the frame is whole
                return
            if not shown:
                pump(0.05)
        raise SystemExit(f"timed out waiting for {mark!r}")

    frames = []
    def capture():
        rows = []
        for y in range(a.rows):
            line = screen.buffer[y]
            cells = []
            for x in range(a.cols):
                char = line[x]
                bits = (1 if char.bold else 0) | (2 if char.reverse else 0) | (4 if char.underscore else 0)
                text = char.data if char.data else "\x01"
                cells.append(chr(64 + bits) + COLOURS.get(char.fg, "0") + text)
            rows.append("".join(cells))
        frames.append("\n".join(rows))

    settle(a.first)
    capture()
    cycle = [c.split(":", 1) for c in a.cycle]
    for _ in range(a.rounds):
        for key, mark in cycle:
            os.write(fd, {"ESC": "\x1b", "ENTER": "\r"}.get(key, key).encode())
            settle(mark, [m for _, m in cycle if m != mark])
            capture()
    os.write(fd, b"q")
    while pump(0.3):
        pass
    os.waitpid(pid, 0)
    with open(a.out, "w", encoding="utf-8") as out:
        out.write("\n\x02\n".join(frames) + "\n")
    print(f"{len(frames)} frames to {a.out}", file=sys.stderr)

main()
