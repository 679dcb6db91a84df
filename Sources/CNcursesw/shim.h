#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H
#define _XOPEN_SOURCE_EXTENDED 1   /* SwiftPM drops pkg-config's -D flags: without this, no wide-char API */
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
static inline WINDOW *cn_stdscr(void) { return stdscr; }   /* C globals are errors in Swift 6 mode */
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }    /* attribute macros are not imported */
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
/* Added for TerminalUI: more attribute and mouse macros, and the stdio globals newterm takes. */
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cn_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cn_button4_pressed(void) { return BUTTON4_PRESSED; }   /* wheel up */
static inline mmask_t cn_button5_pressed(void) { return BUTTON5_PRESSED; }   /* wheel down */
static inline FILE *cn_stdin(void) { return stdin; }
static inline FILE *cn_stdout(void) { return stdout; }
static inline WINDOW *cn_curscr(void) { return curscr; }
#endif
