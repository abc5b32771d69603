import { zodResolver } from "@hookform/resolvers/zod";
import { normalizeInviteCode } from "@shared/api/invites";
import type { Role } from "@shared/constants";
import { Compass } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { lookupInvite } from "@/features/invites/api";
import { apiErrorStatus, errorMessage } from "@/lib/api-request";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { useHydrated } from "@/lib/use-hydrated";
import { toast, toastError } from "@/lib/use-toast";
import { completeSignIn, login, signup } from "../api";
import { AUTH_FORM_FIELDS, type AuthFormValues, authFormValues, toLoginRequest, toSignupRequest } from "../auth-form-rules";
import { authModeAt, inviteIn } from "../auth-mode";
import { lastRole, rememberRole } from "../last-role";
import { safeNext } from "../safe-next";
import { AuthCardPage } from "./auth-card-page";
import { EmailInput } from "./email-input";
import { ForgotPasswordForm } from "./forgot-password-form";

/** Under the sign-in role choice: parents have no choice of their own, "Scout Leader" is theirs too. */
export const ROLE_HINT = "Parents: choose “Scout Leader”.";

/** A personal code (10 characters, no dash) as opposed to the troop codes ("LEAD-…", "SCOUT-…"). */
const isPersonalCode = (code: string) => /^[A-Z0-9]{10}$/.test(normalizeInviteCode(code));

/**
 * Sign In / Create Account. No client-side validation: the server decides
 * and its message is shown. The invite code goes out as inviteCode.
 */
