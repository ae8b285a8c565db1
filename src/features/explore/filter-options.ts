// The choices of the three filter selects on /explore. Only the explore page's chunk needs them; the URL
// parsing in explore-params.ts (loaded on every page for the header search) does not.
import { CATEGORIES } from "../../data/api-constants"
import type { AuthFilter, CategoryFilter, CorsFilter } from "./explore-params"

export type Option<T extends string> = { readonly value: T; readonly label: string }

/** Category select: 'All' then the 15 categories in spec order (docs/behaviour.md §3). Value and label are the same. */
export const CATEGORY_OPTIONS: readonly Option<CategoryFilter>[] = [
  { value: "All", label: "All" },
  ...CATEGORIES.map((category) => ({ value: category, label: category })),
]

/** Authentication select (docs/behaviour.md §9). */
export const AUTH_OPTIONS: readonly Option<AuthFilter>[] = [
  { value: "all", label: "All" },
  { value: "none", label: "No Auth" },
  { value: "apikey", label: "API Key" },
  { value: "oauth", label: "OAuth" },
  { value: "bearer", label: "Bearer Token" },
]

/** CORS Support select (docs/behaviour.md §9). */
export const CORS_OPTIONS: readonly Option<CorsFilter>[] = [
  { value: "all", label: "All" },
  { value: "yes", label: "CORS Enabled" },
  { value: "no", label: "No CORS" },
]
