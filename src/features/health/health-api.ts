import type { ApiEntry, AuthType, KeyPlacement } from "@/data/api-schema"
import { endpointKeys } from "@/lib/health-results"
import type { ProbeTarget } from "./probe"

/** What checking an API needs (no descriptions): /status's loader embeds one per catalogue entry. */
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

/** A catalogue entry cut down to what checking it needs (build time). */
export function toHealthApi(api: ApiEntry): HealthApi {
  return {
    id: api.id,
    name: api.name,
    auth: api.auth,
    baseUrl: api.baseUrl,
    ...(api.keyPlacement ? { keyPlacement: api.keyPlacement } : {}),
    endpoints: api.endpoints.map(({ name, method, path, example, parameters }) => ({
      name,
      method,
      path,
      ...(example ? { example } : {}),
      ...(parameters
        ? {
            parameters: parameters.map((p) => ({
              name: p.name,
              required: p.required,
              ...(p.example ? { example: p.example } : {}),
            })),
          }
        : {}),
    })),
  }
}

/** Every endpoint of `apis` as a probe target with its results-store key, in catalogue order. */
export function toTargets(apis: readonly HealthApi[]): { key: string; target: ProbeTarget }[] {
  return apis.flatMap((api) => {
    const keys = endpointKeys(api.id, api.endpoints)
    return api.endpoints.map((endpoint, index) => ({ key: keys[index] ?? "", target: { api, endpoint } }))
  })
}
