// SPDX-License-Identifier: MIT
//! Game records: export and import in every format, collections, warnings, tags and
//! the character set of RenLib text.
use crate::enums::*;
use crate::error::{Error, ErrorCode, RecordPosition, Result};
use crate::game::Game;
use crate::util::{cstring, opt_cstring, opt_ptr, owned_str, static_str};
use librenju_sys as sys;
use std::collections::BTreeMap;
use std::os::raw::{c_char, c_int};

/// A warning of the last import (or tree export).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordWarning {
    pub code: WarningCode,
    /// 1-based; 0 for the record as a whole.
    pub line: i32,
    pub column: i32,
    /// How many times it happened.
    pub count: i32,
    pub message: String,
}

/// The names of the tags, "RU" (read only) last.
pub fn tag_names() -> Vec<&'static str> {
    (0..)
        .map(|i| unsafe { sys::renju_tag_name(i) })
        .take_while(|p| !p.is_null())
        .map(static_str)
        .collect()
}

fn binary_refused(format: Format) -> Error {
    Error::new(
        ErrorCode::InvalidArgument,
        format!("{} records are bytes: use the _bytes export", format.name()),
    )
}

impl Game {
    /// The record of the game as played, as text (`InvalidArgument` for the binary
    /// formats, .lib and .pos: see [`Game::export_bytes`]).
    pub fn export(&self, format: Format) -> Result<String> {
        if format.is_binary() {
            return Err(binary_refused(format));
        }
        let f = format.value();
        self.text(|b, n| unsafe { sys::renju_record_export(self.ptr(), f, b, n) })
    }

    /// The record of the game as played, as bytes (any format the library writes).
    pub fn export_bytes(&self, format: Format) -> Result<Vec<u8>> {
        let f = format.value();
        self.bytes(|b, n| unsafe { sys::renju_record_export(self.ptr(), f, b, n) })
    }

    /// The whole game tree as text (SGF; a move list or .psq its main line).
    pub fn tree_export(&self, format: Format) -> Result<String> {
        if format.is_binary() {
            return Err(binary_refused(format));
        }
        let f = format.value();
        self.text(|b, n| unsafe { sys::renju_tree_export(self.ptr(), f, b, n) })
    }

    /// The whole game tree as bytes (.lib included).
    pub fn tree_export_bytes(&self, format: Format) -> Result<Vec<u8>> {
        let f = format.value();
        self.bytes(|b, n| unsafe { sys::renju_tree_export(self.ptr(), f, b, n) })
    }

    fn record_error(&self, rc: c_int) -> Error {
        let e = self.error(rc);
        let (mut line, mut column, mut mv): (c_int, c_int, c_int) = (0, 0, 0);
        unsafe { sys::renju_record_error_position(self.ptr(), &mut line, &mut column, &mut mv) };
        e.with_record(RecordPosition { line, column, move_number: mv })
    }

    /// Read a record into the game (renju_record_import(3)); returns the bytes read
    /// (all of them, but in SGF, where reading ends with the first game tree).  On
    /// failure the game is unchanged (but see `ImportFlags::PARTIAL`) and the error
    /// says where ([`Error::record_position`]).
    pub fn import(&mut self, data: impl AsRef<[u8]>, format: Format, flags: ImportFlags) -> Result<usize> {
        let data = data.as_ref();
        let rc = unsafe {
            sys::renju_record_import(self.ptr(), format.value(), data.as_ptr() as *const c_char, data.len(), flags.bits())
        };
        self.refresh_size();
        if rc < 0 {
            return Err(self.record_error(rc));
        }
        Ok(rc as usize)
    }

    /// Read the next game of a collection from `offset` on: Some(end) when a game
    /// was read, `end` the offset to go on from; None when only blank text remains.
    /// A game that cannot be read fails with an error whose
    /// [`Error::next_offset`] says where to go on.  Reading a whole collection with
    /// the same `data` is linear in its size.
    pub fn import_next(
        &mut self,
        data: &[u8],
        offset: usize,
        format: Format,
        flags: ImportFlags,
    ) -> Result<Option<usize>> {
        let mut at = offset;
        let rc = unsafe {
            sys::renju_record_import_next(
                self.ptr(),
                format.value(),
                data.as_ptr() as *const c_char,
                data.len(),
                &mut at,
                flags.bits(),
            )
        };
        self.refresh_size();
        if rc < 0 {
            let e = self.record_error(rc);
            return Err(if at > offset { e.with_next(at) } else { e });
        }
        Ok(if rc == 0 { None } else { Some(at) })
    }

