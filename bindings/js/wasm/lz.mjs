// SPDX-License-Identifier: MIT
// The packing of the WebAssembly module's data (pack-data.mjs packs it after the link,
// unpack.c unpacks it when the module starts).  A packed text is a series of tokens,
// each a byte t and what follows it:
//   t < 32    the next t + 1 bytes as they are (a run of literals);
//   t >= 32   a copy of length (t >> 5) + 2, plus the next byte when that is 9 (3 to
//             264 bytes), from offset ((t & 31) << 8 | the byte after) + 1 (1 to 8192)
//             back in what was unpacked; the copy runs forwards a byte at a time, so
//             it may overlap what it writes.
// pack() parses the text optimally for this cost: the fewest bytes.

export const MIN_COPY = 3;
export const MAX_COPY = 264;
export const MAX_OFFSET = 8192;
const MAX_RUN = 32;
const CHAIN = 512;   // candidates tried at each position: enough for the data's few KB

// For each position, the longest earlier copy within MAX_OFFSET: [lengths, offsets].
function longestCopies(text) {
  const n = text.length, len = new Int32Array(n), off = new Int32Array(n);
  const last = new Map(), prev = new Int32Array(n).fill(-1);
  for (let i = 0; i + MIN_COPY <= n; i++) {
    const key = text[i] | text[i + 1] << 8 | text[i + 2] << 16;
    let tries = 0;
    for (let j = last.has(key) ? last.get(key) : -1; j >= 0 && i - j <= MAX_OFFSET && tries < CHAIN;
      j = prev[j], tries++) {
      let l = 0;
      while (i + l < n && l < MAX_COPY && text[j + l] === text[i + l]) l++;
      if (l > len[i]) { len[i] = l; off[i] = i - j; }
    }
    if (last.has(key)) prev[i] = last.get(key);
    last.set(key, i);
  }
  return [len, off];
}

const copyCost = (l) => (l <= 8 ? 2 : 3);

// The packed form of text (a Uint8Array).
export function pack(text) {
  const n = text.length, [len, off] = longestCopies(text);
  const cost = new Float64Array(n + 1), step = new Int32Array(n + 1);   // step > 0: a copy
  for (let i = n - 1; i >= 0; i--) {
    cost[i] = Infinity;
    for (let r = 1; r <= MAX_RUN && i + r <= n; r++) {
      if (1 + r + cost[i + r] < cost[i]) { cost[i] = 1 + r + cost[i + r]; step[i] = -r; }
    }
    for (let l = MIN_COPY; l <= len[i]; l++) {
      if (copyCost(l) + cost[i + l] < cost[i]) { cost[i] = copyCost(l) + cost[i + l]; step[i] = l; }
    }
  }
  const out = [];
  for (let i = 0; i < n;) {
    if (step[i] < 0) {
      const r = -step[i];
      out.push(r - 1, ...text.subarray(i, i + r));
      i += r;
    } else {
      const l = step[i], o = off[i] - 1, t = Math.min(l - 2, 7);
      out.push(t << 5 | o >> 8);
      if (t === 7) out.push(l - 9);
      out.push(o & 255);
      i += l;
    }
  }
  return Uint8Array.from(out);
}

// The n bytes that packed unpacks to, as unpack.c writes them; null for a packed text
// that breaks the format.
export function unpack(packed, n) {
  const out = new Uint8Array(n);
  let at = 0, i = 0;
  while (at < n) {
    const t = packed[i++];
    if (t === undefined) return null;
    if (t < 32) {
      if (at + t + 1 > n || i + t + 1 > packed.length) return null;
      for (let k = 0; k <= t; k++) out[at++] = packed[i++];
      continue;
    }
    let l = (t >> 5) + 2;
    if (l === 9) l += packed[i++];
    const from = at - (((t & 31) << 8 | packed[i++]) + 1);
    if (from < 0 || at + l > n || i > packed.length) return null;
    for (let k = 0; k < l; k++) out[at++] = out[from + k];
  }
  return i === packed.length ? out : null;
}
