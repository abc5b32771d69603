import { memo, useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { completeSignIn } from "@/features/auth/api";
import { authModeAt } from "@/features/auth/auth-mode";
import { SignInCard } from "@/features/auth/components/sign-in-card";
import { runSignInCard } from "@/features/auth/sign-in-form";
import { toast } from "@/lib/use-toast";

/** Drawn once: the card's own script owns what it shows after that. */
const Card = memo(SignInCard);

/**
 * /login where the app draws it itself (a signed-out visit to a signed-in page, a stored token that
 * no longer works): the same card the server draws, run by the same script (features/auth/sign-in-form.ts).
 * A sign-in here goes on inside the app, with the user read afresh.
 */
export default function LoginPage() {
  const card = useRef<HTMLDivElement>(null);
  const search = useSearch();
  const [, navigate] = useLocation();
  const goTo = useRef(navigate);
  goTo.current = navigate;
  const [opened] = useState(() => ({ search, mode: authModeAt(new URLSearchParams(search)) }));
  useEffect(() => {
    if (!card.current) return;
    return runSignInCard(card.current, {
      search: opened.search,
      onSignedIn: async ({ token, next, toast: said }) => {
        await completeSignIn(token);
        toast(said);
        goTo.current(next);
      },
    });
  }, [opened]);
  return (
    <div ref={card}>
      <Card mode={opened.mode} />
    </div>
  );
}
