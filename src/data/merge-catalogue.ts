/**
 * Merges the two built-in lists (docs/behaviour.md §1) into one catalogue keyed by id.
 *
 * - When both lists hold an id, the FIRST list's entry wins: it is the older, reviewed list, and the second list is
 *   allowed to repeat an id without silently replacing what visitors already know.
 * - Order is stable: the first list in its own order, then the second list's new ids in their order.
 * - Duplicates inside one list keep their first occurrence, for the same reason.
 */
export function mergeCatalogues<T extends { readonly id: string }>(first: readonly T[], second: readonly T[]): T[] {
  const seen = new Set<string>()
  const merged: T[] = []
  for (const entry of [...first, ...second]) {
    if (seen.has(entry.id)) continue
    seen.add(entry.id)
    merged.push(entry)
  }
  return merged
}
