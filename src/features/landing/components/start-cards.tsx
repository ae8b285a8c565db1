import { ArrowRight, FileCode2, Library } from "lucide-react"
import { Link } from "react-router"
import { paths } from "@/config/paths"

const STARTS = [
  {
    title: "Open any API",
    href: paths.open.getHref(),
    icon: FileCode2,
    text: "Paste, upload or link an OpenAPI or Swagger description and get the same endpoint pages and tester, in your browser.",
  },
  {
    title: "Search the directory",
    href: paths.directory.getHref(),
    icon: Library,
    text: "About 2,600 APIs from the APIs.guru OpenAPI directory, searchable by name, provider and category, each one click from its tester.",
  },
] as const

/** Beyond the catalogue: the two other ways in (docs/behaviour.md), one card each, the whole card a link. */
export function StartCards() {
  return (
    <section aria-label="More ways in" className="mx-auto max-w-7xl px-4 py-4 sm:px-6 lg:px-8">
      <ul className="grid gap-6 md:grid-cols-2">
        {STARTS.map(({ title, href, icon: Icon, text }) => (
          <li key={href}>
            <Link
              to={href}
              className="flex h-full items-start gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-colors hover:bg-accent hover:text-accent-foreground"
            >
              <Icon aria-hidden="true" className="size-8 shrink-0 text-primary" />
              <span className="flex flex-col gap-2">
                <span className="flex items-center gap-2 text-lg font-semibold">
                  {title}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
                <span className="text-sm text-muted-foreground">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
