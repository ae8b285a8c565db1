import { ExternalLink } from "lucide-react"
import type { CatalogueSignIn } from "../catalogue-sign-in"

/**
 * Under a catalogue API's key field (docs/oauth.md, "The catalogue's OAuth APIs"): each of the provider's flows this page
 * cannot complete, and why, and where the provider says how to get a token to paste instead.
 */
export function CatalogueOAuthNote({ signIn, apiName }: { signIn: CatalogueSignIn; apiName: string }) {
  if (signIn.notOffered.length === 0) return null
  return (
    <div className="flex flex-col gap-1.5 text-sm text-muted-foreground" data-catalogue-oauth-note="">
      <ul className="flex flex-col gap-1.5">
        {signIn.notOffered.map(({ flow, why }) => (
          <li key={flow}>
            <span className="font-medium text-foreground">{flow}</span> is not run here: {why}
          </li>
        ))}
      </ul>
      <p>
        <a
          href={signIn.tokenHelp}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-foreground underline underline-offset-2"
        >
          How to get a token for {apiName}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </div>
  )
}
