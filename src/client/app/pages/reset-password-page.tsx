import { ResetPassword } from "@/features/auth/components/reset-password";
import { QueryProvider } from "../query-provider";

/** `/reset-password?token=…`: the page the emailed reset link opens, signed in or not. */
export default function ResetPasswordPage() {
  return (
    <QueryProvider>
      <ResetPassword />
    </QueryProvider>
  );
}
