#!/bin/bash
# SPDX-License-Identifier: MIT
# mutate.sh - mutation testing of lib/ against make check.
#
#   scripts/mutate.sh [-n N] [-s SEED] [-t SECONDS] [-j JOBS] [-k]
#
# Copies the source tree (the files of HEAD and the files git does not ignore, as they
# are now in the working tree) to a temporary directory, configures and builds it
# once and checks that make check passes there.  Then N times (default 60) it makes
# ONE single-line change to a source file of a layer of the library (lib/LAYER/*.c),
# drawn at random with the seed SEED (default 1; the same seed gives the same
# mutants), rebuilds the library incrementally, and runs with RENJU_TEST_SCALE=0.2
# under a timeout (default 600 s a mutant) first the tests of the mutated layer (the
# table layer_tests below), then, only when those pass, the rest of make check but
# the JavaScript package's (which runs the library compiled to WebAssembly, not
# rebuilt for a mutant); then it restores the file.  Most mutants die in the first
# step, in seconds.
# A mutant is KILLED when it does not build, a test fails or the run times out, and
# SURVIVED when every test passes: a test gap, or a change that means the same
# (an equivalent mutant).  The tree it was run from is never touched.  Finding no
# place to mutate is an error (exit 2), never "0 mutants".
#
# The changes (each applied at one place of one line, outside strings, comments and
# preprocessor lines):
#   rel     <  -> <=,  <= -> <,  >  -> >=,  >= -> >
#   eq      == -> !=,  != -> ==
#   arith   binary + -> -,  binary - -> +,  ++ -> --,  -- -> ++
#   const   the literal 0 -> 1,  1 -> 0
#   logic   && -> ||,  || -> &&
#   delete  a statement line (ending in ';', not a declaration) becomes ';'
#
# Environment: MUTATE_N, MUTATE_SEED, MUTATE_TIMEOUT, MUTATE_JOBS (make -j, default 2),
# MUTATE_KEEP=1 (-k: keep the temporary tree and its logs), TMPDIR.
# Prints one line a mutant and "N mutants: K killed, S survived"; exits 0, or 2 when
# the tree does not build or pass, or holds no place to mutate.
set -u

N=${MUTATE_N:-60}
SEED=${MUTATE_SEED:-1}
TIMEOUT=${MUTATE_TIMEOUT:-600}
JOBS=${MUTATE_JOBS:-2}
KEEP=${MUTATE_KEEP:-0}
while getopts "n:s:t:j:k" opt; do
    case $opt in
        n) N=$OPTARG ;;
        s) SEED=$OPTARG ;;
        t) TIMEOUT=$OPTARG ;;
        j) JOBS=$OPTARG ;;
        k) KEEP=1 ;;
        *) sed -n '2,4p' "$0" >&2; exit 2 ;;
    esac
done

src=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/librenju-mutate.XXXXXX") || exit 2
tree=$work/tree
cleanup() { [ "$KEEP" = 1 ] && echo "kept $work" || rm -rf "$work"; }
trap cleanup EXIT
trap 'exit 130' INT TERM

# ------------------------------------------------------------ the copy
echo "mutate: copying $src to $tree"
mkdir -p "$tree"
(
    cd "$src" || exit 1
    { git ls-tree -r --name-only HEAD; git ls-files --cached --others --exclude-standard; } |
        sort -u | while IFS= read -r f; do [ -f "$f" ] && printf '%s\n' "$f"; done
) > "$work/files" || exit 2
(cd "$src" && tar -cf - -T "$work/files") | (cd "$tree" && tar -xf -) || exit 2

echo "mutate: configuring and building once"
(
    cd "$tree" &&
    autoreconf -fi > "$work/autoreconf.log" 2>&1 &&
    ./configure -q > "$work/configure.log" 2>&1 &&
    make -s -j"$JOBS" > "$work/build.log" 2>&1
) || { echo "mutate: the unchanged tree does not build (see $work)"; KEEP=1; exit 2; }
start=$(date +%s)
if ! (cd "$tree" && RENJU_TEST_SCALE=0.2 timeout "$TIMEOUT" make -s -j"$JOBS" check < /dev/null \
        > "$work/check.log" 2>&1); then
    echo "mutate: make check fails on the unchanged tree (see $work/check.log)"
    KEEP=1
    exit 2
fi
echo "mutate: make check passes unchanged in $(( $(date +%s) - start ))s"

