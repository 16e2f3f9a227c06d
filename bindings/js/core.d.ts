// SPDX-License-Identifier: MIT
// librenju/core: librenju's API on the core module, without records, the position
// index and diagrams (their functions throw NotInCore).
export * from './renju';
