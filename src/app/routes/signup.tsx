import { Link } from "react-router"
import { SimplePage } from "@/app/components/simple-page"
import { routeMeta } from "@/config/meta"
import { paths } from "@/config/paths"

export const meta = () => routeMeta("Sign up", "No account is needed to use API Explorer.", "/signup")

export default function SignupRoute() {
  return (
    <SimplePage title="Get started for free">
      <p>
        <strong>No account is needed.</strong> Everything in API Explorer — search, bookmarks and live requests — works
        right now, in your browser, without signing up.
      </p>
      <p>Your bookmarks and theme are kept in this browser only. Nothing is sent to us.</p>
      <p>
        <Link to={paths.explore.getHref()}>Start exploring APIs</Link>
      </p>
    </SimplePage>
  )
}
