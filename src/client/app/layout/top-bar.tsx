import type { User } from "@shared/api/auth";
import { Eye, LayoutDashboard, LogOut, Settings, Shield, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { ChangePasswordDialog } from "@/features/account/components/change-password-dialog";
import { logout } from "@/features/auth/api";
import { TroopLogo } from "@/features/branding/components/troop-logo";
import { useBranding } from "@/features/branding/hooks/use-branding";

const LEADER_LINKS = [
  { href: "/leader-dashboard", label: "Leader dashboard", icon: LayoutDashboard },
  { href: "/scout-management", label: "Scout management", icon: Users },
  { href: "/admin", label: "Badge and event admin", icon: Shield },
  { href: "/troop-settings", label: "Troop settings", icon: Settings },
  // The scout view is where leaders see what scouts see and find Create Event and the plus button.
  { href: "/scout-dashboard", label: "Scout view", icon: Eye },
] as const;

/**
 * Top bar of signed-in screens: troop logo and name, the user's name (first name only on small screens),
 * leader icon links and change-password, and logout.
 */
export function TopBar({ user }: { user: User }) {
  const branding = useBranding();
  const [leaving, setLeaving] = useState(false);
  const isLeader = user.role === "leader";
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
          <span className="truncate text-base font-bold sm:text-lg">{branding.troopName}</span>
        </Link>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <span className="mr-1 max-w-28 truncate text-sm font-medium sm:max-w-none" data-testid="user-name">
            <span>{user.firstName}</span>
            <span className="hidden sm:inline"> {user.lastName}</span>
          </span>
          {isLeader && (
            <nav aria-label="Leader" className="flex items-center">
              {LEADER_LINKS.map(({ href, label, icon: Icon }, index) => (
                <Tooltip key={href}>
                  <TooltipTrigger asChild>
                    <Button asChild variant="ghost" size="icon" className={index > 0 ? "hidden min-[480px]:inline-flex" : undefined}>
                      <Link href={href} aria-label={label}>
                        <Icon aria-hidden="true" />
                      </Link>
                    </Button>
                  </TooltipTrigger>
                  <TooltipContent>{label}</TooltipContent>
                </Tooltip>
              ))}
            </nav>
          )}
          {isLeader && <ChangePasswordDialog />}
          <Tooltip>
            <TooltipTrigger asChild>
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
            </TooltipTrigger>
            <TooltipContent>Log out</TooltipContent>
          </Tooltip>
        </div>
      </div>
    </header>
  );
}
