import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// Kept apart from vite.config.ts on purpose: the reactRouter() plugin must not run under Vitest.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    // Plain Node for pure logic (most tests): a file that needs a DOM says so in its first line, `// @vitest-environment jsdom`
    // (jsdom is set up per file and was half of the unit run's time).
    environment: "node",
    globals: false,
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
  },
})
