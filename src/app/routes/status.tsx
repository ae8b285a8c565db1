import { useMemo } from "react"
import { routeMeta } from "@/config/meta"
import { APIS } from "@/data/apis"
import { StatusView } from "@/features/health/components/status-view"
import { packStatusApis, toStatusApi, unpackStatusApis } from "@/features/health/health-api"
import { benchSize } from "@/lib/bench-marks"
import type { Route } from "./+types/status"

export const meta = () =>
  routeMeta(
    "API status",
    "Check from your own browser which public APIs answer right now, and keep the results.",
    "/status",
  )

// Build time only (prerendering): each API's id, name and endpoints are inlined into status/index.html, packed as
// one string (packStatusApis: cheap to decode while hydrating); what checking needs beyond that comes from
// /catalogue.json on the first click.
// `npm run bench` builds with BENCH_STATUS_ENDPOINTS=10000: a synthetic catalogue cut to that many endpoints.
export async function loader() {
  const benchEndpoints = benchSize("BENCH_STATUS_ENDPOINTS")
  if (benchEndpoints > 0) {
    const { makeCatalogue } = await import("@/data/make-catalogue")
    let left = benchEndpoints
    const apis = makeCatalogue(Math.ceil(benchEndpoints / 2)).flatMap((api) => {
      if (left <= 0) return []
      const endpoints = api.endpoints.slice(0, left)
      left -= endpoints.length
      return [toStatusApi({ ...api, endpoints })]
    })
    return { apis: packStatusApis(apis) }
  }
  return { apis: packStatusApis(APIS.map(toStatusApi)) }
}

export function shouldRevalidate() {
  return false
}

export default function StatusRoute({ loaderData }: Route.ComponentProps) {
  const apis = useMemo(() => unpackStatusApis(loaderData.apis), [loaderData.apis])
  return <StatusView apis={apis} />
}
