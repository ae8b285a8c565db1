import { ArrowRight } from "lucide-react"
import { Link } from "react-router"
import { buttonVariants } from "@/components/ui/button"
import { paths } from "@/config/paths"

export function Hero() {
  return (
    <section className="mx-auto max-w-7xl px-4 pt-20 pb-12 text-center sm:px-6 lg:px-8">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">API Explorer - Discover &amp; Test APIs</h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
        A catalogue of public web APIs you can search, read and call from your browser — then copy working fetch, axios
        or cURL code.
      </p>
      <Link to={paths.explore.getHref()} className={buttonVariants({ size: "lg", className: "mt-10" })}>
        Explore APIs
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  )
}
