import { useNavigate } from "react-router"
import { apiPageHref } from "@/config/paths"
import type { Api } from "@/data/api-schema"
import { depthState, readDepth } from "../../tester-depth"
import { testerLink } from "../../request/link/tester-link"
import type { HistoryEntry } from "../history-entries"
import { useTesterHistory } from "../use-tester-history"
import { HistoryList } from "./history-list"

type HistorySectionProps = {
  idPrefix: string
  api: Pick<Api, "id">
  endpointIndex: number
  /** Restoring an entry of the endpoint on screen only refills its fields. */
  onRestoreHere: (values: Record<string, string>) => void
}

/**
 * The history panel wired to the stored history. Restoring an entry of another endpoint (or API) opens it through
 * its link, as a new browser history entry, so Back returns to where the visitor was.
 */
export function HistorySection({ idPrefix, api, endpointIndex, onRestoreHere }: HistorySectionProps) {
  const { history, unsaved, remove, clear } = useTesterHistory()
  const navigate = useNavigate()

  function handleRestore(entry: HistoryEntry) {
    if (entry.apiId === api.id && entry.endpointIndex === endpointIndex) {
      onRestoreHere(entry.values)
      return
    }
    const names = Object.keys(entry.values)
    const href = testerLink("", apiPageHref(entry.apiId), entry.endpointIndex, entry.values, names, "")
    // Same API: one more entry of this tester (see use-link-values). Another API: a fresh page of its own.
    const depth = entry.apiId === api.id ? readDepth(window.history.state) + 1 : 0
    void navigate(href, { state: depthState(depth) })
  }

  return (
    <HistoryList
      idPrefix={idPrefix}
      apiId={api.id}
      history={history}
      unsaved={unsaved}
      onRestore={handleRestore}
      onDelete={remove}
      onClear={clear}
    />
  )
}
