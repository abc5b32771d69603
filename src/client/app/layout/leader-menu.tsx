import { Menu } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { itemForKey } from "@/lib/focus-for-key";
import { LEADER_LINKS } from "./leader-links";

/**
 * Under 1280 px the leader links do not fit with their names: one button shows and hides them (a disclosure,
 * the pattern for a site's navigation, drawn without a menu library). Open, the first link has the
 * focus and the arrow keys move between the links; Escape closes it and gives the focus back to the
 * button, as does choosing a link; a tap or focus elsewhere closes it.
 */
export function LeaderMenu({ userName }: { userName: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    const shown = panel.current;
    if (!open || !shown) return;
    const links = [...shown.querySelectorAll<HTMLAnchorElement>("a")];
    links[0]?.focus();
    const closeOutside = (event: Event) => {
      const target = event.target as Node;
      if (!shown.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
        return;
      }
      const to = itemForKey(links, document.activeElement, event.key, "column");
      if (!to) return;
      event.preventDefault();
      to.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("focusin", closeOutside);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("focusin", closeOutside);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div className="relative xl:hidden">
      <Button
        ref={button}
        variant="ghost"
        aria-label="Leader menu"
        aria-expanded={open}
        aria-controls={id}
        className="max-[479px]:w-9 max-[479px]:px-0 min-[480px]:px-3"
        onClick={() => setOpen((now) => !now)}
      >
        <Menu aria-hidden="true" />
        {/* Named where there is room: from 480 px the bar shows the word, not only the icon. */}
        <span className="hidden min-[480px]:inline">Menu</span>
      </Button>
      <div
        id={id}
        ref={panel}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-1 min-w-52 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        <p className="px-3 py-2 text-xs font-medium text-muted-foreground">{userName}</p>
        <div className="-mx-1 my-1 h-px bg-border" aria-hidden="true" />
        <nav aria-label="Leader">
          <ul>
            {LEADER_LINKS.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <Link
                  href={href}
                  onClick={() => {
                    setOpen(false);
                    button.current?.focus();
                  }}
                  className="flex items-center gap-2 rounded-sm px-3 py-2 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:text-accent-foreground"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
