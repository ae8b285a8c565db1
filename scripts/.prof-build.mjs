import { build } from "vite"
import { resolve, join } from "node:path"
import { readFileSync } from "node:fs"
import { pathToFileURL } from "node:url"
const outDir = resolve("/tmp/prof-importer")
await build({ configFile: false, logLevel: "warn", resolve: { alias: { "@": resolve("src") } },
  build: { outDir, emptyOutDir: true, minify: false, lib: { entry: { importer: resolve("src/features/open-api/open-job.ts") }, formats: ["es"], fileName: "importer" } } })
console.log("built")
