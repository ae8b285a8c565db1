import type { HealthApi } from "./health-api"

/**
 * What `npm run verify` (scripts/verify.mjs) may set before /status loads, as `window.__apiExplorerVerify`:
 * only some API ids, only some endpoints (by result key: one shard of `npm run verify --shard=i/n`), another
 * concurrency or timeout, or a test catalogue (its end-to-end test points one at a local server). A visitor's page never has it; nothing reads it before 'Check all APIs' is clicked.
 */
export type VerifySettings = {
  only?: string[]
  keys?: string[]
  concurrency?: number
  timeoutMs?: number
  apis?: HealthApi[]
  /**
   * APIs whose response schemas the script stored in this page's IndexedDB (the directory's: `npm run verify --
   * --directory`), so their answers are checked against their descriptions as an opened API's are.
   */
  schemaIds?: string[]
}

/** The settings, checked field by field; anything malformed is ignored. */
export function readVerifySettings(
  source: unknown = (globalThis as { __apiExplorerVerify?: unknown }).__apiExplorerVerify,
): VerifySettings {
  if (typeof source !== "object" || source === null) return {}
  const { only, keys, concurrency, timeoutMs, apis, schemaIds } = source as Record<string, unknown>
  const positive = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : undefined)
  const settings: VerifySettings = {}
  if (Array.isArray(only) && only.every((id) => typeof id === "string")) settings.only = only
  if (Array.isArray(keys) && keys.every((key) => typeof key === "string")) settings.keys = keys
  if (positive(concurrency)) settings.concurrency = positive(concurrency)
  if (positive(timeoutMs)) settings.timeoutMs = positive(timeoutMs)
  if (Array.isArray(apis)) settings.apis = apis as HealthApi[]
  if (Array.isArray(schemaIds) && schemaIds.every((id) => typeof id === "string")) settings.schemaIds = schemaIds
  return settings
}
