/* SPDX-License-Identifier: MIT */
/* renju-convert - converts game records from any format the library reads into any it
 * writes.
 *
 * Usage: renju-convert [OPTION]... IN OUT     ("-" is standard input or output)
 *
 * The input is read game by game, in pieces (tools/records.c), or streamed when it is
 * a RenjuNet database (tools/renjunet.c); each game's whole tree is written where the
 * output's format holds one, its main line where it does not, one game after another
 * into a format that holds several, or a file a game when OUT holds a %d.  The
 * options, the messages and the exit status are in renju-convert(1).
 */
#define _POSIX_C_SOURCE 200809L

#include "convert.h"

#include "../cli.h"
#include "../formats.h"
#include "../renjunet.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char *const convert_prog = "renju-convert";

/* A progress bar for inputs of this many bytes or more, or that take a second. */
#define LONG_INPUT (1L << 20)

static const char short_options[] = ":f:t:r:s:qhV";
enum { OPT_CHARSET = 256, OPT_NO_PROGRESS };
static const struct option long_options[] = {
    { "from", required_argument, NULL, 'f' },
    { "to", required_argument, NULL, 't' },
    { "rules", required_argument, NULL, 'r' },
    { "size", required_argument, NULL, 's' },
    { "charset", required_argument, NULL, OPT_CHARSET },
    { "quiet", no_argument, NULL, 'q' },
    { "no-progress", no_argument, NULL, OPT_NO_PROGRESS },
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { NULL, 0, NULL, 0 }
};

static void usage(void)
{
    fputs("usage: renju-convert [OPTION]... IN OUT     (- is standard input or output)\n"
          "Converts game records.  Formats by extension, in any case: .sgf SGF, .lib\n"
          "RenLib, .psq Piskvork, .txt move lists (one game a line), and, read only, .pos\n"
          "xl/ZJRenju and .rif/.xml RenjuNet databases; an input of another name (or -)\n"
          "by its content.  A tree is written whole to .sgf and .lib, its main line to\n"
          ".txt and .psq; the games of a collection one after another to .sgf and .txt.\n"
          "A .lib or .psq file holds one game: OUT with a %d (game-%03d.lib) writes a\n"
          "file a game, in any format.\n"
          "\n"
          "  -f, --from=FORMAT    the format of IN: moves, sgf, lib, psq, pos or rif\n"
          "  -t, --to=FORMAT      the format of OUT: moves, sgf, lib or psq\n"
          "  -r, --rules=RULES    the rules of records that name none (move lists, .lib,\n"
          "                       .pos, SGF without RU), and of every game of a\n"
          "                       database: a rule set, an opening rule or both\n"
          "                       (\"renju\", \"freestyle\", \"soosorv-8\"; default renju,\n"
          "                       freestyle for .psq)\n"
          "  -s, --size=N         the board of move lists and databases (default 15)\n"
          "  --charset=NAME       the character set of .lib text, read and written\n"
          "                       (default: UTF-8 where it is, else GBK; written as read)\n"
          "  -q, --quiet          no warnings and no summary, only errors\n"
          "  --no-progress        no progress bar on standard error\n"
          "  -h, --help           this text\n"
          "  -V, --version        the program's and the library's version\n"
          "\n"
          "Exit status: 0 every game converted, 1 some game not converted or a file not\n"
          "read or written, 2 usage error.\n",
          stdout);
}

static int usage_error(const char *what, const char *arg)
{
    return cli_usage_error(convert_prog, what, arg);
}

/* ------------------------------------------------------------ options */

static int set_rules(const char *v, conv_options *opt)
{
    if (renju_rules_from_name(v, &opt->ruleset, &opt->opening, &opt->opening_n) != RENJU_OK)
        return usage_error("unknown rules", v);
    return 0;
}

/* A character set the library takes for .lib text. */
static int set_charset(const char *v, conv_options *opt)
{
    renju_game *g;
    int rc;

    if (renju_game_new(&g, RENJU_RULES_RENJU, 15) != RENJU_OK)
        return usage_error("out of memory", NULL);
    rc = renju_record_charset_set(g, v);
    renju_game_free(g);
    if (rc != RENJU_OK)
        return usage_error("unknown character set", v);
    opt->charset = v;
    return 0;
}

