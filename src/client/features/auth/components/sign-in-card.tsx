import { Compass, MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toastClasses } from "@/components/ui/toast-classes";
import type { AuthMode } from "../auth-mode";
import { SIGN_IN_IDS as ID } from "../sign-in-ids";
import { SIGN_IN_TEXTS as T } from "../sign-in-texts";
import { AuthCardPage } from "./auth-card-page";
import { EmailInput } from "./email-input";

/**
 * The sign-in card: Sign In, Create Account and "Forgot password?" in one card, drawn at `mode` with
 * the other forms' parts hidden. It holds no state and runs nothing: the server draws it, and the
 * page's own small script (sign-in-form.ts) makes it work, so the page needs no React. The forms are
 * disabled until that script runs, since a submit before then would be the browser's own (the typed
 * password in the address). The sign-up parts are in the page from the start, hidden, so that switching
 * keeps what was typed; the one email field moves to the form on show.
 */
export function SignInCard({ mode }: { mode: AuthMode }) {
  const isSignup = mode === "signup";
  const roles = T.roleOptions(mode);
  // One email field, in the form on show: what was typed comes along to "Forgot password?" and back.
  const email = (
    <FormField id={ID.email} label="Email">
      {(props) => <EmailInput {...props} name="email" />}
    </FormField>
  );
  return (
    <>
      <AuthCardPage
        back={{ href: "/", label: "Back to Home" }}
        Icon={Compass}
        title={T.title}
        description={<span id={ID.description}>{T.description(mode, null)}</span>}
      >
        <CardContent>
          <fieldset id={ID.fields} disabled className="min-w-0" data-sign-in={mode}>
            <div id={ID.account} hidden={mode === "forgot"}>
              <form id={ID.form} noValidate className="grid gap-4">
                <div id={ID.names} hidden={!isSignup} className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
                  <FormField id={ID.firstName} label="First Name">
                    {(props) => <Input {...props} name="firstName" autoComplete="given-name" />}
                  </FormField>
                  <FormField id={ID.lastName} label="Last Name">
                    {(props) => <Input {...props} name="lastName" autoComplete="family-name" />}
                  </FormField>
                </div>
                {mode !== "forgot" && email}
                <div id={ID.passwordRow} className="grid gap-1">
                  <FormField id={ID.password} label="Password">
                    {(props) => (
                      <Input {...props} type="password" name="password" autoComplete={isSignup ? "new-password" : "current-password"} />
                    )}
                  </FormField>
                  <Button id={ID.forgotLink} hidden={isSignup} variant="link" className="h-auto justify-self-end p-1 text-sm">
                    {T.forgotLink}
                  </Button>
                </div>
                <FormField
                  id={ID.role}
                  label={<span id={ID.roleLabel}>{T.roleLabel(mode)}</span>}
                  hint={mode === "signin" ? T.roleHint : undefined}
                >
                  {(props) => (
                    <NativeSelect {...props} name="role" defaultValue="scout">
                      <option value="scout">{roles.scout}</option>
                      <option value="leader">{roles.leader}</option>
                    </NativeSelect>
                  )}
                </FormField>
                <div id={ID.invite} hidden={!isSignup}>
                  <FormField
                    id={ID.inviteCode}
                    label={<span id={ID.inviteLabel}>{T.inviteLabel("scout")}</span>}
                    hint={T.inviteHint("scout")}
                  >
                    {(props) => <Input {...props} name="inviteCode" autoComplete="off" autoCapitalize="characters" spellCheck={false} />}
                  </FormField>
                </div>
                <Button id={ID.submit} type="submit" className="w-full">
                  {T.submit(mode)}
                </Button>
              </form>
              <div className="mt-4 text-center">
                <Button id={ID.toggle} variant="link" className="h-auto whitespace-normal p-1">
                  {T.toggle(mode)}
                </Button>
              </div>
            </div>
            <div id={ID.forgot} hidden={mode !== "forgot"}>
              <div id={ID.forgotAsk} className="grid gap-4">
                <p className="text-sm text-muted-foreground">{T.forgotIntro}</p>
                <form id={ID.forgotForm} noValidate aria-label="Forgot password" className="grid gap-4">
                  {mode === "forgot" && email}
                  <Button id={ID.forgotSubmit} type="submit" className="w-full">
                    {T.forgotSubmit}
                  </Button>
                </form>
                <Button data-back-to-sign-in variant="link" className="h-auto whitespace-normal p-1">
                  {T.backToSignIn}
                </Button>
              </div>
              <div id={ID.forgotDone} hidden className="grid gap-4">
                <p
                  id={ID.resetRequested}
                  tabIndex={-1}
                  role="status"
                  className="flex items-start gap-2 rounded-md bg-muted p-4 text-sm focus:outline-none"
                >
                  <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>{T.resetRequested}</span>
                </p>
                <Button data-back-to-sign-in className="w-full">
                  {T.backToSignIn}
                </Button>
              </div>
            </div>
          </fieldset>
        </CardContent>
      </AuthCardPage>
      <section aria-label="Notifications">
        <ol id={ID.toasts} className={toastClasses.viewport} />
      </section>
    </>
  );
}