export function AuthForm() {
  const id = useId();
  const [, navigate] = useLocation();
  // Back to the page a signed-out visit was for (/login?next=…), else home.
  const search = new URLSearchParams(useSearch());
  const next = safeNext(search.get("next")) ?? "/";
  const [urlInvite] = useState(() => inviteIn(search));
  const [mode, setMode] = useState(() => authModeAt(search));
  // The child's first name when the link carries a parent's invitation.
  const [parentFor, setParentFor] = useState<string | null>(null);
  const hydrated = useHydrated();
  // The role last signed in with on this device: unknown to the server, so a form it drew gets it
  // once the app has taken the form over, and both draw the same first.
  const rememberedRole = hydrated ? lastRole() : null;
  const form = useForm<AuthFormValues>({
    resolver: zodResolver(authFormValues),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", role: rememberedRole ?? "scout", inviteCode: urlInvite },
  });
  const { register, control, handleSubmit, setError, clearErrors, watch, setFocus, formState, getFieldState } = form;
  const errors = formState.errors;
  const pending = formState.isSubmitting;
  const isSignup = mode === "signup";
  const role = watch("role");
  const roleLabels: Record<Role, string> = isSignup
    ? { scout: "Scout (Under 14)", leader: "Scout Leader/Parent", parent: "Scout Leader/Parent" }
    : { scout: "Scout", leader: "Scout Leader", parent: "Scout Leader" };

  // On a form the server drew, the remembered role arrives after the take-over; one already chosen stays.
  useEffect(() => {
    if (rememberedRole && !getFieldState("role").isDirty) form.setValue("role", rememberedRole);
  }, [rememberedRole, getFieldState, form.setValue]);

  // A code from the link says who signs up: a parent code is "Scout Leader/Parent", any other a scout.
  useEffect(() => {
    if (!urlInvite) return;
    let live = true;
    lookupInvite(urlInvite)
      .then((found) => {
        if (!live) return;
        form.setValue("role", found.kind === "parent" ? "leader" : "scout");
        if (found.kind === "parent") setParentFor(found.scoutFirstName ?? "your child");
      })
      .catch((error) => live && toastError(errorMessage(error, "This code is not valid. Ask your leader for a new one.")));
    return () => {
      live = false;
    };
  }, [urlInvite, form.setValue]);

  const onSubmit = handleSubmit(async (values) => {
    clearErrors();
    try {
      if (isSignup) {
        const request = toSignupRequest(values);
        // "Scout Leader/Parent" with a personal code is a parent signing up; leader codes look different ("LEAD-…").
        if (values.role === "leader" && (parentFor !== null || isPersonalCode(values.inviteCode))) request.role = "parent";
        const result = await signup(request);
        rememberRole(values.role);
        await completeSignIn(result.authToken);
        toast({ title: "Account created!", description: "Your account has been created and you are now logged in." });
        navigate(next);
      } else {
        const result = await login(toLoginRequest(values));
        rememberRole(values.role);
        await completeSignIn(result.authToken);
        toast({ title: "Welcome back!", description: "You have been logged in successfully." });
        setTimeout(() => navigate(next), 100);
      }
    } catch (error) {
      applyServerFieldErrors(setError, error, AUTH_FORM_FIELDS, { aliases: { username: "email" } });
      const message = errorMessage(error, isSignup ? "Signup failed" : "Invalid credentials");
      // A 403 on sign-in is the right password with the other role choice: the message (which says
      // whose choice is which) also stays under the choice, after the toast has gone.
      if (!isSignup && apiErrorStatus(error) === 403) setError("role", { type: "server", message });
      toastError(message);
    }
  });

  const field = (name: keyof AuthFormValues) => ({ id: `${id}-${name}`, error: errors[name] });

  function backToSignIn() {
    setMode("signin");
    // The sign-in form is rendered again first; then its email takes the focus the closed form had.
    setTimeout(() => setFocus("email"), 0);
  }

  return (
    <AuthCardPage
      back={{ href: "/", label: "Back to Home" }}
      Icon={Compass}
      title="Scout Badges"
      description={
        mode === "forgot"
          ? "Forgot your password?"
          : isSignup
            ? parentFor
              ? `Create a parent account for ${parentFor}`
              : "Create your account to start earning badges"
            : "Sign in to your account"
      }
    >
      <CardContent>
        {/* Drawn by the server, the form waits for its code (see useHydrated). */}
        <fieldset disabled={!hydrated} className="min-w-0">
          {mode === "forgot" ? (
            <ForgotPasswordForm initialEmail={watch("email")} onBack={backToSignIn} />
          ) : (
            <>
              <form noValidate onSubmit={onSubmit} className="grid gap-4">
                {isSignup && (
                  <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
                    <FormField {...field("firstName")} label="First Name">
                      {(props) => <Input {...props} autoComplete="given-name" {...register("firstName")} />}
                    </FormField>
                    <FormField {...field("lastName")} label="Last Name">
                      {(props) => <Input {...props} autoComplete="family-name" {...register("lastName")} />}
                    </FormField>
                  </div>
                )}
                <FormField {...field("email")} label="Email">
                  {(props) => <EmailInput {...props} {...register("email")} />}
                </FormField>
                <div className="grid gap-1">
                  <FormField {...field("password")} label="Password">
                    {(props) => (
                      <Input
                        {...props}
                        type="password"
                        autoComplete={isSignup ? "new-password" : "current-password"}
                        {...register("password")}
                      />
                    )}
                  </FormField>
                  {!isSignup && (
                    <Button variant="link" className="h-auto justify-self-end p-1 text-sm" onClick={() => setMode("forgot")}>
                      Forgot password?
                    </Button>
                  )}
                </div>
                <FormField {...field("role")} label={isSignup ? "I am a" : "Sign in as"} hint={isSignup ? undefined : ROLE_HINT}>
                  {(props) => (
                    <Controller
                      control={control}
                      name="role"
                      render={({ field: roleField }) => (
                        <Select
                          value={roleField.value}
                          onValueChange={(value) => {
                            roleField.onChange(value);
                            clearErrors("role");
                          }}
                        >
                          <SelectTrigger {...props} ref={roleField.ref}>
                            {/* Named here rather than by the open list, so the page the server drew shows it too. */}
                            <SelectValue>{roleLabels[roleField.value]}</SelectValue>
                          </SelectTrigger>
                          <SelectContent>
                            <SelectItem value="scout">{roleLabels.scout}</SelectItem>
                            <SelectItem value="leader">{roleLabels.leader}</SelectItem>
                          </SelectContent>
                        </Select>
                      )}
                    />
                  )}
                </FormField>
                {isSignup && (
                  <FormField
                    {...field("inviteCode")}
                    label={role === "leader" ? "Invite code" : "Sign-up code"}
                    hint={
                      role === "leader"
                        ? "Parents: the code from your child's leader. Leaders: the leader invite code (the troop's first leader needs none)."
                        : "Your leader gives you a code, or the troop code."
                    }
                  >
                    {(props) => (
                      <Input {...props} autoComplete="off" autoCapitalize="characters" spellCheck={false} {...register("inviteCode")} />
                    )}
                  </FormField>
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
            </>
          )}
        </fieldset>
      </CardContent>
    </AuthCardPage>
  );
}
