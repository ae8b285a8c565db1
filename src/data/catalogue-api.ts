import type { Api, ApiEntry } from "./api-schema"

/**
 * A catalogue entry as the pages take an API: its researched facts (CORS, price, browser support) under
 * `source: { kind: "catalogue" }`, so code asks where an API came from before it reads them.
 */
export function catalogueApi(entry: ApiEntry): Api {
  const { cors, free, browser, serverOnlyReason, ...core } = entry
  return {
    ...core,
    source: { kind: "catalogue", cors, free, browser, ...(serverOnlyReason === undefined ? {} : { serverOnlyReason }) },
  }
}
