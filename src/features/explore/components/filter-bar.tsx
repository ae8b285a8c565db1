import { Heart } from "lucide-react"
import { useId } from "react"
import { Button } from "@/components/ui/button"
import { cn } from "@/lib/cn"
import { DEFAULT_EXPLORE_PARAMS, FILTER_KEYS, type ExploreParams } from "../explore-params"
import { AUTH_OPTIONS, CATEGORY_OPTIONS, CORS_OPTIONS, type Option } from "../filter-options"
import { Select } from "@/components/ui/field"

type FilterSelectProps<T extends string> = {
  label: string
  value: T
  options: readonly Option<T>[]
  onChange: (value: T) => void
}

function FilterSelect<T extends string>({ label, value, options, onChange }: FilterSelectProps<T>) {
  const id = useId()
  return (
    <div className="flex min-w-40 flex-1 flex-col gap-1.5 sm:flex-none">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  )
}

type FilterBarProps = {
  id?: string
  className?: string
  params: ExploreParams
  onChange: (patch: Partial<ExploreParams>) => void
}

/** 'Clear filters': every filter (the search too) back to its default. */
const CLEARED: Partial<ExploreParams> = Object.fromEntries(FILTER_KEYS.map((key) => [key, DEFAULT_EXPLORE_PARAMS[key]]))

/**
 * Category, Authentication and CORS Support (docs/behaviour.md §2), plus two toggles added beyond the spec: 'Saved'
 * (bookmarked APIs only) and 'Works for me' (APIs whose last check from this browser worked).
 */
export function FilterBar({ id, className, params, onChange }: FilterBarProps) {
  const hasFilters = FILTER_KEYS.some((key) => params[key] !== DEFAULT_EXPLORE_PARAMS[key])
  return (
    <div
      id={id}
      role="group"
      aria-label="Filters"
      className={cn("flex flex-wrap items-end gap-4 rounded-xl border bg-card p-4", className)}
    >
      <FilterSelect
        label="Category"
        value={params.category}
        options={CATEGORY_OPTIONS}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        label="Authentication"
        value={params.auth}
        options={AUTH_OPTIONS}
        onChange={(auth) => onChange({ auth })}
      />
      <FilterSelect
        label="CORS Support"
        value={params.cors}
        options={CORS_OPTIONS}
        onChange={(cors) => onChange({ cors })}
      />
      <Button
        variant="outline"
        aria-pressed={params.saved}
        onClick={() => onChange({ saved: !params.saved })}
        className={cn(params.saved && "border-heart text-heart")}
      >
        <Heart aria-hidden="true" fill={params.saved ? "currentColor" : "none"} />
        Saved
      </Button>
      <Button
        variant="outline"
        aria-pressed={params.works}
        onClick={() => onChange({ works: !params.works })}
        className={cn(params.works && "border-success text-success")}
      >
        <span aria-hidden="true" className="size-2 rounded-full bg-current" />
        Works for me
      </Button>
      {hasFilters && (
        <Button variant="ghost" onClick={() => onChange(CLEARED)}>
          Clear filters
        </Button>
      )}
    </div>
  )
}
