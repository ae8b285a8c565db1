import { Search } from "lucide-react"
import { useEffect, useRef, useState, type FormEvent } from "react"
import { useLocation, useNavigate, useSearchParams } from "react-router"
import { paths } from "@/config/paths"
import { useHydrated } from "@/hooks/use-hydrated"
import { isTypingTarget } from "@/lib/keyboard"
import { SEARCH_PARAM } from "@/lib/search-param"

/**
 * The one search box (SPEC §2), in the header on every route. On /explore it edits `?q=` in place (replacing
 * the history entry, so Back is not one step per keystroke); elsewhere Enter opens /explore with the term.
 */
export function SiteSearch() {
  const location = useLocation()
  const navigate = useNavigate()
  const [searchParams, setSearchParams] = useSearchParams()
  const isHydrated = useHydrated()
  const isExplore = location.pathname === paths.explore.path
  const urlTerm = isHydrated && isExplore ? (searchParams.get(SEARCH_PARAM) ?? "") : ""
  const [draft, setDraft] = useState("")
  const inputRef = useRef<HTMLInputElement>(null)
  const value = isExplore ? urlTerm : draft

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTypingTarget(event.target)) return
      event.preventDefault()
      inputRef.current?.focus()
    }
    document.addEventListener("keydown", handleKeyDown)
    return () => document.removeEventListener("keydown", handleKeyDown)
  }, [])

  function handleChange(next: string) {
    if (!isExplore) {
      setDraft(next)
      return
    }
    setSearchParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next) updated.set(SEARCH_PARAM, next)
        else updated.delete(SEARCH_PARAM)
        updated.delete("page")
        return updated
      },
      { replace: true, preventScrollReset: true },
    )
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isExplore) return
    const search = value ? new URLSearchParams({ [SEARCH_PARAM]: value }).toString() : ""
    setDraft("")
    void navigate(paths.explore.getHref(search))
  }

  return (
    <form role="search" onSubmit={handleSubmit} className="relative w-full max-w-xs">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={inputRef}
        type="search"
        name="q"
        aria-label="Search APIs"
        aria-keyshortcuts="/"
        placeholder="Search APIs..."
        autoComplete="off"
        value={value}
        onChange={(event) => handleChange(event.target.value)}
        className="h-10 w-full rounded-md border border-input bg-card pr-3 pl-9 text-sm text-foreground placeholder:text-muted-foreground"
      />
    </form>
  )
}
