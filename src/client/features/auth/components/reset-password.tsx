import { LINK_EXPIRED, passwordResetBody } from "@shared/api/password-reset";
import { ArrowLeft, KeyRound } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { NewPasswordForm } from "@/components/new-password-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-request";
import { getAuthToken } from "@/lib/auth-token";
import { newPasswordForm } from "@/lib/new-password-form";
import { toast } from "@/lib/use-toast";
import { logout, resetPassword } from "../api";

/**
 * `/reset-password?token=…`, the page of the emailed link (R§7): a new password and its
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
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-primary/10 via-background to-secondary/10 px-4 py-10">
      <div className="w-full max-w-md">
        <Link
          href="/login"
          className="mb-6 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-foreground/80 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to sign in
        </Link>
        <Card>
          <CardHeader className="items-center text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground" aria-hidden="true">
              <KeyRound className="size-8" />
            </span>
            <h1 className="text-2xl font-bold">Choose a new password</h1>
            <CardDescription>The link from your email works once, within an hour.</CardDescription>
          </CardHeader>
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
        </Card>
      </div>
    </main>
  );
}
