/* SPDX-License-Identifier: MIT */
/* output.c - records through the library's writers, and the table: the numbers come
 * from stats.c, only their layout is here. */
#define _POSIX_C_SOURCE 200809L

#include "output.h"
#include "syserr.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

FILE *output_open(const char *path)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    FILE *f;

    if (fd < 0)
        return NULL;
    if (!(f = fdopen(fd, "w")))
        close(fd);
    return f;
}

char *output_record(renju_game *g, int format)
{
    int need = renju_record_export(g, format, NULL, 0);
    char *text;

    if (need < 0 || !(text = malloc((size_t)need)))
        return NULL;
    if (renju_record_export(g, format, text, (size_t)need) < 0) {
        free(text);
        return NULL;
    }
    return text;
}

int output_psq(const char *dir, int number, renju_game *g, char *err, size_t errcap)
{
    char path[4096], *text, why[128];
    FILE *f;
    int ok, errnum;

    if ((size_t)snprintf(path, sizeof path, "%s/game-%04d.psq", dir, number) >= sizeof path) {
        snprintf(err, errcap, "game %d: no .psq file: the directory's name is too long", number);
        return -2;
    }
    if (!(text = output_record(g, RENJU_FORMAT_PSQ))) {
        snprintf(err, errcap, "game %d: no .psq record: %s", number, renju_errmsg(g));
        return -1;
    }
    f = output_open(path);
    ok = f && fputs(text, f) >= 0;
    if (f && fclose(f) != 0)
        ok = 0;
    errnum = errno;   /* before free() */
    free(text);
    if (!ok) {
        snprintf(err, errcap, "%s: %s", path, syserr(errnum, why, sizeof why));
        return -2;
    }
    return 0;
}

/* An Elo figure: signed, one decimal, "+inf" and "-inf" at the ends. */
static const char *elo_text(double elo, char *buf, size_t cap)
{
    if (isinf(elo))
        snprintf(buf, cap, "%sinf", elo > 0 ? "+" : "-");
    else
        snprintf(buf, cap, "%+.1f", elo + 0.0);   /* + 0.0: no "-0.0" for an even score */
    return buf;
}

static void score_line(FILE *f, const char *a, const char *b, const match_score *s)
{
    fprintf(f, "Score of %s vs %s: %d - %d - %d  [%.3f] %d\n", a, b, s->wins, s->losses,
            s->draws, stats_fraction(s), stats_games(s));
}

/* Seconds as "42 s", "3:05" or "2:03:05". */
static const char *duration(double seconds, char *buf, size_t cap)
{
    long s = lround(seconds);

    if (s < 60)
        snprintf(buf, cap, "%ld s", s);
    else if (s < 3600)
        snprintf(buf, cap, "%ld:%02ld", s / 60, s % 60);
    else
        snprintf(buf, cap, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    return buf;
}

void output_progress(FILE *f, const table *t, int number, int total, const char *detail,
                     double left)
{
    double elo, low, high;
    char e[16], d[32];

    fprintf(f, "Game %d: %s. %d/%d played", number, detail, t->games, total);
    if (t->n == 2) {
        match_score s = table_total(t, 0);

        fprintf(f, ", %s vs %s: %d - %d - %d", t->names[0], t->names[1], s.wins, s.losses,
                s.draws);
        if (stats_elo_interval(&s, &elo, &low, &high) == 0)
            fprintf(f, ", Elo %s", elo_text(elo, e, sizeof e));
    }
    if (left >= 0 && t->games < total)
        fprintf(f, ", about %s left", duration(left, d, sizeof d));
    fputc('\n', f);
    fflush(f);
}

static void colour_row(FILE *f, const char *label, const match_score *s)
{
    fprintf(f, "%-14s %6d %7d %6d   %.1f/%d\n", label, s->wins, s->losses, s->draws,
            s->wins + 0.5 * s->draws, stats_games(s));
}

static void sprt_line(FILE *f, const match_score *s, const match_sprt *t,
                      const sprt_verdict *v)
{
    double llr = stats_llr(s, t), lower, upper;
    int d = v->decision;

    stats_sprt_bounds(t, &lower, &upper);
    fprintf(f, "SPRT: elo0 %g, elo1 %g, alpha %g, beta %g: LLR %.2f", t->elo0, t->elo1,
            t->alpha, t->beta, d ? v->llr : llr);
    if (d)
        fprintf(f, " after %d game%s", v->games, v->games == 1 ? "" : "s");
    fprintf(f, ", bounds [%.2f, %.2f]: %s\n", lower, upper,
            d == SPRT_H0 ? "H0 accepted" : d == SPRT_H1 ? "H1 accepted" : "no decision");
}

/* A pair's table: the first engine's results by colour and its Elo difference. */
static void pair_rows(FILE *f, const table *t)
{
    const char *a = t->names[0];
    match_score s = table_total(t, 0);
    double elo, low, high;
    char label[64], e[3][16];

    fprintf(f, "%-14s %6s %7s %6s   %s\n", "", "wins", "losses", "draws", "points");
    snprintf(label, sizeof label, "%.5s as black", a);
    colour_row(f, label, &t->eng[0].as_black);
    snprintf(label, sizeof label, "%.5s as white", a);
    colour_row(f, label, &t->eng[0].as_white);
    snprintf(label, sizeof label, "%.5s in all", a);
    colour_row(f, label, &s);
    if (stats_elo_interval(&s, &elo, &low, &high) == 0)
        fprintf(f, "Score of %s: %.1f%%, Elo difference %s, 95%% interval [%s, %s]\n", a,
                100 * stats_fraction(&s), elo_text(elo, e[0], sizeof e[0]),
                elo_text(low, e[1], sizeof e[1]), elo_text(high, e[2], sizeof e[2]));
    else
        fprintf(f, "Score of %s: -, Elo difference -\n", a);
}

void output_table(FILE *f, const table *t, int total, const match_sprt *sprt,
                  const sprt_verdict *verdict, double seconds, double cpu)
{
    match_score s = table_total(t, 0);
    int n = t->games;

    fprintf(f, "Games: %d of %d\n", n, total);
    if (t->n == 2)
        pair_rows(f, t);
    table_cross(f, t);
    table_faults(f, t);
    if (sprt)
        sprt_line(f, &s, sprt, verdict);
    if (seconds >= 0)
        fprintf(f, "Moves: %ld in %.2f s, %.2f games/s, %.0f moves/s, runner CPU %.1f us a "
                "move\n", t->moves, seconds, seconds > 0 ? n / seconds : 0.0,
                seconds > 0 ? t->moves / seconds : 0.0, t->moves ? cpu * 1e6 / t->moves : 0.0);
    else
        fprintf(f, "Moves: %ld\n", t->moves);
    if (t->n == 2)
        score_line(f, t->names[0], t->names[1], &s);
    else
        table_score_lines(f, t);
}
