import { Trash2 } from "lucide-react"
import { useEffect, useState } from "react"
import { Link } from "react-router"
import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import { paths } from "@/config/paths"
import { listOpened, removeOpened, type OpenedSummary } from "../opened-store"
import { originText } from "../opened-text"

type ListState =
  { status: "loading" } | { status: "ready"; apis: OpenedSummary[] } | { status: "error"; message: string }

function toListState(result: Awaited<ReturnType<typeof listOpened>>): ListState {
  return result.ok ? { status: "ready", apis: result.apis } : { status: "error", message: result.message }
}

/** "Your APIs": what this browser keeps, newest first, each with its page and a Remove button. */
export function YourApis() {
  const [state, setState] = useState<ListState>({ status: "loading" })
  const [problem, setProblem] = useState("")

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

  async function remove(api: OpenedSummary) {
    const result = await removeOpened(api.id)
    setProblem(result.ok ? "" : result.message)
    await refresh()
    document.getElementById("your-apis-heading")?.focus()
  }

  return (
    <section aria-labelledby="your-apis-heading" className="flex flex-col gap-4">
      <h2 id="your-apis-heading" tabIndex={-1} className="text-xl font-semibold outline-none">
        Your APIs
      </h2>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      {state.status === "loading" && (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your APIs…
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
      {state.status === "ready" && state.apis.length > 0 && (
        <ul className="flex flex-col gap-3">
          {state.apis.map((api) => (
            <li key={api.id}>
              <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="flex min-w-0 flex-col gap-1">
                  <Link
                    to={paths.opened.getHref(api.id)}
                    className="font-semibold break-words text-primary hover:underline"
                  >
                    {api.name}
                  </Link>
                  <p className="text-sm break-all text-muted-foreground">
                    {api.endpointCount} {api.endpointCount === 1 ? "endpoint" : "endpoints"} · {originText(api)}
                  </p>
                </div>
                <Button variant="outline" size="sm" onClick={() => void remove(api)} aria-label={`Remove ${api.name}`}>
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
