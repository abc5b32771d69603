import { startTroopRequest, startTroopWithAccountRequest, type TroopSignupMode } from "@shared/api/start-troop";
import { MIN_PASSWORD_LENGTH } from "@shared/constants";
import { SLUG_MAX, slugFromName } from "@shared/troop-slug";
import { useId, useState } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-request";
import { useRequestForm } from "@/lib/use-request-form";
import { startTroop } from "../api";

type Props = {
  /** Signed in: the account in use becomes the troop's admin, and no account fields are asked for. */
  signedIn: boolean;
  mode: Exclude<TroopSignupMode, "closed">;
  /** After the troop is started: the token of a new account (signed out), then on to its first page. */
  onStarted: (authToken: string | undefined) => void | Promise<void>;
};

const DEFAULTS = { troopName: "", slug: "", code: "", firstName: "", lastName: "", email: "", password: "" };

/**
 * Start a troop (many-troops M3), in a minute on a phone: the troop's name, its address (made from
 * the name until the person changes it), the operator's code where one is asked for, and, signed
 * out, the founder's name, email and password. Checked by the server's own schema; a taken address
 * or email is said at its field.
 */
export function StartTroopForm({ signedIn, mode, onStarted }: Props) {
  const id = useId();
  // Signed in, the account fields are not shown and the troop's schema drops them: one form for both.
  const schema = (signedIn ? startTroopRequest : startTroopWithAccountRequest) as typeof startTroopWithAccountRequest;
  const form = useRequestForm({ schema, defaults: DEFAULTS });
  const [slugEdited, setSlugEdited] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A plain request, not a mutation: the signed-out pages carry no query client.
  const [pending, setPending] = useState(false);
  const start = async (body: z.output<typeof startTroopWithAccountRequest>) => {
    setPending(true);
    setRefusal(null);
    try {
      const started = await startTroop({ ...body, code: mode === "code" ? body.code : undefined });
      await onStarted(started.authToken);
    } catch (error) {
      setPending(false);
      if (form.showServerErrors(error).length > 0) return;
      setRefusal(errorMessage(error, "The troop could not be started. Please try again."));
    }
  };
  const origin = typeof window === "undefined" ? "" : window.location.host;
  const name = form.register("troopName");
  const slug = form.register("slug");
  return (
    <CardContent>
      <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((body) => start(body))}>
        <FormField id={`${id}-name`} label="Troop name" error={form.formState.errors.troopName}>
          {(props) => (
            <Input
              {...props}
              {...name}
              autoComplete="organization"
              onChange={(event) => {
                void name.onChange(event);
                if (!slugEdited) form.setValue("slug", slugFromName(event.target.value));
              }}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-slug`}
          label="Troop address"
          hint={`${origin}/t/${form.watch("slug") || "your-troop"}: lower-case letters, digits and hyphens, up to ${SLUG_MAX}.`}
          error={form.formState.errors.slug}
        >
          {(props) => (
            <Input
              {...props}
              {...slug}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              onChange={(event) => {
                setSlugEdited(true);
                event.target.value = event.target.value.toLowerCase();
                void slug.onChange(event);
              }}
            />
          )}
        </FormField>
        {mode === "code" && (
          <FormField
            id={`${id}-code`}
            label="Code to start a troop"
            hint="From the person who runs this site."
            error={form.formState.errors.code}
          >
            {(props) => <Input {...props} autoComplete="off" spellCheck={false} {...form.register("code")} />}
          </FormField>
        )}
        {!signedIn && (
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-sm font-semibold">You, the troop's first leader</legend>
            <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
              <FormField id={`${id}-first`} label="First Name" error={form.formState.errors.firstName}>
                {(props) => <Input {...props} autoComplete="given-name" {...form.register("firstName")} />}
              </FormField>
              <FormField id={`${id}-last`} label="Last Name" error={form.formState.errors.lastName}>
                {(props) => <Input {...props} autoComplete="family-name" {...form.register("lastName")} />}
              </FormField>
            </div>
            <FormField id={`${id}-email`} label="Email" error={form.formState.errors.email}>
              {(props) => <Input {...props} type="email" autoComplete="email" inputMode="email" {...form.register("email")} />}
            </FormField>
            <FormField
              id={`${id}-password`}
              label="Password"
              hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
              error={form.formState.errors.password}
            >
              {(props) => <Input {...props} type="password" autoComplete="new-password" {...form.register("password")} />}
            </FormField>
          </fieldset>
        )}
        {refusal && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {refusal}
          </p>
        )}
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? "Starting..." : "Start the troop"}
        </Button>
      </form>
    </CardContent>
  );
}
