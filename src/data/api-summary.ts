import type { ApiEntry } from "./api-schema"

/** What an explore card needs: the entry without its endpoints, plus their count. Keeps /explore's data small. */
export type ApiSummary = Pick<
  ApiEntry,
  "id" | "name" | "description" | "category" | "auth" | "cors" | "free" | "website" | "browser"
> & {
  endpointCount: number
  /**
   * Set when an endpoint failed its last FLAG_AFTER_FAILURES (lib/verification-flag.ts) browser verifications in a
   * row (`npm run verify`; the route adds it).
   */
  isFailingVerification?: true
}

export function toApiSummary(api: ApiEntry): ApiSummary {
  const { id, name, description, category, auth, cors, free, website, browser, endpoints } = api
  return { id, name, description, category, auth, cors, free, website, browser, endpointCount: endpoints.length }
}
