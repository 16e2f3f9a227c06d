/* SPDX-License-Identifier: MIT */
/* renju-diagram - a position drawn as an SVG diagram (renju_diagram_svg()), or as PNG
 * through rsvg-convert.
 *
 * Usage: renju-diagram [OPTION]... POSITION [-o OUT.svg|OUT.png]
 *
 * POSITION is a record file (any format renju-referee reads; its first game), a move
 * list or stones "BLACK / WHITE"; --move and --path choose a node of a record's tree.
 * renju-diagram(1) documents it all.
 */
#define _POSIX_C_SOURCE 200809L

#include <renju.h>

#include "cli.h"
#include "formats.h"
#include "position.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *const prog = "renju-diagram";
static const char short_options[] = ":o:m:p:n:c:f:r:s:t:T:hV";

enum { OPT_NO_FORBIDDEN = 256, OPT_NO_LAST, OPT_NO_MARKS, OPT_PLAIN, OPT_CELL };

static const struct option long_options[] = {
    { "output", required_argument, NULL, 'o' },
    { "move", required_argument, NULL, 'm' },
    { "path", required_argument, NULL, 'p' },
    { "numbers", required_argument, NULL, 'n' },
    { "coords", required_argument, NULL, 'c' },
    { "format", required_argument, NULL, 'f' },
    { "rules", required_argument, NULL, 'r' },
    { "size", required_argument, NULL, 's' },
    { "to-move", required_argument, NULL, 't' },
    { "title", required_argument, NULL, 'T' },
    { "cell", required_argument, NULL, OPT_CELL },
    { "no-forbidden", no_argument, NULL, OPT_NO_FORBIDDEN },
    { "no-last", no_argument, NULL, OPT_NO_LAST },
    { "no-marks", no_argument, NULL, OPT_NO_MARKS },
    { "plain", no_argument, NULL, OPT_PLAIN },
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { NULL, 0, NULL, 0 }
};

typedef struct options {
    const char *output, *path, *title;
    int move;            /* -1: where the record ends */
    int flags, first, cell;
    int format, ruleset, size, to_move;
} options;

static void usage(void)
{
    fputs("usage: renju-diagram [OPTION]... POSITION [-o OUT.svg|OUT.png]\n"
          "Draws a position as an SVG diagram (standard output without -o), or as PNG\n"
          "through rsvg-convert.  POSITION is a record file (SGF, RenLib .lib, .psq,\n"
          ".pos, a move list file; - standard input), a move list (\"h8 h9 i9\") or stones\n"
          "\"BLACK / WHITE\" (\"h8 j10 / h9\").\n"
          "\n"
          "  -o, --output=FILE    write FILE: .png through rsvg-convert, else SVG\n"
          "  -m, --move=N         the position after move N of the main line (0 the start)\n"
          "  -p, --path=PATH      the node of a tree by its child indexes from the root,\n"
          "                       dot-separated (\"0.1.0\": the main line, its second\n"
          "                       variation, the main line on)\n"
          "  -n, --numbers=FROM   move numbers on the stones from move FROM on\n"
          "  -c, --coords=N       coordinates on 0, 2 (default) or 4 sides\n"
          "  --no-forbidden       black's forbidden points not marked\n"
          "  --no-last            the last move not marked\n"
          "  --no-marks           the node's labels and marks not drawn\n"
          "  --plain              a white board, for print\n"
          "  --cell=N             pixels between points, 12 to 160 (default 32)\n"
          "  -T, --title=TEXT     a title above the board\n"
          "  -f, --format=FORMAT  the record's format: moves, sgf, lib, psq, pos\n"
          "  -r, --rules=RULES    the rules of a record that names none, and of a move\n"
          "                       list or stones (default renju)\n"
          "  -s, --size=N         the board of move lists and stones (default 15)\n"
          "  -t, --to-move=COLOUR black or white, for stones\n"
          "  -h, --help           this text\n"
          "  -V, --version        the program's and the library's version\n"
          "\n"
          "Exit status: 0 written, 2 on errors.\n", stdout);
}

