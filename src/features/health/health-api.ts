import type { ApiEntry, AuthType, KeyPlacement } from "@/data/api-schema"
import { endpointKeys } from "@/lib/endpoint-keys"
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
  }[]
}

/** What /status lists (its loader embeds one per catalogue entry); checking loads the rest from /catalogue.json. */
export type StatusApi = { id: string; name: string; endpoints: { method: string; path: string }[] }

export function toStatusApi(api: ApiEntry): StatusApi {
  return { id: api.id, name: api.name, endpoints: api.endpoints.map(({ method, path }) => ({ method, path })) }
}

/** Every endpoint of `apis` as a probe target with its results-store key, in catalogue order. */
export function toTargets(apis: readonly HealthApi[]): { key: string; target: ProbeTarget }[] {
  return apis.flatMap((api) => {
    const keys = endpointKeys(api.id, api.endpoints)
    return api.endpoints.map((endpoint, index) => ({ key: keys[index] ?? "", target: { api, endpoint } }))
  })
}
