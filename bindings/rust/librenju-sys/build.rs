// SPDX-License-Identifier: MIT
// The build of librenju for the crate, with no crate from a registry: the system's C
// compiler ($CC, else cc) and archiver ($AR, else ar) run through std::process.
//
// By default every lib/**/*.c of the source tree is compiled as the library's own
// build compiles it (Makefile.am: -std=c99, -DRENJU_BUILDING, hidden visibility), with
// the two generated tables: lib/core/pattern_gen.c and lib/core/poskey_gen.c are
// compiled and run, and what they print becomes pattern_table.c and poskey_table.c in
// OUT_DIR.  The objects go into OUT_DIR/librenju.a, linked statically.
//
// With LIBRENJU_LIB_DIR set, nothing is compiled but the probe below: the crate links
// the shared librenju of that folder (tests/rust.sh points it at the build tree's
// lib/.libs, to test the library make built, sanitizers and all).
//
// Either way a small C program is generated, compiled against include/renju.h and run:
// it prints the value of every constant of the header as the C compiler computes it,
// and the sizes of the types that cross the interface, into OUT_DIR/header-values.txt,
// which tests/header.rs compares with the declarations of src/lib.rs.
//
// The source tree is LIBRENJU_SRC_DIR, else the folder three levels above this crate
// (bindings/rust/librenju-sys).  LIBRENJU_CFLAGS replaces the default flags (-O2).
use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command};

fn main() {
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("OUT_DIR"));
    let top = match env::var_os("LIBRENJU_SRC_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => manifest.join("../../.."),
    };
    for var in &["LIBRENJU_SRC_DIR", "LIBRENJU_LIB_DIR", "LIBRENJU_CFLAGS", "CC", "AR", "HOST_CC"] {
        println!("cargo:rerun-if-env-changed={}", var);
    }
    println!("cargo:rerun-if-changed=build.rs");
    let header = top.join("include/renju.h");
    if !header.is_file() {
        fail(&format!(
            "no librenju source tree at {} (no include/renju.h): set LIBRENJU_SRC_DIR",
            top.display()
        ));
    }
    println!("cargo:rerun-if-changed={}", header.display());
    println!("cargo:include={}", top.join("include").display());

    let cc = tool("CC", "cc");
    // The generators and the probe run here, on the build machine.
    let host_cc = if env::var("HOST") == env::var("TARGET") { cc.clone() } else { tool("HOST_CC", "cc") };
    probe(&host_cc, &top, &header, &out);

    if let Some(dir) = env::var_os("LIBRENJU_LIB_DIR") {
        let dir = PathBuf::from(dir);
        if !dir.is_dir() {
            fail(&format!("LIBRENJU_LIB_DIR={}: no such folder", dir.display()));
        }
        println!("cargo:rustc-link-search=native={}", dir.display());
        println!("cargo:rustc-link-lib=dylib=renju");
        return;
    }

    let lib = top.join("lib");
    println!("cargo:rerun-if-changed={}", lib.display());
    let mut sources = Vec::new();
    walk(&lib, &mut sources);
    sources.retain(|p| !p.to_string_lossy().ends_with("_gen.c"));
    sources.sort();
    if sources.is_empty() {
        fail(&format!("no C sources under {}", lib.display()));
    }

    // The generated tables, as Makefile.am makes them.
    let gen_flags = vec!["-std=c99".to_string(), "-O2".to_string(), inc(&lib)];
    for name in &["pattern", "poskey"] {
        let exe = out.join(format!("{}_gen", name));
        let src = lib.join(format!("core/{}_gen.c", name));
        run(Command::new(&host_cc[0]).args(&host_cc[1..]).args(&gen_flags).arg("-o").arg(&exe).arg(&src), "compile");
        let table = Command::new(&exe).output().unwrap_or_else(|e| fail(&format!("{}: {}", exe.display(), e)));
        if !table.status.success() || table.stdout.is_empty() {
            fail(&format!("{} failed ({})", exe.display(), table.status));
        }
        let path = out.join(format!("{}_table.c", name));
        fs::write(&path, &table.stdout).unwrap_or_else(|e| fail(&format!("{}: {}", path.display(), e)));
        sources.push(path);
    }

    let mut flags: Vec<String> = match env::var("LIBRENJU_CFLAGS") {
        Ok(f) => f.split_whitespace().map(String::from).collect(),
        Err(_) => vec!["-O2".to_string()],
    };
    flags.extend(
        ["-std=c99", "-fPIC", "-fvisibility=hidden", "-DRENJU_BUILDING"].iter().map(|s| s.to_string()),
    );
    flags.push(inc(&top.join("include")));
    flags.push(inc(&lib));
    flags.push(inc(&out));

    // Compiled NUM_JOBS at a time (cargo's -j).
    let jobs: usize = env::var("NUM_JOBS").ok().and_then(|j| j.parse().ok()).unwrap_or(1).max(1);
    let objdir = out.join("obj");
    fs::create_dir_all(&objdir).unwrap_or_else(|e| fail(&format!("{}: {}", objdir.display(), e)));
    let mut objects = Vec::new();
    let mut running: Vec<(Child, PathBuf)> = Vec::new();
    for src in &sources {
        // lib/game/play.c becomes game_play.o: names are unique across the folders.
        let rel = src.strip_prefix(&lib).unwrap_or(src);
        let stem = rel.with_extension("").to_string_lossy().replace('/', "_").replace('\\', "_");
        let obj = objdir.join(format!("{}.o", stem));
        let child = Command::new(&cc[0])
            .args(&cc[1..])
            .args(&flags)
            .arg("-c")
            .arg(src)
            .arg("-o")
            .arg(&obj)
            .spawn()
            .unwrap_or_else(|e| fail(&format!("{}: {}", cc[0], e)));
        running.push((child, src.clone()));
        objects.push(obj);
        if running.len() >= jobs {
            wait(running.remove(0));
        }
    }
    for job in running {
        wait(job);
    }

    let archive = out.join("librenju.a");
    let _ = fs::remove_file(&archive);
    let ar = tool("AR", "ar");
    run(Command::new(&ar[0]).args(&ar[1..]).arg("crs").arg(&archive).args(&objects), "archive");
    println!("cargo:rustc-link-search=native={}", out.display());
    println!("cargo:rustc-link-lib=static=renju");
    // Where the C library has no iconv of its own (glibc's is in libc).
    let os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if os == "macos" || os == "ios" || os == "freebsd" || os == "openbsd" {
        println!("cargo:rustc-link-lib=iconv");
    }
}

