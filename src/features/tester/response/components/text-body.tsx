import { useMemo, type ClipboardEvent } from "react"
import { DISPLAY_LIMIT_BYTES, formatBytes, type ResponseResult } from "../../send/send-request"
import { copiedText, textChunks } from "../text-chunks"
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
        <BodyText text={body.text} label={isJsonError ? "Response body (invalid JSON)" : "Response body"} />
      )}
    </div>
  )
}

// Laid out only when scrolled into view; until then as tall as its estimated rows (`auto`: then as tall as it was).
const CHUNK_CLASS = "block [content-visibility:auto]"

/** The text in blocks the browser lays out as they scroll into view (text-chunks.ts), one block when it is short. */
function BodyText({ text, label }: { text: string; label: string }) {
  const chunks = useMemo(() => textChunks(text), [text])
  return (
    <pre
      className={PRE_CLASS}
      // A region that scrolls must be reachable by keyboard (WCAG 2.1.1); a <pre> is not focusable by itself.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={label}
      onCopy={copyAsIs}
    >
      {chunks.length <= 1
        ? text
        : chunks.map((chunk, index) => (
            <span key={index} className={CHUNK_CLASS} style={{ containIntrinsicBlockSize: `auto ${chunk.rows}lh` }}>
              {chunk.text}
            </span>
          ))}
    </pre>
  )
}

function copyAsIs(event: ClipboardEvent<HTMLPreElement>) {
  const text = copiedText(window.getSelection(), event.currentTarget)
  if (text === null) return
  event.clipboardData.setData("text/plain", text)
  event.preventDefault()
}
