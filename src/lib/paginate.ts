/** APIs per page on /explore (docs/behaviour.md §9). */
export const PAGE_SIZE = 15

/** One entry of the page list: a page number, or an ellipsis standing for one or more hidden pages. */
export type PageListItem = number | "ellipsis-start" | "ellipsis-end"

export type Page<T> = {
  readonly items: T[]
  /** The page actually shown, after clamping into 1..pageCount. */
  readonly page: number
  readonly pageCount: number
}

/**
 * A whole number from 0 to 2^53 − 1; NaN, ±Infinity and negatives become 0, fractions are floored. The cap keeps
 * page arithmetic exact: beyond it `n + 1 === n`, and pageList's loop over the window would never end.
 */
function toCount(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), Number.MAX_SAFE_INTEGER) : 0
}

/**
 * Number of pages needed for `total` items, `size` per page.
 * pageCount(0, 15) → 0, pageCount(16, 15) → 2.
 * A size below 1 (or NaN) counts as 1 so the result is always finite.
 */
export function pageCount(total: number, size: number = PAGE_SIZE): number {
  const perPage = Math.max(1, toCount(size))
  return Math.ceil(toCount(total) / perPage)
}

/**
 * Brings a requested page into 1..pageCount, so a stale or hand-edited URL still shows something.
 * clampPage(999, 5) → 5; clampPage(0, 5) → 1; clampPage(3, 0) → 1 (there is always a page 1, even if empty);
 * clampPage(NaN, 5) → 1; clampPage(2.7, 5) → 2.
 */
export function clampPage(page: number, pages: number): number {
  const last = Math.max(1, toCount(pages))
  const requested = Number.isFinite(page) ? Math.floor(page) : 1
  return Math.min(last, Math.max(1, requested))
}

/**
 * The slice of `items` for `page` (clamped).
 * paginate(thirtyItems, 3, 15) → { items: items 16..30, page: 2, pageCount: 2 }
 */
export function paginate<T>(items: readonly T[], page: number, size: number = PAGE_SIZE): Page<T> {
  const perPage = Math.max(1, toCount(size))
  const pages = pageCount(items.length, perPage)
  const current = clampPage(page, pages)
  const start = (current - 1) * perPage
  return { items: items.slice(start, start + perPage), page: current, pageCount: pages }
}

/**
 * The buttons of the pagination bar (docs/behaviour.md §9): the first and last page, the current page ±2, and an
 * ellipsis in each gap. Rule: an ellipsis stands for ONE OR MORE hidden pages, so a gap of a single page
 * is also an ellipsis (the bar then keeps the same width wherever the current page is). Empty when there
 * are 0 or 1 pages, because the bar is hidden then. `current` is clamped into 1..total first.
 *
 * pageList(1, 7)   → [1, 2, 3, "ellipsis-end", 7]
 * pageList(5, 20)  → [1, "ellipsis-start", 3, 4, 5, 6, 7, "ellipsis-end", 20]
 * pageList(4, 7)   → [1, 2, 3, 4, 5, 6, 7]
 * pageList(1, 1)   → []
 */
export function pageList(current: number, total: number): PageListItem[] {
  const last = toCount(total)
  if (last <= 1) return []
  const page = clampPage(current, last)
  const from = Math.max(2, page - 2)
  const to = Math.min(last - 1, page + 2)

  const list: PageListItem[] = [1]
  // There can only be two gaps: between 1 and the window, and between the window and the last page.
  // Naming them start/end gives React stable, distinct keys.
  if (from > 2) list.push("ellipsis-start")
  for (let n = from; n <= to; n++) list.push(n)
  if (to < last - 1) list.push("ellipsis-end")
  list.push(last)
  return list
}
