import type { TroopMembership, User } from "@shared/api/auth";
import { ArrowLeftRight, Check, Landmark, Plus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-request";
import { itemForKey } from "@/lib/focus-for-key";
import { lazyNamed } from "@/lib/lazy-named";
import { toast } from "@/lib/use-toast";
import { switchTroop } from "../api";

// The form and its checks come when "Join another troop" is first chosen, not with every page.
const JoinTroopDialog = lazyNamed(() => import("./join-troop-dialog"), "JoinTroopDialog");

const ROLE_NAMES: Record<TroopMembership["role"], string> = { leader: "Leader", parent: "Parent", scout: "Scout" };
const roleName = (troop: TroopMembership) =>
  troop.role === "leader" && troop.leaderRole === "admin" ? "Leader (admin)" : ROLE_NAMES[troop.role];

/**
 * The troop switcher (many-troops M2): for an account of two or more troops, or a district's
 * commissioner, one button in the top bar opens the list of its troops, each with the role held there
 * (and the district overview, for a commissioner); choosing one moves the session
 * there and opens that troop's home. "Join another troop" takes a code. Drawn as the leader menu is
 * (a disclosure): arrow keys move between the items, Escape closes it and returns the focus.
 * A change still waiting on the device is sent only in the troop it was made in (lib/offline): after
 * a switch it waits, refused with the reason, until the person switches back.
 */
export default function TroopSwitcher({
  user,
  openPage,
}: {
  user: User;
  /** A full page load of the troop's home (tests watch it). */
  openPage?: (to: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [joining, setJoining] = useState(false);
  const [switching, setSwitching] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    const shown = panel.current;
    if (!open || !shown) return;
    const items = [...shown.querySelectorAll<HTMLElement>("button:not([disabled]), a[href]")];
    (items.find((item) => item.getAttribute("aria-current") === "true") ?? items[0])?.focus();
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
      const to = itemForKey(items, document.activeElement, event.key, "column");
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

  const choose = async (troop: TroopMembership) => {
    if (troop.id === user.currentTroopId) {
      setOpen(false);
      button.current?.focus();
      return;
    }
    setSwitching(troop.id);
    try {
      await switchTroop(troop.id, openPage);
    } catch (error) {
      setSwitching(null);
      toast({ variant: "destructive", title: "Could not switch troops", description: errorMessage(error, "Please try again.") });
    }
  };

  return (
    <div className="relative">
      <Button
        ref={button}
        variant="ghost"
        aria-label="Switch troop"
        aria-expanded={open}
        aria-controls={id}
        className="max-[479px]:w-9 max-[479px]:px-0 min-[480px]:px-3"
        onClick={() => setOpen((now) => !now)}
      >
        <ArrowLeftRight aria-hidden="true" />
        {/* Named where there is room; beside the leader links (1280 px) the icon alone leaves the troop name room. */}
        <span className="hidden min-[640px]:inline xl:hidden">Troops</span>
      </Button>
      <div
        id={id}
        ref={panel}
        hidden={!open}
        // On a phone the panel spans the screen under the bar (the button sits among others, far from either edge).
        className="fixed inset-x-3 top-16 z-50 rounded-md border bg-popover p-1 text-popover-foreground shadow-md sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-1 sm:w-72"
      >
        <p className="px-3 py-2 text-xs font-medium text-muted-foreground" id={`${id}-title`}>
          Your troops
        </p>
        <ul aria-labelledby={`${id}-title`}>
          {user.troops.map((troop) => {
            const current = troop.id === user.currentTroopId;
            return (
              <li key={troop.id}>
                <button
                  type="button"
                  aria-current={current ? "true" : undefined}
                  disabled={switching !== null}
                  onClick={() => void choose(troop)}
                  className="flex min-h-11 w-full items-center gap-2 rounded-sm px-3 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none disabled:opacity-60"
                >
                  <Check aria-hidden="true" className={current ? "size-4 shrink-0" : "invisible size-4 shrink-0"} />
                  <span className="min-w-0 flex-1">
                    <span className="block break-words font-medium">{troop.name}</span>
                    <span className="block text-xs text-muted-foreground">
                      {switching === troop.id ? "Switching…" : current ? `${roleName(troop)} · current` : roleName(troop)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        {/* A commissioner who belongs to no troop yet. */}
        {user.troops.length === 0 && <p className="px-3 pb-2 text-sm text-muted-foreground">None yet: join one with its code.</p>}
        {user.districts.length > 0 && (
          <>
            <div className="-mx-1 my-1 h-px bg-border" aria-hidden="true" />
            <Link
              href="/district"
              onClick={() => setOpen(false)}
              className="flex min-h-11 w-full items-center gap-2 rounded-sm px-3 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
            >
              <Landmark aria-hidden="true" className="size-4" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">District overview</span>
                <span className="block text-xs text-muted-foreground">{user.districts.map((d) => d.name).join(", ")}</span>
              </span>
            </Link>
          </>
        )}
        {user.role !== "scout" && (
          <>
            <div className="-mx-1 my-1 h-px bg-border" aria-hidden="true" />
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setJoining(true);
              }}
              className="flex min-h-11 w-full items-center gap-2 rounded-sm px-3 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
            >
              <Plus aria-hidden="true" className="size-4" />
              {user.troops.length === 0 ? "Join a troop" : "Join another troop"}
            </button>
          </>
        )}
      </div>
      <JoinTroopDialog
        open={joining}
        onOpenChange={setJoining}
        onJoined={(troop) => void switchTroop(troop.id, openPage)}
        returnFocusTo={button}
      />
    </div>
  );
}
