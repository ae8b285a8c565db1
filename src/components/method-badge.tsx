import { Badge } from "@/components/ui/badge"
import { cn } from "@/lib/cn"

/** An endpoint's HTTP method (GET, POST…), shared by the detail page and the tester. */
export function MethodBadge({ method, className }: { method: string; className?: string }) {
  return (
    <Badge tone={method === "GET" ? "primary" : "warning"} className={cn("font-mono font-semibold", className)}>
      {method}
    </Badge>
  )
}
