/* SPDX-License-Identifier: MIT */
/* formats.h - the formats of the files the tools read and write: the library's record
 * formats and RenjuNet's XML databases, told by name, by a file name's extension, or
 * by the file's first bytes. */
#ifndef RENJU_TOOLS_FORMATS_H
#define RENJU_TOOLS_FORMATS_H

#include <renju.h>

#include <stddef.h>

/* The library's RENJU_FORMAT_* values, and one more: RenjuNet's XML database. */
#define TOOL_FORMAT_RENJUNET RENJU_FORMATS
#define TOOL_FORMAT_UNKNOWN (-1)

/* The format a name stands for: the library's names ("sgf", "lib", "moves", "txt",
 * ...) and "rif", "xml" or "renjunet" for a database, in any case; -1 if none. */
int tool_format_from_name(const char *name);
/* The name of a format as tool_format_from_name() reads it ("renjunet" for the
 * database), never NULL. */
const char *tool_format_name(int format);
/* The format of a file by its name's extension, -1 when it has none the tools know. */
int tool_format_of_path(const char *path);
/* 1 if a format's records can be written (renju_tree_export()). */
int tool_format_writable(int format);

/* The format of an input: a RenLib header wins over any name, then the extension,
 * then the first bytes head[0..n): a game tree's '(' (SGF), '<' (XML), a "Piskvorky"
 * header, an xl .pos file (complete: n is the whole file), else a move list.  A .lib
 * name is a library whatever its first byte (RenLib's oldest files have no header). */
int tool_format_detect(const char *path, const char *head, size_t n, int complete);

/* 1 for the formats whose records are binary and hold one game (.lib, .pos): read
 * whole, not in pieces. */
int tool_format_binary(int format);

#endif
