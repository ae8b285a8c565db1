// `npm run verify -- --directory` (docs/health-checks.md, "The directory"): which operations of the APIs.guru
// directory's APIs the verify engine can check, shaped like the status page's APIs (src/features/health/health-api.ts).
// Only what is about verification lives here: reading a download within its size limit (readDefinition), and which of
// an opened API's operations can be sent (toDirectoryApi). The index is read by its format module and each
// definition opened by the app's own importer (src/features/directory/directory-index-format.ts and
// src/features/open-api/import/open-document.ts, bundled for Node: scripts/lib/bundle-importer.mjs), so `$ref`s,
// examples, the base URL and security get the answers the app gives when a visitor opens the same API.

/** The largest definition a run reads (ADR 015: the directory's largest is far below). */
export const DEFINITION_LIMIT = 50e6

/**
 * A downloaded definition's text from its `response` (a fetch Response): throws "HTTP 503" for an error status, and
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
  return Buffer.concat(chunks, size).toString("utf8")
}

/** What toDirectoryApi says of the operations it leaves out, in the order a run prints them. */
const SKIPPED = ["no base URL", "not a GET", "a required parameter without an example", "a required header"]

/**
 * The base URL an endpoint is sent to: the API's, its `{variables}` filled with the endpoint's path parameters'
 * examples (the importer lists server variables among them, their defaults as examples); undefined unless that gives
 * an absolute http(s) address with nothing left to fill.
 */
function sendableBaseUrl(baseUrl, parameters, exampleOf) {
  const values = new Map(
    parameters.flatMap((p) => {
      const example = p.in === "path" ? exampleOf(p) : undefined
      return example === undefined ? [] : [[p.name, example]]
    }),
  )
  const filled = baseUrl.replace(/\{([^}]+)\}/g, (match, name) => values.get(name) ?? match)
  return /^https?:\/\/[^{}\s]+$/i.test(filled) ? filled : undefined
}

/**
 * The directory API `entry` ({ id, title }) as the verify engine's API, from `api`, the importer's answer for its
 * definition (openDocument's `api`, an ImportedApi): its GET operations whose required parameters are all in the path
 * or query and all have an example (`exampleOf`: src/lib/parameter-example.ts's pickExample for "hint", bundled: its
 * `example`, `x-example` or first of `examples`, else its default or first enum value) — nothing else can be sent
 * without a person filling something in. An operation the importer marks as taking a key (the API's scheme, unless it says `noKey`) is kept and comes
 * back "needs a key" (nothing sent), as on the catalogue.
 * Returns { api } (api undefined when nothing qualifies) and `skipped`: how many operations were left out, and why.
 */
export function toDirectoryApi(entry, api, exampleOf) {
  const skipped = Object.fromEntries(SKIPPED.map((reason) => [reason, 0]))
  const endpoints = []
  for (const endpoint of api?.endpoints ?? []) {
    if (!sendableBaseUrl(api.baseUrl, endpoint.parameters, exampleOf)) {
      skipped["no base URL"]++
      continue
    }
    if (endpoint.method !== "GET") {
      skipped["not a GET"]++
      continue
    }
    const required = endpoint.parameters.filter((p) => p.required)
    if (required.some((p) => p.in === "header")) {
      skipped["a required header"]++
      continue
    }
    if (required.some((p) => exampleOf(p) === undefined)) {
      skipped["a required parameter without an example"]++
      continue
    }
    endpoints.push({
      name: endpoint.name,
      method: "GET",
      path: endpoint.path,
      parameters: required.map((p) => ({ name: p.name, in: p.in, required: true, example: exampleOf(p) })),
      ...(endpoint.keyPlacement ? { keyPlacement: endpoint.keyPlacement } : {}),
      ...(endpoint.noKey ? { noKey: true } : {}),
    })
  }
  if (endpoints.length === 0) return { skipped }
  return {
    api: {
      id: entry.id,
      name: entry.title,
      auth: api.auth,
      baseUrl: api.baseUrl,
      ...(api.keyPlacement ? { keyPlacement: api.keyPlacement } : {}),
      endpoints,
    },
    skipped,
  }
}
