import type { Endpoint } from "@/data/api-schema"

// The endpoint list of a long API (an opened description can hold 22,000 operations): shown by tag group, filtered
// by what the visitor types, a page at a time. Plain functions; the list component stays thin.

/** Endpoints per page of a long list. */
export const ENDPOINTS_PER_PAGE = 20

export type EndpointGroup = { name: string; endpoints: readonly number[] }

/** One endpoint in display order: its index in the API, and its group's name (empty without groups). */
export type ListedEndpoint = { index: number; group: string }

/** The group of endpoints without a tag, when the API has tags (listOrder). */
export const OTHER_GROUP = "Other"

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
    if (!seen[index]) order.push({ index, group: groups.length ? OTHER_GROUP : "" })
  return order
}

/**
 * What the filter matches, per endpoint, lower-cased once: method, path, name and group, then (after DESCRIPTION_MARK)
 * the first DESCRIPTION_CHARS characters of its description. A match before the mark ranks first (filterEndpoints).
 */
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
    if (listed && e)
      texts[listed.index] =
        `${e.method} ${e.path} ${e.name} ${listed.group}${DESCRIPTION_MARK}${e.description.slice(0, DESCRIPTION_CHARS)}`.toLowerCase()
  }
}

/** Between an endpoint's name part and its description in its search text: no typed word holds it. */
export const DESCRIPTION_MARK = "\n"

/**
 * How much of a description the filter reads: the gist comes first, and Graph beta's 22,361 texts stay a few MB
 * (some of its descriptions run to thousands of characters).
 */
export const DESCRIPTION_CHARS = 200

/**
 * The listed endpoints whose text holds every word of `query` (any order, any case): those whose method, path, name
 * or group hold them all first, then those that need their description, each in list order.
 * filterEndpoints(order, texts, "get pets") keeps "GET /pets/{id} Find pet by ID pet"; "adopt" finds "List pets"
 * whose description says "Pets up for adoption", after any endpoint named "Adopt a pet".
 */
export function filterEndpoints(
  order: readonly ListedEndpoint[],
  texts: readonly string[],
  query: string,
): readonly ListedEndpoint[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return order
  const first: ListedEndpoint[] = []
  const then: ListedEndpoint[] = []
  for (const listed of order) {
    const text = texts[listed.index] ?? ""
    if (!words.every((word) => text.includes(word))) continue
    const mark = text.indexOf(DESCRIPTION_MARK)
    const head = mark < 0 ? text : text.slice(0, mark)
    ;(words.every((word) => head.includes(word)) ? first : then).push(listed)
  }
  return then.length === 0 ? first : first.concat(then)
}

/** One chip of a long list's tag index: a tag (or "Other": endpoints without one) and how many endpoints it has. */
export type TagCount = { name: string; count: number }

/**
 * The tag index of a list (listOrder's): each group with its number of endpoints (an endpoint under two tags counts
 * in both), in document order, then "Other" when some endpoints have no tag; groups with none are left out.
 */
export function tagCounts(order: readonly ListedEndpoint[], groups: readonly EndpointGroup[] = []): TagCount[] {
  const count = order.length
  const tags: TagCount[] = []
  for (const group of groups) {
    const valid = new Set(group.endpoints.filter((index) => index >= 0 && index < count)).size
    if (valid > 0) tags.push({ name: group.name, count: valid })
  }
  const other = groups.length > 0 ? order.filter((listed) => listed.group === OTHER_GROUP).length : 0
  if (other > 0) tags.push({ name: OTHER_GROUP, count: other })
  return tags
}

/**
 * The listed endpoints of one tag, under that tag's name (also those listed under an earlier tag), in the tag's
 * order; "" → the whole list. An unknown tag lists nothing.
 */
export function endpointsOfTag(
  order: readonly ListedEndpoint[],
  groups: readonly EndpointGroup[] = [],
  tag: string,
): readonly ListedEndpoint[] {
  if (tag === "") return order
  const group = groups.find((g) => g.name === tag)
  if (!group) return tag === OTHER_GROUP ? order.filter((listed) => listed.group === OTHER_GROUP) : []
  const seen = new Set<number>()
  const listed: ListedEndpoint[] = []
  for (const index of group.endpoints) {
    if (index < 0 || index >= order.length || seen.has(index)) continue
    seen.add(index)
    listed.push({ index, group: tag })
  }
  return listed
}
