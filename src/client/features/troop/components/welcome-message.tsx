import { useBranding } from "../hooks/use-branding";

/** The troop's own welcome message (Troop Settings → General), shown on the signed-in homes when set. */
export function WelcomeMessage() {
  const { customWelcomeMessage } = useBranding();
  if (!customWelcomeMessage.trim()) return null;
  return (
    <p
      className="mb-6 whitespace-pre-line break-words rounded-lg border-l-4 border-primary bg-primary/5 px-4 py-3 text-sm"
      data-testid="welcome-message"
    >
      {customWelcomeMessage}
    </p>
  );
}
