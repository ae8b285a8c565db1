import { catalogueOAuth, type CatalogueOAuth } from "@/data/catalogue-oauth"
import type { OAuthScheme } from "@/lib/oauth/oauth-scheme"
import { FLOW_LABELS } from "./sign-in-choices"

// A catalogue API's sign-in (docs/oauth.md, "The catalogue's OAuth APIs"): the flows of its OAuth data that
// complete in a browser are offered as an opened API's are; each other flow is named with the reason it is not.

export type CatalogueSignIn = {
  /** The provider's scheme with only the flows a web page can complete (none: no 'Sign in' button). */
  schemes: OAuthScheme[]
  /** The flows not offered, each with why ("Client credentials": "…needs the app's client secret…"). */
  notOffered: { flow: string; why: string }[]
  /** Where the provider says how to get a token to paste. */
  tokenHelp: string
}

/**
 * catalogueSignIn(spotify) → { schemes: [Spotify with authorization code only], notOffered: [client credentials, why],
 * tokenHelp }; an entry whose flows all need a server (Reddit, PayPal) → no schemes, every flow with its reason.
 */
export function catalogueSignIn(entry: CatalogueOAuth | undefined): CatalogueSignIn | undefined {
  if (!entry) return undefined
  const inBrowser = new Set(entry.browser.flatMap((flow) => (flow.inBrowser ? [flow.type] : [])))
  const flows = entry.scheme.flows.filter((flow) => inBrowser.has(flow.type))
  return {
    schemes: flows.length > 0 ? [{ ...entry.scheme, flows }] : [],
    notOffered: entry.browser.flatMap((flow) =>
      flow.inBrowser ? [] : [{ flow: FLOW_LABELS[flow.type], why: flow.why }],
    ),
    tokenHelp: entry.tokenHelp,
  }
}

/** catalogueSignIn of a catalogue entry by its id (what the tester loads, with the data, for an `oauth` entry only). */
export function catalogueSignInOf(apiId: string): CatalogueSignIn | undefined {
  return catalogueSignIn(catalogueOAuth(apiId))
}
