import { useEffect, useState } from "react"
import { SimplePage } from "@/app/components/simple-page"
import { routeMeta } from "@/config/meta"
import { relayCallback, relayText, SIGN_IN_CHANNEL } from "@/features/tester/sign-in/callback-relay"

export const meta = () => [
  ...routeMeta("Signing in", "Where an OAuth provider sends you back after signing in from the tester."),
  { name: "robots", content: "noindex" },
]

/**
 * The OAuth redirect URI (docs/oauth.md): hands the provider's answer to the tester's tab, takes the code out of the
 * address bar and history, and closes the window (or, after a full-page sign-in, goes back to the tester). Shows why when the answer matches no sign-in in progress.
 */
export default function OAuthCallbackRoute() {
  const [text, setText] = useState("Handing the sign-in answer to the tester…")
  useEffect(() => {
    const channel = new BroadcastChannel(SIGN_IN_CHANNEL)
    const outcome = relayCallback(
      window.location.search,
      localStorage,
      Date.now(),
      (message) => channel.postMessage(message),
      sessionStorage,
      window.location.hash,
    )
    channel.close()
    // The code, the implicit flow's token in the fragment, or the error stays out of the address bar, this window's
    // history and anything copied from it (the pathname alone drops both query and fragment).
    window.history.replaceState(null, "", window.location.pathname)
    // Known only in the browser, after hydration (the page is prerendered): shown once, never changed again.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the outcome of a one-time step outside React
    setText(relayText(outcome))
    if (outcome.kind === "relayed") window.close()
    // A full-page sign-in: back to the tester, which finishes it; this page is replaced, not kept in history.
    if (outcome.kind === "return") window.location.replace(outcome.to)
  }, [])
  return (
    <SimplePage title="Signing in">
      <p role="status">{text}</p>
    </SimplePage>
  )
}
