import { DISPLAY_LIMIT_BYTES, formatBytes, type ResponseResult } from "../send-request"
import { objectUrlFor } from "../blob-urls"
import { DownloadLink } from "./download-link"

const PRE_CLASS =
  "max-h-96 overflow-auto rounded-md border bg-muted p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap break-all"

/** A response body as its type allows: text (never rendered as HTML), pretty JSON, an image, or a download. */
export function ResponseBody({ response }: { response: ResponseResult }) {
  const { body, url, contentType, size } = response
  const download = (label: string) => (
    <DownloadLink blob={body.blob} url={url} contentType={contentType} label={label} />
  )

  if (body.kind === "image") {
    return (
      <div className="flex flex-col items-start gap-3">
        <img
          src={objectUrlFor(body.blob)}
          alt={`Response body preview (${contentType}, ${formatBytes(size)})`}
          className="max-h-96 max-w-full rounded-md border bg-muted object-contain"
        />
        {download("Download image")}
      </div>
    )
  }

  if (body.kind === "binary") {
    return (
      <div className="flex flex-col items-start gap-3 rounded-md border bg-muted p-4 text-sm">
        <p>
          Binary response ({contentType || "unknown type"}, {formatBytes(size)}): it cannot be shown as text.
        </p>
        {download("Download response")}
      </div>
    )
  }

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
          {download("Download the whole body")}
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
