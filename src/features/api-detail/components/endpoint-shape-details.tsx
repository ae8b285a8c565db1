import type { Endpoint } from "@/data/api-schema"
import { schemaOutline } from "@/lib/schema-outline"
import { endpointShape } from "../endpoint-shape"

/**
 * An opened endpoint's body and main response, each closed ("Body · schema", "Response 200 · example"). Only the
 * opened API's route draws it (its renderDetails): catalogue pages never download it.
 */
export function EndpointShapeDetails({
  endpoint,
}: {
  endpoint: Pick<Endpoint, "requestBodies" | "responses" | "body">
}) {
  const parts = endpointShape(endpoint)
  if (parts.length === 0) return null
  return (
    <div className="flex flex-col gap-2">
      {parts.map((part) => (
        <details key={part.label} className="rounded-md border">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium">{part.label}</summary>
          {(part.example !== undefined || part.schema) && (
            <pre className="max-h-64 overflow-auto border-t bg-muted p-3 font-mono text-xs text-foreground">
              {part.example ?? (part.schema && schemaOutline(part.schema))}
            </pre>
          )}
        </details>
      ))}
    </div>
  )
}
