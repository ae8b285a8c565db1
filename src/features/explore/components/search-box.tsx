import { Search } from "lucide-react"
import { useEffect, type FormEvent } from "react"
import { useLocation, useNavigate } from "react-router"
import { paths } from "@/config/paths"
import { useUrlField } from "@/hooks/use-url-field"
import { isSearchShortcut, isTypingTarget } from "@/lib/keyboard"
import {
  serializeExploreParams,
  updateExploreParams,
  DEFAULT_EXPLORE_PARAMS,
  EXPLORE_RESULTS_ID,
  type FocusResultsState,
} from "../explore-params"
import { useExploreParams } from "../use-explore-params"
import { Input } from "@/components/ui/field"

/**
 * The one search box (docs/behaviour.md §2), in the header on every route. On /explore it edits `?q=` in place (replacing
 * the history entry, so Back is not one step per keystroke); elsewhere Enter opens /explore with the term.
 * '/' focuses it from anywhere except another text field.
 */
export function SearchBox() {
  const location = useLocation()
  const navigate = useNavigate()
  const { params, setParams } = useExploreParams()
  const isExplore = location.pathname === paths.explore.path
  // Bound to `?q=` on /explore. Elsewhere the box keeps the term it last had there (the shared search term of
  // docs/behaviour.md §2: leaving /explore?q=dog for an API page keeps "dog" in the box, and Enter searches it again).
  const {
    ref: inputRef,
    defaultValue,
    onChange: handleChange,
  } = useUrlField({ value: params.q, isBound: isExplore, write: (q) => setParams({ q }, { replace: true }) })

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (!isSearchShortcut(event) || isTypingTarget(event.target)) return
      event.preventDefault()
      inputRef.current?.focus()
    }
    document.addEventListener("keydown", handleKeyDown)
    return () => document.removeEventListener("keydown", handleKeyDown)
  }, [inputRef])

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The address bar, not the rendered location: right after Back or Forward the URL has changed while React
    // Router is still rendering the page it leads to, and Enter there must search, not stay.
    if (window.location.pathname === paths.explore.path) {
      // The results are already filtered as typed: Enter moves on to them, one Tab from the first card.
      document.getElementById(EXPLORE_RESULTS_ID)?.focus()
      return
    }
    // What is in the box: a submit made while React hydrates is replayed once the box is hydrated, which can be
    // before the box has taken over text typed meanwhile.
    const term = inputRef.current?.value ?? ""
    const search = serializeExploreParams(updateExploreParams(DEFAULT_EXPLORE_PARAMS, { q: term })).toString()
    // …and from another page the same: /explore focuses its results once it shows them (ExploreView).
    void navigate(paths.explore.getHref(search), { state: { focusResults: true } satisfies FocusResultsState })
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
      <Input
        ref={inputRef}
        type="search"
        name="q"
        data-search-input=""
        aria-label="Search APIs"
        aria-keyshortcuts="/"
        placeholder="Search APIs..."
        autoComplete="off"
        enterKeyHint="search"
        defaultValue={defaultValue}
        onChange={handleChange}
        variant="icon"
        className="w-full"
      />
    </form>
  )
}
