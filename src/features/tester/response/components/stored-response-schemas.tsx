import type { BodySchema } from "@/lib/request-body/body-schema"
import { storedMediaOf, viewSchema } from "../stored-schema"
import type { StoredSchemas } from "../use-stored-schemas"
import { SchemaTree } from "./schema-tree"

type StoredResponseSchemasProps = { stored: StoredSchemas; operation: string; status: string }

/**
 * An opened API's documented response's schemas, one tree per media type, from what the importer's second pass kept
 * (docs/conformance.md); while it has not kept them, says so (the trees show when they arrive).
 */
export function StoredResponseSchemas({ stored, operation, status }: StoredResponseSchemasProps) {
  if (stored.kind === "loading") return <p className="text-xs text-muted-foreground">Reading the schema…</p>
  if (stored.kind === "preparing")
    return (
      <p role="status" className="text-xs text-muted-foreground">
        The schemas are being prepared; they show here when ready.
      </p>
    )
  if (stored.kind === "none")
    return <p className="text-xs text-muted-foreground">No schemas are kept for this API in this browser.</p>
  const { record } = stored
  const view = (schema: BodySchema) => viewSchema(schema, record)
  const shown = storedMediaOf(record, operation, status).filter((media) => media.schema !== null)
  // One media type is named above already (the response's media types); several are told apart here.
  return shown.map((media) => (
    <div key={media.mediaType} className="flex flex-col gap-1">
      <h4 className="text-xs font-semibold">
        Schema
        {shown.length > 1 && <span className="font-mono font-normal break-all"> {media.mediaType}</span>}
      </h4>
      <SchemaTree schema={media.schema as BodySchema} view={view} />
    </div>
  ))
}
