import { Link } from "react-router"
import { buttonVariants } from "@/components/ui/button"
import { routeMeta } from "@/config/meta"
import { paths } from "@/config/paths"

export const meta = () => [
  ...routeMeta("Page not found", "There is no page at this address."),
  { name: "robots", content: "noindex" },
]

export default function NotFoundRoute() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-muted-foreground">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to={paths.home.getHref()} className={buttonVariants({ variant: "outline" })}>
          Go to the home page
        </Link>
        <Link to={paths.explore.getHref()} className={buttonVariants({ variant: "primary" })}>
          Explore APIs
        </Link>
      </div>
    </section>
  )
}
