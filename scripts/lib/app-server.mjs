// Building the production app and serving it with scripts/serve.mjs on 127.0.0.1: what `npm run bench`,
// `npm run bench:load` and `npm run verify` share.
import { spawn, spawnSync } from "node:child_process"

/** Runs `npm run build` with `env` added to this process's (BUILD_DIR among them); throws when it fails. */
export function buildApp(env = {}, label = "the app") {
  const result = spawnSync("npm", ["run", "--silent", "build"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  })
  if (result.status !== 0) throw new Error(`The build of ${label} failed (exit ${result.status})`)
}

/** Starts scripts/serve.mjs for `dir` on 127.0.0.1:`port`; resolves once it listens, rejects if it exits first. */
export async function startServer({ port, dir }) {
  const server = spawn("node", ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SERVE_DIR: dir },
    stdio: ["ignore", "pipe", "inherit"],
  })
  await new Promise((resolve, reject) => {
    server.stdout.once("data", resolve)
    server.once("exit", (code) => reject(new Error(`serve.mjs for ${dir} on port ${port} exited with ${code}`)))
  })
  return server
}