static int number(const char *v, int lo, int hi, int *out)
{
    char *end;
    long n = strtol(v, &end, 10);

    if (*v == '\0' || *end != '\0' || n < lo || n > hi)
        return -1;
    *out = (int)n;
    return 0;
}

static int set_option(int c, const char *v, options *o)
{
    int n;

    switch (c) {
    case 'o': o->output = v; break;
    case 'p': o->path = v; break;
    case 'T': o->title = v; break;
    case 'm':
        if (number(v, 0, 1 << 20, &o->move))
            return cli_usage_error(prog, "bad move number", v);
        break;
    case 'n':
        if (number(v, 1, 1 << 20, &o->first))
            return cli_usage_error(prog, "bad first move number", v);
        o->flags |= RENJU_DIAGRAM_NUMBERS;
        break;
    case 'c':
        if (number(v, 0, 4, &n) || (n != 0 && n != 2 && n != 4))
            return cli_usage_error(prog, "--coords is 0, 2 or 4, not", v);
        o->flags &= ~(RENJU_DIAGRAM_COORDS | RENJU_DIAGRAM_COORDS_ALL);
        o->flags |= n == 2 ? RENJU_DIAGRAM_COORDS : n == 4 ? RENJU_DIAGRAM_COORDS_ALL : 0;
        break;
    case OPT_CELL:
        if (number(v, 12, 160, &o->cell))
            return cli_usage_error(prog, "--cell is 12 to 160, not", v);
        break;
    case OPT_NO_FORBIDDEN: o->flags &= ~RENJU_DIAGRAM_FORBIDDEN; break;
    case OPT_NO_LAST: o->flags &= ~RENJU_DIAGRAM_LAST; break;
    case OPT_NO_MARKS: o->flags &= ~RENJU_DIAGRAM_MARKS; break;
    case OPT_PLAIN: o->flags |= RENJU_DIAGRAM_PLAIN; break;
    case 'f':
        if ((o->format = tool_format_from_name(v)) == TOOL_FORMAT_UNKNOWN
            || o->format == TOOL_FORMAT_RENJUNET)
            return cli_usage_error(prog, "unknown format", v);
        break;
    case 'r':
        if ((o->ruleset = renju_ruleset_from_name(v)) < 0)
            return cli_usage_error(prog, "unknown rules", v);
        break;
    case 's':
        if (number(v, RENJU_MIN_SIZE, RENJU_MAX_SIZE, &o->size))
            return cli_usage_error(prog, "bad board size", v);
        break;
    case 't':
        o->to_move = !strcmp(v, "black") ? RENJU_BLACK : !strcmp(v, "white") ? RENJU_WHITE : -1;
        if (o->to_move < 0)
            return cli_usage_error(prog, "--to-move is black or white, not", v);
        break;
    }
    return 0;
}

/* The node the options choose: a path of child indexes, or a move of the main line. */
static int go_to(renju_game *g, const options *o)
{
    int idx[4096], n = 0;
    const char *s = o->path;
    char *end;

    if (o->path) {
        while (*s && n < 4096) {
            idx[n++] = (int)strtol(s, &end, 10);
            if (end == s || (*end && *end != '.') || idx[n - 1] < 0) {
                fprintf(stderr, "%s: bad path '%s': child indexes separated by dots\n", prog,
                        o->path);
                return -1;
            }
            s = *end ? end + 1 : end;
        }
        if (renju_tree_follow(g, idx, (size_t)n) < 0) {
            fprintf(stderr, "%s: path '%s': %s\n", prog, o->path, renju_errmsg(g));
            return -1;
        }
    }
    if (o->move >= 0) {
        if (renju_tree_root(g) < 0)
            return -1;
        while (renju_move_count(g) < o->move)
            if (renju_tree_child(g, 0) < 0) {
                fprintf(stderr, "%s: the main line has %d move%s, not %d\n", prog,
                        renju_move_count(g), renju_move_count(g) == 1 ? "" : "s", o->move);
                return -1;
            }
    }
    return 0;
}

