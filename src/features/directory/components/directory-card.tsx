import { memo } from "react"
import { Link } from "react-router"
import { Badge } from "@/components/ui/badge"
import { buttonVariants } from "@/components/ui/button"
import { cn } from "@/lib/cn"
import { categoryLabel, formatBytes, operationCount, unavailableReason, type DirectoryEntry } from "../directory-index"
import { paths } from "@/config/paths"
import { directoryVerifiedText, type DirectoryVerification } from "../directory-verified"

/**
 * One API of the directory. Its one action is 'Open': the definition is downloaded from api.apis.guru only then, by
 * the /open page. An entry whose URL the package no longer names (ADR 015) says so instead.
 */
export const DirectoryCard = memo(function DirectoryCard({
  entry,
  subtitle,
  verification,
}: {
  entry: DirectoryEntry
  /** What tells this entry apart from others with its title ("GHES 3.8"); none for a unique title. */
  subtitle?: string
  /** Its last `npm run verify -- --directory` result, when the site has one. */
  verification?: DirectoryVerification
}) {
  return (
    <article className="flex h-full min-w-0 flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
      <h2 className="text-lg font-semibold wrap-anywhere">{entry.title}</h2>
      {subtitle && <p className="font-medium wrap-anywhere">{subtitle}</p>}
      <p className="mt-1 text-sm wrap-anywhere text-muted-foreground">
        {entry.version ? `${entry.id} · ${entry.version}` : entry.id}
      </p>
      <p className="mt-2 line-clamp-3 flex-1 text-sm wrap-anywhere text-muted-foreground">{entry.description}</p>
      {entry.categories.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Categories">
          {entry.categories.map((category) => (
            <li key={category}>
              <Badge tone="primary">{categoryLabel(category)}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-muted-foreground">
          {operationCount(entry.operations)} · {formatBytes(entry.bytes)}
        </span>
        {entry.url ? (
          <Link to={paths.open.getHref(entry.url)} className={cn(buttonVariants({ size: "sm" }))}>
            Open<span className="sr-only"> {`${entry.title} (${entry.id})`}</span>
          </Link>
        ) : (
          <span className="text-muted-foreground">Not available to open</span>
        )}
      </div>
      {!entry.url && <p className="mt-2 text-sm text-muted-foreground">{unavailableReason(entry)}</p>}
      {verification && (
        <p
          className="mt-2 text-sm text-muted-foreground"
          data-directory-verified={verification.differs > 0 ? "differs" : "ok"}
        >
          {directoryVerifiedText(verification)}
        </p>
      )}
    </article>
  )
})
