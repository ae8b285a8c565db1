import type { DocumentedBody, DocumentedResponse, Endpoint } from "@/data/api-schema"

// What an opened endpoint takes and returns, shown collapsed on its card: "Body · schema", "Response 200 · example".

export type ShapePart = {
  label: string
  /** Text shown as it is: the document's example (as the importer capped it), or a body's schema skeleton. */
  example?: string
  schema?: DocumentedBody["schema"]
}

function part(name: string, item: { example?: string; schema?: DocumentedBody["schema"] }): ShapePart {
  if (item.example !== undefined) return { label: `${name} · example`, example: item.example }
  if (item.schema) return { label: `${name} · schema`, schema: item.schema }
  return { label: name }
}

/** The response shown on a card: the first success (2xx or 2XX), else the first documented. */
function mainResponse(responses: readonly DocumentedResponse[]): DocumentedResponse | undefined {
  return responses.find((response) => /^2(\d\d|XX)$/i.test(response.status)) ?? responses[0]
}

/**
 * The body the endpoint takes (its first media type with an example or a schema) and the response it returns, each
 * with its example (preferred) or schema; parts with neither say only their name.
 */
export function endpointShape(endpoint: Pick<Endpoint, "requestBodies" | "responses" | "body">): ShapePart[] {
  const parts: ShapePart[] = []
  const bodies = endpoint.requestBodies ?? []
  const body = bodies.find((item) => item.example !== undefined || item.schema) ?? bodies[0]
  // The app's importer keeps no request-body schema (only npm run corpus asks for them): the prefilled body, a
  // skeleton of the schema when the document gives no example, stands for it.
  if (body && body.example === undefined && !body.schema && endpoint.body !== undefined)
    parts.push({ label: "Body · schema", example: endpoint.body })
  else if (body) parts.push(part("Body", body))
  const response = mainResponse(endpoint.responses ?? [])
  if (response) parts.push(part(`Response ${response.status}`, response))
  return parts
}
