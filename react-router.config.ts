import type { Config } from "@react-router/dev/config"
import { prerenderedPaths } from "./src/config/indexable-paths"

export default {
  appDirectory: "src",
  // BUILD_DIR lets two builds run side by side (e.g. the benchmark's synthetic catalogue).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // A static single-page app: no server at run time; known routes are prerendered to HTML at build time.
  ssr: false,
  async prerender() {
    return prerenderedPaths()
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config
