// `npm run verify -- --directory` (docs/health-checks.md, "The directory"): which operations of the APIs.guru
// directory's APIs the verify engine can check, shaped like the status page's APIs (src/features/health/health-api.ts).
// Pure: the script fetches the index and the definitions, this reads them (readDefinition: a response's body, within
// its size limit).

/**
 * The index's entries (public/directory/index.json, format 1; src/features/directory/directory-index.ts reads the
 * same rows for the page): [{ id, title, url }], `url` the definition's address under the index's `specBase`, or
 * null when the index names no file. Throws on a file of another format.
 */
export function directoryEntries(index) {
  if (index?.format !== 1 || typeof index.specBase !== "string" || !Array.isArray(index.apis))
    throw new Error("the directory index is not format 1 (public/directory/index.json)")
  const files = ["openapi.json", "swagger.json"]
  return index.apis.flatMap((row) => {
    if (!Array.isArray(row)) return []
    const [title, providerIndex, service, version, file] = row
    const provider = index.providers?.[providerIndex]
    if (typeof title !== "string" || typeof provider !== "string" || typeof service !== "string") return []
    const id = service ? `${provider}/${service}` : provider
    const name = files[file]
    const segments = [provider, ...(service ? [service] : []), String(version)].map(encodeURIComponent)
    return [{ id, title, url: name ? `${index.specBase}${segments.join("/")}/${name}` : null }]
  })
}

/** The largest definition a run reads (ADR 015: the directory's largest is far below). */
export const DEFINITION_LIMIT = 50e6

/**
 * A downloaded definition's JSON from its `response` (a fetch Response): throws "HTTP 503" for an error status, and
 * "over 50 MB" when the body is larger than `limit` bytes — said by its content-length (nothing read), or, when that
 * is missing or wrong, found while reading: the download stops there rather than holding the whole body.
 */
export async function readDefinition(response, limit = DEFINITION_LIMIT) {
  const over = () => new Error(`over ${limit >= 1e6 ? `${limit / 1e6} MB` : `${limit} bytes`}`)
  if (!response.ok) {
    await response.body?.cancel()
    throw new Error(`HTTP ${response.status}`)
  }
  if (Number(response.headers.get("content-length") ?? 0) > limit) {
    await response.body?.cancel()
    throw over()
  }
  const chunks = []
  let size = 0
  if (response.body) {
    const reader = response.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel()
        throw over()
      }
      chunks.push(value)
    }
  }
  return JSON.parse(Buffer.concat(chunks, size).toString("utf8"))
}

/** A local `$ref` ("#/components/parameters/id") resolved in `doc`, once; anything else as it is. */
function resolveRef(doc, value) {
  const ref = value?.$ref
  if (typeof ref !== "string" || !ref.startsWith("#/")) return value
  let target = doc
  for (const part of ref.slice(2).split("/")) target = target?.[part.replaceAll("~1", "/").replaceAll("~0", "~")]
  return target ?? value
}

/** A parameter's example as text, or undefined: `example`, the first of `examples`, `schema.example`, `x-example`. */
export function parameterExample(doc, parameter) {
  const first = (examples) => {
    if (typeof examples !== "object" || examples === null) return undefined
    const value = Object.values(examples)[0]
    return resolveRef(doc, value)?.value
  }
  const schema = resolveRef(doc, parameter.schema)
  const value = parameter.example ?? first(parameter.examples) ?? schema?.example ?? parameter["x-example"]
  if (value === undefined || value === null || typeof value === "object") return undefined
  return String(value)
}

/** The API's base URL: OpenAPI 3's first absolute server (variables at their defaults), Swagger 2's scheme + host + basePath. */
export function baseUrlOf(doc) {
  if (typeof doc?.openapi === "string") {
    const server = Array.isArray(doc.servers) ? doc.servers[0] : undefined
    if (typeof server?.url !== "string") return undefined
    const url = server.url.replace(/\{([^}]+)\}/g, (match, name) => server.variables?.[name]?.default ?? match)
    return /^https?:\/\/[^{}\s]+$/.test(url) ? url.replace(/\/$/, "") : undefined
  }
  if (typeof doc?.swagger === "string" && typeof doc.host === "string") {
    const scheme = Array.isArray(doc.schemes) && !doc.schemes.includes("https") ? doc.schemes[0] : "https"
    return `${scheme}://${doc.host}${(doc.basePath ?? "").replace(/\/$/, "")}`
  }
  return undefined
}

/**
 * The directory API `entry` ({ id, title }) as the verify engine's API: its GET operations whose required
 * parameters are all in the path or query and all have an example — nothing else can be sent without a person
 * filling something in. An operation that asks for credentials (its `security`, or the document's, without an
 * empty alternative) is kept and comes back "needs a key" (nothing sent), as on the catalogue.
 * Returns { api } (api undefined when nothing qualifies) and `skipped`: how many operations were left out, and why.
 */
export function toDirectoryApi(entry, doc) {
  const skipped = {
    "no base URL": 0,
    "not a GET": 0,
    "a required parameter without an example": 0,
    "a required header or body": 0,
  }
  const baseUrl = baseUrlOf(doc)
  const endpoints = []
  let needsKey = false
  for (const [path, rawItem] of Object.entries(doc?.paths ?? {})) {
    const item = resolveRef(doc, rawItem)
    if (typeof item !== "object" || item === null) continue
    for (const method of ["get", "put", "post", "delete", "options", "head", "patch", "trace"]) {
      const operation = item[method]
      if (typeof operation !== "object" || operation === null) continue
      if (!baseUrl) {
        skipped["no base URL"]++
        continue
      }
      if (method !== "get") {
        skipped["not a GET"]++
        continue
      }
      // Operation parameters override the path item's of the same name and place.
      const merged = new Map()
      for (const raw of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        const parameter = resolveRef(doc, raw)
        if (parameter && typeof parameter.name === "string") merged.set(`${parameter.in} ${parameter.name}`, parameter)
      }
      const required = [...merged.values()].filter((p) => p.required || p.in === "path")
      if (required.some((p) => p.in !== "path" && p.in !== "query") || operation.requestBody?.required) {
        skipped["a required header or body"]++
        continue
      }
      const parameters = required.map((p) => ({ name: p.name, required: true, example: parameterExample(doc, p) }))
      if (parameters.some((p) => p.example === undefined)) {
        skipped["a required parameter without an example"]++
        continue
      }
      const security = operation.security ?? doc.security ?? []
      const isKeyed =
        Array.isArray(security) && security.length > 0 && !security.some((s) => Object.keys(s ?? {}).length === 0)
      needsKey ||= isKeyed
      endpoints.push({
        name: String(operation.summary ?? operation.operationId ?? `GET ${path}`).slice(0, 200),
        method: "GET",
        path,
        parameters,
        ...(isKeyed ? {} : { noKey: true }),
      })
    }
  }
  if (endpoints.length === 0) return { skipped }
  // auth "apikey" without a key placement: the probe says "needs a key" for the keyed operations (nothing is sent)
  // and sends the others (marked noKey), as it does for the catalogue.
  return { api: { id: entry.id, name: entry.title, auth: needsKey ? "apikey" : "none", baseUrl, endpoints }, skipped }
}
