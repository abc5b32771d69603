import { Welcome } from "@/features/onboarding/components/welcome";
import type { PageProps } from "../pages";

export default function OnboardingPage({ user }: PageProps) {
  return <Welcome user={user} />;
}
