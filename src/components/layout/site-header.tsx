import type { ReactNode } from "react"
import { Link } from "react-router"
import { paths } from "@/config/paths"
import { LogoMark } from "./logo-mark"
import { SiteNav } from "./site-nav"
import { PaletteButton } from "./palette-button"
import { ThemeToggle } from "./theme-toggle"

/** Sticky header on every route (docs/behaviour.md §2, §9: sticky, z-index 50, height 16 units, content max width 7xl). */
export function SiteHeader({ search }: { search: ReactNode }) {
  return (
    <header className="sticky top-0 z-50 h-16 border-b bg-background">
      {/* Phones: smaller gaps and the title on two lines, so the menu, search, ⌘K and theme buttons fit in 360 px. */}
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Link to={paths.home.getHref()} className="flex shrink-0 items-center gap-3 rounded-md pointer-coarse:min-h-11">
          <LogoMark className="size-8" />
          <span className="flex flex-col leading-tight">
            <span className="text-sm font-bold max-sm:w-16 sm:text-base">API Explorer</span>
            <span className="hidden text-xs text-muted-foreground sm:block">Discover &amp; test public APIs</span>
          </span>
        </Link>
        <SiteNav />
        <div className="ml-auto flex flex-1 items-center justify-end gap-2">
          {search}
          <PaletteButton />
          <ThemeToggle />
        </div>
      </div>
    </header>
  )
}
