import { ArrowLeft } from "lucide-react"
import { useNavigate } from "react-router"
import { Button } from "@/components/ui/button"
import { paths } from "@/config/paths"

/** True when the previous history entry is a page of this app: React Router numbers its entries in `idx`. */
function hasPreviousAppPage(): boolean {
  const state: unknown = window.history.state
  const idx = state && typeof state === "object" && "idx" in state ? state.idx : 0
  return typeof idx === "number" && idx > 0
}

/**
 * 'Back to APIs' (docs/behaviour.md §2): history back, so the explore filters and page come back as they were; opened from
 * an outside link or a new tab there is no previous page here, so it goes to /explore.
 */
export function BackToApisButton() {
  const navigate = useNavigate()

  function handleClick() {
    if (hasPreviousAppPage()) void navigate(-1)
    else void navigate(paths.explore.getHref())
  }

  return (
    <Button variant="ghost" size="sm" className="-ml-3" onClick={handleClick}>
      <ArrowLeft aria-hidden="true" />
      Back to APIs
    </Button>
  )
}
