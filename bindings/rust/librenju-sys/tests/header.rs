// SPDX-License-Identifier: MIT
// The declarations of src/lib.rs against the C header they were written from:
//   - every constant of include/renju.h, with the value the C compiler computes (the
//     build script's probe printed them), is declared with that value, and nothing
//     else is;
//   - the C types that cross the interface have the sizes and alignments of the Rust
//     types that stand for them;
//   - every prototype of the header is declared in src/lib.rs with the Rust types of
//     its C types, parameter by parameter, and every symbol of lib/renju.map is one;
//   - the library links and answers.
use librenju_sys as sys;
use std::collections::BTreeMap;
use std::fs;
use std::mem::{align_of, size_of};
use std::path::PathBuf;

const VALUES: &str = include_str!(concat!(env!("OUT_DIR"), "/header-values.txt"));

fn top() -> PathBuf {
    match std::env::var_os("LIBRENJU_SRC_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../.."),
    }
}

#[test]
fn constants_have_the_headers_values() {
    let mut header = BTreeMap::new();
    for line in VALUES.lines() {
        let w: Vec<&str> = line.split_whitespace().collect();
        if w.len() == 3 && w[0] == "constant" {
            header.insert(w[1].to_string(), w[2].parse::<i64>().expect(line));
        }
    }
    assert!(header.len() > 150, "the probe printed {} constants", header.len());
    let rust: BTreeMap<String, i64> = sys::CONSTANTS.iter().map(|(n, v)| (n.to_string(), *v as i64)).collect();
    assert_eq!(rust.len(), sys::CONSTANTS.len(), "a constant declared twice");
    for (name, value) in &header {
        assert_eq!(rust.get(name), Some(value), "{}: the header's value, then the declaration's", name);
    }
    for name in rust.keys() {
        assert!(header.contains_key(name), "{} is declared but not in the header", name);
    }
    let version = VALUES.lines().find_map(|l| l.strip_prefix("string RENJU_VERSION_STRING "));
    assert_eq!(version, Some(sys::RENJU_VERSION_STRING));
}

#[test]
fn types_have_the_c_sizes() {
    let mut seen = 0;
    for line in VALUES.lines() {
        let w: Vec<&str> = line.split_whitespace().collect();
        if w[0] == "signed" {
            assert_eq!(w[2] == "1", (-1i8 as sys::c_char) < (0 as sys::c_char), "the signedness of char");
            seen += 1;
            continue;
        }
        if w[0] != "type" {
            continue;
        }
        let (size, align): (usize, usize) = (w[2].parse().unwrap(), w[3].parse().unwrap());
        let rust = match w[1] {
            "char" => (size_of::<sys::c_char>(), align_of::<sys::c_char>()),
            "int" => (size_of::<sys::c_int>(), align_of::<sys::c_int>()),
            "size_t" => (size_of::<usize>(), align_of::<usize>()),
            "void*" => (size_of::<*mut sys::c_void>(), align_of::<*mut sys::c_void>()),
            "renju_game*" => (size_of::<*mut sys::renju_game>(), align_of::<*mut sys::renju_game>()),
            "renju_alloc_fn" => (size_of::<sys::renju_alloc_fn>(), align_of::<sys::renju_alloc_fn>()),
            "renju_free_fn" => (size_of::<sys::renju_free_fn>(), align_of::<sys::renju_free_fn>()),
            "renju_write_fn" => (size_of::<sys::renju_write_fn>(), align_of::<sys::renju_write_fn>()),
            other => panic!("the probe printed an unknown type {}", other),
        };
        assert_eq!(rust, (size, align), "{}: (size, alignment) in Rust, then in C", w[1]);
        seen += 1;
    }
    assert_eq!(seen, 9, "every type measured");
    // The opaque handles have no size of their own: only pointers to them cross.
    assert_eq!(size_of::<sys::renju_game>(), 0);
    assert_eq!(size_of::<sys::renju_index>(), 0);
}

/// Comments out of C text.
fn strip_comments(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("/*") {
        out.push_str(&rest[..i]);
        match rest[i..].find("*/") {
            Some(j) => rest = &rest[i + j + 2..],
            None => panic!("an unclosed comment"),
        }
    }
    out.push_str(rest);
    out
}

/// The Rust type that stands for a C type of the header.
fn rust_type(c: &str) -> String {
    let c = c.replace('*', " * ");
    let c: Vec<&str> = c.split_whitespace().collect();
    let c = c.join(" ");
    let t = match c.as_str() {
        "void" => "()",
        "int" => "c_int",
        "size_t" => "usize",
        "const char *" => "*const c_char",
        "char *" => "*mut c_char",
        "unsigned char *" => "*mut c_uchar",
        "int *" => "*mut c_int",
        "const int *" => "*const c_int",
        "size_t *" => "*mut usize",
        "void *" => "*mut c_void",
        "const void *" => "*const c_void",
        "renju_game *" => "*mut renju_game",
        "renju_game * *" => "*mut *mut renju_game",
        "renju_index *" => "*mut renju_index",
        "renju_index * *" => "*mut *mut renju_index",
        "renju_alloc_fn" | "renju_free_fn" | "renju_write_fn" => return c,
        other => panic!("a C type the test does not know: {}", other),
    };
    t.to_string()
}

