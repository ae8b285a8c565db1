// The one piece of the tester's link format the detail page needs (docs/testing-links-and-history.md): the prefix
// of the query keys that hold typed parameter values, so opening or closing the tester can drop stale values.
// Kept tiny on purpose: it ships in the detail page's first load; the codec itself lives in the lazy tester chunk.

/**
 * Prefix of a typed value's query key: `?endpoint=1&p.id=5` holds the value "5" of the parameter `id`. A prefix
 * keeps any parameter name (even "endpoint") from clashing with the page's own keys.
 */
export const TESTER_VALUE_PREFIX = "p."

/** A copy of `params` without the tester's typed values: "endpoint=1&p.id=5&x=y" → "endpoint=1&x=y". */
export function withoutTesterValues(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams()
  for (const [name, value] of params) if (!name.startsWith(TESTER_VALUE_PREFIX)) next.append(name, value)
  return next
}