# The tests of each layer (Makefile.am lists the layers), run first for its mutants;
# a layer not named here runs the whole of make check.
layer_tests() {
    case $1 in
        core) echo tests/text_cursor tests/line_windows tests/check_forbidden_ref \
                   tests/check_forbidden tests/check_shape tests/check_caro tests/check_board ;;
        rules) echo tests/check_options tests/check_game tests/check_opening tests/check_caro ;;
        game) echo tests/check_game tests/check_options tests/check_notation tests/check_play \
                   tests/check_result tests/check_setup tests/check_errors tests/check_shape \
                   tests/check_board tests/check_forbidden tests/check_caro ;;
        opening) echo tests/check_opening tests/check_symmetry tests/check_setup_opening ;;
        record) echo tests/check_records tests/check_import_psq tests/check_import_sgf \
                     tests/check_import_next tests/check_setup_opening tests/text_cursor ;;
        solve) echo tests/check_vcf tests/check_solve ;;
    esac
}
# Every test of make check (TESTS, as the Makefile has it), one a line.
all_tests=$(cd "$tree" && printf 'print-tests:\n\t@echo $(TESTS)\n' \
    | make -s -f Makefile -f - print-tests | tr ' ' '\n' | grep .) \
    || { echo "mutate: cannot list the tests of make check"; exit 2; }
# make check of the tests in $1 (a list), only the programs among them built, and not
# the WebAssembly module (check_DATA)
run_tests() {
    progs=$(printf '%s\n' $1 | grep -v '\.sh$' | tr '\n' ' ')
    (cd "$tree" && RENJU_TEST_SCALE=0.2 timeout "$TIMEOUT" make -s -j"$JOBS" check \
        TESTS="$1" check_PROGRAMS="$progs" check_DATA= < /dev/null > "$2" 2>&1)
}
# The verdict on a mutant whose tests ran into log $2 with status $1.
verdict_of() {
    if [ "$1" -eq 124 ]; then echo "killed (timeout)"; return; fi
    failed=$(grep -h '^FAIL:\|^ERROR:' "$2" | sed 's/^[A-Z]*: //' | tr '\n' ' ' | sed 's/ $//')
    echo "killed (${failed:-make check failed})"
}

mkdir -p "$work/orig"
(cd "$tree/lib" && find . -mindepth 2 -name '*.c' | sed 's|^\./||') > "$work/layer-files"
while IFS= read -r f; do
    mkdir -p "$work/orig/$(dirname "$f")" && cp -p "$tree/lib/$f" "$work/orig/$f"
done < "$work/layer-files"

# ------------------------------------------------------------ the mutants
# One line a mutant: file<TAB>line<TAB>column<TAB>old<TAB>new<TAB>operator, drawn
# without repetition from every place of every line.
python3 - "$tree" "$SEED" "$N" "$work/files" > "$work/mutants" <<'EOF' || exit 2
import os, random, re, sys

tree, seed, n, listed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
# the source files of the layers, lib/LAYER/*.c, as the tree was copied (a file the
# build generates, such as lib/core/pattern_table.c, is not one of them)
with open(listed) as fh:
    copied = set(fh.read().split('\n'))
files = sorted(os.path.join(layer, f)
               for layer in os.listdir(os.path.join(tree, 'lib'))
               if os.path.isdir(os.path.join(tree, 'lib', layer))
               for f in os.listdir(os.path.join(tree, 'lib', layer))
               if f.endswith('.c') and 'lib/%s/%s' % (layer, f) in copied)
DECL = re.compile(r'^\s*(static\s+|const\s+|unsigned\s+|signed\s+|struct\s+|enum\s+)*'
                  r'(int|char|long|short|size_t|double|float|void|uint\w*|int\w*_t|rj_\w+|'
                  r'renju_\w+|[a-z_]+_t|bool)\b[\s*]*\w+\s*(\[.*\])?\s*(=.*)?[,;]')
# any "type name[, name];" or "type name = value;" (a declaration of a local type)
ANYDECL = re.compile(r'^\s*(const\s+|struct\s+)?[A-Za-z_]\w*[\s*]+[A-Za-z_]\w*\s*(\[[^]]*\])?\s*[,;=\[]')
OPS = [  # (operator, regular expression of the place, replacement)
    ('rel', r'(?<![<>=!-])<(?![<=])', '<='), ('rel', r'(?<![<>])<=', '<'),
    ('rel', r'(?<![<>=-])>(?![>=])', '>='), ('rel', r'(?<![<>])>=', '>'),
    ('eq', r'==', '!='), ('eq', r'!=', '=='),
    ('arith', r'(?<=[\w)\]] )\+(?= [\w(])', '-'), ('arith', r'(?<=[\w)\]] )-(?= [\w(])', '+'),
    ('arith', r'\+\+', '--'), ('arith', r'--', '++'),
    ('const', r'(?<![\w.])0(?![\w.])', '1'), ('const', r'(?<![\w.])1(?![\w.])', '0'),
    ('logic', r'&&', '||'), ('logic', r'\|\|', '&&'),
]

