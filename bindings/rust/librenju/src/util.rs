// SPDX-License-Identifier: MIT
//! Text and buffers across the interface.
use crate::error::{Error, ErrorCode, Result};
use std::ffi::{CStr, CString};
use std::os::raw::c_char;

/// Text as the library takes it: a NUL character inside is an error, never a panic
/// and never a shorter string.
pub(crate) fn cstring(text: &str) -> Result<CString> {
    CString::new(text).map_err(|e| {
        Error::new(
            ErrorCode::InvalidArgument,
            format!("the text holds a NUL character (at byte {})", e.nul_position()),
        )
    })
}

/// An optional text: None is NULL (which the library reads as "none").
pub(crate) fn opt_cstring(text: Option<&str>) -> Result<Option<CString>> {
    text.map(cstring).transpose()
}

pub(crate) fn opt_ptr(text: &Option<CString>) -> *const c_char {
    text.as_ref().map_or(std::ptr::null(), |c| c.as_ptr())
}

/// A static string of the library (a name, a message), "" for NULL.
pub(crate) fn static_str(p: *const c_char) -> &'static str {
    if p.is_null() {
        return "";
    }
    // The library's static strings are ASCII or UTF-8 (the openings' kanji).
    unsafe { CStr::from_ptr(p) }.to_str().unwrap_or("")
}

/// A string the library owns for a while (a message): copied at once.
pub(crate) fn owned_str(p: *const c_char) -> Option<String> {
    if p.is_null() {
        None
    } else {
        Some(unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
    }
}

/// Bytes written by the library with their NUL into a buffer of `needed` bytes, of
/// which `len` (the call's return value) are the text.
pub(crate) fn text_of(mut buf: Vec<u8>, len: usize) -> String {
    buf.truncate(len);
    match String::from_utf8(buf) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }
}
