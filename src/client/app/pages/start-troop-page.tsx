import { START_TROOP_MESSAGES } from "@shared/api/start-troop";
import { Tent } from "lucide-react";
import { use } from "react";
import { useLocation } from "wouter";
import { CardContent } from "@/components/ui/card";
import { completeSignIn } from "@/features/auth/api";
import { AuthCardPage } from "@/features/auth/components/auth-card-page";
import { deployment } from "@/features/start-troop/api";
import { StartTroopForm } from "@/features/start-troop/components/start-troop-form";
import { getAuthToken } from "@/lib/auth-token";

/**
 * `/start-a-troop`: a new troop on this deployment, as TROOP_SIGNUP allows. Signed out, the founder's
 * account comes with it and the app opens at the new troop's welcome; signed in, the session moves
 * to the new troop and its home opens afresh (nothing of the other troop stays on screen).
 */
export default function StartTroopPage() {
  const here = use(deployment());
  const [, navigate] = useLocation();
  const signedIn = getAuthToken() !== null;
  const mode = here?.troopSignup ?? "closed";
  return (
    <AuthCardPage
      back={{ href: "/", label: "Back to Home" }}
      Icon={Tent}
      title="Start a troop"
      description={
        mode === "closed"
          ? START_TROOP_MESSAGES.closed
          : `Your troop gets its own page, colours, codes and the starter badges${here ? ` on ${here.name}` : ""}. You can change everything later.`
      }
    >
      {mode === "closed" ? (
        <CardContent>
          <p className="text-sm text-muted-foreground">Ask the person who runs this site, or sign in to your troop.</p>
        </CardContent>
      ) : (
        <StartTroopForm
          signedIn={signedIn}
          mode={mode}
          onStarted={async (authToken) => {
            if (authToken) {
              await completeSignIn(authToken);
              navigate("/");
            } else {
              window.location.assign("/");
            }
          }}
        />
      )}
    </AuthCardPage>
  );
}
