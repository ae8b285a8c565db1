import { Moon, Sun } from "lucide-react"
import { Button } from "@/components/ui/button"
import { useHydrated } from "@/hooks/use-hydrated"
import { useTheme } from "@/hooks/use-theme"

/**
 * Sun when dark mode is on, moon when it is off (docs/behaviour.md §2). Both icons are in the prerendered HTML and CSS
 * picks one from the `dark` class the inline script already set, so the first paint is right before hydration.
 */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme()
  const isHydrated = useHydrated()
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle dark mode"
      data-theme-toggle=""
      aria-pressed={isHydrated ? theme === "dark" : undefined}
      onClick={toggleTheme}
    >
      <Sun aria-hidden="true" data-icon="sun" className="hidden dark:block" />
      <Moon aria-hidden="true" data-icon="moon" className="block dark:hidden" />
    </Button>
  )
}
