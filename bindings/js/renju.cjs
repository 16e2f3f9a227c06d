// SPDX-License-Identifier: MIT
// The package from require(), for CommonJS code.  The package must load its
// WebAssembly module before it can answer, which an ES module does with a top-level
// await and require() cannot wait for; so require('librenju') gives a promise of the
// package, the same one every time:
//
//   const { Game } = await require('librenju');
//   require('librenju').then(({ Game }) => { ... });
module.exports = import('./renju.mjs');
