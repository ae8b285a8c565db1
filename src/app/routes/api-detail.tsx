import { routeMeta } from "@/config/meta"

export const meta = () => routeMeta("API", "API details")

export default function ApiDetailRoute() {
  return <p>API</p>
}
