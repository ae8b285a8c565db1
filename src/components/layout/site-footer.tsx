import { Link } from "react-router"
import { paths } from "@/config/paths"
import { useHydrated } from "@/hooks/use-hydrated"

/** The year on the visitor's clock; prerendered HTML carries the build year until hydration corrects it. */
function useCurrentYear(): number {
  return useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__
}

const FOOTER_LINKS = [
  { label: "Explore APIs", href: paths.explore.getHref() },
  { label: "Pricing", href: paths.pricing.getHref() },
  { label: "Contact", href: paths.contact.getHref() },
  { label: "API status", href: paths.status.getHref() },
  { label: "Open an API", href: paths.open.getHref() },
  { label: "API directory", href: paths.directory.getHref() },
]

export function SiteFooter() {
  const year = useCurrentYear()
  return (
    <footer className="mt-16 border-t">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="rounded-sm hover:text-foreground hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          © <span data-current-year="">{year}</span> API Explorer. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