def mask(code):
    """The line with string and character literals blanked out."""
    return re.sub(r'"(\\.|[^"\\])*"|\'(\\.|[^\'\\])*\'', lambda m: ' ' * len(m.group(0)), code)

sites = []
for f in files:
    in_comment = False
    with open(os.path.join(tree, 'lib', f)) as fh:
        lines = fh.read().split('\n')
    for no, line in enumerate(lines, 1):
        code = line
        if in_comment:                 # the line starts inside a comment
            end = code.find('*/')
            if end < 0:
                continue
            code = ' ' * (end + 2) + code[end + 2:]
            in_comment = False
        code = mask(code)
        code = re.sub(r'/\*.*?\*/', lambda m: ' ' * len(m.group(0)), code)
        start = code.find('/*')
        if start >= 0:
            in_comment = True
            code = code[:start]
        start = code.find('//')
        if start >= 0:
            code = code[:start]
        if code.lstrip().startswith('#') or not code.strip():
            continue
        for op, rx, new in OPS:
            for m in re.finditer(rx, code):
                sites.append((f, no, m.start(), m.group(0), new, op))
        s = code.strip()
        if (s.endswith(';') and '{' not in s and '}' not in s and s != ';'
                and s.count('(') == s.count(')') and not DECL.match(code)
                and not ANYDECL.match(code)
                and not s.startswith(('return', 'typedef', 'case', 'default'))):
            sites.append((f, no, 0, 'LINE', ';', 'delete'))
if not sites:
    print('mutate: no place to mutate in the %d source files of lib/*/ (%s): '
          'nothing would be tested' % (len(files), ', '.join(files) or 'none found'),
          file=sys.stderr)
    sys.exit(3)
rng = random.Random(seed)
for s in rng.sample(sites, min(n, len(sites))):
    print('\t'.join(str(x) for x in s))
print('mutate: %d places in %d files of lib/*/' % (len(sites), len(files)), file=sys.stderr)
EOF

apply() {   # file line column old new: the changed line replaces the original
    python3 - "$tree/lib/$1" "$2" "$3" "$4" "$5" <<'EOF'
import sys
path, no, col, old, new = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
lines = open(path).read().split('\n')
line = lines[no - 1]
if old == 'LINE':
    indent = line[:len(line) - len(line.lstrip())]
    lines[no - 1] = indent + ';   /* mutant: line deleted */'
else:
    assert line[col:col + len(old)] == old, (line, col, old)
    lines[no - 1] = line[:col] + new + line[col + len(old):]
print(lines[no - 1].strip())
open(path, 'w').write('\n'.join(lines))
EOF
}

total=0; killed=0; survived=0
: > "$work/survivors"
while IFS=$'\t' read -r -u 3 file line col old new op; do
    total=$((total + 1))
    if [ "$old" = LINE ]; then what="delete: $(sed -n "${line}p" "$tree/lib/$file" | sed 's/^[[:space:]]*//')"
    else what="$op: '$old' -> '$new' at column $((col + 1))"; fi
    mutated=$(apply "$file" "$line" "$col" "$old" "$new") || { echo "cannot apply $file:$line"; continue; }
    log="$work/mutant-$total.log"
    first=$(layer_tests "${file%%/*}")
    printf '%s\n' tests/js.sh $first > "$work/first"
    rest=$(printf '%s\n' $all_tests | grep -vxF -f "$work/first")
    started=$(date +%s)
    if ! (cd "$tree" && timeout "$TIMEOUT" make -s -j"$JOBS" lib/librenju.la < /dev/null \
            > "$log" 2>&1); then
        verdict="killed (does not build)"
    elif [ -n "$first" ] && ! run_tests "$first" "$log.layer"; then
        verdict="$(verdict_of $? "$log.layer"), by the layer's tests"
    elif ! run_tests "$rest" "$log"; then
        verdict=$(verdict_of $? "$log")
    else
        verdict=SURVIVED
    fi
    verdict="$verdict in $(( $(date +%s) - started ))s"
    cp -p "$work/orig/$file" "$tree/lib/$file"
    touch "$tree/lib/$file"
    if [ "${verdict%% *}" = SURVIVED ]; then
        survived=$((survived + 1))
        printf 'lib/%s:%s: %s\n    now: %s\n' "$file" "$line" "$what" "$mutated" >> "$work/survivors"
    else
        killed=$((killed + 1))
    fi
    printf '[%d/%d] %s  lib/%s:%s  %s\n' "$total" "$N" "$verdict" "$file" "$line" "$what"
done 3< "$work/mutants"

if [ "$survived" -gt 0 ]; then
    echo "survivors:"
    cat "$work/survivors"
fi
echo "$total mutants: $killed killed, $survived survived"
exit 0
