import { Trash2 } from "lucide-react"
import { useEffect, useState, type ReactNode } from "react"
import { Link } from "react-router"
import { Button } from "@/components/ui/button"
import { paths } from "@/config/paths"
import type { ApiWithExamples } from "@/lib/example-urls"
import { listOpened, loadOpened, removeOpened, saveOpened, type OpenedSummary } from "../opened-store"
import { originText } from "../opened-text"

type ListState =
  | { status: "loading" }
  | { status: "ready"; apis: OpenedSummary[]; notice?: string }
  | { status: "error"; message: string }

function toListState(result: Awaited<ReturnType<typeof listOpened>>): ListState {
  return result.ok
    ? { status: "ready", apis: result.apis, notice: result.notice }
    : { status: "error", message: result.message }
}

/** The API last removed, kept in memory until the next Remove so that Undo can put it back. */
type Removed = { name: string; api: ApiWithExamples | undefined }

/**
 * "Your APIs": what this browser keeps, newest first, one compact row each (its page and a Remove button, with
 * Undo). Once it lists anything it comes before `form` (the way to open another), which otherwise comes first.
 */
export function YourApis({ form }: { form?: ReactNode }) {
  const [state, setState] = useState<ListState>({ status: "loading" })
  const [problem, setProblem] = useState("")
  const [removed, setRemoved] = useState<Removed | null>(null)

  async function refresh() {
    setState(toListState(await listOpened()))
  }

  useEffect(() => {
    let isCurrent = true
    void listOpened().then((result) => {
      if (isCurrent) setState(toListState(result))
    })
    return () => {
      isCurrent = false
    }
  }, [])

  async function remove(summary: OpenedSummary) {
    const api = await loadOpened(summary.id)
    const result = await removeOpened(summary.id)
    setProblem(result.ok ? "" : result.message)
    setRemoved(result.ok ? { name: summary.name, api } : null)
    await refresh()
    document.getElementById("your-apis-heading")?.focus()
  }

  async function undo() {
    if (!removed?.api) return
    const result = await saveOpened(removed.api)
    setProblem(result.ok ? "" : result.message)
    setRemoved(null)
    await refresh()
    document.getElementById("your-apis-heading")?.focus()
  }

  const hasApis = state.status === "ready" && state.apis.length > 0
  const list = (
    <section key="list" aria-labelledby="your-apis-heading" className="flex flex-col gap-3">
      <h2 id="your-apis-heading" tabIndex={-1} className="text-xl font-semibold outline-none">
        Your APIs
      </h2>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <p role="status" className="flex flex-wrap items-center gap-2 text-sm empty:hidden">
        {removed && (
          <>
            <span>Removed {removed.name}.</span>
            {removed.api && (
              <Button variant="outline" size="sm" onClick={() => void undo()}>
                Undo
              </Button>
            )}
          </>
        )}
      </p>
      {state.status === "loading" && (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your APIs…
        </p>
      )}
      {state.status === "ready" && state.notice && (
        <p role="alert" className="rounded-md border border-warning bg-warning-soft p-3 text-sm text-foreground">
          {state.notice}
        </p>
      )}
      {state.status === "error" && (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      )}
      {state.status === "ready" && state.apis.length === 0 && (
        <p className="text-sm text-muted-foreground">
          APIs you open are kept in this browser and listed here. Nothing is sent to API Explorer.
        </p>
      )}
      {hasApis && (
        <ul className="divide-y rounded-xl border bg-card text-card-foreground">
          {state.apis.map((api) => (
            <li key={api.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="flex min-w-0 flex-col">
                <Link to={paths.opened.getHref(api.id)} className="truncate font-semibold text-primary hover:underline">
                  {api.name}
                </Link>
                <p className="truncate text-xs text-muted-foreground">
                  {api.endpointCount} {api.endpointCount === 1 ? "endpoint" : "endpoints"} · {originText(api)}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0"
                onClick={() => void remove(api)}
                aria-label={`Remove ${api.name}`}
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
  // Keyed, so moving the list before the form keeps the form's state (React moves the nodes).
  const formPart = <div key="form">{form}</div>
  return <>{hasApis ? [list, formPart] : [formPart, list]}</>
}
