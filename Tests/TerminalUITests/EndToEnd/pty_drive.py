"""Drives a terminal program in a pseudo-terminal for the end-to-end tests, with only the
standard library: a small VT emulator reads the screen (enough of xterm for what ncurses
sends with TERM=xterm-256color).

usage: pty_drive.py [--cols N] [--rows N] [--term NAME] [--step STEP ...] -- COMMAND ...
(--term sets TERM for the program; default xterm-256color)
Steps, in order:
  wait=TEXT     wait until TEXT is on the screen (10 s at most)
  gone=TEXT     wait until TEXT is no longer on the screen
  key=KEYS      write KEYS (\\e, \\r, \\t escapes understood)
  screen        record the screen in the output
  signal=NAME   send a signal (TERM, INT, HUP, SEGV) and wait for the program to exit
  exit          wait for the program to exit by itself
  remove=PATH   delete a file or folder (to make a write at quit fail)
Prints one JSON object: screens, the exit status, whether the tty modes after the program
match those before it, whether it left the alternate screen, and an error if a step failed.
Exit 77 when no pseudo-terminal can be opened."""
import codecs, ctypes, ctypes.util, fcntl, json, os, select, shutil, signal, struct, subprocess, sys, termios, time

libc = ctypes.CDLL(ctypes.util.find_library("c"))
libc.setlocale(6, b"C.UTF-8")  # LC_ALL
libc.wcwidth.restype = ctypes.c_int
libc.wcwidth.argtypes = [ctypes.c_wchar]


def wcwidth(ch):
    return libc.wcwidth(ch)


