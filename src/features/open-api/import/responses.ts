import { bodySchemaOf } from "./body-schemas"
import { mapOnce, type MapContext } from "./map-context"
import { mediaExample } from "./examples"
import type { ImportedResponse } from "./imported-api"
import { own } from "./refs"
import type { BodySchema } from "@/lib/request-body/body-schema"
import { capExample, MEDIA_TYPES_LIMIT } from "./request-bodies"
import { valueIds } from "./shared-values"
import { cleanText, entries } from "./text"
import type { MediaType, Operation, Response } from "./document-types"

/** Statuses kept per operation (a real one documents a handful; a hostile one, any number). */
const RESPONSES_LIMIT = 50

/**
 * The documented responses of an operation: status, description, media types, the first example given and the first
 * schema (the request bodies' compact form, body-schemas.ts: a component used by many responses is one object; its
 * writeOnly properties left out, its readOnly ones kept).
 */
export function mapResponses(context: MapContext, operation: Operation): ImportedResponse[] {
  const { refs } = context
  const responses: ImportedResponse[] = []
  for (const [status, raw] of entries(own(operation, "responses")).slice(0, RESPONSES_LIMIT)) {
    const response = refs.resolve<Response>(raw)
    if (response)
      responses.push(mapOnce(context, response, `response ${status}`, () => mapResponse(context, status, response)))
  }
  return responses
}

function mapResponse(context: MapContext, status: string, response: Response): ImportedResponse {
  const content = entries(own(response, "content")).slice(0, MEDIA_TYPES_LIMIT)
  let example: string | undefined
  let schema: BodySchema | undefined
  for (const [, media] of content) {
    const value = context.refs.resolve<MediaType>(media)
    if (!value) continue
    example ??= capExample(context, mediaExample(context, value))
    if (context.schemas) schema ??= bodySchemaOf(context, own(value, "schema"), false, "response")
    if (example !== undefined && (schema !== undefined || !context.schemas)) break
  }
  return {
    status: cleanText(status, 20),
    description: cleanText(own(response, "description"), 500),
    mediaTypes: content.map(([type]) => cleanText(type, 100)).filter(Boolean),
    ...(example === undefined ? {} : { example }),
    ...(schema === undefined ? {} : { schema }),
  }
}

/**
 * The key under which equal responses are shared in one document (shared-values.ts): the schema and the example by
 * number (equal schemas are already one object; writing each out as JSON again would cost what it weighs, every time).
 */
export function responseKeys(): (response: ImportedResponse) => string {
  const idOf = valueIds()
  return ({ schema, example, ...rest }) => JSON.stringify([rest, idOf(schema), idOf(example)])
}
