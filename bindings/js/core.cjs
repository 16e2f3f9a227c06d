// SPDX-License-Identifier: MIT
// librenju/core from require(), for CommonJS code: a promise of the package, as
// require('librenju') gives (renju.cjs).
module.exports = import('./core.mjs');
