import { bodyKind } from "@/lib/request-body/body-schema"
import { BODY_DETAILS_FORMAT, type BodyDetails, type BodyDetailsRecord } from "@/lib/response-schemas/body-details"
import { bodyEncodingOf, bodySchemaOf } from "./body-schemas"
import { mapContext } from "./map-context"
import { NAMED_EXAMPLE_LIMIT } from "./examples"
import { keyedOperations } from "./paths"
import { capExample, MEDIA_TYPES_LIMIT } from "./request-bodies"
import { own, RefResolver, type Json } from "./refs"
import { cleanText, entries } from "./text"
import type { MediaType, RequestBody } from "./document-types"

// The importer's second pass, request bodies (docs/open-any-api.md, "The body form"): after the API is on the page and
// its response schemas are kept, the worker collects each operation's request body media types with their schemas
// (body-schemas.ts: resolved, capped, shared), a form's `encoding` and the named `examples`, for the tester's body
// form and 'Example' picker. Left out of the first pass: keeping body schemas there doubled Stripe's import time.

/**
 * An upgraded document (OpenAPI 3.0 or 3.1) → its request bodies' details by operation ("POST /pets", the path as the
 * app lists it) and media type. Operations without a body, and media types with nothing to keep, are left out.
 */
export function collectBodyDetails(document: Json): BodyDetailsRecord {
  const refs = new RefResolver(document)
  const context = mapContext(refs, true)
  const record: BodyDetailsRecord = { format: BODY_DETAILS_FORMAT, operations: {} }
  for (const { key, operation } of keyedOperations(refs, document)) {
    const body = refs.resolve<RequestBody>(operation.requestBody)
    const media: { [mediaType: string]: BodyDetails } = {}
    for (const [type, raw] of entries(own(body ?? {}, "content")).slice(0, MEDIA_TYPES_LIMIT)) {
      const value = refs.resolve<MediaType>(raw)
      // Cleaned first, so " __proto__" is caught too (as a key it would change the record's prototype).
      const mediaType = cleanText(type, 100)
      if (!value || mediaType === "" || mediaType === "__proto__") continue
      const kind = bodyKind(mediaType)
      const schema = bodySchemaOf(context, own(value, "schema"), kind === "xml")
      const encoding =
        kind === "form" || kind === "multipart" ? bodyEncodingOf(context, own(value, "encoding")) : undefined
      const examples = bodyExamples(context, value)
      const details: BodyDetails = {
        ...(schema === undefined ? {} : { schema }),
        ...(encoding === undefined ? {} : { encoding }),
        ...(examples.length === 0 ? {} : { examples }),
      }
      if (Object.keys(details).length > 0) media[mediaType] = details
    }
    if (Object.keys(media).length > 0) record.operations[key] = media
  }
  return record
}

/**
 * A media type's named `examples` as body text, in document order, at most NAMED_EXAMPLE_LIMIT: a string as it is,
 * anything else as JSON with 2-space indents (capExample: one too big is left out, never cut into invalid JSON).
 */
function bodyExamples(context: ReturnType<typeof mapContext>, media: object): { name: string; value: string }[] {
  const named: { name: string; value: string }[] = []
  for (const [key, item] of entries(own(media, "examples"))) {
    if (named.length >= NAMED_EXAMPLE_LIMIT) break
    const example = context.refs.object(item)
    const value = example ? capExample(context, own(example, "value")) : undefined
    const name = cleanText(key, 100)
    if (value !== undefined && name !== "") named.push({ name, value })
  }
  return named
}
