import { Menu } from "lucide-react"
import type { MouseEvent } from "react"
import { NavLink } from "react-router"
import { paths } from "@/config/paths"
import { cn } from "@/lib/cn"

/** The header's places, in order (issue 35 §3). */
export const NAV_ITEMS = [
  { label: "Explore", href: paths.explore.getHref() },
  { label: "Directory", href: paths.directory.getHref() },
  { label: "Open", href: paths.open.getHref() },
  { label: "Status", href: paths.status.getHref() },
] as const

const LINK =
  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground aria-[current=page]:text-foreground aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"

function NavLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {NAV_ITEMS.map(({ label, href }) => (
        <li key={href}>
          {/* NavLink marks the current page with aria-current="page", also in the prerendered HTML. */}
          <NavLink to={href} className={cn(LINK, "flex items-center pointer-coarse:min-h-11")}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

/** A link chosen in the phone menu closes it (a page without React loads the next page anyway). */
function closeMenu(event: MouseEvent<HTMLElement>) {
  if ((event.target as Element).closest("a")) event.currentTarget.closest("details")?.removeAttribute("open")
}

/**
 * Explore · Directory · Open · Status. From 1024 px a row of links; below, a native disclosure (<details>): it needs
 * no script, so it also works on the landing page, which ships without React, and the keyboard and screen readers
 * get a button that says whether it is expanded.
 */
export function SiteNav() {
  return (
    <>
      <nav aria-label="Main" className="hidden lg:block">
        <NavLinks className="flex items-center gap-1" />
      </nav>
      <details className="group relative lg:hidden">
        <summary
          aria-label="Menu"
          className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md hover:bg-accent pointer-coarse:size-11 [&::-webkit-details-marker]:hidden"
        >
          <Menu aria-hidden="true" className="size-5" />
        </summary>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the links inside are the controls; Enter on one is a click */}
        <nav
          aria-label="Main"
          onClick={closeMenu}
          className="absolute top-12 right-0 w-48 rounded-md border bg-card p-1 text-card-foreground shadow-md"
        >
          <NavLinks className="flex flex-col" />
        </nav>
      </details>
    </>
  )
}