class Screen:
    def __init__(self, cols, rows):
        self.cols, self.rows = cols, rows
        self.main = self.blank()
        self.grid = self.main
        self.alt = False
        self.x = self.y = 0
        self.top, self.bottom = 0, rows - 1
        self.wrap = False
        self.saved = (0, 0)
        self.last = " "

    def blank(self):
        return [[" "] * self.cols for _ in range(self.rows)]

    def lines(self):
        return ["".join(c for c in row).rstrip() for row in self.grid]

    def text(self):
        return "\n".join(self.lines())

    # -- text --
    def put(self, ch):
        w = wcwidth(ch)
        if w < 0:
            return
        if w == 0:
            px = self.x - 1 if self.x > 0 else 0
            self.grid[self.y][px] += ch
            return
        if self.wrap or self.x + w > self.cols:
            self.x = 0
            self.linefeed()
            self.wrap = False
        row = self.grid[self.y]
        row[self.x] = ch
        if w == 2:
            row[self.x + 1] = ""
        self.last = ch
        if self.x + w >= self.cols:
            self.x = self.cols - 1
            self.wrap = True
        else:
            self.x += w

    def linefeed(self):
        if self.y == self.bottom:
            self.scroll_up(1)
        elif self.y < self.rows - 1:
            self.y += 1

    def scroll_up(self, n):
        for _ in range(n):
            del self.grid[self.top]
            self.grid.insert(self.bottom, [" "] * self.cols)

    def scroll_down(self, n):
        for _ in range(n):
            del self.grid[self.bottom]
            self.grid.insert(self.top, [" "] * self.cols)

    def clear_cells(self, y, x0, x1):
        row = self.grid[y]
        for x in range(max(0, x0), min(self.cols, x1)):
            row[x] = " "

    # -- control sequences --
    def csi(self, private, params, final):
        p = [int(v) if v.isdigit() else 0 for v in params.split(";")] if params else []
        a = p[0] if p else 0
        n = a or 1
        self.wrap = False
        if final in "Hf":
            self.y = min(self.rows - 1, max(0, (p[0] if p and p[0] else 1) - 1))
            self.x = min(self.cols - 1, max(0, (p[1] if len(p) > 1 and p[1] else 1) - 1))
        elif final == "A": self.y = max(0, self.y - n)
        elif final == "B": self.y = min(self.rows - 1, self.y + n)
        elif final == "C": self.x = min(self.cols - 1, self.x + n)
        elif final == "D": self.x = max(0, self.x - n)
        elif final == "G": self.x = min(self.cols - 1, n - 1)
        elif final == "d": self.y = min(self.rows - 1, n - 1)
        elif final == "K":
            if a == 0: self.clear_cells(self.y, self.x, self.cols)
            elif a == 1: self.clear_cells(self.y, 0, self.x + 1)
            else: self.clear_cells(self.y, 0, self.cols)
        elif final == "J":
            if a == 0:
                self.clear_cells(self.y, self.x, self.cols)
                for y in range(self.y + 1, self.rows): self.clear_cells(y, 0, self.cols)
            elif a == 1:
                for y in range(0, self.y): self.clear_cells(y, 0, self.cols)
                self.clear_cells(self.y, 0, self.x + 1)
            else:
                for y in range(self.rows): self.clear_cells(y, 0, self.cols)
        elif final == "X": self.clear_cells(self.y, self.x, self.x + n)
        elif final == "@":
            row = self.grid[self.y]
            row[self.x:self.x] = [" "] * n
            del row[self.cols:]
        elif final == "P":
            row = self.grid[self.y]
            del row[self.x:self.x + n]
            row.extend([" "] * (self.cols - len(row)))
        elif final == "L" and self.top <= self.y <= self.bottom:
            for _ in range(n):
                del self.grid[self.bottom]
                self.grid.insert(self.y, [" "] * self.cols)
        elif final == "M" and self.top <= self.y <= self.bottom:
            for _ in range(n):
                del self.grid[self.y]
                self.grid.insert(self.bottom, [" "] * self.cols)
        elif final == "S": self.scroll_up(n)
        elif final == "T": self.scroll_down(n)
        elif final == "b":
            for _ in range(n): self.put(self.last)
        elif final == "r":
            self.top = (p[0] - 1) if p and p[0] else 0
            self.bottom = (p[1] - 1) if len(p) > 1 and p[1] else self.rows - 1
            self.x = self.y = 0
        elif final == "s": self.saved = (self.x, self.y)
        elif final == "u": self.x, self.y = self.saved
        elif final in "hl" and private == "?":
            on = final == "h"
            for mode in p:
                if mode in (1049, 1047, 47) and on != self.alt:
                    self.alt = on
                    if on:
                        if mode == 1049: self.saved = (self.x, self.y)
                        self.grid = self.blank()
                    else:
                        self.grid = self.main
                        if mode == 1049: self.x, self.y = self.saved


