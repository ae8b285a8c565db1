import { Badge } from "@/components/ui/badge"
import { cn } from "@/lib/cn"
import { methodTone } from "@/lib/method-tone"

/** An endpoint's HTTP method (GET, POST…), shared by the detail page and the tester; one tone per method family. */
export function MethodBadge({ method, className }: { method: string; className?: string }) {
  return (
    <Badge tone={methodTone(method)} className={cn("font-mono font-semibold", className)}>
      {method}
    </Badge>
  )
}
