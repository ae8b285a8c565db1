import type { Config } from "@react-router/dev/config"
import { STATIC_PATHS } from "./src/config/paths"

export default {
  appDirectory: "src",
  buildDirectory: "build",
  // A static single-page app: no server at run time; known routes are prerendered to HTML at build time.
  ssr: false,
  async prerender() {
    return [...STATIC_PATHS]
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config
