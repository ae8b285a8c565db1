import { Link } from "react-router"
import { SimplePage } from "@/app/components/simple-page"
import { routeMeta } from "@/config/meta"
import { paths } from "@/config/paths"

export const meta = () => routeMeta("Contact", "How to reach the API Explorer team.", "/contact")

export default function ContactRoute() {
  return (
    <SimplePage title="Contact us">
      <p>
        Questions about Enterprise plans, a wrong catalogue entry or an API you would like to see listed? Write to{" "}
        <a href="mailto:hello@api-explorer.dev">hello@api-explorer.dev</a> and we will answer within two working days.
      </p>
      <p>
        When reporting a catalogue problem, include the API's name and the endpoint, so we can check it against the
        provider's documentation.
      </p>
      <p>
        <Link to={paths.explore.getHref()}>Back to the catalogue</Link>
      </p>
    </SimplePage>
  )
}
