import { CONTACT_LIMITS, contactLeadersRequest } from "@shared/api/troop";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-request";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { contactLeaders, troopContactQuery } from "../contact-api";
import { hasContactFacts, TroopContactFacts } from "./troop-contact-facts";

/**
 * "Contact your leaders" on the family pages: the troop's meeting place and time and its contact
 * details, and a message form that emails the leaders (the parent's address goes with it, to reply to).
 */
export function ContactLeadersCard() {
  const id = useId();
  const contact = useQuery(troopContactQuery);
  const form = useRequestForm({ schema: contactLeadersRequest, defaults: { subject: "", message: "" } });
  const { errors } = form.formState;
  const send = useMutation({
    mutationFn: contactLeaders,
    onSuccess: ({ delivered }) => {
      form.reset();
      toast({
        title: "Message sent",
        description: delivered
          ? "Your leaders will get it by email and can reply to your address."
          : "It waits for your leaders in the app until the troop's email is set up.",
      });
    },
    onError: (error) => {
      form.showServerErrors(error);
      toastError(errorMessage(error, "Could not send your message. Please try again."));
    },
  });

  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={`${id}-title`}>
            Contact your leaders
          </CardTitle>
          <CardDescription>Where and when the troop meets, how to reach the leaders, or write to them here.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <div className="min-w-0">
            {contact.data && hasContactFacts(contact.data) ? (
              <TroopContactFacts facts={contact.data} />
            ) : contact.isLoading ? null : (
              <p className="text-sm text-muted-foreground">Your leaders have not added contact details yet. Write to them here.</p>
            )}
          </div>
          <form
            noValidate
            aria-label="Message to the leaders"
            className="grid min-w-0 gap-4"
            onSubmit={form.handleSubmit((values) => send.mutate(values))}
          >
            <FormField id={`${id}-subject`} label="Subject" error={errors.subject}>
              {(props) => <Input {...props} maxLength={CONTACT_LIMITS.subject + 10} {...form.register("subject")} />}
            </FormField>
            <FormField id={`${id}-message`} label="Message" error={errors.message}>
              {(props) => <Textarea {...props} rows={4} maxLength={CONTACT_LIMITS.message + 10} {...form.register("message")} />}
            </FormField>
            <Button type="submit" className="justify-self-start" disabled={send.isPending}>
              <Send aria-hidden="true" />
              {send.isPending ? "Sending..." : "Send message"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
