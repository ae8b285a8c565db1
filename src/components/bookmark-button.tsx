import { Heart } from "lucide-react"
import type { MouseEvent } from "react"
import { useBookmarks } from "@/hooks/use-bookmarks"
import { cn } from "@/lib/cn"

type BookmarkButtonProps = { apiId: string; apiName: string; className?: string }

/** The heart (docs/behaviour.md §2, §4): filled and red when bookmarked; never opens the card it sits on. */
export function BookmarkButton({ apiId, apiName, className }: BookmarkButtonProps) {
  const { isBookmarked, toggleBookmark } = useBookmarks()
  const isOn = isBookmarked(apiId)

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    event.stopPropagation()
    toggleBookmark(apiId)
  }

  return (
    <button
      type="button"
      aria-label={`Bookmark ${apiName}`}
      aria-pressed={isOn}
      onClick={handleClick}
      className={cn(
        "relative z-10 inline-flex size-9 items-center justify-center rounded-full transition-colors hover:bg-accent pointer-coarse:size-11",
        isOn ? "text-heart" : "text-muted-foreground",
        className,
      )}
    >
      <Heart aria-hidden="true" className="size-5" fill={isOn ? "currentColor" : "none"} />
    </button>
  )
}
