import type { KeyboardEvent, ReactNode } from "react"
import { cn } from "@/lib/cn"
import { rovingIndex } from "./roving-index"

export type TabItem<T extends string> = { readonly value: T; readonly label: string }

const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`
const panelId = (idPrefix: string, value: string) => `${idPrefix}-panel-${value}`

type TabListProps<T extends string> = {
  label: string
  idPrefix: string
  tabs: readonly TabItem<T>[]
  selected: T
  onSelect: (value: T) => void
}

/**
 * A WAI-ARIA tab list with automatic activation: only the selected tab is in the Tab order; arrow keys,
 * Home and End move focus and select at once.
 */
export function TabList<T extends string>({ label, idPrefix, tabs, selected, onSelect }: TabListProps<T>) {
  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const current = tabs.findIndex((tab) => tab.value === selected)
    const next = rovingIndex(event.key, current, tabs.length, "horizontal")
    const target = next === null ? undefined : tabs[next]
    if (!target) return
    event.preventDefault()
    onSelect(target.value)
    document.getElementById(tabId(idPrefix, target.value))?.focus()
  }

  return (
    <div role="tablist" aria-label={label} className="flex gap-1 border-b">
      {tabs.map((tab) => {
        const isSelected = tab.value === selected
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.value)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix, tab.value)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.value)}
            onKeyDown={handleKeyDown}
            className={cn(
              // A label stays on one line ("Fetch Code", never "Fetch / Code") on a 390 px phone.
              "-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors sm:px-4 pointer-coarse:min-h-11",
              isSelected
                ? "border-primary text-foreground"
                : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}

type TabPanelProps = { idPrefix: string; value: string; selected: string; children: ReactNode; className?: string }

/** The panel of one tab; hidden (but kept, so aria-controls always points somewhere) when not selected. */
export function TabPanel({ idPrefix, value, selected, children, className }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, value)}
      aria-labelledby={tabId(idPrefix, value)}
      hidden={value !== selected}
      className={cn("rounded-b-md pt-4 outline-offset-4", className)}
    >
      {children}
    </div>
  )
}
