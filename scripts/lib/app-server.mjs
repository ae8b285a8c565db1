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

/**
 * Starts scripts/serve.mjs for `dir` on 127.0.0.1:`port` (0, the default: any free port); resolves once it listens
 * with the child process and the port it listens on, rejects if it exits first. The server stops by itself when this
 * process ends, even when it is killed.
 */
export async function startServer({ port = 0, dir }) {
  const server = spawn("node", ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SERVE_DIR: dir,
      SERVE_PARENT_PID: String(process.pid),
    },
    stdio: ["ignore", "pipe", "inherit"],
  })
  const line = await new Promise((resolve, reject) => {
    server.stdout.once("data", (data) => resolve(String(data)))
    server.once("exit", (code) => reject(new Error(`serve.mjs for ${dir} on port ${port} exited with ${code}`)))
  })
  const listening = Number(/:(\d+)\s*$/.exec(line.trim())?.[1])
  if (!listening) throw new Error(`serve.mjs for ${dir} did not say its port: ${line}`)
  return Object.assign(server, { port: listening })
}
