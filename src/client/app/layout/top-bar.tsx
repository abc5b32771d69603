import type { User } from "@shared/api/auth";
import { Eye, LayoutDashboard, LogOut, Menu, Settings, Shield, Users } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { TroopLogo } from "@/components/ui/troop-logo";
import { ChangePasswordDialog } from "@/features/account/components/change-password-dialog";
import { logout } from "@/features/auth/api";
import { useBranding } from "@/features/branding/hooks/use-branding";
import { SubscribeCalendarDialog } from "@/features/calendar/components/subscribe-calendar-dialog";
import { MessagesBell } from "@/features/messages/components/messages-bell";
import { cn } from "@/lib/utils";

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
 * leader icon links and change-password, the messages bell (every role), and logout.
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
          {/* Wraps to two lines (smaller on phones) rather than being cut to a few letters. */}
          <span className="line-clamp-2 min-w-0 break-words text-[13px] font-bold leading-tight sm:text-lg">{branding.troopName}</span>
        </Link>
        {/* Under 480 px the icon buttons are narrower and closer, leaving the troop name room for two lines. */}
        <div className="ml-auto flex shrink-0 items-center gap-1 max-[479px]:gap-0 max-[479px]:[&>button]:w-9">
          {/* Under 480 px a leader's name moves into the leader menu, leaving room for the troop name. */}
          <span
            className={cn("mr-1 max-w-28 truncate text-sm font-medium sm:max-w-none", isLeader && "hidden min-[480px]:inline")}
            data-testid="user-name"
          >
            <span>{user.firstName}</span>
            <span className="hidden sm:inline"> {user.lastName}</span>
          </span>
          {isLeader && <LeaderMenu userName={`${user.firstName} ${user.lastName}`} />}
          {isLeader && (
            <nav aria-label="Leader" className="hidden items-center min-[480px]:flex">
              {LEADER_LINKS.map(({ href, label, icon: Icon }) => (
                <Tooltip key={href}>
                  <TooltipTrigger asChild>
                    <Button asChild variant="ghost" size="icon">
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
          <MessagesBell />
          {isLeader && <ChangePasswordDialog />}
          <SubscribeCalendarDialog />
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

/** Under 480 px the leader links do not fit as icons: one menu button holds them (keyboard: Radix menu). */
function LeaderMenu({ userName }: { userName: string }) {
  const [, navigate] = useLocation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Leader menu" className="min-[480px]:hidden">
          <Menu aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-52 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs font-medium text-muted-foreground">{userName}</DropdownMenu.Label>
          <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
          {LEADER_LINKS.map(({ href, label, icon: Icon }) => (
            <DropdownMenu.Item
              key={href}
              className="flex cursor-pointer items-center gap-2 rounded-sm px-3 py-2 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
              onSelect={() => navigate(href)}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
