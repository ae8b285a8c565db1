/** The search parameter that keeps the open tester across a reload: /api/github?endpoint=2. */
export const ENDPOINT_PARAM = "endpoint"

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
