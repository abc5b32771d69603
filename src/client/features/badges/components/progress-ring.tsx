import { useEffect, useState } from "react";

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Circular percentage ring; the arc animates to `percent` 500 ms after it appears (spec §9). */
export function ProgressRing({ percent, label }: { percent: number; label: string }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setShown(percent), 500);
    return () => clearTimeout(timer);
  }, [percent]);
  const offset = CIRCUMFERENCE * (1 - Math.max(0, Math.min(100, shown)) / 100);
  return (
    <div className="relative size-32 shrink-0" role="img" aria-label={`${label}: ${percent}%`}>
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" className="stroke-white/30" />
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
      <span className="absolute inset-0 flex items-center justify-center text-3xl font-bold" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
