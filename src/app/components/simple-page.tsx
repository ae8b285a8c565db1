import type { ReactNode } from "react"

/** A short text page: heading, intro and free content. */
export function SimplePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-6 space-y-4 text-muted-foreground [&_a]:text-primary [&_a]:underline [&_strong]:text-foreground">
        {children}
      </div>
    </article>
  )
}
