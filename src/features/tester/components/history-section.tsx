import { useNavigate } from "react-router"
import { paths } from "@/config/paths"
import type { ApiEntry } from "@/data/api-schema"
import { testerLink } from "../tester-link"
import type { HistoryEntry } from "../tester-history"
import { useTesterHistory } from "../use-tester-history"
import { HistoryPanel } from "./history-panel"

type HistorySectionProps = {
  idPrefix: string
  api: Pick<ApiEntry, "id">
  endpointIndex: number
  /** Restoring an entry of the endpoint on screen only refills its fields. */
  onRestoreHere: (values: Record<string, string>) => void
}

/**
 * The history panel wired to the stored history. Restoring an entry of another endpoint (or API) opens it through
 * its link, as a new browser history entry, so Back returns to where the visitor was.
 */
export function HistorySection({ idPrefix, api, endpointIndex, onRestoreHere }: HistorySectionProps) {
  const { history, remove, clear } = useTesterHistory()
  const navigate = useNavigate()

  function handleRestore(entry: HistoryEntry) {
    if (entry.apiId === api.id && entry.endpointIndex === endpointIndex) {
      onRestoreHere(entry.values)
      return
    }
    const names = Object.keys(entry.values)
    void navigate(testerLink("", paths.api.getHref(entry.apiId), entry.endpointIndex, entry.values, names, ""))
  }

  return (
    <HistoryPanel
      idPrefix={idPrefix}
      apiId={api.id}
      history={history}
      onRestore={handleRestore}
      onDelete={remove}
      onClear={clear}
    />
  )
}
