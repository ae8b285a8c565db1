import { Check, Copy } from "lucide-react"
import { Button } from "@/components/ui/button"
import { useCopy } from "@/hooks/use-copy"

/** `text` may be a function: then it is built only on the click (cURL for a 10 MB body takes ~50 ms per build). */
type CopyButtonProps = {
  text: string | (() => string)
  label: string
  /**
   * When set, the button reads `label` ('Copy cURL') and then this ('cURL copied'), and its name is what it reads.
   * Without it, it reads 'Copy' / 'Copied' and `label` is its accessible name.
   */
  copiedLabel?: string
  className?: string
}

/**
 * A copy button whose accessible name says what it copies ('Copy base URL'); after a successful copy it
 * shows a check and 'Copied' for 2000 ms (docs/behaviour.md §4), announced politely to screen readers.
 */
export function CopyButton({ text, label, copiedLabel, className }: CopyButtonProps) {
  const { isCopied, copy } = useCopy()
  const isNamed = copiedLabel !== undefined
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      aria-label={isNamed ? undefined : isCopied ? `${label}: copied` : label}
      onClick={() => void copy(typeof text === "function" ? text() : text)}
    >
      {isCopied ? <Check aria-hidden="true" className="text-success" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{isNamed ? (isCopied ? copiedLabel : label) : isCopied ? "Copied" : "Copy"}</span>
    </Button>
  )
}
