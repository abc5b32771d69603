import { Eye, LayoutDashboard, Settings, Shield, Users } from "lucide-react";

/** The leader pages the top bar links to: icons from 480 px, the leader menu below. */
export const LEADER_LINKS = [
  { href: "/leader-dashboard", label: "Leader dashboard", icon: LayoutDashboard },
  { href: "/scout-management", label: "Scout management", icon: Users },
  { href: "/admin", label: "Badge and event admin", icon: Shield },
  { href: "/troop-settings", label: "Troop settings", icon: Settings },
  // The scout view is where leaders see what scouts see and find Create Event and the plus button.
  { href: "/scout-dashboard", label: "Scout view", icon: Eye },
] as const;
