// The results store's keys (src/lib/health-results.ts), apart so pages that only read results (explore) do not
// download them.

/**
 * The one name of an endpoint's result: endpointKey("dog-ceo", "GET", "/breeds/list/all") → "dog-ceo GET /breeds/list/all".
 * An API may list the same method and path more than once (with other example values): the second is
 * "omdb GET / #2", and so on (`occurrence` counts from 1).
 */
export function endpointKey(apiId: string, method: string, path: string, occurrence = 1): string {
  return `${apiId} ${method} ${path}${occurrence > 1 ? ` #${occurrence}` : ""}`
}

/** The result keys of an API's endpoints, in order, numbering repeated method + path pairs. */
export function endpointKeys(apiId: string, endpoints: readonly { method: string; path: string }[]): string[] {
  const seen = new Map<string, number>()
  return endpoints.map(({ method, path }) => {
    const occurrence = (seen.get(`${method} ${path}`) ?? 0) + 1
    seen.set(`${method} ${path}`, occurrence)
    return endpointKey(apiId, method, path, occurrence)
  })
}
