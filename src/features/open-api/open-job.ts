import { withExampleUrls, type ApiWithExamples } from "@/lib/example-urls"
import { readTextWithin, sendHttpAndRead, type FetchLike, type HttpFailure } from "@/lib/http"
import type { LoadFile } from "./import/external-refs"
import type { ImportSource } from "./import/imported-api"
import { cannotOpen, openDocument, openDocumentAt } from "./import/open-document"
import { MAX_DOCUMENT_CHARS, parseText, tooLargeMessage } from "./import/parse-text"
import { openedId, toOpenedApi } from "./opened-api"

// One "Open" from start to finish, as the worker runs it (open.worker.ts): download or read the document, parse it,
// map it. Plain code with its platform parts passed in, so it is tested without a worker.

export type OpenRequest =
  | { kind: "url"; url: string; timeoutMs: number }
  | { kind: "file"; file: Blob; name: string }
  | { kind: "text"; text: string }

export type OpenPhase = "downloading" | "reading" | "parsing"

/** The opened API with its example URLs worked out (off the page's thread), as its page shows it. */
export type OpenOutcome = { ok: true; api: ApiWithExamples } | { ok: false; message: string }

export type OpenDeps = {
  fetch?: FetchLike
  isOnline?: () => boolean
  now?: () => Date
  onPhase?: (phase: OpenPhase) => void
  /** Given the upgraded document once it is mapped (the worker's second pass: response schemas). */
  onDocument?: ImportSource["onDocument"]
  /** Given a downloaded document's text once it is mapped: the worker names it by its text later (withDocumentId). */
  onText?: (text: string) => void
}

export const INVALID_URL_MESSAGE =
  "Type the full address of an OpenAPI or Swagger document, starting with https:// (or http://)."
export const CORS_MESSAGE =
  "The document could not be downloaded: its server does not let other websites read it (CORS), or it could not be reached. Download it and open the file, or paste its text."
export const OFFLINE_MESSAGE = "You are offline. Connect and try again, or open a file you have saved."

/** Why a download failed, for the visitor: what happened and what to do instead. Never quotes the URL. */
export function downloadFailureMessage(failure: HttpFailure): string {
  switch (failure.kind) {
    case "aborted":
      return "Opening was cancelled."
    case "timeout":
      return `The address did not send the document within ${Math.round(failure.timeoutMs / 1000)} seconds. Try again later, or download it and open the file.`
    case "offline":
      return OFFLINE_MESSAGE
    case "invalid-url":
    case "invalid-header":
      return INVALID_URL_MESSAGE
    case "redirect":
    case "network":
      return failure.kind === "network" && failure.phase === "body"
        ? "The connection broke while the document was downloading. Try again, or download it and open the file."
        : CORS_MESSAGE
    case "other":
      return `The document could not be downloaded${failure.message ? `: ${failure.message}` : ""}. Download it and open the file, or paste its text.`
  }
}

type Downloaded =
  /** `url`: where the text came from, after any redirects (relative references resolve against it). */
  | { text: string; url: string }
  | { failure: HttpFailure }
  | { status: string }
  /** Over MAX_DOCUMENT_CHARS bytes: its declared size, or undefined when the download was stopped at the limit. */
  | { size: number | undefined }
  /** A redirect led off the site the file had to come from (to `host`): its body was never read. */
  | { offSite: string }

/**
 * What a download of `url` gives: the text, or why not. The body is read within the 64 MB limit as it arrives (a
 * larger one is stopped there, never read to the end). With `site` (an origin), the answer must come from that
 * site: the browser follows redirects (it hides where a redirect leads until it has followed it), and an answer
 * whose final address is elsewhere is refused before its body is read.
 */
async function download(url: string, timeoutMs: number, deps: OpenDeps, site?: string): Promise<Downloaded> {
  const outcome = await sendHttpAndRead(
    {
      method: "GET",
      url,
      headers: { Accept: "application/json, application/yaml, text/yaml, text/plain;q=0.9, */*;q=0.8" },
      isKeyed: false,
    },
    { timeoutMs, ...(deps.fetch ? { fetch: deps.fetch } : {}), ...(deps.isOnline ? { isOnline: deps.isOnline } : {}) },
    async (response): Promise<Downloaded> => {
      // A stand-in Response (tests, a service worker's own) has no URL: it is the one asked for.
      const at = response.url || url
      const discard = () => void response.body?.cancel().catch(() => undefined)
      if (site !== undefined && new URL(at).origin !== site) {
        discard()
        return { offSite: new URL(at).host }
      }
      if (!response.ok) {
        discard()
        return { status: `${response.status}${response.statusText ? ` ${response.statusText}` : ""}` }
      }
      const body = await readTextWithin(response, MAX_DOCUMENT_CHARS)
      if (!body.ok) return { size: body.size }
      deps.onPhase?.("reading")
      return { text: body.text, url: at }
    },
  )
  return outcome.ok ? outcome.value : { failure: outcome.failure }
}

