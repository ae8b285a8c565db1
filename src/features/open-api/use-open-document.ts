import { useCallback, useEffect, useRef, useState } from "react"
import { useNavigate } from "react-router"
import { paths } from "@/config/paths"
import type { OpenPhase, OpenRequest } from "./open-job"
import { openedPageSearch } from "./operation-link"
import { rememberOpened, reportStorageProblem } from "./opened-store"
import { openInWorker, prepareWorker, releaseWorker, type OpenTask } from "./run-in-worker"

export type OpenState =
  | { status: "idle" }
  | { status: "working"; phase: OpenPhase | "starting"; what: string }
  | { status: "error"; message: string }

/** How long a document's address may take to send it (a hung server ends with a message, or Cancel before). */
export const DOWNLOAD_TIMEOUT_MS = 60_000

/**
 * One "Open" at a time: runs it in a worker, shows its phase, and on success keeps the API and goes to its page.
 * A new Open, Cancel or leaving the page ends the one under way.
 */
export function useOpenDocument() {
  const [state, setState] = useState<OpenState>({ status: "idle" })
  const task = useRef<OpenTask | null>(null)
  const navigate = useNavigate()

  useEffect(() => () => task.current?.cancel(), [])
  // The importer's worker is started in the task after the form is up, ready for the first 'Open' (and again after
  // each one that failed or was cancelled); leaving the page ends it.
  useEffect(() => {
    if (state.status !== "idle" && state.status !== "error") return
    const timer = window.setTimeout(prepareWorker)
    return () => window.clearTimeout(timer)
  }, [state.status])
  useEffect(() => releaseWorker, [])

  const start = useCallback(
    // `linked`: the /open?url= link's query, whose `op` and values open that operation's tester (operation-link.ts).
    async (request: OpenRequest, what: string, linked?: URLSearchParams) => {
      task.current?.cancel()
      setState({ status: "working", phase: "starting", what })
      const current = openInWorker(request, (phase) =>
        setState((prev) => (prev.status === "working" ? { ...prev, phase } : prev)),
      )
      task.current = current
      const outcome = await current.result
      if (task.current !== current) return
      task.current = null
      if ("cancelled" in outcome) return setState({ status: "idle" })
      if (!outcome.ok) return setState({ status: "error", message: outcome.message })
      rememberOpened(outcome.api)
      const { id } = outcome.api
      // Shown now; kept a moment later (the worker writes it): a failure to keep it is said on its page.
      void current.saved.then((saved) => {
        if (saved && !saved.ok) reportStorageProblem(id, saved.message)
      })
      // The worker's second pass waits for the visitor to leave the page alone a moment, counted from here.
      current.secondPassWhenQuiet()
      const search = linked ? openedPageSearch(linked, outcome.api.endpoints) : ""
      await navigate(paths.opened.getHref(id) + (search ? `?${search}` : ""))
    },
    [navigate],
  )

  const cancel = useCallback(() => {
    task.current?.cancel()
    task.current = null
    setState({ status: "idle" })
  }, [])

  const openUrl = useCallback(
    (url: string, linked?: URLSearchParams) =>
      start({ kind: "url", url, timeoutMs: DOWNLOAD_TIMEOUT_MS }, url.trim(), linked),
    [start],
  )
  const openFile = useCallback((file: File) => start({ kind: "file", file, name: file.name }, file.name), [start])
  const openText = useCallback((text: string) => start({ kind: "text", text }, "the pasted text"), [start])

  return { state, openUrl, openFile, openText, cancel }
}

/** The line under way: "Downloading https://…/openapi.json…", "Opening petstore.yaml…". */
export function workingText(phase: OpenPhase | "starting", what: string): string {
  if (phase === "downloading") return `Downloading ${what}…`
  if (phase === "reading") return `Reading ${what}…`
  return `Opening ${what}…`
}
