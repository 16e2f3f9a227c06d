#!/bin/bash
# SPDX-License-Identifier: MIT
# mutate.sh - mutation testing of lib/ against make check.
#
#   scripts/mutate.sh [-n N] [-s SEED] [-t SECONDS] [-j JOBS] [-k]
#
# Copies the source tree (the files of HEAD and the files git does not ignore, as they
# are now in the working tree) to a temporary directory, configures and builds it
# once and checks that make check passes there.  Then N times (default 60) it makes
# ONE single-line change to a file of lib/, drawn at random with the seed SEED
# (default 1; the same seed gives the same mutants), rebuilds, runs make check with
# RENJU_TEST_SCALE=0.2 under a timeout (default 600 s a mutant) and restores the file.
# A mutant is KILLED when it does not build, a test fails or the run times out, and
# SURVIVED when make check passes: a test gap, or a change that means the same
# (an equivalent mutant).  The tree it was run from is never touched.
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
# Prints one line a mutant and "N mutants: K killed, S survived"; exits 0.
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
mkdir -p "$work/orig"
cp -p "$tree"/lib/*.c "$tree"/lib/*.h "$work/orig/"

# ------------------------------------------------------------ the mutants
# One line a mutant: file<TAB>line<TAB>column<TAB>old<TAB>new<TAB>operator, drawn
# without repetition from every place of every line.
python3 - "$tree" "$SEED" "$N" > "$work/mutants" <<'EOF' || exit 2
import os, random, re, sys

tree, seed, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
files = sorted(f for f in os.listdir(os.path.join(tree, 'lib'))
               if f.endswith('.c') and f != 'pattern_table.c')
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
rng = random.Random(seed)
for s in rng.sample(sites, min(n, len(sites))):
    print('\t'.join(str(x) for x in s))
print('sites: %d in %d files' % (len(sites), len(files)), file=sys.stderr)
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
    if ! (cd "$tree" && timeout "$TIMEOUT" make -s -j"$JOBS" < /dev/null > "$log" 2>&1); then
        verdict="killed (does not build)"
    else
        (cd "$tree" && RENJU_TEST_SCALE=0.2 timeout "$TIMEOUT" make -s -j"$JOBS" check < /dev/null > "$log" 2>&1)
        rc=$?
        if [ $rc -eq 0 ]; then verdict=SURVIVED
        elif [ $rc -eq 124 ]; then verdict="killed (timeout)"
        else
            failed=$(grep -h '^FAIL:\|^ERROR:' "$log" | sed 's/^[A-Z]*: //' | tr '\n' ' ' | sed 's/ $//')
            verdict="killed (${failed:-make check failed})"
        fi
    fi
    cp -p "$work/orig/$file" "$tree/lib/$file"
    touch "$tree/lib/$file"
    if [ "$verdict" = SURVIVED ]; then
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