/** Why the document itself could not be downloaded: a sentence with what to do instead. */
function documentFailure(downloaded: Exclude<Downloaded, { text: string }>): string {
  if ("failure" in downloaded) return downloadFailureMessage(downloaded.failure)
  if ("size" in downloaded)
    return downloaded.size === undefined ? TOO_LARGE_WHILE_READING : tooLargeMessage(downloaded.size)
  // Only a referenced file is held to a site (the document's address may redirect anywhere): not reached.
  if ("offSite" in downloaded) return CORS_MESSAGE
  return `The server answered ${downloaded.status} instead of the document. Check the address, or open the file or paste its text.`
}

/** A download stopped at the limit: its real size is not known (the rest was never downloaded). */
export const TOO_LARGE_WHILE_READING = (() => {
  const limit = `${(MAX_DOCUMENT_CHARS / 1024 / 1024).toFixed(1)} MB`
  return `This document is larger than ${limit}; API Explorer opens documents up to ${limit}. Its download was stopped there.`
})()

/** Why a file the document refers to could not be used, as the end of a note ("…could not be downloaded: …"). */
function referencedFailure(downloaded: Exclude<Downloaded, { text: string } | { offSite: string }>): string {
  if ("status" in downloaded) return `its server answered ${downloaded.status}`
  if ("size" in downloaded) return "it is larger than 64 MB"
  if (downloaded.failure.kind === "timeout") return "it did not arrive in time"
  return "its server could not be reached or does not let other websites read it (CORS)"
}

/**
 * Loads the files a downloaded document's `$ref`s name, each with the same limits as the document, and only from
 * `site` (the document's origin after its own redirects): a file whose redirect leads elsewhere is refused unread.
 */
function fileLoader(timeoutMs: number, deps: OpenDeps, site: string): LoadFile {
  const quiet = { ...deps, onPhase: undefined }
  return async (url) => {
    const downloaded = await download(url, timeoutMs, quiet, site)
    if ("offSite" in downloaded) return { ok: false, redirectedTo: downloaded.offSite }
    if (!("text" in downloaded)) return { ok: false, message: referencedFailure(downloaded) }
    const parsed = parseText(downloaded.text)
    return parsed.ok ? { ...parsed, url: downloaded.url } : { ok: false, message: "it is not valid JSON or YAML" }
  }
}

/** The same text is the same document however it came (Your APIs lists it once: opened-store.ts). */
export function documentIdOf(text: string): string {
  return openedId(`text:${text}`)
}

/**
 * An API opened from an address, named by its document's text too. Done by the worker after the page has the API:
 * hashing Graph beta's 47 MB of text takes about 0.3 s of CPU on a desktop, which the page would otherwise wait for.
 */
export function withDocumentId(api: ApiWithExamples, text: string): ApiWithExamples {
  return api.source.kind === "opened" ? { ...api, source: { ...api.source, documentId: documentIdOf(text) } } : api
}

/** Runs one "Open": never throws. */
export async function runOpenJob(request: OpenRequest, deps: OpenDeps = {}): Promise<OpenOutcome> {
  const now = deps.now ?? (() => new Date())
  try {
    let text: string
    /** Where a downloaded document came from after its redirects: its references and servers resolve against it. */
    let downloadedFrom = ""
    if (request.kind === "url") {
      const url = request.url.trim()
      deps.onPhase?.("downloading")
      const downloaded = await download(url, request.timeoutMs, deps)
      if (!("text" in downloaded)) return { ok: false, message: documentFailure(downloaded) }
      text = downloaded.text
      downloadedFrom = downloaded.url
    } else if (request.kind === "file") {
      // Checked before reading: a 200 MB file is refused without loading it.
      if (request.file.size > MAX_DOCUMENT_CHARS) return { ok: false, message: tooLargeMessage(request.file.size) }
      deps.onPhase?.("reading")
      text = await request.file.text()
    } else {
      text = request.text
    }

    deps.onPhase?.("parsing")
    const result =
      request.kind === "url"
        ? await openDocumentAt(
            text,
            downloadedFrom,
            fileLoader(request.timeoutMs, deps, new URL(downloadedFrom).origin),
            deps.onDocument,
          )
        : openDocument(text, deps.onDocument ? { onDocument: deps.onDocument } : {})
    if (!result.ok) return result
    const openedAt = now().toISOString()
    if (request.kind === "url") {
      // Opening the same URL again replaces that API. Its document id (withDocumentId) is added once the page has it.
      deps.onText?.(text)
      const origin = { source: "url" as const, location: request.url.trim(), openedAt }
      return { ok: true, api: withExampleUrls(toOpenedApi(result.api, openedId(`url:${request.url.trim()}`), origin)) }
    }
    // A file or pasted text is the same API when its text is.
    const documentId = documentIdOf(text)
    const origin =
      request.kind === "file"
        ? { source: "file" as const, location: request.name, openedAt, documentId }
        : { source: "paste" as const, openedAt, documentId }
    return { ok: true, api: withExampleUrls(toOpenedApi(result.api, documentId, origin)) }
  } catch (error) {
    return cannotOpen(error)
  }
}
