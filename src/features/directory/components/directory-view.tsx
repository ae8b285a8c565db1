import { Suspense, use, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react"
import { Button } from "@/components/ui/button"
import { Pagination } from "@/components/ui/pagination"
import { useHydrated } from "@/hooks/use-hydrated"
import { useUrlField } from "@/hooks/use-url-field"
import { cn } from "@/lib/cn"
import { paginate } from "@/lib/paginate"
import { directoryOnce } from "../directory-cache"
import { categoryLabel, DIRECTORY_PAGE_SIZE, searchDirectory, type Directory } from "../directory-index"
import { DEFAULT_DIRECTORY_PARAMS, type DirectoryParams } from "../directory-params"
import { loadDirectoryVerified, type DirectoryVerification } from "../directory-verified"
import type { LoadResult } from "../load-directory"
import { useDirectoryParams } from "../use-directory-params"
import { DirectoryCard } from "./directory-card"
import { Input, Select } from "@/components/ui/field"

/**
 * The /directory page: the APIs.guru directory's index, downloaded from this site once the page is in the browser
 * (ADR 015), then searched, filtered and paged here. Prerendered, and until the index arrives, the page shows its
 * heading and a loading line.
 */
export function DirectoryView() {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const isHydrated = useHydrated()
  // Started while the page hydrates (never at build time); Retry replaces it.
  const [load, setLoad] = useState<Promise<LoadResult> | null>(() => (import.meta.env.SSR ? null : directoryOnce()))

  function handleRetry() {
    setLoad(directoryOnce())
  }

  function handlePageShown() {
    headingRef.current?.scrollIntoView({ block: "start" })
    headingRef.current?.focus({ preventScroll: true })
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col px-4 py-10 sm:px-6 lg:px-8">
      <h1 ref={headingRef} tabIndex={-1} className="scroll-mt-20 text-3xl font-bold tracking-tight outline-none">
        API directory
      </h1>
      <p className="mt-2 max-w-prose text-muted-foreground">
        About 2,600 APIs from the APIs.guru OpenAPI directory. Search them here; opening one downloads its description
        from api.apis.guru, and nothing is requested from there until you do.
      </p>
      {/* A boundary mounted by the switch to the visitor's state shows its fallback at once instead of holding up
          that switch (the theme, bookmarks …) until the index arrives. */}
      {isHydrated && load ? (
        <Suspense fallback={<Loading />}>
          <LoadedDirectory load={load} onRetry={handleRetry} onPageShown={handlePageShown} />
        </Suspense>
      ) : (
        <Loading />
      )}
    </div>
  )
}

function LoadedDirectory({
  load,
  onRetry,
  onPageShown,
}: {
  load: Promise<LoadResult>
  onRetry: () => void
  onPageShown: () => void
}) {
  const result = use(load)
  if (!result.ok)
    return (
      <div
        role="alert"
        className="mt-8 flex flex-col items-start gap-3 rounded-xl border bg-card p-5 text-card-foreground"
      >
        <p className="font-semibold">The directory could not be loaded</p>
        <p className="text-sm text-muted-foreground">{result.message}</p>
        <Button variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </div>
    )
  return <DirectoryResults directory={result.directory} onPageShown={onPageShown} />
}

const NO_VERIFIED: ReadonlyMap<string, DirectoryVerification> = new Map()

function DirectoryResults({ directory, onPageShown }: { directory: Directory; onPageShown: () => void }) {
  const { params, setParams } = useDirectoryParams()
  const deferredQ = useDeferredValue(params.q)
  const results = useMemo(
    () => searchDirectory(directory, { q: deferredQ, category: params.category, provider: params.provider }),
    [directory, deferredQ, params.category, params.provider],
  )
  const page = paginate(results, params.page, DIRECTORY_PAGE_SIZE)
  const total = directory.entries.length
  // The directory run's results (npm run verify -- --directory), when the site has them: after the index.
  const [verified, setVerified] = useState<ReadonlyMap<string, DirectoryVerification>>(NO_VERIFIED)
  useEffect(() => {
    let isCurrent = true
    void loadDirectoryVerified().then((found) => isCurrent && setVerified(found))
    return () => {
      isCurrent = false
    }
  }, [])

  function handlePageChange(next: number) {
    setParams({ page: next })
    onPageShown()
  }

  return (
    <>
      <DirectoryFilters directory={directory} params={params} onChange={setParams} />
      <p role="status" className="mt-6 text-muted-foreground">
        {results.length === total
          ? `${total.toLocaleString("en-US")} APIs`
          : `${results.length.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} APIs`}
      </p>
      {page.items.length > 0 ? (
        <ul aria-label="Directory results" className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.items.map((entry) => (
            <li key={entry.id}>
              <DirectoryCard
                entry={entry}
                subtitle={directory.subtitles.get(entry.id)}
                verification={verified.get(entry.id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center">
          <p className="text-lg font-semibold">No APIs in the directory match</p>
          <p className="mt-1 max-w-prose text-muted-foreground">Try another search, category or provider.</p>
        </div>
      )}
      <Pagination page={page.page} pageCount={page.pageCount} onPageChange={handlePageChange} className="mt-10" />
    </>
  )
}

type DirectoryFiltersProps = {
  directory: Directory | null
  params: DirectoryParams
  onChange?: (patch: Partial<DirectoryParams>, options?: { replace?: boolean }) => void
}

/** Search, category and provider; without a directory (still loading) the same controls, disabled. */
function DirectoryFilters({ directory, params, onChange }: DirectoryFiltersProps) {
  const searchId = useId()
  const {
    ref: searchRef,
    defaultValue: searchDefault,
    onChange: handleSearchChange,
  } = useUrlField({ value: params.q, write: (q) => onChange?.({ q }, { replace: true }) })
  const counts = useMemo(() => countEntries(directory), [directory])
  const isDisabled = directory === null
  // A value the directory does not have (a hand-edited link) shows as "All", which is how searchDirectory reads it.
  const category = directory?.categories.includes(params.category) ? params.category : ""
  const provider = directory?.providers.includes(params.provider) ? params.provider : ""
  // Phones only: category and provider fold behind 'Filters (n)', as on /explore; the search stays in view.
  const [isOpen, setIsOpen] = useState(false)
  const panelId = useId()
  const filterCount = [category, provider].filter(Boolean).length
  return (
    <div
      role="group"
      aria-label="Directory filters"
      className="mt-6 grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]"
    >
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          Search the directory
        </label>
        <Input
          id={searchId}
          type="search"
          ref={searchRef}
          defaultValue={searchDefault}
          disabled={isDisabled}
          placeholder="Name, provider or description"
          autoComplete="off"
          spellCheck={false}
          onChange={handleSearchChange}
        />
      </div>
      <Button
        variant="outline"
        className="self-start sm:hidden"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        Filters ({filterCount})
      </Button>
      <div id={panelId} className={cn("contents", !isOpen && "max-sm:hidden")}>
        <FilterSelect
          label="Category"
          value={category}
          isDisabled={isDisabled}
          onChange={(value) => onChange?.({ category: value })}
        >
          <option value="">All categories</option>
          {directory?.categories.map((slug) => (
            <option key={slug} value={slug}>
              {categoryLabel(slug)} ({counts.categories.get(slug) ?? 0})
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Provider"
          value={provider}
          isDisabled={isDisabled}
          onChange={(value) => onChange?.({ provider: value })}
        >
          <option value="">All providers</option>
          {directory?.providers.map((name) => (
            <option key={name} value={name}>
              {name} ({counts.providers.get(name) ?? 0})
            </option>
          ))}
        </FilterSelect>
      </div>
    </div>
  )
}

function FilterSelect({
  label,
  value,
  isDisabled,
  onChange,
  children,
}: {
  label: string
  value: string
  isDisabled: boolean
  onChange: (value: string) => void
  children: ReactNode
}) {
  const id = useId()
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Select id={id} value={value} disabled={isDisabled} onChange={(event) => onChange(event.target.value)}>
        {children}
      </Select>
    </div>
  )
}

function countEntries(directory: Directory | null) {
  const categories = new Map<string, number>()
  const providers = new Map<string, number>()
  for (const entry of directory?.entries ?? []) {
    providers.set(entry.provider, (providers.get(entry.provider) ?? 0) + 1)
    for (const category of entry.categories) categories.set(category, (categories.get(category) ?? 0) + 1)
  }
  return { categories, providers }
}

function Loading() {
  return (
    <>
      <DirectoryFilters directory={null} params={DEFAULT_DIRECTORY_PARAMS} />
      <p role="status" className="mt-6 flex items-center gap-2 text-muted-foreground">
        {/* A CSS ring, not lucide's LoaderCircle: sharing that icon with the tester split it into a chunk of its own,
            which the tester's first download then paid for. */}
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        />
        Loading the directory…
      </p>
    </>
  )
}
