import { type ComponentProps, createContext, type KeyboardEvent, useContext, useId, useRef, useState } from "react";
import { itemForKey } from "@/lib/focus-for-key";
import { cn } from "@/lib/utils";

/**
 * Tabs, after the WAI-ARIA tabs pattern with automatic activation: <Tabs defaultValue="a"> (or value +
 * onValueChange) <TabsList aria-label="…"><TabsTrigger value="a"/></TabsList><TabsContent value="a"/></Tabs>.
 * The chosen tab is the list's one stop for Tab; the arrow keys, Home and End move between triggers and
 * choose the one they reach, as does a press (on mouse down, so the tab shows before the button is let go).
 * A closed tab's content is not drawn unless `forceMount`. TabsList scrolls sideways on narrow screens
 * instead of widening the page. Written here rather than taken from Radix because Radix's tabs brought some
 * 9 KB of shared machinery (roving focus, collections, presence) into the first load of five pages.
 */
type TabsState = { baseId: string; value: string | undefined; choose: (value: string) => void };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

// Values go into ids; a value with a space would otherwise make an invalid id reference.
const idFor = (baseId: string, part: "trigger" | "content", value: string) => `${baseId}-${part}-${value.replace(/\s/g, "-")}`;

type TabsProps = Omit<ComponentProps<"div">, "defaultValue"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  // A press both focuses its tab and chooses it: the owner hears of one gesture once.
  const choosing = useRef<string | null>(null);
  const current = value ?? ownValue;
  const choose = (next: string) => {
    if (next === current || next === choosing.current) return;
    choosing.current = next;
    queueMicrotask(() => {
      choosing.current = null;
    });
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: current, choose }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const next = itemForKey(triggers, document.activeElement, event.key, "row");
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        "inline-flex h-auto max-w-full items-center justify-start gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<ComponentProps<"button">, "value"> & { value: string };

export function TabsTrigger({ value, className, disabled, onMouseDown, onKeyDown, onFocus, ...props }: TabsTriggerProps) {
  const tabs = useTabs("TabsTrigger");
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idFor(tabs.baseId, "trigger", value)}
      aria-selected={selected}
      aria-controls={idFor(tabs.baseId, "content", value)}
      data-state={selected ? "active" : "inactive"}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      tabIndex={selected ? 0 : -1}
      className={cn(
        "inline-flex min-h-9 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-foreground/80 transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4",
        className,
      )}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // The main button only, and not a ctrl-click (the context menu on a Mac). Focus first, here: the
        // choice it makes and this one fall in one event, before the owner has drawn the change, rather
        // than the browser's own focus choosing again after the owner's effects have run.
        if (!disabled && event.button === 0 && !event.ctrlKey) {
          event.currentTarget.focus();
          tabs.choose(value);
        } else {
          event.preventDefault();
        }
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!disabled && event.target === event.currentTarget && (event.key === "Enter" || event.key === " ")) tabs.choose(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!selected && !disabled) tabs.choose(value);
      }}
      {...props}
    />
  );
}

type TabsContentProps = Omit<ComponentProps<"div">, "value"> & { value: string; forceMount?: boolean };

export function TabsContent({ value, forceMount = false, className, children, ...props }: TabsContentProps) {
  const tabs = useTabs("TabsContent");
  const shown = forceMount || tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={idFor(tabs.baseId, "content", value)}
      aria-labelledby={idFor(tabs.baseId, "trigger", value)}
      data-state={tabs.value === value ? "active" : "inactive"}
      data-orientation="horizontal"
      hidden={!shown}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a panel is a tab stop after its tab list (WAI-ARIA tabs pattern), so a panel of plain text is reached and read too
      tabIndex={0}
      className={cn("mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2", className)}
      {...props}
    >
      {shown && children}
    </div>
  );
}
