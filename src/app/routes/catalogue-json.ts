import { APIS } from "@/data/apis"

// A resource route, prerendered at build time to build/client/catalogue.json: the merged catalogue as data.
export function loader() {
  return Response.json({ count: APIS.length, apis: APIS })
}
