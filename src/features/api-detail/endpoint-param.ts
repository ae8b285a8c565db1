/** The search parameter that keeps the open tester across a reload: /api/github?endpoint=2. */
export const ENDPOINT_PARAM = "endpoint"

/**
 * The endpoint list's own keys: a long list's filter and page (/open/{id}?filter=mail&page=2; list-params.ts reads
 * them). Opening and closing a tester keeps them, so 'Back to API Details' returns to the same list.
 */
export const LIST_PARAMS = ["filter", "page"] as const

/**
 * The query string once a tester opens (`index`) or closes (null): ?endpoint= and the list's keys, nothing else (a
 * tester's typed values are dropped, so 'Test' starts empty; docs/testing-links-and-history.md).
 * selectEndpoint("filter=mail&endpoint=3&p.id=5", null) → "filter=mail"; selectEndpoint("page=2", 4) → "endpoint=4&page=2"
 */
export function selectEndpoint(current: URLSearchParams, index: number | null): URLSearchParams {
  const next = new URLSearchParams(index === null ? {} : { [ENDPOINT_PARAM]: String(index) })
  for (const key of LIST_PARAMS) {
    const value = current.get(key)
    if (value !== null) next.set(key, value)
  }
  return next
}

/**
 * The endpoint index in `?endpoint=`, or null for the detail view.
 * "2" → 2 (when there are at least 3 endpoints); "", "-1", "1.5", "abc", "02", "99" (out of range) → null.
 */
export function parseEndpointParam(value: string | null, endpointCount: number): number | null {
  if (value === null || !/^(0|[1-9]\d*)$/.test(value)) return null
  const index = Number(value)
  return index < endpointCount ? index : null
}

/** The id of an endpoint's 'Test' button, so focus can go back to it when the tester closes. */
export function testButtonId(index: number): string {
  return `endpoint-${index}-test`
}
