#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/database.sh - writes to standard output the RenjuNet-style database of GAMES
# random games (default 240,000, about 80 MB) that bench/records.sh and bench/find.sh
# measure with: random games under several rule sets and opening rules; the first
# stones keep to the opening areas, the rest fall anywhere (so some games are illegal
# or end early).  The same bytes every run (a fixed seed).
#
# Usage: bench/database.sh [GAMES]
set -u
games=${1:-240000}
awk -v n="$games" 'BEGIN {
    srand(20240601)
    cols = "abcdefghijklmno"
    nrules = split("RIF Yamaguchi Soosorv-8 Taraguchi-10 Gomoku Renju", rname, " ")
    print "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
    print "<database>\n  <rules>"
    for (r = 1; r <= nrules; r++)
        printf "    <rule id=\"%d\" name=\"%s\" info=\"generated\"/>\n", r, rname[r]
    print "  </rules>\n  <games>"
    for (i = 1; i <= n; i++) {
        split("", used)
        m = "h8"; used["h8"] = 1
        k = 1
        while (k < 3) {   # moves 2 and 3 near the centre
            p = substr(cols, 6 + int(rand() * 5), 1) (6 + int(rand() * 5))
            if (!(p in used)) { used[p] = 1; m = m " " p; k++ }
        }
        len = 36 + int(rand() * 37)
        while (k < len) {
            p = substr(cols, 1 + int(rand() * 15), 1) (1 + int(rand() * 15))
            if (!(p in used)) { used[p] = 1; m = m " " p; k++ }
        }
        printf "    <game id=\"%d\" tournament=\"%d\" round=\"%d\" black=\"%d\" white=\"%d\" bresult=\"%s\" btime=\"%d\" wtime=\"%d\" rule=\"%d\">\n      <move>%s</move>\n    </game>\n", \
            i, 1 + i % 997, 1 + i % 11, 1 + i % 4001, 1 + (i * 7) % 4001, \
            (i % 3 == 0 ? "0.5" : i % 3 == 1 ? "1" : "0"), int(rand() * 3600), int(rand() * 3600), \
            1 + i % nrules, m
    }
    print "  </games>\n</database>" }'
