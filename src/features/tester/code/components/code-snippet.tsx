import { useId } from "react"
import { CopyButton } from "@/components/copy-button"

type CodeSnippetProps = {
  code: string
  copyLabel: string
  label: string
  /** What Copy copies when it is not `code` itself: the whole code when `code` shows a shortened body. */
  copy?: () => string
  /** Said above the code, e.g. that its body is shortened. */
  note?: string
}

/** Generated code with its own copy button. */
export function CodeSnippet({ code, copyLabel, label, copy, note }: CodeSnippetProps) {
  const noteId = useId()
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-end gap-2">
        {note && (
          <p id={noteId} className="mr-auto text-sm text-muted-foreground">
            {note}
          </p>
        )}
        <CopyButton text={copy ?? code} label={copyLabel} />
      </div>
      <pre
        // A long line scrolls sideways in the half-width pane, and a region that scrolls must be reachable by keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={label}
        aria-describedby={note ? noteId : undefined}
        className="overflow-x-auto rounded-md border bg-muted p-4 font-mono text-xs leading-relaxed"
      >
        <code>{code}</code>
      </pre>
    </div>
  )
}
