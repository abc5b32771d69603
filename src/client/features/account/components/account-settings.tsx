import type { User } from "@shared/api/auth";
import { KeyRound, UserCircle } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ChangePasswordForm } from "./change-password-form";

/** Settings tab (scouts): account details and the Change Password form. */
export function AccountSettings({ user }: { user: User }) {
  return (
    <div className="grid gap-6">
      <h2 className="text-2xl font-bold">Account Settings</h2>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <UserCircle className="size-5" aria-hidden="true" />
            Your Account
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="font-medium text-muted-foreground">Name</dt>
            <dd>
              {user.firstName} {user.lastName}
            </dd>
            <dt className="font-medium text-muted-foreground">Email</dt>
            <dd className="break-all">{user.email}</dd>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <KeyRound className="size-5" aria-hidden="true" />
            Change Password
          </CardTitle>
          <CardDescription>Your new password needs at least 6 characters.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
    </div>
  );
}
