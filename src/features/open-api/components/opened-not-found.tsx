import { ArrowLeft } from "lucide-react"
import { Link } from "react-router"
import { buttonVariants } from "@/components/ui/button"
import { paths } from "@/config/paths"

/** /open/{id} for an API this browser does not keep (removed, another browser's link, cleared storage). */
export function OpenedNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">This API is not in Your APIs</h1>
      <p className="mt-4 text-muted-foreground">
        APIs you open are kept only in the browser you opened them in, and this one is not here: it may have been
        removed, or the link came from another browser. Open its description again.
      </p>
      <div className="mt-8 flex justify-center">
        <Link to={paths.open.getHref()} className={buttonVariants({ variant: "primary" })}>
          <ArrowLeft aria-hidden="true" />
          Open an API
        </Link>
      </div>
    </section>
  )
}
