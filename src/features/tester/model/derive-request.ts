import type { Api, Endpoint } from "@/data/api-schema"
import { buildTesterRequest, type OptIn, type TesterRequest } from "../request/tester-request"
import { SHORTENED_BODY_NOTE, shownOptIn } from "../request/body/shown-body"
import { operationLink, testerLink } from "../request/link/tester-link"
import type { ServerChoice } from "../request/parameters/server-choice"

/** The request the draft makes, built once: the URL on screen, Send, every snippet and history use it. */
export type DerivedRequest = {
  request: TesterRequest
  /**
   * What the code on screen is built from: `request`, or — past 20,000 characters of body — the same request with
   * its body shortened (a 10 MB body in every code element took 3.6–5.1 s per click). Copy builds the whole one.
   */
  shown: TesterRequest
  /** Said under shortened code. */
  note: string | undefined
}

export function deriveRequest(
  choice: Pick<ServerChoice, "api" | "endpoint" | "values">,
  apiKey: string,
  optIn: OptIn,
  values: Readonly<Record<string, string>> = choice.values,
): DerivedRequest {
  const build = (body: OptIn) =>
    buildTesterRequest({ api: choice.api, endpoint: choice.endpoint, values, apiKey, optIn: body })
  const request = build(optIn)
  const display = shownOptIn(optIn)
  return display.isShortened
    ? { request, shown: build(display.optIn), note: SHORTENED_BODY_NOTE }
    : { request, shown: request, note: undefined }
}

export type ShareLinkInput = {
  api: Api
  endpoint: Endpoint
  /** The page's own address (the tester renders only in the browser, after hydration). */
  location: Pick<Location, "origin" | "pathname">
  values: Readonly<Record<string, string>>
  names: readonly string[]
  apiKey: string
  marked: ReadonlySet<string>
}

/**
 * The share link and whether it opens in this browser only. An API opened from an address: a link that opens its
 * document, then this operation, in any browser; one opened from a file or a paste lives in this browser only.
 * Never the key or a value the document marks as a credential (tester-link.ts).
 */
export function deriveShareLink({ api, endpoint, location, values, names, apiKey, marked }: ShareLinkInput): {
  href: string
  isLocal: boolean
} {
  const opened = api.source.kind === "opened" ? api.source : undefined
  const documentUrl = opened?.source === "url" ? opened.location : undefined
  const href = documentUrl
    ? operationLink(location.origin, documentUrl, endpoint.method, endpoint.path, values, names, apiKey, marked)
    : testerLink(location.origin, location.pathname, api.endpoints.indexOf(endpoint), values, names, apiKey, marked)
  return { href, isLocal: opened !== undefined && !documentUrl }
}
