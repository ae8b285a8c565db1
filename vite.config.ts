import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: { host: "127.0.0.1", port: 5173 },
  // The year the HTML was prerendered in; the footer swaps in the visitor's year after hydration.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
})