/* One option with its value into opt; 0, or the exit status of a bad value. */
static int set_option(int c, const char *v, conv_options *opt)
{
    switch (c) {
    case 'f':
        if ((opt->in_format = tool_format_from_name(v)) == TOOL_FORMAT_UNKNOWN)
            return usage_error("unknown format", v);
        break;
    case 't':
        if ((opt->out_format = tool_format_from_name(v)) == TOOL_FORMAT_UNKNOWN)
            return usage_error("unknown format", v);
        break;
    case 'r':
        return set_rules(v, opt);
    case 's':
        opt->size = atoi(v);
        if (opt->size < RENJU_MIN_SIZE || opt->size > RENJU_MAX_SIZE)
            return usage_error("bad board size", v);
        break;
    case OPT_CHARSET:
        return set_charset(v, opt);
    case 'q':
        opt->quiet = 1;
        break;
    case OPT_NO_PROGRESS:
        opt->progress = 0;
        break;
    }
    return 0;
}

/* The output's format by -t or OUT's name, and a pattern that can be one; 0, or the
 * exit status of a usage error. */
static int check_output(conv_options *opt)
{
    out_pattern pat;
    const char *why = NULL;

    if (out_pattern_parse(opt->out, &pat, &why) < 0) {
        fprintf(stderr, "%s: the output name '%s' %s\n", convert_prog, opt->out, why);
        return usage_error("see FILES A GAME in renju-convert(1)", NULL);
    }
    if (opt->out_format == TOOL_FORMAT_UNKNOWN && strcmp(opt->out, "-") == 0)
        return usage_error("standard output has no name to tell its format by: give -t", NULL);
    if (opt->out_format == TOOL_FORMAT_UNKNOWN
        && (opt->out_format = tool_format_of_path(opt->out)) == TOOL_FORMAT_UNKNOWN)
        return usage_error("cannot tell the output's format from its name: give -t for",
                           opt->out);
    if (!tool_format_writable(opt->out_format))
        return usage_error(opt->out_format == RENJU_FORMAT_POS
                               ? "pos records are read, not written:"
                               : "RenjuNet databases are read, not written:",
                           opt->out);
    return 0;
}

/* The options into opt; returns -1 to go on, else the exit status (0 after --help or
 * --version, 2 for a usage error). */
static int parse_args(int argc, char **argv, conv_options *opt)
{
    int c, rc;

    opterr = 0;
    while ((c = getopt_long(argc, argv, short_options, long_options, NULL)) != -1) {
        if ((rc = cli_common_option(convert_prog, short_options, c, argv, usage)) >= 0)
            return rc;
        if ((rc = set_option(c, optarg, opt)) != 0)
            return rc;
    }
    if (argc - optind < 2)
        return usage_error(argc == optind ? "no input and output files" : "no output file",
                           NULL);
    if (argc - optind > 2)
        return usage_error("unexpected argument", argv[optind + 2]);
    opt->in = argv[optind];
    opt->out = argv[optind + 1];
    rc = check_output(opt);
    return rc ? rc : -1;
}

/* ------------------------------------------------------------ the run */

/* The rules of the records of a format that do not name theirs. */
static rec_setup format_setup(const conv_options *opt, int format)
{
    rec_setup s = { opt->ruleset, opt->size, opt->opening, opt->opening_n, 1, opt->charset };

    if (s.ruleset < 0) {
        s.ruleset = format == RENJU_FORMAT_PSQ ? RENJU_RULES_FREESTYLE : RENJU_RULES_RENJU;
        s.opening = RENJU_OPENING_NONE;
        s.opening_n = 0;
    }
    if (format != RENJU_FORMAT_MOVES)
        s.size = 15;
    return s;
}

/* The import flags of a format: SGF and .psq name their rules; a tree is kept whole
 * even where its main line breaks the rules, to be written as it came. */
