// The catalogue's APIs and endpoints as the palette's local entries (pure; the worker indexes them).
import type { ApiEntry } from "@/data/api-schema"
import type { LocalEntry } from "./search/local-search"

/** An endpoint's tester: /api/{id}?endpoint={index} (api-detail's ?endpoint= parameter). */
export function catalogueEndpointHref(id: string, index: number): string {
  return `/api/${encodeURIComponent(id)}?endpoint=${index}`
}

/** Each catalogue API (its page) and each of its endpoints (its tester). */
export function catalogueEntries(apis: readonly ApiEntry[]): LocalEntry[] {
  return apis.flatMap((api) => [
    {
      kind: "catalogue" as const,
      api: api.name,
      method: "",
      path: "",
      name: api.name,
      href: `/api/${encodeURIComponent(api.id)}`,
      tags: [api.category],
      parameters: [],
      description: api.description,
    },
    ...api.endpoints.map((endpoint, index) => ({
      kind: "catalogue" as const,
      api: api.name,
      method: endpoint.method,
      path: endpoint.path,
      name: endpoint.name,
      href: catalogueEndpointHref(api.id, index),
      tags: [api.category],
      parameters: (endpoint.parameters ?? []).map((parameter) => parameter.name),
      description: endpoint.description,
    })),
  ])
}
