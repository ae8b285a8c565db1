import type { Api, AuthType, KeyPlacement } from "@/data/api-schema"
import { endpointKeys } from "@/lib/health-results"
import type { ProbeTarget } from "./probe"

/** What checking an API needs (no descriptions). */
export type HealthApi = {
  id: string
  name: string
  auth: AuthType
  baseUrl: string
  keyPlacement?: KeyPlacement
  endpoints: {
    name: string
    method: string
    path: string
    example?: string
    parameters?: { name: string; required: boolean; example?: string }[]
    keyPlacement?: KeyPlacement
    noKey?: true
  }[]
}

/** What /status lists (its loader embeds one per catalogue entry); checking loads the rest from /catalogue.json. */
export type StatusApi = { id: string; name: string; endpoints: { method: string; path: string }[] }

export function toStatusApi(api: Pick<Api, "id" | "name" | "endpoints">): StatusApi {
  return { id: api.id, name: api.name, endpoints: api.endpoints.map(({ method, path }) => ({ method, path })) }
}

/**
 * The list /status embeds in its page, as one JSON text of `[id, name, method, path, method, path, …]` rows.
 * React Router decodes loader data value by value while the page hydrates; as one string, 10,000 endpoints cost a
 * native JSON.parse (a few ms) instead of ~50,000 decoding steps (a 50 ms task; docs/performance.md).
 * packStatusApis([{ id: "x", name: "X", endpoints: [{ method: "GET", path: "/a" }] }]) → '[["x","X","GET","/a"]]'
 */
export function packStatusApis(apis: readonly StatusApi[]): string {
  return JSON.stringify(apis.map((api) => [api.id, api.name, ...api.endpoints.flatMap((e) => [e.method, e.path])]))
}

/** The list packStatusApis packed. Throws on text it did not write (build output, never visitor input). */
export function unpackStatusApis(text: string): StatusApi[] {
  const rows: unknown = JSON.parse(text)
  if (!Array.isArray(rows)) throw new TypeError("unpackStatusApis: not a packed list")
  return rows.map((row: unknown) => {
    if (!Array.isArray(row) || row.length % 2 !== 0 || !row.every((v) => typeof v === "string"))
      throw new TypeError("unpackStatusApis: not a packed row")
    const [id = "", name = "", ...rest] = row as string[]
    const endpoints: StatusApi["endpoints"] = []
    for (let i = 0; i < rest.length; i += 2) endpoints.push({ method: rest[i] ?? "", path: rest[i + 1] ?? "" })
    return { id, name, endpoints }
  })
}

/** Every endpoint of `apis` as a probe target with its results-store key, in catalogue order. */
export function toTargets(apis: readonly HealthApi[]): { key: string; target: ProbeTarget }[] {
  return apis.flatMap((api) => {
    const keys = endpointKeys(api.id, api.endpoints)
    return api.endpoints.map((endpoint, index) => ({ key: keys[index] ?? "", target: { api, endpoint } }))
  })
}
