import { ArrowLeft } from "lucide-react"
import { Link } from "react-router"
import { buttonVariants } from "@/components/ui/button"
import { paths } from "@/config/paths"

/** docs/behaviour.md §8: an unknown id shows 'API not found' with a way back to the catalogue. */
export function ApiNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold">API not found</h1>
      <p className="mt-4 text-muted-foreground">
        There is no API with this id in the catalogue. It may have been renamed, or the link may be mistyped.
      </p>
      <div className="mt-8 flex justify-center">
        <Link to={paths.explore.getHref()} className={buttonVariants({ variant: "primary" })}>
          <ArrowLeft aria-hidden="true" />
          Back to APIs
        </Link>
      </div>
    </section>
  )
}
