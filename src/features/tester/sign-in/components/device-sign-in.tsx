import { ExternalLink } from "lucide-react"
import { useEffect, useRef, useState } from "react"
import { CopyButton } from "@/components/copy-button"
import { Button } from "@/components/ui/button"
import { DEVICE_TEXT, pollUntilDone, waitFor } from "../device-polling"
import { currentTime } from "../pending-sign-ins"
import {
  pollDeviceCode,
  startDeviceAuthorization,
  type Provider,
  type RefreshTarget,
  type SignedIn,
  type StartedDeviceSignIn,
} from "../sign-in-flow"
import { describeSignInProblem } from "../sign-in-problem"

type DeviceStatus =
  | { kind: "idle" }
  | { kind: "starting" }
  | { kind: "waiting"; started: StartedDeviceSignIn }
  | { kind: "error"; text: string }

export type DeviceSignInProps = {
  idPrefix: string
  /** The provider, or why it cannot be used (shown when the visitor presses Sign in). */
  provider: () => Provider | string
  clientId: string
  scopes: readonly string[]
  tokenHost: string
  /** The token, and what refreshing it needs: it becomes the key like any sign-in's. */
  onToken: (result: SignedIn, target: RefreshTarget) => void
}

/**
 * Device authorization (RFC 8628, docs/oauth.md): the provider gives a code, the visitor approves it on the
 * provider's page (any device), and this page polls the token endpoint until then. Cancel stops the polling at once.
 */
export function DeviceSignIn({ idPrefix, provider, clientId, scopes, tokenHost, onToken }: DeviceSignInProps) {
  const id = `${idPrefix}-device`
  const [status, setStatus] = useState<DeviceStatus>({ kind: "idle" })
  const controller = useRef<AbortController | null>(null)

  // Leaving the panel stops the polling.
  useEffect(() => () => controller.current?.abort(), [])

  async function handleStart() {
    const chosen = provider()
    if (typeof chosen === "string") return setStatus({ kind: "error", text: chosen })
    if (clientId === "") return setStatus({ kind: "error", text: "Enter the client id first." })
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    const { signal } = current
    setStatus({ kind: "starting" })
    try {
      const started = await startDeviceAuthorization({ provider: chosen, clientId, scopes, signal })
      if (signal.aborted) return
      setStatus({ kind: "waiting", started })
      const outcome = await pollUntilDone<SignedIn>({
        interval: started.interval,
        expiresIn: started.expiresIn,
        now: currentTime,
        wait: waitFor,
        poll: (pollSignal) => pollDeviceCode(chosen, clientId, started.deviceCode, pollSignal),
        signal,
      })
      if (outcome.kind === "cancelled") return
      if (outcome.kind === "token") {
        setStatus({ kind: "idle" })
        return onToken(outcome.token, {
          authorizationServer: chosen.authorizationServer,
          clientId,
          isLocal: chosen.isLocal,
        })
      }
      setStatus({ kind: "error", text: DEVICE_TEXT[outcome.kind] })
    } catch (error) {
      if (!signal.aborted) setStatus({ kind: "error", text: describeSignInProblem(error, tokenHost) })
    }
  }

  function handleCancel() {
    controller.current?.abort()
    controller.current = null
    setStatus({ kind: "idle" })
  }

  const isBusy = status.kind === "starting" || status.kind === "waiting"
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => void handleStart()} disabled={isBusy}>
          Sign in
        </Button>
        {isBusy && (
          <Button variant="outline" size="sm" onClick={handleCancel}>
            Cancel sign-in
          </Button>
        )}
      </div>
      {status.kind === "starting" && (
        <p role="status" className="text-sm">
          Asking the provider for a code…
        </p>
      )}
      {status.kind === "waiting" && (
        <div className="flex flex-col gap-2 rounded-md border p-3">
          <p id={`${id}-code-label`} className="text-sm">
            Open the provider's page, sign in there and enter this code:
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <output
              aria-labelledby={`${id}-code-label`}
              data-testid="device-user-code"
              className="rounded bg-muted px-3 py-1 font-mono text-2xl font-semibold break-all"
            >
              {status.started.userCode}
            </output>
            <CopyButton text={status.started.userCode} label="Copy code" />
          </div>
          <a
            href={status.started.verificationUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-fit items-center gap-1 text-sm break-all text-primary underline underline-offset-2"
          >
            {status.started.verificationUri}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <p role="status" className="text-sm">
            {DEVICE_TEXT.waiting}
          </p>
        </div>
      )}
      {status.kind === "error" && (
        <p role="alert" className="rounded-md border border-destructive p-2 text-sm">
          {status.text}
        </p>
      )}
    </div>
  )
}
