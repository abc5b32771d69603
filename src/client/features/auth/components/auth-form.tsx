import type { Role } from "@shared/constants";
import { ArrowLeft, Compass } from "lucide-react";
import { useId, useState } from "react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { errorMessage } from "@/lib/api-request";
import { toast, toastError } from "@/lib/use-toast";
import { completeSignIn, login, signup } from "../api";

type Mode = "signin" | "signup";

/**
 * Sign In / Create Account (spec §2, §4, §8; decisions §3). No client-side validation: the server decides
 * and its message is shown. The invite code goes out as inviteCode.
 */
export function AuthForm() {
  const id = useId();
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<Mode>("signin");
  const [pending, setPending] = useState(false);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [role, setRole] = useState<Role>("scout");
  const [inviteCode, setInviteCode] = useState("");
  const isSignup = mode === "signup";

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      if (isSignup) {
        const code = inviteCode.trim();
        const result = await signup({ email, password, firstName, lastName, role, ...(code ? { inviteCode: code } : {}) });
        await completeSignIn(result.authToken);
        toast({ title: "Account created!", description: "Your account has been created and you are now logged in." });
        navigate("/");
      } else {
        const result = await login({ username: email, password, role });
        await completeSignIn(result.authToken);
        toast({ title: "Welcome back!", description: "You have been logged in successfully." });
        setTimeout(() => navigate("/"), 100);
      }
    } catch (error) {
      toastError(errorMessage(error, isSignup ? "Signup failed" : "Invalid credentials"));
    } finally {
      setPending(false);
    }
  }

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-primary/10 via-background to-secondary/10 px-4 py-10">
      <div className="w-full max-w-md">
        <Link
          href="/"
          className="mb-6 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-foreground/80 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
        <Card>
          <CardHeader className="items-center text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground" aria-hidden="true">
              <Compass className="size-8" />
            </span>
            <h1 className="text-2xl font-bold">Scout Badges</h1>
            <CardDescription>{isSignup ? "Create your account to start earning badges" : "Sign in to your account"}</CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={onSubmit} className="grid gap-4">
              {isSignup && (
                <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
                  <div className="grid gap-2">
                    <Label htmlFor={`${id}-first`}>First Name</Label>
                    <Input
                      id={`${id}-first`}
                      name="firstName"
                      autoComplete="given-name"
                      value={firstName}
                      onChange={(e) => setFirstName(e.target.value)}
                    />
                  </div>
                  <div className="grid gap-2">
                    <Label htmlFor={`${id}-last`}>Last Name</Label>
                    <Input
                      id={`${id}-last`}
                      name="lastName"
                      autoComplete="family-name"
                      value={lastName}
                      onChange={(e) => setLastName(e.target.value)}
                    />
                  </div>
                </div>
              )}
              <div className="grid gap-2">
                <Label htmlFor={`${id}-email`}>Email</Label>
                <Input
                  id={`${id}-email`}
                  name="email"
                  type="text"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-password`}>Password</Label>
                <Input
                  id={`${id}-password`}
                  name="password"
                  type="password"
                  autoComplete={isSignup ? "new-password" : "current-password"}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-role`}>{isSignup ? "I am a" : "Sign in as"}</Label>
                <Select value={role} onValueChange={(v) => setRole(v as Role)}>
                  <SelectTrigger id={`${id}-role`}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="scout">{isSignup ? "Scout (Under 14)" : "Scout"}</SelectItem>
                    <SelectItem value="leader">{isSignup ? "Scout Leader/Parent" : "Scout Leader"}</SelectItem>
                  </SelectContent>
                </Select>
              </div>
              {isSignup && (
                <div className="grid gap-2">
                  <Label htmlFor={`${id}-code`}>{role === "leader" ? "Invite code" : "Troop code (if your leader gave you one)"}</Label>
                  <Input
                    id={`${id}-code`}
                    name="inviteCode"
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    value={inviteCode}
                    onChange={(e) => setInviteCode(e.target.value)}
                    aria-describedby={`${id}-code-hint`}
                  />
                  <p id={`${id}-code-hint`} className="text-xs text-muted-foreground">
                    {role === "leader"
                      ? "The first leader of a troop does not need one; other leaders get it from their troop leader."
                      : "Not needed if your leader already added you with this email."}
                  </p>
                </div>
              )}
              <Button type="submit" className="w-full" disabled={pending}>
                {pending ? "Please wait..." : isSignup ? "Create Account" : "Sign In"}
              </Button>
            </form>
            <div className="mt-4 text-center">
              <Button variant="link" className="h-auto whitespace-normal p-1" onClick={() => setMode(isSignup ? "signin" : "signup")}>
                {isSignup ? "Already have an account? Sign in" : "Don't have an account? Sign up"}
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
