import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: { host: "127.0.0.1", port: 5173 },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The small shared modules every page needs, in one file instead of ~10: each chunk costs its own
              // import/export glue and request. Tester-only code stays in its lazily loaded chunk.
              name: "app",
              test: /[\\/]src[\\/](components|hooks|config|lib[\\/](cn|storage|bookmarks|theme|theme-store|keyboard|clipboard|route-handle)|features[\\/]explore[\\/](explore-params|use-explore-params))|class-variance-authority|clsx|lucide-react/,
            },
          ],
        },
      },
    },
  },
  // The year the HTML was prerendered in; the footer swaps in the visitor's year after hydration.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
})
