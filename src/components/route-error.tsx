import { Link } from "react-router"
import { Button, buttonVariants } from "@/components/ui/button"
import { paths } from "@/config/paths"

type RouteErrorProps = { title: string; message: string; canRetry?: boolean }

/** What a visitor sees instead of a blank page when a route fails. */
export function RouteError({ title, message, canRetry = false }: RouteErrorProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="text-3xl font-bold">
        {title}
      </h1>
      <p className="mt-4 text-muted-foreground">{message}</p>
      <div className="mt-8 flex justify-center gap-3">
        {canRetry && (
          <Button variant="outline" onClick={() => window.location.reload()}>
            Try again
          </Button>
        )}
        <Link to={paths.home.getHref()} className={buttonVariants({ variant: "primary" })}>
          Go to the home page
        </Link>
      </div>
    </section>
  )
}
