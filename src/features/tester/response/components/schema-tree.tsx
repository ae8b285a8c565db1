import { useState } from "react"
import type { BodySchema } from "@/lib/request-body/body-schema"
import { schemaChildren, schemaType, type SchemaChild } from "@/lib/schema-outline"

type View = (schema: BodySchema) => BodySchema
const AS_IS: View = (schema) => schema

type SchemaTreeProps = {
  schema: BodySchema
  /**
   * How a node is read before it is shown: as is (the importer's resolved schemas), or, for the second pass's schemas
   * as written, following its `$ref`s (stored-schema.ts viewSchema) — so a level is only resolved when it opens.
   */
  view?: View
}

/** A documented schema as a tree that opens a level at a time: a closed branch draws none of what is inside it. */
export function SchemaTree({ schema, view = AS_IS }: SchemaTreeProps) {
  const shown = view(schema)
  return (
    <div className="font-mono text-xs">
      <p className="text-muted-foreground">{schemaType(shown)}</p>
      <SchemaRows schema={shown} view={view} />
    </div>
  )
}

function SchemaRows({ schema, view }: { schema: BodySchema; view: View }) {
  return (
    <ul className="flex flex-col gap-1 border-l pl-3">
      {schemaChildren(schema).map((child, index) => (
        <SchemaRow key={`${child.name}-${index}`} child={child} view={view} />
      ))}
    </ul>
  )
}

function SchemaRow({ child, view }: { child: SchemaChild; view: View }) {
  const [isOpen, setIsOpen] = useState(false)
  const schema = view(child.schema)
  const label = (
    <>
      <span className="font-semibold break-all">{child.name}</span>
      {child.isRequired && <span className="text-destructive"> (required)</span>}
      <span className="text-muted-foreground">: {schemaType(schema)}</span>
    </>
  )
  if (schemaChildren(schema).length === 0) return <li className="break-words">{label}</li>
  return (
    <li>
      <details onToggle={(event) => setIsOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer break-words">{label}</summary>
        {isOpen && <SchemaRows schema={schema} view={view} />}
      </details>
    </li>
  )
}
