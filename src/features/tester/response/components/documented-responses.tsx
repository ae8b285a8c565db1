import { useState } from "react"
import { Badge } from "@/components/ui/badge"
import type { DocumentedResponse } from "@/data/api-schema"
import { cn } from "@/lib/cn"
import { findDocumentedStatus } from "@/lib/conformance/documented-status"
import { useStoredSchemas } from "../use-stored-schemas"
import { SchemaTree } from "./schema-tree"
import { StoredResponseSchemas } from "./stored-response-schemas"

type DocumentedResponsesProps = {
  responses: readonly DocumentedResponse[]
  /** The live response's status, once one came back: highlighted among them, or said to be not in the description. */
  liveStatus?: number
  /**
   * An opened API's, whose responses carry no schema in the import's first pass: its id and operationKey, to show the
   * schemas the second pass keeps (docs/conformance.md).
   */
  stored?: { apiId: string; operation: string }
}

/**
 * The responses the description documents (docs/open-any-api.md), beside the live one: status, description, media
 * types, example and a schema tree, each closed until opened.
 */
export function DocumentedResponses({ responses, liveStatus, stored }: DocumentedResponsesProps) {
  // The stored schemas are read once a response is opened.
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set())
  const storedSchemas = useStoredSchemas(stored?.apiId ?? "", stored !== undefined && opened.size > 0)
  if (responses.length === 0) return null
  const live =
    liveStatus === undefined
      ? -1
      : findDocumentedStatus(
          liveStatus,
          responses.map((item) => item.status),
        )
  return (
    <section aria-labelledby="documented-responses" className="mt-6 flex flex-col gap-3 border-t pt-4">
      <h3 id="documented-responses" className="text-sm font-semibold">
        Documented responses
      </h3>
      {liveStatus !== undefined && live === -1 && (
        <p className="text-sm">
          <Badge tone="warning">{liveStatus}</Badge> The live response&apos;s status is not in the description.
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {responses.map((response, index) => (
          <li
            key={`${response.status}-${index}`}
            className={cn("rounded-md border", index === live && "border-2 border-primary")}
          >
            <details
              onToggle={(event) => {
                const isOpen = event.currentTarget.open
                setOpened((current) => {
                  const next = new Set(current)
                  if (isOpen) next.add(index)
                  else next.delete(index)
                  return next
                })
              }}
            >
              <summary className="flex cursor-pointer flex-wrap items-center gap-2 px-3 py-2 text-sm">
                <span className="font-mono font-semibold">{response.status}</span>
                <span className="min-w-0 flex-1 break-words">{response.description}</span>
                {index === live && <Badge tone="success">Live response</Badge>}
              </summary>
              <div className="flex flex-col gap-2 border-t px-3 py-2 text-sm">
                {response.mediaTypes.length > 0 && (
                  <p className="font-mono text-xs break-all">{response.mediaTypes.join(", ")}</p>
                )}
                {response.example !== undefined && (
                  <div className="flex flex-col gap-1">
                    <h4 className="text-xs font-semibold">Example</h4>
                    <pre className="max-h-64 overflow-auto rounded-md bg-muted p-2 font-mono text-xs text-foreground">
                      {response.example}
                    </pre>
                  </div>
                )}
                {response.schema && (
                  <div className="flex flex-col gap-1">
                    <h4 className="text-xs font-semibold">Schema</h4>
                    <SchemaTree schema={response.schema} />
                  </div>
                )}
                {!response.schema && stored && opened.has(index) && (
                  <StoredResponseSchemas stored={storedSchemas} operation={stored.operation} status={response.status} />
                )}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  )
}
