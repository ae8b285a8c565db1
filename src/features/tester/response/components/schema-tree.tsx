import { useState } from "react"
import type { BodySchema } from "@/lib/request-body/body-schema"
import { schemaChildren, schemaType, type SchemaChild } from "@/lib/schema-outline"

/** A documented schema as a tree that opens a level at a time: a closed branch draws none of what is inside it. */
export function SchemaTree({ schema }: { schema: BodySchema }) {
  return (
    <div className="font-mono text-xs">
      <p className="text-muted-foreground">{schemaType(schema)}</p>
      <SchemaRows schema={schema} />
    </div>
  )
}

function SchemaRows({ schema }: { schema: BodySchema }) {
  return (
    <ul className="flex flex-col gap-1 border-l pl-3">
      {schemaChildren(schema).map((child, index) => (
        <SchemaRow key={`${child.name}-${index}`} child={child} />
      ))}
    </ul>
  )
}

function SchemaRow({ child }: { child: SchemaChild }) {
  const [isOpen, setIsOpen] = useState(false)
  const label = (
    <>
      <span className="font-semibold break-all">{child.name}</span>
      {child.isRequired && <span className="text-destructive"> (required)</span>}
      <span className="text-muted-foreground">: {schemaType(child.schema)}</span>
    </>
  )
  if (schemaChildren(child.schema).length === 0) return <li className="break-words">{label}</li>
  return (
    <li>
      <details onToggle={(event) => setIsOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer break-words">{label}</summary>
        {isOpen && <SchemaRows schema={child.schema} />}
      </details>
    </li>
  )
}
