import { ChevronLeft, ChevronRight } from "lucide-react"
import { Button } from "@/components/ui/button"
import { cn } from "@/lib/cn"
import { pageList } from "@/lib/paginate"

type PaginationProps = {
  page: number
  pageCount: number
  onPageChange: (page: number) => void
  /** The navigation landmark's name: "Pagination" on /explore (docs/behaviour.md §9), "Table pages" on /status. */
  label?: string
  className?: string
}

/**
 * Page buttons for /explore's results and /status's table (docs/behaviour.md §9): first and last page, current ±2,
 * an ellipsis per gap; hidden with one page or none.
 */
export function Pagination({ page, pageCount, onPageChange, label = "Pagination", className }: PaginationProps) {
  const items = pageList(page, pageCount)
  if (items.length === 0) return null
  return (
    <nav aria-label={label} className={cn("flex flex-wrap items-center justify-center gap-2", className)}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <ul className="flex flex-wrap items-center gap-1">
        {items.map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <Button
                variant={item === page ? "primary" : "ghost"}
                size="icon-sm"
                aria-current={item === page ? "page" : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-2 text-muted-foreground">
              …
            </li>
          ),
        )}
      </ul>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  )
}
