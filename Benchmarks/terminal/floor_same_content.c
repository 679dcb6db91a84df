/* A second floor, for reading bytes/key fairly: limit.c draws a simpler Home (one line, two
   buttons) than coordsim's default config. This is the same hand-written C on ncursesw, but it
   draws coordsim's phone as `run --no-inspector` shows it at 80x24 (variant B, logged in):
   the bordered phone (plain lines, as coordsim draws them), the nav bar, Home's label, picker and four buttons with the focus
   marker, Buy's heading and button, and the tab bar, with the same attributes. No framework,
   one erase + redraw + refresh per key, as limit.c. Keys: b pushes Buy, Esc or h pops, q quits.
   Build: cc -O2 -o /tmp/floor_same floor_same_content.c $(pkg-config --cflags --libs ncursesw) */
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>
#include <string.h>

static int depth = 1;          /* 1: Home, 2+: Buy pushed */
static int homeFocus = 0;      /* 0: the picker, 1: [b] Buy subscription (focus restored on pop) */

static void put(int y, int x, attr_t attr, const char *text) {
    attrset(attr);
    mvaddstr(y, x, text);
}

static void draw(void) {
    const int left = 21, width = 38, top = 1, bottom = LINES - 1;
    const int inner = left + 1, innerWidth = width - 2;
    erase();
    put(0, 0, A_BOLD | A_REVERSE, " coordsim · variant B");
    /* the phone's border, with separators under the nav bar and over the tab bar */
    attrset(A_NORMAL);
    mvaddstr(top, left, "╭"); mvaddstr(top, left + width - 1, "╮");
    mvaddstr(bottom, left, "╰"); mvaddstr(bottom, left + width - 1, "╯");
    for (int x = inner; x < left + width - 1; x++) {
        mvaddstr(top, x, "─"); mvaddstr(top + 2, x, "─");
        mvaddstr(bottom - 2, x, "─"); mvaddstr(bottom, x, "─");
    }
    for (int y = top + 1; y < bottom; y++) {
        const int separator = y == top + 2 || y == bottom - 2;
        mvaddstr(y, left, separator ? "├" : "│");
        mvaddstr(y, left + width - 1, separator ? "┤" : "│");
    }
    const char *title = depth > 1 ? "Buy" : "Home";
    if (depth > 1) put(top + 1, inner + 1, A_NORMAL, "< Home");
    put(top + 1, inner + (innerWidth - (int)strlen(title)) / 2, A_NORMAL, title);
    const int text = inner + 3, marker = inner + 1, y0 = top + 4;
    if (depth > 1) {
        put(y0, text, A_BOLD, "Selected product: Computer");
        put(y0 + 2, marker, A_NORMAL, "›");
        put(y0 + 2, text, A_REVERSE, "[p] Purchase");
    } else {
        put(y0, text, A_NORMAL, "Product");
        put(y0 + 2, text, A_BOLD | A_REVERSE, "Computer");
        put(y0 + 2, text + 8, A_NORMAL, " | Bicycle");
        const char *buttons[4] = {"[b] Buy subscription", "[c] Create account", "[n] Next", "[o] Log out"};
        for (int i = 0; i < 4; i++)
            put(y0 + 4 + i, text, homeFocus == 1 && i == 0 ? A_REVERSE : A_NORMAL, buttons[i]);
        put(homeFocus == 1 ? y0 + 4 : y0 + 2, marker, A_NORMAL, "›");
    }
    put(bottom - 1, inner, A_BOLD | A_REVERSE, " 1 Main ");
    put(bottom - 1, inner + 8, A_NORMAL, " 2 Buy  3 Create account ");
    attrset(A_NORMAL);
    refresh();
}

int main(void) {
    setlocale(LC_ALL, "");
    initscr(); cbreak(); noecho(); keypad(stdscr, TRUE); curs_set(0); leaveok(stdscr, TRUE);
    set_escdelay(25);
    draw();
    for (;;) {
        int ch = getch();
        if (ch == 'q') break;
        if (ch == 'b' && depth < 64) depth++;
        else if ((ch == 27 || ch == 'h') && depth > 1) { depth--; if (depth == 1) homeFocus = 1; }
        draw();
    }
    endwin();
    return 0;
}
