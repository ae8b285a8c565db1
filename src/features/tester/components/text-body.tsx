import { DISPLAY_LIMIT_BYTES, formatBytes, type ResponseResult } from "../send-request"
import { DownloadLink } from "./download-link"

const PRE_CLASS =
  "max-h-96 overflow-auto rounded-md border bg-muted p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap break-all"

/** Today's text view: the (pretty) text, cut at the display limit with a note and a download. */
export function TextBody({ response }: { response: ResponseResult }) {
  const { body, url, contentType, size } = response
  if (body.kind !== "json" && body.kind !== "text") return null
  const isJsonError = body.kind === "text" && body.jsonError !== undefined
  return (
    <div className="flex flex-col gap-3">
      {body.kind === "text" && body.jsonError && (
        <p className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning">{body.jsonError}</p>
      )}
      {body.truncated && (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-warning-soft px-3 py-2 text-sm text-warning">
          <p>
            The body is {formatBytes(size)}, too large to show in full: this is its first{" "}
            {formatBytes(DISPLAY_LIMIT_BYTES)}.
          </p>
          <DownloadLink blob={body.blob} url={url} contentType={contentType} label="Download the whole body" />
        </div>
      )}
      {body.text === "" ? (
        <p className="text-sm text-muted-foreground">The response has no body.</p>
      ) : (
        <pre
          className={PRE_CLASS}
          // A region that scrolls must be reachable by keyboard (WCAG 2.1.1); a <pre> is not focusable by itself.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={isJsonError ? "Response body (invalid JSON)" : "Response body"}
        >
          {body.text}
        </pre>
      )}
    </div>
  )
}
