import type { ApiWithExamples } from "@/lib/example-urls"

// A mapped API in parts of a few hundred endpoints, wherever it is copied whole: from the importer's worker to the page
// (worker-messages.ts) and out of IndexedDB (opened-store.ts). The browser copies one message, or one stored value,
// into the page in one task; Graph beta's 22,361 endpoints in one piece made that a 0.5 s task (1.3–1.8 s on a slow
// phone) during which the page could not answer. In parts, each copy is a short task.

export type Endpoints = ApiWithExamples["endpoints"]

/** Endpoints per part: about 6 ms to copy in on a desktop, 25 ms at a slow phone's 4× CPU slowdown. */
export const ENDPOINTS_PER_PART = 250

/** The API without its endpoints, and its endpoints in parts of ENDPOINTS_PER_PART (none for an API without any). */
export function splitApi(api: ApiWithExamples): { shell: ApiWithExamples; parts: Endpoints[] } {
  const parts: Endpoints[] = []
  for (let start = 0; start < api.endpoints.length; start += ENDPOINTS_PER_PART)
    parts.push(api.endpoints.slice(start, start + ENDPOINTS_PER_PART))
  return { shell: { ...api, endpoints: [] }, parts }
}

/** splitApi undone. */
export function joinApi(shell: ApiWithExamples, parts: readonly Endpoints[]): ApiWithExamples {
  return { ...shell, endpoints: parts.flat() }
}