/// The header's prototypes: name -> (return type, parameter types), in Rust.
fn header_prototypes() -> BTreeMap<String, (String, Vec<String>)> {
    let text = fs::read_to_string(top().join("include/renju.h")).expect("include/renju.h");
    let text = strip_comments(&text);
    let mut out = BTreeMap::new();
    let mut rest = text.as_str();
    // "RENJU_API" starts each prototype; the macro's own #define lines come first.
    let start = rest.find("RENJU_API int renju_version_number").expect("the first prototype");
    rest = &rest[start..];
    for decl in rest.split("RENJU_API").skip(1) {
        let decl = &decl[..decl.find(';').expect("a prototype ends with ;")];
        let open = decl.find('(').unwrap();
        let head = decl[..open].trim();
        let name_at = head.rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).map_or(0, |i| i + 1);
        let name = head[name_at..].to_string();
        let ret = rust_type(&head[..name_at]);
        let params = decl[open + 1..decl.rfind(')').unwrap()].trim();
        let mut types = Vec::new();
        if params != "void" {
            for p in params.split(',') {
                let p = p.trim();
                let at = p.rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).map_or(0, |i| i + 1);
                types.push(rust_type(&p[..at]));
            }
        }
        assert!(out.insert(name.clone(), (ret, types)).is_none(), "{} twice in the header", name);
    }
    out
}

/// The declarations of src/lib.rs's extern block, in the same form.
fn rust_declarations() -> BTreeMap<String, (String, Vec<String>)> {
    let text = fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap();
    let block = &text[text.find("extern \"C\" {").expect("the extern block")..];
    let mut out = BTreeMap::new();
    for decl in block.split("pub fn ").skip(1) {
        let decl = &decl[..decl.find(';').unwrap()];
        let open = decl.find('(').unwrap();
        let name = decl[..open].trim().to_string();
        let close = decl.rfind(')').unwrap();
        let params = &decl[open + 1..close];
        let ret = match decl[close + 1..].trim().strip_prefix("->") {
            Some(r) => r.trim().to_string(),
            None => "()".to_string(),
        };
        let types = params
            .split(',')
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(|p| p[p.find(':').expect("name: type") + 1..].trim().to_string())
            .collect();
        assert!(out.insert(name.clone(), (ret, types)).is_none(), "{} declared twice", name);
    }
    out
}

#[test]
fn prototypes_match_the_header() {
    let header = header_prototypes();
    let rust = rust_declarations();
    assert!(header.len() > 150, "{} prototypes read", header.len());
    for (name, c) in &header {
        assert_eq!(rust.get(name), Some(c), "{}: the declaration, then the header's types", name);
    }
    for name in rust.keys() {
        assert!(header.contains_key(name), "{} is declared but not in the header", name);
    }
    let map = fs::read_to_string(top().join("lib/renju.map")).expect("lib/renju.map");
    let exported: Vec<&str> = map
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("renju_") && l.ends_with(';'))
        .map(|l| l.trim_end_matches(';'))
        .collect();
    assert_eq!(exported.len(), header.len(), "as many symbols exported as declared");
    for name in exported {
        assert!(rust.contains_key(name), "{} is exported but not declared", name);
    }
}

#[test]
fn the_library_links_and_answers() {
    unsafe {
        assert_eq!(sys::renju_version_number(), sys::RENJU_VERSION_NUMBER);
        let v = std::ffi::CStr::from_ptr(sys::renju_version_string());
        assert_eq!(v.to_str().unwrap(), sys::RENJU_VERSION_STRING);
        let mut g: *mut sys::renju_game = std::ptr::null_mut();
        assert_eq!(sys::renju_game_new(&mut g, sys::RENJU_RULES_RENJU, 0), sys::RENJU_OK);
        assert!(!g.is_null());
        assert_eq!(sys::renju_play(g, 7 * 15 + 7), sys::RENJU_OK);
        assert_eq!(sys::renju_play(g, 7 * 15 + 7), sys::RENJU_EOCCUPIED);
        assert_eq!(sys::renju_errcode(g), sys::RENJU_EOCCUPIED);
        let msg = std::ffi::CStr::from_ptr(sys::renju_errmsg(g)).to_str().unwrap();
        assert!(msg.contains("h8"), "{}", msg);
        sys::renju_game_free(g);
        assert_eq!(sys::renju_errcode(std::ptr::null_mut()), sys::RENJU_EINVAL);
    }
}
