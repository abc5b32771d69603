import { useEffect, useState } from "react";

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The hero ring on a coloured banner (white track, arc in the banner's text colour), or a ring on a
 * card (muted track, primary arc): mid-sized beside a summary, small beside a list row.
 */
const SIZES = {
  lg: { box: "size-32", arc: "", track: "stroke-white/30", text: "text-3xl" },
  md: { box: "size-24", arc: "text-primary", track: "stroke-muted", text: "text-xl" },
  sm: { box: "size-12", arc: "text-primary", track: "stroke-muted", text: "text-[0.65rem]" },
} as const;

/** Circular percentage ring; the arc animates to `percent` 500 ms after it appears. */
export function ProgressRing({ percent, label, size = "lg" }: { percent: number; label: string; size?: keyof typeof SIZES }) {
  const look = SIZES[size];
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setShown(percent), 500);
    return () => clearTimeout(timer);
  }, [percent]);
  const offset = CIRCUMFERENCE * (1 - Math.max(0, Math.min(100, shown)) / 100);
  return (
    <div className={`relative shrink-0 ${look.box}`} role="img" aria-label={`${label}: ${percent}%`}>
      <svg viewBox="0 0 120 120" className={`size-full -rotate-90 ${look.arc}`} aria-hidden="true">
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" className={look.track} />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          className="stroke-current transition-[stroke-dashoffset] duration-1000 ease-out"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={offset}
          data-testid="progress-ring-arc"
        />
      </svg>
      <span className={`absolute inset-0 flex items-center justify-center font-bold ${look.text}`} aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
