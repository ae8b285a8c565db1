import type { ImportedApi, ImportedEndpoint } from "./imported-api"
import { own, type Json } from "./refs"
import { arr, cleanText, NAME_LIMIT, obj } from "./text"
import type { OpenApiDocument } from "./document-types"

/** An operation's tags as clean names. */
export function tagsOf(tags: Json | undefined): string[] {
  return arr(tags)
    .map((tag) => cleanText(tag, NAME_LIMIT))
    .filter(Boolean)
}

/** Groups by each endpoint's first tag: the document's tags in its order, then the others, then "Other". */
export function mapGroups(document: OpenApiDocument, endpoints: ImportedEndpoint[]): ImportedApi["groups"] {
  const groups = new Map<string, { name: string; description: string; endpoints: number[] }>()
  for (const tag of arr(own(document, "tags"))) {
    const name = cleanText(own(obj(tag), "name"), NAME_LIMIT)
    if (name && !groups.has(name))
      groups.set(name, { name, description: cleanText(own(obj(tag), "description")), endpoints: [] })
  }
  endpoints.forEach((endpoint, index) => {
    const name = endpoint.tags[0] ?? "Other"
    const group = groups.get(name) ?? { name, description: "", endpoints: [] }
    groups.set(name, group)
    group.endpoints.push(index)
  })
  return [...groups.values()].filter((group) => group.endpoints.length > 0)
}
