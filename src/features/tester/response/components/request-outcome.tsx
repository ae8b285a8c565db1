import { CircleAlert, LoaderCircle, WandSparkles } from "lucide-react"
import type { ReactNode } from "react"
import { Button } from "@/components/ui/button"
import type { RequestState } from "../../send/request-state"
import { placeholderErrorNote } from "../../request/parameters/first-send"
import { FILL_AND_RETRY } from "../../request/parameters/parameter-fields"
import { ResponseDetails } from "./response-details"

type RequestOutcomeProps = {
  state: RequestState
  /** The `{name}` placeholders the sent URL still held: a 4xx then says they are the likely cause. */
  placeholders?: readonly string[]
  /** Set when a 4xx came back for a request sent with required values empty that examples fill: fills and sends. */
  onFillAndRetry?: (() => void) | undefined
  /** Shown in the Error box after its message: what to do about it (a 401 sent without credentials: add them). */
  errorAction?: ReactNode
}

/** The Response tab (docs/behaviour.md §4): idle hint, spinner, Error box, or the response. */
export function RequestOutcome({ state, placeholders = [], onFillAndRetry, errorAction }: RequestOutcomeProps) {
  switch (state.status) {
    case "idle":
      return <p className="py-10 text-center text-muted-foreground">Send a request to see the response here</p>
    case "loading":
      return (
        <p className="flex items-center justify-center gap-2 py-10 text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          Sending request...
        </p>
      )
    case "error": {
      const note = state.error.kind === "http" ? placeholderErrorNote(state.error.response.status, placeholders) : null
      return (
        <div className="flex flex-col gap-4">
          <div
            role="alert"
            className="flex gap-3 rounded-md border border-destructive bg-destructive-soft p-4 text-destructive"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="flex flex-col gap-1">
              <p className="font-semibold">Error</p>
              <p className="break-words">{state.error.message}</p>
              {state.error.kind === "network" && <p className="text-sm text-foreground">{state.error.explanation}</p>}
              {note && <p className="text-sm text-foreground">{note}</p>}
              {errorAction}
            </div>
          </div>
          {onFillAndRetry && (
            <div>
              <Button variant="outline" size="sm" onClick={onFillAndRetry}>
                <WandSparkles aria-hidden="true" />
                {FILL_AND_RETRY}
              </Button>
            </div>
          )}
          {/* The Error box already says the status in red: the answer's own status pill stays neutral. */}
          {state.error.kind === "http" && <ResponseDetails response={state.error.response} isError />}
        </div>
      )
    }
    case "success":
      return <ResponseDetails response={state.response} />
  }
}
