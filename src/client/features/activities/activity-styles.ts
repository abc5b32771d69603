import { Award, CalendarCheck, type LucideIcon, Sparkles, Target, Trophy } from "lucide-react";

export type ActivityStyle = { label: string; icon: LucideIcon; iconClass: string; borderClass: string };

/** Look of each activity type; any other type gets the default. */
const STYLES: Record<string, ActivityStyle> = {
  badge_progress: { label: "Badge progress", icon: Target, iconClass: "bg-blue-100 text-blue-800", borderClass: "border-l-blue-500" },
  event_participation: { label: "Event", icon: CalendarCheck, iconClass: "bg-green-100 text-green-800", borderClass: "border-l-green-600" },
  achievement: { label: "Achievement", icon: Award, iconClass: "bg-amber-100 text-amber-900", borderClass: "border-l-amber-500" },
  milestone: { label: "Milestone", icon: Trophy, iconClass: "bg-purple-100 text-purple-800", borderClass: "border-l-purple-600" },
};

export const DEFAULT_ACTIVITY_STYLE: ActivityStyle = {
  label: "Activity",
  icon: Sparkles,
  iconClass: "bg-muted text-foreground",
  borderClass: "border-l-slate-400",
};

export function activityStyle(type: string): ActivityStyle {
  return STYLES[type] ?? DEFAULT_ACTIVITY_STYLE;
}

/** Reaction messages are truncated in the feed; the whole text stays in the title. */
export function truncateMessage(message: string, max = 60): string {
  const text = message.trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
