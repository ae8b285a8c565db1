// The one `?page=` codec: /explore and /directory read and write their page number with it.

/** ?page=3 → 3; ?page=02 → 2; ?page=abc, 0, -3, 1.5, 1e3, "" or a number too large to be exact (or no ?page=) → 1 */
export function parsePageParam(value: string | null): number {
  const text = (value ?? "").trim()
  return /^\d+$/.test(text) ? normalisePage(Number(text)) : 1
}

/** A page number as a positive safe integer; anything else → 1. normalisePage(2.9) → 2, normalisePage(0) → 1 */
export function normalisePage(page: number): number {
  const whole = Math.floor(page)
  return Number.isSafeInteger(whole) && whole >= 1 ? whole : 1
}

/** The page as the query string holds it: page 1 is the default, left out (undefined); normalised otherwise. */
export function serializePageParam(page: number): string | undefined {
  const whole = normalisePage(page)
  return whole === 1 ? undefined : String(whole)
}
