import { ChevronDown, Send, TriangleAlert, WandSparkles, X } from "lucide-react"
import { type ReactNode, type RefObject } from "react"
import { CopyButton } from "@/components/copy-button"
import { Button } from "@/components/ui/button"
import { cn } from "@/lib/cn"
import {
  ownHintPlaceholders,
  placeholderHints,
  QUERY_BODY_NOTE,
  splitUrl,
  unresolvedPlaceholders,
} from "../parameters/first-send"

/** The link button of an API opened from a file or a paste, whose page exists in this browser only. */
export const LOCAL_LINK_LABEL = "Share link (this browser only)"
export const LOCAL_LINK_COPIED = "Link copied: it opens in this browser only"

type RequestBarProps = {
  idPrefix: string
  method: string
  /** The URL as it will be sent, the key masked. */
  url: string
  /** The form 'Send Request' submits (it sits outside it, at the top of the request). */
  formId: string
  curl: () => string
  shareLink: string
  /** The API lives in this browser only (opened from a file or a paste): the link button and its feedback say so. */
  isLocalLink?: boolean
  isSending: boolean
  onCancel: () => void
  advanced: { open: boolean; panelId: string; onToggle: () => void }
  /** Set when the parameters go as a query string although the API reads a JSON body: opens that body. */
  onUseJsonBody?: (() => void) | undefined
  /** "latitude and longitude are required and empty", or null: every empty required parameter, path and query. */
  requiredHint?: string | null
  /** The required values that are empty (named by `requiredHint`): their placeholders get no line of their own. */
  requiredEmpty?: readonly string[]
  /** Set when some empty field has an example: 'Use example values' (under Send) fills them, then Send has focus. */
  onFillExamples?: (() => void) | undefined
  /** The notices about what will probably go wrong, shown above the buttons so they are read before Send. */
  children?: ReactNode
  /** 'Send Request': the view moves focus to it (the next step) when a button it pressed goes away. */
  sendRef: RefObject<HTMLButtonElement | null>
}

/**
 * The request's one bar: method and URL (unresolved `{name}` placeholders marked), the copy buttons, 'Advanced' and
 * 'Send Request'; under it, hints that never block sending: which required values are empty (with 'Use example values'
 * inline), which placeholders are still empty, and for a POST whose
 * parameters are JSON body fields, that they go as a query string, with a button that opens the JSON body.
 */
export function RequestBar({
  idPrefix,
  method,
  url,
  formId,
  curl,
  shareLink,
  isLocalLink = false,
  isSending,
  onCancel,
  advanced,
  onUseJsonBody,
  requiredHint,
  requiredEmpty = [],
  onFillExamples,
  children,
  sendRef,
}: RequestBarProps) {
  const id = `${idPrefix}-url`
  const placeholders = unresolvedPlaceholders(url)
  const hints = placeholderHints(ownHintPlaceholders(placeholders, requiredEmpty))
  // The URL is described by the lines about its placeholders: the required-and-empty one, then their own.
  const urlDescription = [
    requiredHint && placeholders.some((name) => requiredEmpty.includes(name)) && `${id}-required`,
    hints.length > 0 && `${id}-hints`,
  ].filter(Boolean)

  function handleFillExamples() {
    onFillExamples?.()
    // The button goes once nothing is left to fill: Send, the next step, takes focus rather than the page.
    sendRef.current?.focus()
  }
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-sm font-semibold">
        Request URL
      </h2>
      <div className="flex min-w-0 items-start gap-2 rounded-md bg-muted px-3 py-2 font-mono text-sm">
        <span className="shrink-0 font-semibold">{method}</span>
        <code className="min-w-0 flex-1 break-all" aria-describedby={urlDescription.join(" ") || undefined}>
          {splitUrl(url).map((part, index) =>
            part.placeholder === undefined ? (
              part.text
            ) : (
              <mark key={index} className="rounded-sm bg-warning-soft px-0.5 text-warning underline decoration-dotted">
                {part.text}
              </mark>
            ),
          )}
        </code>
      </div>
      {children}
      <div className="flex flex-wrap items-center gap-2">
        <CopyButton text={curl} label="Copy cURL" copiedLabel="cURL copied" />
        <CopyButton
          text={shareLink}
          label={isLocalLink ? LOCAL_LINK_LABEL : "Share link"}
          copiedLabel={isLocalLink ? LOCAL_LINK_COPIED : "Link copied"}
        />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            aria-expanded={advanced.open}
            aria-controls={advanced.panelId}
            onClick={advanced.onToggle}
          >
            Advanced
            <ChevronDown aria-hidden="true" className={cn("transition-transform", advanced.open && "rotate-180")} />
          </Button>
          {/* aria-disabled rather than disabled: a disabled button drops keyboard focus to <body>. */}
          <Button
            ref={sendRef}
            id={`${idPrefix}-send`}
            type="submit"
            form={formId}
            aria-disabled={isSending}
            aria-describedby={requiredHint ? `${id}-required` : undefined}
            className="min-w-40 aria-disabled:cursor-wait aria-disabled:opacity-60"
          >
            <Send aria-hidden="true" />
            {isSending ? "Sending..." : "Send Request"}
          </Button>
          {/* Its place is kept while nothing is sending (invisible: out of the Tab order and the accessibility
              tree), so Send → Sending... + Cancel moves nothing: Send keeps its width, Cancel appears in place. */}
          <Button variant="outline" onClick={onCancel} className={cn(!isSending && "invisible")}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        </div>
      </div>
      {(requiredHint || onFillExamples) && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          {requiredHint && (
            <p id={`${id}-required`} className="flex items-start gap-1.5 text-warning">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="break-words">{requiredHint}</span>
            </p>
          )}
          {onFillExamples && (
            <Button variant="outline" size="sm" onClick={handleFillExamples}>
              <WandSparkles aria-hidden="true" />
              Use example values
            </Button>
          )}
        </div>
      )}
      {hints.length > 0 && (
        <ul id={`${id}-hints`} className="flex flex-col gap-1 text-sm text-warning">
          {hints.map((hint) => (
            <li key={hint} className="flex items-start gap-1.5">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="break-words">{hint}</span>
            </li>
          ))}
        </ul>
      )}
      {onUseJsonBody && (
        <div role="note" className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <p>{QUERY_BODY_NOTE}</p>
          <Button variant="outline" size="sm" onClick={onUseJsonBody}>
            Use a JSON body
          </Button>
        </div>
      )}
    </section>
  )
}
