import type { Api, Endpoint } from "@/data/api-schema"
import { endpointExampleUrl } from "@/lib/url"

/** An API as its detail page receives it: each endpoint carries the example URL to show. */
export type ApiWithExamples = Omit<Api, "endpoints"> & { endpoints: (Endpoint & { exampleUrl: string })[] }

/**
 * Adds each endpoint's example URL. The detail page's loader runs this at build time, so the URL-building
 * code stays in the tester's chunk instead of the page's first download.
 */
export function withExampleUrls(api: Api): ApiWithExamples {
  return {
    ...api,
    endpoints: api.endpoints.map((endpoint) => ({
      ...endpoint,
      exampleUrl: endpointExampleUrl(api.baseUrl, endpoint),
    })),
  }
}
