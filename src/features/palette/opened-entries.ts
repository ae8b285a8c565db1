// The visitor's opened APIs and their operations as the palette's local entries (pure; the worker indexes them). The
// app reads them from this browser's storage and passes them in (src/app/components/palette-host.tsx): this feature
// does not reach into another's store.
import type { LocalEntry } from "./search/local-search"

/** What the palette needs of one opened API: the shape of the open-api feature's API, no more. */
export type OpenedApiLike = {
  name: string
  category?: string
  endpoints: readonly {
    method: string
    path: string
    name: string
    description?: string
    parameters?: readonly { name: string }[]
  }[]
}

/**
 * The API (its page, `href`) and each of its operations (its tester: `href?endpoint={index}`, the index as the page
 * lists it). openedEntries({ name: "Shop", endpoints: [{ method: "GET", path: "/pets", name: "List pets" }] },
 * "/open/opened-1") → the API, then "GET /pets List pets" at "/open/opened-1?endpoint=0".
 */
export function openedEntries(api: OpenedApiLike, href: string): LocalEntry[] {
  const tags = api.category ? [api.category] : []
  return [
    {
      kind: "opened",
      api: api.name,
      method: "",
      path: "",
      name: api.name,
      href,
      tags,
      parameters: [],
      description: "",
    },
    ...api.endpoints.map((endpoint, index): LocalEntry => ({
      kind: "opened",
      api: api.name,
      method: endpoint.method,
      path: endpoint.path,
      name: endpoint.name,
      href: `${href}?endpoint=${index}`,
      tags,
      parameters: (endpoint.parameters ?? []).map((parameter) => parameter.name),
      description: endpoint.description ?? "",
    })),
  ]
}
