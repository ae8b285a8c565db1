import { ChevronDown, Send, TriangleAlert, X } from "lucide-react"
import type { ReactNode } from "react"
import { CopyButton } from "@/components/copy-button"
import { Button } from "@/components/ui/button"
import { cn } from "@/lib/cn"
import { placeholderHints, QUERY_BODY_NOTE, splitUrl, unresolvedPlaceholders } from "../first-send"

type RequestBarProps = {
  idPrefix: string
  method: string
  /** The URL as it will be sent, the key masked. */
  url: string
  /** The form 'Send Request' submits (it sits outside it, at the top of the request). */
  formId: string
  curl: () => string
  shareLink: string
  isSending: boolean
  onCancel: () => void
  advanced: { open: boolean; panelId: string; onToggle: () => void }
  /** Set when the parameters go as a query string although the API reads a JSON body: opens that body. */
  onUseJsonBody?: (() => void) | undefined
  /** The notices about what will probably go wrong, shown above the buttons so they are read before Send. */
  children?: ReactNode
}

/**
 * The request's one bar: method and URL (unresolved `{name}` placeholders marked), the copy buttons, 'Advanced' and
 * 'Send Request'; under it, hints that never block sending: which placeholders are still empty, and for a POST whose
 * parameters are JSON body fields, that they go as a query string, with a button that opens the JSON body.
 */
export function RequestBar({
  idPrefix,
  method,
  url,
  formId,
  curl,
  shareLink,
  isSending,
  onCancel,
  advanced,
  onUseJsonBody,
  children,
}: RequestBarProps) {
  const id = `${idPrefix}-url`
  const hints = placeholderHints(unresolvedPlaceholders(url))
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-sm font-semibold">
        Request URL
      </h2>
      <div className="flex min-w-0 items-start gap-2 rounded-md bg-muted px-3 py-2 font-mono text-sm">
        <span className="shrink-0 font-semibold">{method}</span>
        <code className="min-w-0 flex-1 break-all" aria-describedby={hints.length > 0 ? `${id}-hints` : undefined}>
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
        <CopyButton text={shareLink} label="Share link" copiedLabel="Link copied" />
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
            type="submit"
            form={formId}
            aria-disabled={isSending}
            className="aria-disabled:cursor-wait aria-disabled:opacity-60"
          >
            <Send aria-hidden="true" />
            {isSending ? "Sending..." : "Send Request"}
          </Button>
          {isSending && (
            <Button variant="outline" onClick={onCancel}>
              <X aria-hidden="true" />
              Cancel
            </Button>
          )}
        </div>
      </div>
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
