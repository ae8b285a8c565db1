import type { Endpoint } from "@/data/api-schema"

// A link to one operation of a document opened from its address (docs/open-any-api.md, "Links to an operation"):
// /open?url={document}&op=GET%20/repos/{owner}/{repo}/issues&p.owner=octocat. The operation is named by its method
// and path, not by its place in the list, so the link still finds it once the document has changed. The tester
// writes such links (features/tester/request/link/tester-link.ts, operationLink); the palette navigates to them.

/** The query key naming the operation: `METHOD path`, the method upper-case, one space, the path as in the document. */
export const OPERATION_PARAM = "op"

/** The API page's key for the open tester (features/api-detail/endpoint-param.ts; features may not import it). */
const ENDPOINT_KEY = "endpoint"

/** The tester's prefix for a typed value (features/tester/request/link/tester-link.ts). */
const VALUE_PREFIX = "p."

/**
 * "GET /pets/{id}" → { method: "GET", path: "/pets/{id}" }. The method is read in any case; the path is everything
 * after the first space, as it is ("" for the document's "" path). No space, or no method → null.
 */
export function parseOperation(op: string): { method: string; path: string } | null {
  const space = op.indexOf(" ")
  if (space <= 0) return null
  const method = op.slice(0, space).toUpperCase()
  return /^[A-Z]+$/.test(method) ? { method, path: op.slice(space + 1) } : null
}

/** The index of the endpoint `op` names ("GET /pets/{id}"), or -1 when the document has no such operation. */
export function findOperation(endpoints: readonly Pick<Endpoint, "method" | "path">[], op: string): number {
  const wanted = parseOperation(op)
  if (!wanted) return -1
  return endpoints.findIndex((e) => e.method.toUpperCase() === wanted.method && e.path === wanted.path)
}

/**
 * Where an opened document's link goes once it is open: the query of its page, "endpoint=3&p.id=5" (the operation's
 * tester with the link's values), or "" (the page itself) when the link names no operation or one the document does
 * not have. Only the tester's `p.` values go on; the tester reads and cuts them as it does any link's.
 */
export function openedPageSearch(linked: URLSearchParams, endpoints: readonly Pick<Endpoint, "method" | "path">[]) {
  const index = findOperation(endpoints, linked.get(OPERATION_PARAM) ?? "")
  if (index < 0) return ""
  const next = new URLSearchParams({ [ENDPOINT_KEY]: String(index) })
  for (const [key, value] of linked) if (key.startsWith(VALUE_PREFIX)) next.append(key, value)
  return next.toString()
}