/* The SVG into path through rsvg-convert, which reads it on its standard input. */
static int write_png(const char *svg, const char *path)
{
    int fds[2], status;
    size_t len = strlen(svg), done = 0;
    ssize_t k;
    pid_t pid;

    if (pipe(fds) != 0 || (pid = fork()) < 0) {
        fprintf(stderr, "%s: %s\n", prog, strerror(errno));
        return -1;
    }
    if (pid == 0) {
        dup2(fds[0], 0);
        close(fds[0]);
        close(fds[1]);
        execlp("rsvg-convert", "rsvg-convert", "-f", "png", "-o", path, (char *)NULL);
        fprintf(stderr, "%s: PNG needs rsvg-convert (Debian: apt-get install librsvg2-bin): %s\n",
                prog, strerror(errno));
        _exit(127);
    }
    close(fds[0]);
    while (done < len && (k = write(fds[1], svg + done, len - done)) > 0)
        done += (size_t)k;
    close(fds[1]);
    if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 127)
            fprintf(stderr, "%s: rsvg-convert could not write %s\n", prog, path);
        return -1;
    }
    return 0;
}

static int write_svg(const char *svg, const char *path)
{
    FILE *f = path ? fopen(path, "w") : stdout;

    if (!f) {
        fprintf(stderr, "%s: %s: %s\n", prog, path, strerror(errno));
        return -1;
    }
    if (fputs(svg, f) < 0 || (path ? fclose(f) : fflush(f)) != 0) {
        fprintf(stderr, "%s: %s: %s\n", prog, path ? path : "standard output", strerror(errno));
        return -1;
    }
    return 0;
}

static int draw(renju_game *g, const options *o)
{
    int n = renju_diagram_svg(g, o->flags, o->first, o->cell, o->title, NULL, 0), rc;
    size_t len = o->output ? strlen(o->output) : 0;
    char *svg;

    if (n < 0 || !(svg = malloc((size_t)n))) {
        fprintf(stderr, "%s: %s\n", prog, n < 0 ? renju_errmsg(g) : "out of memory");
        return 2;
    }
    renju_diagram_svg(g, o->flags, o->first, o->cell, o->title, svg, (size_t)n);
    if (len > 4 && (strcmp(o->output + len - 4, ".png") == 0 || strcmp(o->output + len - 4, ".PNG") == 0))
        rc = write_png(svg, o->output);
    else
        rc = write_svg(svg, o->output);
    free(svg);
    return rc ? 2 : 0;
}

int main(int argc, char **argv)
{
    options o = { NULL, NULL, NULL, -1, RENJU_DIAGRAM_DEFAULT, 1, 0, TOOL_FORMAT_UNKNOWN, -1, 15,
                  RENJU_EMPTY };
    const char *position = NULL;
    renju_game *g;
    int c, rc;

    opterr = 0;
    /* options may come after the position too: getopt moves it to the end */
    while ((c = getopt_long(argc, argv, short_options, long_options, NULL)) != -1) {
        if ((rc = cli_common_option(prog, short_options, c, argv, usage)) >= 0)
            return rc == 0 && fflush(stdout) != 0 ? 2 : rc;
        if ((rc = set_option(c, optarg, &o)) != 0)
            return rc;
    }
    if (optind == argc)
        return cli_usage_error(prog, "no position to draw", NULL);
    if (optind + 1 < argc)
        return cli_usage_error(prog, "unexpected argument", argv[optind + 1]);
    position = argv[optind];
    if (!(g = position_read(prog, position, o.format, o.ruleset, o.size, o.to_move)))
        return 2;
    rc = go_to(g, &o) ? 2 : draw(g, &o);
    renju_game_free(g);
    return rc;
}
