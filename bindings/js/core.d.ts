// SPDX-License-Identifier: MIT
// librenju/core: librenju's API on the core module, without records and the position
// index (their functions throw NotInCore).
export * from './renju';