class Terminal:
    """Feeds bytes through a small state machine into a Screen."""
    def __init__(self, cols, rows):
        self.screen = Screen(cols, rows)
        self.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.state = "text"
        self.buf = ""

    def feed(self, data):
        s = self.screen
        for ch in self.decoder.decode(data):
            st = self.state
            if st == "text":
                if ch == "\x1b": self.state = "esc"
                elif ch == "\r": s.x = 0; s.wrap = False
                elif ch in "\n\x0b\x0c": s.linefeed(); s.wrap = False
                elif ch == "\b": s.x = max(0, s.x - 1); s.wrap = False
                elif ch == "\t": s.x = min(s.cols - 1, (s.x // 8 + 1) * 8)
                elif ord(ch) < 0x20 or ch == "\x7f": pass
                else: s.put(ch)
            elif st == "esc":
                if ch == "[": self.state, self.buf = "csi", ""
                elif ch == "]": self.state = "osc"
                elif ch in "()*+": self.state = "charset"
                elif ch == "7": s.saved = (s.x, s.y); self.state = "text"
                elif ch == "8": s.x, s.y = s.saved; self.state = "text"
                elif ch == "M":
                    if s.y == s.top: s.scroll_down(1)
                    else: s.y = max(0, s.y - 1)
                    self.state = "text"
                elif ch == "D": s.linefeed(); self.state = "text"
                elif ch == "E": s.x = 0; s.linefeed(); self.state = "text"
                elif ch == "c": self.screen = s = Screen(s.cols, s.rows); self.state = "text"
                else: self.state = "text"
            elif st == "charset":
                self.state = "text"
            elif st == "osc":
                if ch == "\x07": self.state = "text"
                elif ch == "\x1b": self.state = "osc_esc"
            elif st == "osc_esc":
                self.state = "text" if ch == "\\" else "osc"
            elif st == "csi":
                if "\x40" <= ch <= "\x7e":
                    private = self.buf[:1] if self.buf[:1] in "?>=<" and self.buf else ""
                    params = self.buf[len(private):]
                    s.csi(private, params, ch)
                    self.state = "text"
                else:
                    self.buf += ch


def main():
    args = sys.argv[1:]
    cols, rows, steps, term_name = 80, 24, [], "xterm-256color"
    while args and args[0] != "--":
        opt = args.pop(0)
        if opt == "--cols": cols = int(args.pop(0))
        elif opt == "--rows": rows = int(args.pop(0))
        elif opt == "--step": steps.append(args.pop(0))
        elif opt == "--term": term_name = args.pop(0)
        else: raise SystemExit(f"unknown option {opt}")
    cmd = args[1:]
    try:
        master, slave = os.openpty()
    except OSError as error:
        print(json.dumps({"error": f"no pseudo-terminal: {error}"}))
        sys.exit(77)
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    before = termios.tcgetattr(slave)
    env = dict(os.environ, TERM=term_name, LANG="C.UTF-8", LC_ALL="C.UTF-8")
    env.pop("COLUMNS", None); env.pop("LINES", None)

    def make_controlling():
        os.setsid()
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)

    proc = subprocess.Popen(cmd, stdin=slave, stdout=slave, stderr=slave, env=env,
                            preexec_fn=make_controlling, close_fds=True)
    term = Terminal(cols, rows)
    result = {"screens": [], "status": None, "error": None}

    def pump(timeout):
        r, _, _ = select.select([master], [], [], timeout)
        if r:
            try:
                data = os.read(master, 65536)
            except OSError:
                return False
            term.feed(data)
        return True

    def until(check, what, limit=10.0):
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            if check():
                return True
            pump(min(0.05, max(0.0, deadline - time.monotonic())))
        raise TimeoutError(f"timed out waiting for {what}; screen:\n{term.screen.text()}")

    try:
        for step in steps:
            name, _, value = step.partition("=")
            if name == "wait":
                until(lambda: value in term.screen.text(), repr(value))
            elif name == "gone":
                until(lambda: value not in term.screen.text(), f"{value!r} to go")
            elif name == "key":
                os.write(master, value.encode().decode("unicode_escape").encode())
            elif name == "screen":
                settle = time.monotonic() + 2.0   # read until 150 ms pass with no output
                while time.monotonic() < settle and select.select([master], [], [], 0.15)[0]:
                    pump(0)
                result["screens"].append(term.screen.lines())
            elif name == "remove":
                shutil.rmtree(value, ignore_errors=True)
            elif name == "exit":
                until(lambda: proc.poll() is not None, "the program to exit")
            elif name == "signal":
                proc.send_signal(getattr(signal, "SIG" + value))
                until(lambda: proc.poll() is not None, "the program to exit")
            else:
                raise SystemExit(f"unknown step {step}")
    except TimeoutError as error:
        result["error"] = str(error)
    if proc.poll() is None:
        proc.kill()
    proc.wait()
    while pump(0.05) and select.select([master], [], [], 0)[0]:
        pass
    result["status"] = proc.returncode
    result["modes_restored"] = termios.tcgetattr(slave) == before
    result["alternate_screen"] = term.screen.alt
    result["final_screen"] = term.screen.lines()
    print(json.dumps(result))


main()
