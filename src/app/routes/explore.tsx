import { routeMeta } from "@/config/meta"

export const meta = () => routeMeta("Explore Public APIs", "Search and filter public web APIs by category, authentication and CORS support.")

export default function ExploreRoute() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Explore Public APIs</h1>
    </section>
  )
}
