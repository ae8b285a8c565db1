import { join } from "node:path"
import { describe, expect, it } from "vitest"
// @ts-expect-error -- plain .mjs module without type declarations
import { crossFeatureImport, featureOf } from "./feature-boundaries.mjs"

const SRC = "/repo/src"
const file = (path: string) => join(SRC, path)

describe("featureOf", () => {
  it.each([
    ["features/tester/send-request.ts", "tester"],
    ["features/explore/components/api-card.tsx", "explore"],
    ["lib/url.ts", undefined],
    ["app/routes/explore.tsx", undefined],
    ["features/readme.md", undefined],
  ])("%s → %s", (path, expected) => {
    expect(featureOf(file(path), SRC)).toBe(expected)
  })
})

describe("crossFeatureImport", () => {
  it.each<[label: string, importer: string, specifier: string, expected: string | undefined]>([
    ["alias into another feature", "features/tester/x.ts", "@/features/explore/filter-apis", "explore"],
    ["relative into another feature", "features/tester/components/x.tsx", "../../explore/filter-apis", "explore"],
    ["relative, one level up", "features/tester/x.ts", "../api-detail/example-url", "api-detail"],
    [
      "a dynamic or re-export path resolves the same",
      "features/api-detail/x.ts",
      "@/features/tester/lazy-tester",
      "tester",
    ],
    ["own feature by alias", "features/tester/components/x.tsx", "@/features/tester/send-request", undefined],
    ["own feature, relative", "features/tester/components/x.tsx", "../send-request", undefined],
    ["shared code", "features/tester/x.ts", "@/lib/url", undefined],
    ["relative into shared code", "features/tester/x.ts", "../../lib/url", undefined],
    ["a package", "features/tester/x.ts", "react", undefined],
    ["routes may compose features", "app/routes/api-detail.tsx", "@/features/tester/lazy-tester", undefined],
    ["root may compose features", "root.tsx", "@/features/explore/components/search-box", undefined],
  ])("%s", (_label, importer, specifier, expected) => {
    expect(crossFeatureImport(specifier, file(importer), SRC)).toBe(expected)
  })
})
