import { LandingPageContent } from "@/features/landing/components/landing-page-content";

export default function LandingPage() {
  return <LandingPageContent />;
}
