/* Prints the code point ranges that glibc's wcwidth gives width 2 (argument "2") or
   width 0 (argument "0") in the C.UTF-8 locale, in the form used by
   Sources/TerminalUI/Text/DisplayWidth+Tables.swift.
   cc -O2 -o /tmp/gen_width_tables gen_width_tables.c && /tmp/gen_width_tables 2 */
#define _XOPEN_SOURCE 700
#include <locale.h>
#include <stdio.h>
#include <wchar.h>

int main(int argc, char **argv) {
    if (argc < 2 || !setlocale(LC_ALL, "C.UTF-8")) return 1;
    int want = argv[1][0] == '2' ? 2 : 0;
    long start = -1;
    for (long c = 1; c <= 0x110000; c++) {
        int w = (c < 0x110000 && !(c >= 0xD800 && c <= 0xDFFF)) ? wcwidth((wchar_t)c) : 99;
        if (w == want) {
            if (start < 0) start = c;
        } else if (start >= 0) {
            printf("        (0x%04lX, 0x%04lX),\n", start, c - 1);
            start = -1;
        }
    }
    return 0;
}
