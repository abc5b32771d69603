import { AuthForm } from "@/features/auth/components/auth-form";
import { QueryProvider } from "../query-provider";

export default function LoginPage() {
  return (
    <QueryProvider>
      <AuthForm />
    </QueryProvider>
  );
}
