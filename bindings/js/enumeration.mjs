// SPDX-License-Identifier: MIT
// The package's enumerations: an object of members, frozen, with nameOf(value), the
// member's name for a value (null for none), as Python's enumerations print names.
// nameOf is not enumerable, so that Object.entries() lists the members alone.
export function enumeration(members) {
  const byValue = new Map(Object.entries(members).map(([k, v]) => [v, k]));
  Object.defineProperty(members, 'nameOf', { value: (v) => byValue.get(v) ?? null });
  return Object.freeze(members);
}
