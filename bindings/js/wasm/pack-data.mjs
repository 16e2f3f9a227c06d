// SPDX-License-Identifier: MIT
// pack-data - packs the data of the linked WebAssembly module (its messages, names and
// tables, a sixth of the module) into the room unpack.c keeps for it, which unpacks
// them when the module starts:
//   node pack-data.mjs MODULE.wasm   (make wasm runs it; the module is rewritten)
// The data segments become one, at the room, holding where the data goes, its length
// and the data packed (lz.mjs).  The module must hold what the link gives: active
// segments of memory 0 at constant addresses, and unpack.c's marker among them, which
// says where the room is and how large.  What it writes is unpacked again here and
// compared, byte for byte, with the data it replaces.
import fs from 'node:fs';
import { pack, unpack } from './lz.mjs';

const MARKER = 'rjjs packed data';   // unpack.c: then the room's address and size
const DATA = 11, DATA_COUNT = 12, CUSTOM = 0, NAME_DATA_SEGMENTS = 9;

function fail(msg) {
  console.error(`pack-data: ${msg}`);
  process.exit(1);
}

// LEB128, as the binary format writes its numbers.
function readU(b, at) {
  let v = 0, shift = 0, byte;
  do { byte = b[at.i++]; v += (byte & 127) * 2 ** shift; shift += 7; } while (byte & 128);
  return v;
}
function readS32(b, at) {
  let v = 0, shift = 0, byte;
  do { byte = b[at.i++]; v |= (byte & 127) << shift; shift += 7; } while (byte & 128);
  return shift < 32 && byte & 64 ? v | -1 << shift : v;
}
function u(v) {
  const out = [];
  do { out.push(v & 127 | (v >= 128 ? 128 : 0)); v = Math.floor(v / 128); } while (v);
  return out;
}
function s32(v) {
  const out = [];
  for (;;) {
    const byte = v & 127;
    v >>= 7;
    if ((v === 0 && !(byte & 64)) || (v === -1 && byte & 64)) return out.concat(byte);
    out.push(byte | 128);
  }
}
const u32le = (v) => [v & 255, v >> 8 & 255, v >> 16 & 255, v >>> 24];

// The module's sections: { id, head, start, end }, where each begins and where its
// payload does.
function sections(b) {
  const list = [], at = { i: 8 };
  if (b.readUInt32LE(0) !== 0x6d736100 || b.readUInt32LE(4) !== 1) fail('not a WebAssembly module');
  while (at.i < b.length) {
    const head = at.i, id = b[at.i++], size = readU(b, at);
    list.push({ id, head, start: at.i, end: at.i + size });
    at.i += size;
  }
  return list;
}

// The data segments: [{ addr, bytes }], each active in memory 0 at a constant.
function segments(b, sec) {
  const at = { i: sec.start }, n = readU(b, at), list = [];
  for (let k = 0; k < n; k++) {
    if (readU(b, at) !== 0) fail(`segment ${k} is not active in memory 0`);
    if (b[at.i++] !== 0x41) fail(`segment ${k} has no constant address`);
    const addr = readS32(b, at);
    if (b[at.i++] !== 0x0b) fail(`segment ${k}: its address is not one constant`);
    const size = readU(b, at);
    list.push({ addr, bytes: b.subarray(at.i, at.i + size) });
    at.i += size;
  }
  return list;
}

// The memory the segments fill, from the lowest address to the end of the highest.
function image(segs) {
  const lo = Math.min(...segs.map((s) => s.addr));
  const hi = Math.max(...segs.map((s) => s.addr + s.bytes.length));
  const data = Buffer.alloc(hi - lo);
  for (const s of segs) s.bytes.forEach((v, i) => { data[s.addr - lo + i] = v; });
  return { lo, data };
}

// The room unpack.c keeps: its address and size, after the marker.
function room(img) {
  const marker = Buffer.from(MARKER, 'latin1'), at = img.data.indexOf(marker);
  if (at < 0) fail('no room for the packed data: unpack.c is not linked in');
  if (img.data.indexOf(marker, at + 1) >= 0) fail('the marker of the room is there twice');
  const addr = img.data.readUInt32LE(at + marker.length), size = img.data.readUInt32LE(at + marker.length + 4);
  if (addr < img.lo + img.data.length && addr + size > img.lo) fail('the room lies in the data');
  return { addr, size };
}

// The custom name section without its names of data segments, which are gone.
function nameSection(b, sec) {
  const at = { i: sec.start }, len = readU(b, at);
  if (b.toString('latin1', at.i, at.i + len) !== 'name') return b.subarray(sec.start, sec.end);
  const parts = [b.subarray(sec.start, at.i + len)];
  at.i += len;
  while (at.i < sec.end) {
    const start = at.i, id = b[at.i++], size = readU(b, at);
    at.i += size;
    if (id !== NAME_DATA_SEGMENTS) parts.push(b.subarray(start, at.i));
  }
  return Buffer.concat(parts);
}

function section(id, payload) {
  return Buffer.concat([Buffer.from([id, ...u(payload.length)]), payload]);
}

const file = process.argv[2];
if (!file) fail('usage: node pack-data.mjs MODULE.wasm');
const b = fs.readFileSync(file), list = sections(b);
const dataSec = list.find((s) => s.id === DATA);
if (!dataSec) fail('the module has no data');
const img = image(segments(b, dataSec)), where = room(img);
const packed = pack(img.data);
if (!Buffer.from(unpack(packed, img.data.length) || []).equals(img.data)) fail('the packed data does not unpack to the data');
const payload = Buffer.from([...u32le(img.lo), ...u32le(img.data.length), ...packed]);
if (payload.length > where.size) fail(`the packed data takes ${payload.length} bytes, the room ${where.size}: make the room in unpack.c larger`);
const seg = Buffer.from([1, 0, 0x41, ...s32(where.addr), 0x0b, ...u(payload.length), ...payload]);
const out = [b.subarray(0, 8)];
for (const s of list) {
  if (s.id === DATA) out.push(section(DATA, seg));
  else if (s.id === DATA_COUNT) out.push(section(DATA_COUNT, Buffer.from(u(1))));
  else if (s.id === CUSTOM) out.push(section(CUSTOM, nameSection(b, s)));
  else out.push(b.subarray(s.head, s.end));
}
fs.writeFileSync(file, Buffer.concat(out));
console.log(`  PACK     ${img.data.length} bytes of data into ${payload.length}`);