    /// The warnings of the last import or tree export.
    pub fn warnings(&self) -> Vec<RecordWarning> {
        let n = unsafe { sys::renju_record_warnings(self.ptr()) }.max(0);
        (0..n)
            .filter_map(|i| {
                let (mut code, mut line, mut column, mut count): (c_int, c_int, c_int, c_int) = (0, 0, 0, 0);
                let msg = unsafe {
                    sys::renju_record_warning(self.ptr(), i, &mut code, &mut line, &mut column, &mut count)
                };
                Some(RecordWarning {
                    code: WarningCode::from_value(code).ok()?,
                    line,
                    column,
                    count,
                    message: owned_str(msg)?,
                })
            })
            .collect()
    }

    /// Where the last import failed (all 0 after a success).
    pub fn error_position(&self) -> RecordPosition {
        let (mut line, mut column, mut mv): (c_int, c_int, c_int) = (0, 0, 0);
        unsafe { sys::renju_record_error_position(self.ptr(), &mut line, &mut column, &mut mv) };
        RecordPosition { line, column, move_number: mv }
    }

    /// The character set of RenLib text (None: UTF-8 where valid, else GBK).
    pub fn set_charset(&mut self, charset: Option<&str>) -> Result<()> {
        let c = opt_cstring(charset)?;
        self.check(unsafe { sys::renju_record_charset_set(self.ptr(), opt_ptr(&c)) }).map(drop)
    }

    /// The charset .lib text is written in ("" for UTF-8 by default).
    pub fn charset(&self) -> Result<String> {
        self.text(|b, n| unsafe { sys::renju_record_charset_get(self.ptr(), b, n) })
    }

    /// Set a tag ("PB", "EV", ...); None or "" removes it.
    pub fn set_tag(&mut self, name: &str, value: Option<&str>) -> Result<()> {
        let n = cstring(name)?;
        let v = opt_cstring(value)?;
        self.check(unsafe { sys::renju_tag_set(self.ptr(), n.as_ptr(), opt_ptr(&v)) }).map(drop)
    }

    /// A tag's value ("" when not set); "RU" is the rules as SGF writes them.
    pub fn tag(&self, name: &str) -> Result<String> {
        let n = cstring(name)?;
        self.text(|b, c| unsafe { sys::renju_tag_get(self.ptr(), n.as_ptr(), b, c) })
    }

    /// Every tag that is set, "RU" included.
    pub fn tags(&self) -> Result<BTreeMap<String, String>> {
        let mut out = BTreeMap::new();
        for name in tag_names() {
            let v = self.tag(name)?;
            if !v.is_empty() {
                out.insert(name.to_string(), v);
            }
        }
        Ok(out)
    }
}

/// The rules a name stands for (renju_rules_from_name(3)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub ruleset: Ruleset,
    pub opening: OpeningRule,
    /// The N given or the rule's default (0 for rules without N).
    pub opening_n: i32,
}

/// The rules of a name as records and databases write them ("renju soosorv-8",
/// "freestyle swap2", "RIF", Gomocup's numbers).
pub fn rules_from_name(name: &str) -> Result<Rules> {
    let c = cstring(name)?;
    let (mut r, mut o, mut n): (c_int, c_int, c_int) = (0, 0, 0);
    let rc = unsafe { sys::renju_rules_from_name(c.as_ptr(), &mut r, &mut o, &mut n) };
    if rc < 0 {
        return Err(Error::raw(rc, format!("{:?} names no rules", name)));
    }
    Ok(Rules { ruleset: Ruleset::from_value(r)?, opening: OpeningRule::from_value(o)?, opening_n: n })
}
