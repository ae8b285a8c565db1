import { pageTitle } from "./paths"

/** The <title> and description every route sets: routeMeta("Pricing", "…") */
export function routeMeta(title: string | undefined, description: string) {
  return [{ title: pageTitle(title) }, { name: "description", content: description }]
}
