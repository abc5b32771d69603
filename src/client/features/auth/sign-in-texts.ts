import { INVITE_MESSAGES } from "@shared/invite-code";
import type { AuthMode } from "./auth-mode";
import type { SignInValues } from "./sign-in-rules";

type Choice = SignInValues["role"];

/**
 * What the sign-in card says in each form. The server draws it with these (components/sign-in-card.tsx)
 * and the page's script changes them as the form changes (sign-in-form.ts).
 */
export const SIGN_IN_TEXTS = {
  title: "Scout Badges",
  /** `forChild`: a parent's code names the child; `scout`: a scout's own code names the scout. */
  description: (mode: AuthMode, forChild: string | null, scout: string | null = null) =>
    mode === "forgot"
      ? "Forgot your password?"
      : mode === "signup"
        ? forChild
          ? `Create a parent account for ${forChild}`
          : scout
            ? `Create your account, ${scout}, to start earning badges`
            : "Create your account to start earning badges"
        : "Sign in to your account",
  roleLabel: (mode: AuthMode) => (mode === "signup" ? "I am a" : "Sign in as"),
  roleOptions: (mode: AuthMode): Record<Choice, string> =>
    mode === "signup" ? { scout: "Scout (Under 14)", leader: "Scout Leader/Parent" } : { scout: "Scout", leader: "Scout Leader" },
  /** Under the sign-in role choice: parents have no choice of their own, "Scout Leader" is theirs too. */
  roleHint: "Parents: choose “Scout Leader”.",
  inviteLabel: (role: Choice) => (role === "leader" ? "Invite code" : "Sign-up code"),
  inviteHint: (role: Choice) =>
    role === "leader"
      ? "Parents: the code from your child's leader. Leaders: the leader invite code (the troop's first leader needs none)."
      : "Your leader gives you a code, or the troop code.",
  submit: (mode: AuthMode) => (mode === "signup" ? "Create Account" : "Sign In"),
  pending: "Please wait...",
  toggle: (mode: AuthMode) => (mode === "signup" ? "Already have an account? Sign in" : "Don't have an account? Sign up"),
  forgotLink: "Forgot password?",
  forgotIntro: "Type the email you sign in with. We email you a link to choose a new password.",
  forgotSubmit: "Send reset link",
  backToSignIn: "Back to sign in",
  /** What the card says after every reset request, whether or not an account has the address. */
  resetRequested: "If an account uses this email, a link to choose a new password is on its way. It works once, within an hour.",
  signedIn: { title: "Welcome back!", description: "You have been logged in successfully." },
  signedUp: { title: "Account created!", description: "Your account has been created and you are now logged in." },
  /** Fallbacks when the server's refusal carries no message. */
  failed: { signin: "Invalid credentials", signup: "Signup failed", forgot: "Could not send the request. Please try again." },
  badCode: INVITE_MESSAGES.invalid,
  /** A sign-up with a code whose email has an account: sign in instead, and the code's troop is added. */
  hasAccount: "You already have an account. Sign in with its password and the code's troop is added to it.",
  joined: (troopName: string) => ({ title: "Welcome back!", description: `You joined ${troopName}.` }),
} as const;

/** The role chooser's first value: the one last signed in with on this device where it is one of the choices. */
export const asChoice = (role: string | null): Choice | null => (role === "scout" || role === "leader" ? role : null);
