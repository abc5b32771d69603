import { useEffect, useState } from "react";

const EMOJI = ["🎉", "🏆", "⭐", "🎖️", "🥳"];

type Piece = { id: number; emoji: string; left: number };

/**
 * Five falling emoji, started 200 ms apart and removed after 3 s. Changing `trigger`
 * (e.g. a counter) starts a new celebration; 0 shows nothing. Decorative only.
 */
export function Celebration({ trigger }: { trigger: number }) {
  const [pieces, setPieces] = useState<Piece[]>([]);
  useEffect(() => {
    if (!trigger) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    EMOJI.forEach((emoji, i) => {
      const id = trigger * 10 + i;
      timers.push(setTimeout(() => setPieces((p) => [...p, { id, emoji, left: 10 + ((i * 19 + trigger * 7) % 80) }]), i * 200));
      timers.push(setTimeout(() => setPieces((p) => p.filter((x) => x.id !== id)), i * 200 + 3000));
    });
    return () => {
      for (const t of timers) clearTimeout(t);
    };
  }, [trigger]);
  if (pieces.length === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-0 z-[60] overflow-hidden" aria-hidden="true" data-testid="celebration">
      {pieces.map((p) => (
        <span key={p.id} className="animate-confetti absolute top-0 text-4xl" style={{ left: `${p.left}%` }}>
          {p.emoji}
        </span>
      ))}
    </div>
  );
}
