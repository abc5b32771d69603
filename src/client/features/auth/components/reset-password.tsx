import { LINK_EXPIRED, passwordResetBody } from "@shared/api/password-reset";
import { KeyRound } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { NewPasswordForm } from "@/components/new-password-form";
import { Button } from "@/components/ui/button";
import { CardContent } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-request";
import { getAuthToken } from "@/lib/auth-token";
import { newPasswordForm } from "@/lib/new-password-form-rules";
import { toast } from "@/lib/use-toast";
import { logout, resetPassword } from "../api";
import { AuthCardPage } from "./auth-card-page";

/**
 * `/reset-password?token=…`, the page of the emailed link: a new password and its
 * confirmation; then on to sign-in. A used, expired or missing token says so and offers a new link.
 */
export function ResetPassword() {
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get("token")?.trim() ?? "";
  const [expired, setExpired] = useState(token === "" ? LINK_EXPIRED : null);
  const schema = useMemo(() => newPasswordForm((newPassword) => ({ token, newPassword }), passwordResetBody), [token]);

  async function done() {
    toast({ title: "Password changed", description: "Sign in with your new password." });
    // Every session of that account has ended; whoever is signed in on this browser signs in again.
    if (getAuthToken()) await logout(() => navigate("/login"));
    else navigate("/login");
  }

  return (
    <AuthCardPage
      back={{ href: "/login", label: "Back to sign in" }}
      Icon={KeyRound}
      title="Choose a new password"
      description="The link from your email works once, within an hour."
    >
      <CardContent className="grid gap-4">
        {expired ? (
          <>
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive">
              {expired}
            </p>
            <Button asChild className="w-full">
              <Link href="/login?forgot">Ask for a new link</Link>
            </Button>
          </>
        ) : (
          <NewPasswordForm
            schema={schema}
            submit={resetPassword}
            failure="Could not change the password. Please try again."
            submitLabel="Change password"
            onSuccess={done}
            onError={(error) => {
              // The link itself was refused (used, expired, unknown): a new one is the only way on.
              const message = errorMessage(error, "");
              if (message === LINK_EXPIRED) setExpired(message);
            }}
          />
        )}
      </CardContent>
    </AuthCardPage>
  );
}
