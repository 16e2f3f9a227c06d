// SPDX-License-Identifier: MIT
// librenju/core: librenju's API on the core module (dist/renju-core.wasm), which holds
// the rules, games and their trees, the opening rules, every search (VCF, VCT, win in
// N, defences, proofs) and diagrams, and leaves out records and the position index:
// their functions throw NotInCore.  For a page that plays and solves, it is about
// three fifths of librenju to load.
export * from './renju.mjs?core';