static int format_flags(int format)
{
    switch (format) {
    case RENJU_FORMAT_SGF: return RENJU_IMPORT_RULES | RENJU_IMPORT_PARTIAL;
    case RENJU_FORMAT_LIB: return RENJU_IMPORT_PARTIAL;
    case RENJU_FORMAT_PSQ: return RENJU_IMPORT_RULES;
    default:               return 0;
    }
}

/* A bar when standard error is a terminal the output does not go to, for an input
 * known to be long, or one of unknown length once it has taken a second. */
static void start_progress(progress *pr, const conv_options *opt)
{
    long long size = progress_file_size(opt->in);
    int want = opt->progress && !(strcmp(opt->out, "-") == 0 && isatty(fileno(stdout)));

    if (strcmp(opt->in, "-") != 0 && size < LONG_INPUT)
        want = 0;
    progress_init(pr, want, size, 1, size > 0 ? 0 : 1);
}

/* Read every game of the input into the output; -1 if the input could not be read. */
static int read_input(conv_run *run, rec_reader *r)
{
    const conv_options *opt = run->opt;
    rec_setup s;

    if (run->in_format == TOOL_FORMAT_RENJUNET)
        return renjunet_read(r, opt->ruleset < 0, 1, run->pr, convert_database_game, run);
    s = format_setup(opt, run->in_format);
    return rec_read_games(r, run->in_format, &s, format_flags(run->in_format), run->pr,
                          convert_game, run);
}

/* What the run did, when there was more than one game or something went wrong. */
static void summary(const conv_run *run)
{
    if (run->opt->quiet || run->stop || (run->games <= 1 && run->failed == 0))
        return;
    fprintf(stderr, "%s: %s: %ld game%s converted", convert_prog, run->opt->in, run->converted,
            run->converted == 1 ? "" : "s");
    if (run->failed)
        fprintf(stderr, ", %ld not converted", run->failed);
    fputc('\n', stderr);
}

/* The input's format by -f, a RenLib header, its name or its first bytes. */
static int input_format(const conv_options *opt, rec_reader *r)
{
    const char *head;
    size_t n;
    int complete;

    if (rec_peek(r, 4096, &head, &n, &complete))
        return -2;
    if (opt->in_format != TOOL_FORMAT_UNKNOWN)
        return opt->in_format;
    return tool_format_detect(opt->in, head, n, complete);
}

static int convert(const conv_options *opt)
{
    conv_run run;
    progress pr;
    rec_reader r;
    int rc;

    memset(&run, 0, sizeof run);
    run.opt = opt;
    run.pr = &pr;
    start_progress(&pr, opt);
    if (rec_open(&r, convert_prog, opt->in))
        return 1;
    if ((run.in_format = input_format(opt, &r)) == -2) {
        rec_close(&r);
        return 1;
    }
    if (!(run.out = output_new(convert_prog, opt->out, opt->out_format,
                               opt->out_format == RENJU_FORMAT_LIB
                                   || opt->out_format == RENJU_FORMAT_PSQ, &pr))) {
        rec_close(&r);
        fprintf(stderr, "%s: out of memory\n", convert_prog);
        return 1;
    }
    rc = read_input(&run, &r);
    rec_close(&r);
    progress_clear(&pr);
    if (rc >= 0 && run.games == 0 && !run.stop)
        fprintf(stderr, "%s: %s holds no game\n", convert_prog, opt->in);
    if (output_close(run.out, rc >= 0 && !run.stop && !run.write_failed && run.converted > 0))
        run.write_failed = 1;
    summary(&run);
    return rc < 0 || run.stop || run.write_failed || run.failed || run.games == 0 ? 1 : 0;
}

int main(int argc, char **argv)
{
    conv_options opt;
    int rc;

    memset(&opt, 0, sizeof opt);
    opt.in_format = opt.out_format = TOOL_FORMAT_UNKNOWN;
    opt.ruleset = -1;
    opt.opening = RENJU_OPENING_NONE;
    opt.size = 15;
    opt.progress = 1;
    rc = parse_args(argc, argv, &opt);
    if (rc >= 0)
        return rc == 0 && fflush(stdout) != 0 ? 2 : rc;
    return convert(&opt);
}
