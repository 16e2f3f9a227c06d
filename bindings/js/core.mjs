// SPDX-License-Identifier: MIT
// librenju/core: librenju's API on the core module (dist/renju-core.wasm), which holds
// the rules, games and their trees, the opening rules and every search (VCF, VCT,
// win in N, defences, proofs), and leaves out records, the position index and
// diagrams: their functions throw NotInCore.  For a page that plays and solves, it
// is about two thirds of librenju to load.
export * from './renju.mjs?core';
