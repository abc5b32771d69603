import { actsInTroop } from "@shared/acts-in-troop";
import type { User } from "@shared/api/auth";
import { LogOut } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Hinted } from "@/components/ui/hint";
import { TroopLogo } from "@/components/ui/troop-logo";
import { ChangePasswordDialog } from "@/features/account/components/change-password-dialog";
import { logout } from "@/features/auth/api";
import { CalendarButton } from "@/features/calendar/components/calendar-button";
import { MessagesBell } from "@/features/messages/components/messages-bell";
import { useBranding } from "@/features/troop/hooks/use-branding";
import { useHydrated } from "@/lib/use-hydrated";
import { cn } from "@/lib/utils";
import { LEADER_LINKS } from "./leader-links";
import { LeaderMenu } from "./leader-menu";

// Only an account of several troops has it: everyone else's pages never load its code. A plain
// lazy (not lazyNamed): it is asked for only once the app runs the page, after the take-over.
const TroopSwitcher = lazy(() => import("@/features/memberships/components/troop-switcher"));

/**
 * Top bar of signed-in screens: troop logo and name, the user's name (first name only on small screens),
 * the troop switcher for an account of several troops,
 * the leader links (named from 1280 px, in the leader menu below) and change-password, the messages bell (every role), and logout.
 */
export function TopBar({ user }: { user: User }) {
  const branding = useBranding();
  const [leaving, setLeaving] = useState(false);
  const [location] = useLocation();
  const isLeader = user.role === "leader";
  // A session of no troop (a commissioner's): the account's own buttons, none of a troop's.
  const inTroop = actsInTroop(user);
  // The switcher is the app's alone, never part of a first view the server drew: a tap on a drawn
  // button whose code is still on its way would be lost. It shows once the app runs the page.
  const runs = useHydrated();
  const homeHref = isLeader ? "/leader-dashboard" : "/";

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-6">
        <Link
          href={homeHref}
          className="flex min-w-0 items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={`${branding.troopName} home`}
        >
          <TroopLogo logoUrl={branding.logoUrl} className="size-9" />
          {/* Wraps to two lines (smaller on phones) rather than being cut to a few letters. */}
          <span className="line-clamp-2 min-w-0 break-words text-[13px] font-bold leading-tight sm:text-lg">{branding.troopName}</span>
        </Link>
        {/* Under 480 px the icon buttons are narrower and closer, leaving the troop name room for two lines. */}
        <div className="ml-auto flex shrink-0 items-center gap-1 max-[479px]:gap-0 max-[479px]:[&>button]:w-9 max-[479px]:[&>span>button]:w-9">
          {/* Under 480 px a leader's name moves into the leader menu, leaving room for the troop name. */}
          <span
            className={cn("mr-1 max-w-28 truncate text-sm font-medium sm:max-w-none", isLeader && "hidden min-[480px]:inline")}
            data-testid="user-name"
          >
            <span>{user.firstName}</span>
            <span className="hidden sm:inline"> {user.lastName}</span>
          </span>
          {runs && (user.troops.length > 1 || user.districts.length > 0) && (
            <Suspense fallback={null}>
              <TroopSwitcher user={user} />
            </Suspense>
          )}
          {isLeader && <LeaderMenu userName={`${user.firstName} ${user.lastName}`} />}
          {isLeader && (
            <nav aria-label="Leader" className="hidden items-center xl:flex">
              {LEADER_LINKS.map(({ href, label, short, icon: Icon }) => (
                <Button key={href} asChild variant="ghost" size="sm" className={cn(location === href && "bg-muted")}>
                  <Link href={href} aria-label={label === short ? undefined : label} aria-current={location === href ? "page" : undefined}>
                    <Icon aria-hidden="true" />
                    {short}
                  </Link>
                </Button>
              ))}
            </nav>
          )}
          {inTroop && <MessagesBell />}
          {(isLeader || !inTroop) && <ChangePasswordDialog />}
          {inTroop && <CalendarButton />}
          <Hinted hint="Log out">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Log out"
              disabled={leaving}
              onClick={() => {
                setLeaving(true);
                void logout();
              }}
            >
              <LogOut aria-hidden="true" />
            </Button>
          </Hinted>
        </div>
      </div>
    </header>
  );
}
