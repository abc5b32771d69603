import { Eye, LayoutDashboard, Settings, Shield, Users } from "lucide-react";

/**
 * The leader pages the top bar links to: labelled links from 1280 px, the leader menu below. `short`
 * is the word shown in the bar; it is part of `label` (the link's name), so what is read out contains
 * what is seen.
 */
export const LEADER_LINKS = [
  { href: "/leader-dashboard", label: "Leader dashboard", short: "Dashboard", icon: LayoutDashboard },
  { href: "/scout-management", label: "Scout management", short: "Scout management", icon: Users },
  { href: "/admin", label: "Badge and event admin", short: "Admin", icon: Shield },
  { href: "/troop-settings", label: "Troop settings", short: "Settings", icon: Settings },
  // The scout view is where leaders see what scouts see and find Create Event and the plus button.
  { href: "/scout-dashboard", label: "Scout view", short: "Scout view", icon: Eye },
] as const;
