import { parsePageParam, serializePageParam } from "@/lib/page-param"
import { LIST_PARAMS } from "./endpoint-param"

// A long endpoint list's state in the URL (an opened API's: /open/{id}?filter=mail&page=2), read and written like
// /explore's and /directory's (src/hooks/use-url-params.ts). Only ListedEndpoints imports it, so a catalogue API page
// never downloads it.

const [FILTER, PAGE] = LIST_PARAMS

export type ListParams = {
  /** As typed (filtering trims it and splits it into words). */
  filter: string
  /** 1-based; the list shows its last page when this is beyond it. */
  page: number
}

export const DEFAULT_LIST_PARAMS: Readonly<ListParams> = Object.freeze({ filter: "", page: 1 })

/** filter=mail&page=2 → { filter: "mail", page: 2 }; page=abc or none → page 1; never throws. */
export function parseListParams(search: URLSearchParams): ListParams {
  return { filter: search.get(FILTER) ?? "", page: parsePageParam(search.get(PAGE)) }
}

/** Defaults left out: { filter: "mail", page: 1 } → "filter=mail". */
export function serializeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams()
  if (params.filter !== "") search.set(FILTER, params.filter)
  const page = serializePageParam(params.page)
  if (page !== undefined) search.set(PAGE, page)
  return search
}

/** A changed filter goes back to page 1 unless the patch sets the page; typing the same filter keeps it. */
export function updateListParams(current: ListParams, patch: Partial<ListParams>): ListParams {
  const filter = patch.filter ?? current.filter
  return { filter, page: patch.page ?? (filter === current.filter ? current.page : 1) }
}
