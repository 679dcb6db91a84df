/* The floor for coordsim with the inspector on: plain C on ncursesw that replays the very frames
   coordsim showed for a key cycle (captured by capture_frames.py), one frame a key, each drawn
   with one erase, a draw of every cell and one refresh, as limit.c draws its own. Whatever
   ncurses sends for these frames is what any program showing them must send; coordsim's bytes
   per key over this floor's is the cost of coordsim itself. Keys: any key shows the next frame,
   q quits.
   Build: cc -O2 -o /tmp/floor_frames floor_frames.c $(pkg-config --cflags --libs ncursesw)
   Run:   /tmp/floor_frames FRAMES (from capture_frames.py) */
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

typedef struct { wchar_t ch; attr_t attr; short colour; } Cell;

static Cell *frames;           /* frameCount frames of rows x cols cells */
static int frameCount, rows = 24, cols = 80;

static int utf8Length(unsigned char lead) {
    return lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
}

static void load(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); exit(2); }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *text = malloc(size + 1);
    if (fread(text, 1, size, file) != (size_t)size) { perror(path); exit(2); }
    text[size] = 0;
    fclose(file);
    int capacity = 256;
    frames = calloc((size_t)capacity * rows * cols, sizeof(Cell));
    char *p = text;
    while (*p) {
        if (frameCount == capacity) {
            capacity *= 2;
            frames = realloc(frames, (size_t)capacity * rows * cols * sizeof(Cell));
        }
        Cell *frame = frames + (size_t)frameCount * rows * cols;
        for (int y = 0; y < rows; y++) {
            for (int x = 0; x < cols && *p && *p != '\n'; x++) {
                int bits = p[0] - '@';
                Cell *cell = &frame[y * cols + x];
                cell->attr = (bits & 1 ? A_BOLD : 0) | (bits & 2 ? A_REVERSE : 0) | (bits & 4 ? A_UNDERLINE : 0);
                cell->colour = (short)(p[1] - '0');
                p += 2;
                int length = utf8Length((unsigned char)*p);
                wchar_t wide = 0;
                mbtowc(&wide, p, length);
                cell->ch = *p == 1 ? 0 : wide;
                p += length;
            }
            while (*p && *p != '\n') p++;
            if (*p == '\n') p++;
        }
        frameCount++;
        if (p[0] == 2 && p[1] == '\n') p += 2;
    }
}

static void draw(int index) {
    Cell *frame = frames + (size_t)index * rows * cols;
    erase();
    for (int y = 0; y < rows && y < LINES; y++) {
        for (int x = 0; x < cols && x < COLS; x++) {
            Cell *cell = &frame[y * cols + x];
            if (cell->ch == 0 || (cell->ch == L' ' && cell->attr == 0 && cell->colour == 0)) continue;   /* erase blanked it */
            cchar_t out;
            wchar_t text[2] = {cell->ch, 0};
            setcchar(&out, text, cell->attr, cell->colour, NULL);
            mvadd_wch(y, x, &out);
        }
    }
    attrset(A_NORMAL);
    refresh();
}

int main(int argc, char **argv) {
    setlocale(LC_ALL, "");
    if (argc != 2) { fprintf(stderr, "usage: floor_frames FRAMES\n"); return 2; }
    load(argv[1]);
    if (frameCount == 0) { fprintf(stderr, "no frames in %s\n", argv[1]); return 2; }
    initscr(); cbreak(); noecho(); keypad(stdscr, TRUE); curs_set(0); leaveok(stdscr, TRUE);
    set_escdelay(25);
    start_color(); use_default_colors();
    for (short colour = 1; colour <= 7; colour++) init_pair(colour, colour, -1);
    int index = 0;
    draw(index);
    for (;;) {
        int ch = getch();
        if (ch == 'q') break;
        if (index + 1 < frameCount) index++;
        draw(index);
    }
    endwin();
    return 0;
}
