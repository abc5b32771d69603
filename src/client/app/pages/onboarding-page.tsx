import type { User } from "@shared/api/auth";
import { Welcome } from "@/features/onboarding/components/welcome";

export default function OnboardingPage({ user }: { user: User }) {
  return <Welcome user={user} />;
}
