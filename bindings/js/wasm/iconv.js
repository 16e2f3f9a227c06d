// SPDX-License-Identifier: MIT
// The JavaScript half of iconv.c: character sets decoded by the host's TextDecoder.
mergeInto(LibraryManager.library, {
  rjjs_charset_known: function (label) {
    try {
      new TextDecoder(UTF8ToString(label));
      return 1;
    } catch (e) {
      return 0;
    }
  },
  rjjs_decode: function (label, inp, n, out, cap) {
    var text;
    var bytes = HEAPU8.slice(inp, inp + n);
    try {
      text = new TextDecoder(UTF8ToString(label), { fatal: true }).decode(bytes);
    } catch (e) {
      try {   // valid but cut short: the last character is incomplete
        new TextDecoder(UTF8ToString(label), { fatal: true }).decode(bytes, { stream: true });
        return -2;
      } catch (e2) {
        return -1;
      }
    }
    var utf8 = new TextEncoder().encode(text);
    if (utf8.length <= cap) HEAPU8.set(utf8, out);
    return utf8.length;
  },
});
