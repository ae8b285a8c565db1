import { LogIn } from "lucide-react"
import { lazy, Suspense, useState } from "react"
import { Button } from "@/components/ui/button"
import type { SignInPanelProps } from "./sign-in-panel"
import { ANSWER_KEY } from "../pending-sign-ins"

// The panel and oauth4webapi are their own chunk, fetched only when the visitor asks to sign in.
const SignInPanel = lazy(() => import("./sign-in-panel").then((module) => ({ default: module.SignInPanel })))

/** 'Sign in with OAuth…' in the tester of an API whose description has OAuth 2 / OpenID Connect schemes. */
export function SignInLauncher(props: SignInPanelProps) {
  // Open at once when coming back from a full-page sign-in, so the panel finishes it.
  const [isOpen, setIsOpen] = useState(() => hasFullPageAnswer())
  if (!isOpen)
    return (
      <div>
        <Button variant="outline" size="sm" onClick={() => setIsOpen(true)}>
          <LogIn aria-hidden="true" />
          Sign in with OAuth…
        </Button>
      </div>
    )
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">Loading sign-in…</p>}>
      <SignInPanel {...props} />
    </Suspense>
  )
}

function hasFullPageAnswer(): boolean {
  try {
    return sessionStorage.getItem(ANSWER_KEY) !== null
  } catch {
    return false
  }
}
