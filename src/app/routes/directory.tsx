import { routeMeta } from "@/config/meta"
import { DirectoryView } from "@/features/directory/components/directory-view"

export const meta = () =>
  routeMeta(
    "API directory",
    "Search the APIs.guru OpenAPI directory's 2,600 APIs by name, provider and category, and open any of them.",
    "/directory",
  )

export default function DirectoryRoute() {
  return <DirectoryView />
}
