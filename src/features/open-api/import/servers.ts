import type { ServerOption } from "@/data/api-schema"
import type { MapContext } from "./map-context"
import { exampleText } from "./examples"
import type { ImportSource } from "./imported-api"
import { own, type Json } from "./refs"
import { arr, cleanText, entries, obj } from "./text"
import type { OpenApiDocument } from "./document-types"

export type ServerVariable = { example?: string; description: string }
export type MappedServers = {
  baseUrl: string
  servers: string[]
  /** Every server with its variables, in `servers`' order, for the tester's picker. */
  options: ServerOption[]
  variables: Map<string, ServerVariable>
}

/** Most servers a picker offers (a document listing hundreds is cut). */
const MAX_SERVERS = 50

/** A server address as one a page can call: variables kept as `{name}`, relative ones against the document's URL. */
function resolveServer(url: string, source: ImportSource): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) || /^\{[^}]+\}:\/\//.test(url)) return url
  // "//api.example.com/v1" (protocol-relative): the document's own scheme, else https.
  if (url.startsWith("//")) return `${source.url?.startsWith("http:") ? "http" : "https"}:${url}`
  // "api.example.com/v1", a host written without its scheme: relative to the document it would be a path.
  if (/^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:\/|$)/i.test(url)) return `https://${url}`
  if (source.url) {
    try {
      return new URL(url, source.url).href.replace(/%7B/g, "{").replace(/%7D/g, "}")
    } catch {
      // Falls through: the caller notes an address that is not absolute.
    }
  }
  return url
}

/** The server addresses, the first as the base URL, and the first server's variables. */
export function mapServers(
  context: MapContext,
  document: OpenApiDocument,
  source: ImportSource,
  notes: string[],
): MappedServers {
  const variables = new Map<string, ServerVariable>()
  const servers: string[] = []
  const items: object[] = []
  for (const server of arr(own(document, "servers"))) {
    const item = obj(server)
    const url = cleanText(own(item, "url"), 2000)
    if (!url) continue
    servers.push(resolveServer(url, source))
    items.push(item)
  }
  // A plain-http first server with its https twin listed (AWS lists http first): an https page can only call the
  // https one, so that one is the base URL, and the list starts with it.
  const twin = /^http:\/\//i.test(servers[0] ?? "") ? servers.indexOf(`https://${servers[0]?.slice(7)}`) : -1
  if (twin > 0) {
    servers.unshift(...servers.splice(twin, 1))
    items.unshift(...items.splice(twin, 1))
  }
  for (const [name, variable] of entries(own(items[0] ?? {}, "variables"))) {
    const v = obj(variable)
    variables.set(name, {
      example: exampleText(context, own(v, "default")),
      description: cleanText(own(v, "description")),
    })
  }
  if (servers.length === 0) servers.push(resolveServer("/", source))
  const options = servers.slice(0, MAX_SERVERS).map((url, i) => serverOption(context, url, items[i]))
  const first = (servers[0] ?? "").replace(/\/+$/, "")
  // "{scheme}://{host}/api" is absolute once its variables are filled in with their defaults.
  const filled = first.replace(
    /\{([^}]*)\}/g,
    (placeholder, name: string) => variables.get(name)?.example ?? placeholder,
  )
  if (!/^https?:\/\//i.test(filled)) {
    notes.push(
      `The document gives no absolute server address ("${first || "/"}"), so requests need one: open it from its URL, or edit the address.`,
    )
  }
  return { baseUrl: first, servers, options, variables }
}

/** One server as the picker offers it: its address (no trailing slash), description and variables. */
function serverOption(context: MapContext, url: string, item: object | undefined): ServerOption {
  const description = cleanText(own(item ?? {}, "description"), 200)
  const variables = entries(own(item ?? {}, "variables")).flatMap(([name, variable]) => {
    const v = obj(variable)
    const values = arr(own(v, "enum")).flatMap((value) => {
      const text = exampleText(context, value)
      return text === undefined ? [] : [text]
    })
    const fallback = exampleText(context, own(v, "default")) ?? values[0] ?? ""
    const text = cleanText(own(v, "description"), 200)
    return name
      ? [
          {
            name,
            default: fallback,
            ...(values.length > 0 ? { enum: values } : {}),
            ...(text ? { description: text } : {}),
          },
        ]
      : []
  })
  return {
    // As the base URL is written ("/" → "", so a path is not read as "//host").
    url: url.replace(/\/+$/, ""),
    ...(description ? { description } : {}),
    ...(variables.length > 0 ? { variables } : {}),
  }
}

/**
 * An operation's or path item's own servers, when they differ from the document's (Box's uploads on
 * upload.box.com): undefined when it has none or the same ones.
 */
export function ownServers(
  context: MapContext,
  list: readonly Json[],
  documentServers: ReadonlySet<string>,
  source: ImportSource,
): ServerOption[] | undefined {
  const items = list.map(obj).filter((item) => cleanText(own(item, "url"), 2000) !== "")
  if (items.length === 0 || items.every((item) => documentServers.has(serverUrl(item)))) return undefined
  return items.slice(0, MAX_SERVERS).map((item) => serverOption(context, resolveServer(serverUrl(item), source), item))
}

/** A server URL as written, for comparing an operation's own server with the document's. */
export function serverUrl(server: Json | undefined): string {
  return cleanText(own(obj(server), "url"), 2000)
}
