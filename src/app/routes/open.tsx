import { routeMeta } from "@/config/meta"
import { paths } from "@/config/paths"
import { OpenForm } from "@/features/open-api/components/open-form"
import { YourApis } from "@/features/open-api/components/your-apis"

export const meta = () =>
  routeMeta(
    "Open an API",
    "Open any API from its OpenAPI or Swagger description, by address, file or pasted text, and try its endpoints from your browser.",
    paths.open.getHref(),
  )

/** /open: open a description (docs/open-any-api.md), and the APIs this browser keeps. */
export default function OpenRoute() {
  return (
    // The site's one content width and left edge (the header's); the form and the list read better in 48 rem.
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Open an API</h1>
          <p className="text-muted-foreground">
            Any API with an OpenAPI 3 or Swagger 2.0 description gets the same page and tester as the catalogue's APIs.
            It is read in your browser and kept there; nothing is sent to API Explorer.
          </p>
        </header>
        {/* Your APIs comes first once it lists anything, as compact rows; the form first otherwise. */}
        <YourApis form={<OpenForm />} />
      </div>
    </div>
  )
}
