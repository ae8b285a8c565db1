import { Link, useLocation } from "react-router"
import { buttonVariants } from "@/components/ui/button"
import { paths } from "@/config/paths"

/** The header's places, in order (docs/behaviour.md). */
const NAV_ITEMS = [
  ["Explore", paths.explore.path],
  ["Directory", paths.directory.path],
  ["Open", paths.open.path],
  ["Status", paths.status.path],
] as const

/**
 * The links; the current page's says so (aria-current), also in the prerendered HTML, where the page's path ends
 * with "/" ("/explore/": hydration keeps the attribute as prerendered, so it must be right there).
 */
function NavLinks({ pathname, className }: { pathname: string; className: string }) {
  return (
    <nav aria-label="Main" className={className}>
      {NAV_ITEMS.map(([label, href]) => (
        <Link
          key={href}
          to={href}
          aria-current={pathname.replace(/\/$/, "") === href ? "page" : undefined}
          className={buttonVariants({ variant: "ghost", className: "justify-start aria-[current=page]:underline" })}
        >
          {label}
        </Link>
      ))}
    </nav>
  )
}

/**
 * Explore · Directory · Open · Status. From 1024 px a row of links; below, a native disclosure (<details>): it needs
 * no script, so it also works on the landing page, which ships without React, and the keyboard and screen readers
 * get a button that says whether it is expanded. Kept small on purpose: the header is in every page's first download
 * (hence no NavLink, and the icon drawn here).
 */
export function SiteNav() {
  const { pathname } = useLocation()
  return (
    <>
      <NavLinks pathname={pathname} className="hidden gap-1 lg:flex" />
      {/* Keyed by the page: a link chosen in the menu closes it, since the next page starts with a new one. */}
      <details key={pathname} className="relative lg:hidden">
        <summary aria-label="Menu" className={buttonVariants({ variant: "ghost", size: "icon" })}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="fill-none stroke-current stroke-2">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </summary>
        <NavLinks
          pathname={pathname}
          className="absolute top-12 right-0 flex w-48 flex-col rounded-md border bg-card p-1 shadow-md"
        />
      </details>
    </>
  )
}
