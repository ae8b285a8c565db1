import { useEffect, useState, useSyncExternalStore } from "react"
import { loadResponseSchemas, type ResponseSchemaRecord } from "@/lib/response-schemas/response-schemas"
import { schemaPassState, subscribeSchemaPass } from "@/lib/response-schemas/schema-pass"

/**
 * An opened API's stored response schemas, for its documented responses' schema trees (docs/conformance.md):
 * "loading" while IndexedDB is read, "ready" with them, "preparing" while the importer's second pass has not kept them
 * yet (read again when it has, no reload needed), "none" when none were kept (the visitor left before the pass, or the
 * browser refused storage). Read only once `isWanted` (a documented response is opened), one record at a time.
 */
export type StoredSchemas =
  { kind: "loading" } | { kind: "preparing" } | { kind: "none" } | { kind: "ready"; record: ResponseSchemaRecord }

export function useStoredSchemas(apiId: string, isWanted: boolean): StoredSchemas {
  const pass = useSchemaPass(apiId)
  const key = `${apiId}\n${pass ?? ""}`
  const [read, setRead] = useState<{ key: string; record: ResponseSchemaRecord | undefined }>()
  useEffect(() => {
    if (!isWanted) return
    let isCurrent = true
    void loadResponseSchemas(apiId).then((record) => {
      if (isCurrent) setRead({ key, record })
    })
    return () => {
      isCurrent = false
    }
  }, [apiId, key, isWanted])
  if (read?.key !== key) return { kind: "loading" }
  if (read.record) return { kind: "ready", record: read.record }
  return pass === "pending" ? { kind: "preparing" } : { kind: "none" }
}

/** Whether the importer's second pass is still to keep this API's schemas in this page (schema-pass.ts). */
export function useSchemaPass(apiId: string) {
  return useSyncExternalStore(
    subscribeSchemaPass,
    () => schemaPassState(apiId),
    () => undefined,
  )
}
