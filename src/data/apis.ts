import type { ApiEntry } from "./api-schema"
import { FIRST_LIST } from "./apis-first"
import { SECOND_LIST } from "./apis-second"
import { mergeCatalogues } from "./merge-catalogue"

// Imported by browser pages: keep runtime imports free of zod (types from api-schema.ts are erased).

/** The built-in catalogue (docs/behaviour.md §1): both lists merged by id, the first list winning on overlap. */
export const APIS: readonly ApiEntry[] = mergeCatalogues(FIRST_LIST, SECOND_LIST)

const BY_ID = new Map(APIS.map((api) => [api.id, api]))

export function findApi(id: string): ApiEntry | undefined {
  return BY_ID.get(id)
}
