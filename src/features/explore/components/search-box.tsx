import { Search } from "lucide-react"
import { useEffect, useRef, useState, type FormEvent } from "react"
import { useLocation, useNavigate, useNavigationType } from "react-router"
import { paths } from "@/config/paths"
import { isSearchShortcut, isTypingTarget } from "@/lib/keyboard"
import { serializeExploreParams, updateExploreParams, DEFAULT_EXPLORE_PARAMS } from "../explore-params"
import { EXPLORE_RESULTS_ID } from "../explore-view-state"
import { landedDraft } from "../search-draft"
import { useExploreParams } from "../use-explore-params"

/**
 * The one search box (docs/behaviour.md §2), in the header on every route. On /explore it edits `?q=` in place (replacing
 * the history entry, so Back is not one step per keystroke); elsewhere Enter opens /explore with the term.
 * '/' focuses it from anywhere except another text field.
 */
export function SearchBox() {
  const location = useLocation()
  const navigate = useNavigate()
  const navigationType = useNavigationType()
  const { params, setParams } = useExploreParams()
  const isExplore = location.pathname === paths.explore.path
  const inputRef = useRef<HTMLInputElement>(null)
  // The box shows `?q=` on /explore and, elsewhere, the term it last had there (the shared search term of
  // docs/behaviour.md §2: leaving /explore?q=dog for an API page keeps "dog" in the box, and Enter searches it
  // again). Except for a draft: text typed whose navigation has not landed yet (navigations are asynchronous; without
  // it a fast typist loses characters). Each landing decides whether the draft stays (landedDraft), so Back, a filter
  // or 'Clear filters' always show in the box, even while it is focused.
  const [draft, setDraft] = useState<string | null>(null)
  const [landed, setLanded] = useState({ key: location.key, exploreQ: isExplore ? params.q : "" })
  if (location.key !== landed.key) {
    setLanded({ key: location.key, exploreQ: isExplore ? params.q : (draft ?? landed.exploreQ) })
    setDraft(landedDraft(draft, navigationType, params.q))
  }
  const value = draft ?? (isExplore ? params.q : landed.exploreQ)

  // A fast visitor may type before React is there (hydration needs the scripts first). The browser
  // kept those characters in the input; take them over once, so the search still happens.
  useEffect(() => {
    const typed = inputRef.current?.value ?? ""
    if (typed !== value) handleChange(typed)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, [])

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (!isSearchShortcut(event) || isTypingTarget(event.target)) return
      event.preventDefault()
      inputRef.current?.focus()
    }
    document.addEventListener("keydown", handleKeyDown)
    return () => document.removeEventListener("keydown", handleKeyDown)
  }, [])

  function handleChange(next: string) {
    setDraft(next)
    if (isExplore) setParams({ q: next }, { replace: true })
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The address bar, not the rendered location: right after Back or Forward the URL has changed while React
    // Router is still rendering the page it leads to, and Enter there must search, not stay.
    if (window.location.pathname === paths.explore.path) {
      // The results are already filtered as typed: Enter moves on to them, one Tab from the first card.
      document.getElementById(EXPLORE_RESULTS_ID)?.focus()
      return
    }
    // What is in the box, not the state: a submit made while React hydrates is replayed once the box is hydrated,
    // which can be before the box has taken over text typed meanwhile (after that, the two are the same).
    const term = inputRef.current?.value ?? value
    const search = serializeExploreParams(updateExploreParams(DEFAULT_EXPLORE_PARAMS, { q: term })).toString()
    void navigate(paths.explore.getHref(search))
  }

  return (
    <form
      role="search"
      action={paths.explore.path}
      method="get"
      onSubmit={handleSubmit}
      className="relative w-full max-w-xs"
    >
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={inputRef}
        type="search"
        name="q"
        data-search-input=""
        aria-label="Search APIs"
        aria-keyshortcuts="/"
        placeholder="Search APIs..."
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => handleChange(event.target.value)}
        className="h-10 w-full rounded-md border border-input bg-card pr-3 pl-9 text-sm text-foreground placeholder:text-muted-foreground pointer-coarse:h-11"
      />
    </form>
  )
}
