import type { Endpoint } from "@/data/api-schema"

// The endpoint list of a long API (an opened description can hold 22,000 operations): shown by tag group, filtered
// by what the visitor types, a page at a time. Plain functions; the list component stays thin.

/** Endpoints per page of a long list. */
export const ENDPOINTS_PER_PAGE = 20

export type EndpointGroup = { name: string; endpoints: readonly number[] }

/** One endpoint in display order: its index in the API, and its group's name (empty without groups). */
export type ListedEndpoint = { index: number; group: string }

/** Every endpoint once, in group order (an endpoint under several tags is listed under its first). */
export function listOrder(count: number, groups: readonly EndpointGroup[] = []): ListedEndpoint[] {
  const seen = new Uint8Array(count)
  const order: ListedEndpoint[] = []
  for (const group of groups) {
    for (const index of group.endpoints) {
      if (index < 0 || index >= count || seen[index]) continue
      seen[index] = 1
      order.push({ index, group: group.name })
    }
  }
  for (let index = 0; index < count; index++)
    if (!seen[index]) order.push({ index, group: groups.length ? "Other" : "" })
  return order
}

/** What the filter matches, per endpoint: method, path, name and group, lower-cased once. */
export function searchTexts(endpoints: readonly Endpoint[], order: readonly ListedEndpoint[]): string[] {
  const texts: string[] = new Array<string>(endpoints.length)
  fillSearchTexts(texts, endpoints, order, 0, order.length)
  return texts
}

/**
 * Cards a page of a long list shows in its first commit; the rest follow MORE_CARDS at a time, each its own short
 * task. Twenty cards in one commit (and its style and layout) were one task of 110–160 ms on the slow phone.
 */
export const FIRST_CARDS = 4
export const MORE_CARDS = 4

/** Listed endpoints whose texts one step of an idle build makes (about 5 ms on a desktop for Graph's long names). */
export const TEXTS_PER_STEP = 1000

/**
 * searchTexts for `order[from]` up to (not including) `order[to]`, written into `texts`: the list builds them a step
 * at a time after it shows, so no single task of a 22,000-endpoint page spends 50 ms on them.
 */
export function fillSearchTexts(
  texts: string[],
  endpoints: readonly Endpoint[],
  order: readonly ListedEndpoint[],
  from: number,
  to: number,
): void {
  for (let i = from; i < Math.min(to, order.length); i++) {
    const listed = order[i]
    const e = listed && endpoints[listed.index]
    if (listed && e) texts[listed.index] = `${e.method} ${e.path} ${e.name} ${listed.group}`.toLowerCase()
  }
}

/**
 * The listed endpoints whose text holds every word of `query` (any order, any case).
 * filterEndpoints(order, texts, "get pets") keeps "GET /pets/{id} Find pet by ID pet".
 */
export function filterEndpoints(
  order: readonly ListedEndpoint[],
  texts: readonly string[],
  query: string,
): readonly ListedEndpoint[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return order
  return order.filter(({ index }) => words.every((word) => (texts[index] ?? "").includes(word)))
}
