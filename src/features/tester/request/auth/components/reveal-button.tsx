import { Eye, EyeOff } from "lucide-react"
import { Button } from "@/components/ui/button"

/**
 * The show/hide toggle beside a credential typed outside the key field (typed-secrets.ts): the field is a password
 * field until this is pressed, as the key field is.
 */
export function RevealButton({
  controls,
  label,
  isVisible,
  onToggle,
}: {
  controls: string
  /** What is shown or hidden, e.g. "api_key" → "Show api_key". */
  label: string
  isVisible: boolean
  onToggle: () => void
}) {
  return (
    <Button
      variant="outline"
      size="icon"
      aria-controls={controls}
      aria-label={`${isVisible ? "Hide" : "Show"} ${label}`}
      aria-pressed={isVisible}
      onClick={onToggle}
    >
      {isVisible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
    </Button>
  )
}
