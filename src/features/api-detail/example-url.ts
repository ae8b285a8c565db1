import type { ApiEntry, Endpoint } from "@/data/api-schema"
import { buildRequestUrl, exampleValues } from "@/lib/url"

/**
 * The example URL shown under an endpoint: the catalogue's own example when it has one, otherwise the URL the
 * tester would build from each parameter's example (placeholders without an example stay as `{name}`).
 */
export function exampleUrl(api: Pick<ApiEntry, "baseUrl">, endpoint: Endpoint): string {
  if (endpoint.example) return endpoint.example
  const parameters = endpoint.parameters ?? []
  return buildRequestUrl(api.baseUrl, endpoint.path, parameters, exampleValues(parameters))
}
