import { mapOnce, type MapContext } from "./context"
import { mediaExample } from "./examples"
import type { ImportedResponse } from "./imported-api"
import { own } from "./refs"
import { capExample, MEDIA_TYPES_LIMIT } from "./request-bodies"
import { cleanText, entries } from "./text"
import type { MediaType, Operation, Response } from "./view"

/** Statuses kept per operation (a real one documents a handful; a hostile one, any number). */
const RESPONSES_LIMIT = 50

/** The documented responses of an operation: status, description, media types and the first example given. */
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
  for (const [, media] of content) {
    const value = context.refs.resolve<MediaType>(media)
    example = value ? capExample(context, mediaExample(context, value)) : undefined
    if (example !== undefined) break
  }
  return {
    status: cleanText(status, 20),
    description: cleanText(own(response, "description"), 500),
    mediaTypes: content.map(([type]) => cleanText(type, 100)).filter(Boolean),
    ...(example === undefined ? {} : { example }),
  }
}
