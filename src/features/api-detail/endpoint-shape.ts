import type { DocumentedBody, DocumentedResponse, Endpoint } from "@/data/api-schema"

// What an opened endpoint takes and returns, shown collapsed on its card: "Body · schema", "Response 200 · example".

export type ShapePart = {
  label: string
  /** The document's example (text, as the importer capped it), shown as it is. */
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
export function endpointShape(endpoint: Pick<Endpoint, "requestBodies" | "responses">): ShapePart[] {
  const parts: ShapePart[] = []
  const bodies = endpoint.requestBodies ?? []
  const body = bodies.find((item) => item.example !== undefined || item.schema) ?? bodies[0]
  if (body) parts.push(part("Body", body))
  const response = mainResponse(endpoint.responses ?? [])
  if (response) parts.push(part(`Response ${response.status}`, response))
  return parts
}
