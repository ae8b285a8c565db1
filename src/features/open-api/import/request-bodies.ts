import { bodyKind } from "@/lib/request-body/body-schema"
import { sampleSchema } from "@/lib/schema-sample"
import { bodyEncodingOf, bodySchemaOf } from "./body-schemas"
import { mapOnce, type MapContext } from "./map-context"
import { jsonText, mediaExample } from "./examples"
import type { ImportedRequestBody } from "./imported-api"
import { own, type Json } from "./refs"
import { valueIds } from "./shared-values"
import { cleanText, entries } from "./text"
import type { MediaType, Operation, RequestBody } from "./document-types"

/** The largest prefilled JSON body kept (a bigger one is left out, not cut into invalid JSON). */
const BODY_LIMIT = 100_000
/** The largest example text kept per media type or response: the output is cloned to the page and IndexedDB. */
export const EXAMPLE_LIMIT = 4_000
/** Media types kept per body or response (a real one lists a handful). */
export const MEDIA_TYPES_LIMIT = 20

export function isJsonMedia(type: string): boolean {
  return /^application\/(?:[\w.+-]*\+)?json\b/i.test(type)
}

/**
 * An example as capped text: a string as it is, anything else as JSON; undefined when too big or too deep. An object
 * is written out once (GitHub's inline responses name the same `#/components/examples/…` again and again).
 */
export function capExample(context: MapContext, value: Json | undefined): string | undefined {
  if (value === undefined) return undefined
  const text =
    typeof value === "string"
      ? cleanText(value, EXAMPLE_LIMIT + 1)
      : typeof value === "object" && value !== null
        ? mapOnce(context, value, "example", () => jsonText(context, value, 2, EXAMPLE_LIMIT))
        : jsonText(context, value, 2, EXAMPLE_LIMIT)
  return text === undefined || text.length > EXAMPLE_LIMIT ? undefined : text
}

/** The operation's request body (resolved) and its media types, each with `[type, media object]`. */
function mediaOf(
  context: MapContext,
  operation: Operation,
): [RequestBody | undefined, [string, MediaType | undefined][]] {
  const body = context.refs.resolve<RequestBody>(operation.requestBody)
  const media = entries(own(body ?? {}, "content")).map(([type, media]): [string, MediaType | undefined] => [
    type,
    context.refs.resolve<MediaType>(media),
  ])
  return [body, media]
}

/** The JSON body an operation takes, as text to prefill the body editor: the document's example, else a skeleton. */
export function bodyExample(context: MapContext, operation: Operation): string | undefined {
  const json = mediaOf(context, operation)[1].find(([type]) => isJsonMedia(type))
  const media = json?.[1]
  if (!media) return undefined
  return mapOnce(context, media, "body example", () => {
    // The document's example wins, even `null` (GitHub's optional bodies say "send nothing" that way).
    const example = mediaExample(context, media)
    return example === undefined
      ? skeletonText(context, own(media, "schema"))
      : jsonText(context, example, 2, BODY_LIMIT)
  })
}

/**
 * A schema's sample as body text (src/lib/schema-sample.ts, a request's: readOnly properties left out), made once per
 * schema: 5,061 of Graph beta's JSON request bodies name their schema by `$ref`, 1,011 different ones.
 */
function skeletonText(context: MapContext, schema: Json | undefined): string | undefined {
  const target = context.refs.object(schema)
  if (!target) return undefined
  return mapOnce(context, target, "skeleton", () => {
    const value = sampleSchema(target, { resolve: (node) => context.refs.object(node as Json) })
    return value === undefined ? undefined : jsonText(context, value, 2, BODY_LIMIT)
  })
}

/**
 * Every media type of the operation's request body, with the example the document gives (not a skeleton), its schema
 * and, for a form or multipart body, its `encoding` (body-schemas.ts): what the tester builds the body from.
 */
export function requestBodies(context: MapContext, operation: Operation): ImportedRequestBody[] {
  const [body, media] = mediaOf(context, operation)
  if (!body) return []
  return mapOnce(context, body, "request bodies", () =>
    media
      .slice(0, MEDIA_TYPES_LIMIT)
      .map(([type, media]) => {
        const mediaType = cleanText(type, 100)
        const kind = bodyKind(mediaType)
        const example = media ? capExample(context, mediaExample(context, media)) : undefined
        const schema =
          media && context.schemas ? bodySchemaOf(context, own(media, "schema"), kind === "xml") : undefined
        const isForm = kind === "form" || kind === "multipart"
        const encoding =
          media && isForm && context.schemas ? bodyEncodingOf(context, own(media, "encoding")) : undefined
        return {
          mediaType,
          ...(example === undefined ? {} : { example }),
          ...(schema === undefined ? {} : { schema }),
          ...(encoding === undefined ? {} : { encoding }),
        }
      })
      .filter((body) => body.mediaType !== ""),
  )
}

/**
 * The key under which equal bodies are shared in one document (shared-values.ts): the schema and the example by number
 * (equal schemas are already one object, and writing a schema out as JSON for every body would cost what it weighs).
 */
export function bodyKeys(): (body: ImportedRequestBody) => string {
  const idOf = valueIds()
  return (body) => JSON.stringify([body.mediaType, idOf(body.example), idOf(body.schema), body.encoding])
}