/// The program of a tool and its arguments: the variable's words, else the default.
fn tool(var: &str, default: &str) -> Vec<String> {
    let words: Vec<String> = env::var(var).unwrap_or_default().split_whitespace().map(String::from).collect();
    if words.is_empty() {
        vec![default.to_string()]
    } else {
        words
    }
}

fn inc(dir: &Path) -> String {
    format!("-I{}", dir.display())
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = fs::read_dir(dir).unwrap_or_else(|e| fail(&format!("{}: {}", dir.display(), e)));
    for entry in entries {
        let path = entry.unwrap_or_else(|e| fail(&format!("{}: {}", dir.display(), e))).path();
        if path.is_dir() {
            walk(&path, out);
        } else if path.extension().map_or(false, |x| x == "c") {
            out.push(path);
        }
    }
}

fn run(cmd: &mut Command, what: &str) {
    let status = cmd.status().unwrap_or_else(|e| fail(&format!("{}: {:?}: {}", what, cmd, e)));
    if !status.success() {
        fail(&format!("{} failed ({}): {:?}", what, status, cmd));
    }
}

fn wait((mut child, src): (Child, PathBuf)) {
    let status = child.wait().unwrap_or_else(|e| fail(&format!("{}: {}", src.display(), e)));
    if !status.success() {
        fail(&format!("the C compiler failed on {} ({})", src.display(), status));
    }
}

/// The probe: the header's constants and type sizes, as the C compiler sees them.
fn probe(cc: &[String], top: &Path, header: &Path, out: &Path) {
    let text = fs::read_to_string(header).unwrap_or_else(|e| fail(&format!("{}: {}", header.display(), e)));
    let mut c = String::from(
        "/* generated by bindings/rust/librenju-sys/build.rs */\n\
         #include <stdio.h>\n#include <stddef.h>\n#include \"renju.h\"\n\
         #define ALIGN(t) offsetof(struct { char c; t x; }, x)\n\
         int main(void)\n{\n",
    );
    for line in text.lines() {
        let rest = match line.trim_start().strip_prefix("#define") {
            Some(r) => r.trim_start(),
            None => continue,
        };
        let name: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        // Function-like macros, the include guard, the export macro and the version
        // string's helpers are no constants; the string is printed as a string.
        let after = &rest[name.len()..];
        if !name.starts_with("RENJU_") || after.starts_with('(') || name == "RENJU_H" || name == "RENJU_API" {
            continue;
        }
        if name == "RENJU_VERSION_STRING" {
            c.push_str("    printf(\"string RENJU_VERSION_STRING %s\\n\", RENJU_VERSION_STRING);\n");
        } else {
            c.push_str(&format!("    printf(\"constant {0} %lld\\n\", (long long)({0}));\n", name));
        }
    }
    for t in &[
        "char", "int", "size_t", "void *", "renju_game *", "renju_alloc_fn", "renju_free_fn", "renju_write_fn",
    ] {
        c.push_str(&format!(
            "    printf(\"type {0} %u %u\\n\", (unsigned)sizeof({1}), (unsigned)ALIGN({1}));\n",
            t.replace(' ', ""),
            t
        ));
    }
    c.push_str("    printf(\"signed char %d\\n\", (char)-1 < 0);\n    return 0;\n}\n");
    let src = out.join("probe.c");
    let exe = out.join("probe");
    fs::write(&src, c).unwrap_or_else(|e| fail(&format!("{}: {}", src.display(), e)));
    run(
        Command::new(&cc[0]).args(&cc[1..]).arg(inc(&top.join("include"))).arg("-o").arg(&exe).arg(&src),
        "compile the header probe",
    );
    let res = Command::new(&exe).output().unwrap_or_else(|e| fail(&format!("{}: {}", exe.display(), e)));
    if !res.status.success() {
        fail(&format!("{} failed ({})", exe.display(), res.status));
    }
    let values = out.join("header-values.txt");
    fs::write(&values, &res.stdout).unwrap_or_else(|e| fail(&format!("{}: {}", values.display(), e)));
}

fn fail(msg: &str) -> ! {
    eprintln!("librenju-sys: {}", msg);
    std::process::exit(1);
}
