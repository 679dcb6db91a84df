"""Shows the bytes a terminal program writes for each key, to see where output goes.

Runs COMMAND in a pseudo-terminal at 80x24 (TERM=xterm-256color), waits until the
output goes quiet after start-up, then presses each KEY in turn and prints what the
program wrote for it (escape sequences shown readably) and how many bytes.

usage: python3 key_bytes.py [--cols N] [--rows N] [--quiet-ms N] KEY [KEY ...] -- COMMAND ...
KEY is a character, or ESC / ENTER.
"""
import argparse, os, pty, select, sys, time

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cols", type=int, default=80)
    ap.add_argument("--rows", type=int, default=24)
    ap.add_argument("--quiet-ms", type=int, default=150)
    ap.add_argument("--raw", action="store_true", help="print repr() of the bytes only")
    ap.add_argument("rest", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    if "--" not in a.rest:
        ap.error("give -- COMMAND")
    split = a.rest.index("--")
    keys, cmd = a.rest[:split], a.rest[split + 1:]
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8",
               COLUMNS=str(a.cols), LINES=str(a.rows))
    pid, fd = pty.fork()
    if pid == 0:
        import fcntl, termios, struct
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", a.rows, a.cols, 0, 0))
        os.execvpe(cmd[0], cmd, env)

    def drain():
        out = b""
        deadline = time.perf_counter() + 10
        while time.perf_counter() < deadline:
            r, _, _ = select.select([fd], [], [], a.quiet_ms / 1000)
            if not r:
                break
            try:
                data = os.read(fd, 65536)
            except OSError:
                break
            out += data
        return out

    def show(label, data):
        print(f"== {label}: {len(data)} bytes")
        if a.raw:
            print(repr(data))
            return
        text = data.decode("utf-8", "replace").replace("\x1b", "⎋")
        print(text.replace("\r", "\\r").replace("\n", "\\n"))

    show("start", drain())
    for key in keys:
        os.write(fd, {"ESC": "\x1b", "ENTER": "\r"}.get(key, key).encode())
        show(key, drain())
    os.write(fd, b"q")
    drain()
    os.waitpid(pid, 0)

main()
