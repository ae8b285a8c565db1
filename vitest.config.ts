import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// Kept apart from vite.config.ts on purpose: the reactRouter() plugin must not run under Vitest.
// Two environments: component tests (*.test.tsx) in jsdom, pure logic (*.test.ts, the scripts' tests) in plain Node —
// jsdom is set up per file and was half of the unit run's time. A .ts test that needs a DOM says so in its first line,
// `// @vitest-environment jsdom`.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    globals: false,
    setupFiles: ["./src/test/setup.ts"],
    projects: [
      {
        extends: true,
        test: { name: "node", environment: "node", include: ["src/**/*.test.ts", "scripts/**/*.test.{ts,mjs}"] },
      },
      { extends: true, test: { name: "dom", environment: "jsdom", include: ["src/**/*.test.tsx"] } },
    ],
  },
})
