import { type HealthCard as HealthCardData, type HealthUpdateRequest, healthUpdateRequest } from "@shared/api/event-logistics";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { HeartPulse } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { apiGet, apiJson, errorMessage } from "@/lib/api-request";
import { formatDateTime } from "@/lib/format-date";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";

const FIELDS = [
  { key: "allergies", label: "Allergies", placeholder: "Peanuts, bee stings…" },
  { key: "medicalNotes", label: "Medical information", placeholder: "Asthma: inhaler in bag…" },
  { key: "dietaryNeeds", label: "Dietary needs", placeholder: "Vegetarian, no pork…" },
] as const;

/**
 * One Health card's read. Never kept on the device (`meta.notKept`), and forgotten as soon as the
 * card closes: every showing is a read the server logs, so none happens without it.
 */
export const healthCardQuery = (url: string) =>
  queryOptions({
    queryKey: ["health", url] as const,
    queryFn: ({ signal }) => apiGet<HealthCardData>(url, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    meta: { notKept: true },
  });

const emptyAsNull = (v: unknown) => (v === "" ? null : v);

export type HealthCardProps = { url: string; name: string };

/**
 * A scout's "Health" card (running-a-troop.md §15): allergies, medical notes and dietary needs,
 * shown only when asked, since each showing is logged with who and when; then editable, with the
 * latest reads listed. `url` is the leader's (/api/scouts/{id}/health) or the parent's address.
 */
export function HealthCard({ url, name }: HealthCardProps) {
  const [shown, setShown] = useState(false);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-3">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <HeartPulse aria-hidden="true" className="size-4" />
        Health
      </h3>
      {shown ? (
        <ShownHealth url={url} name={name} onHide={() => setShown(false)} />
      ) : (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            {name}'s allergies, medical notes and dietary needs. Each time they are shown, who and when is written down.
          </p>
          <Button type="button" variant="outline" className="justify-self-start" onClick={() => setShown(true)}>
            Show health notes
          </Button>
        </div>
      )}
    </section>
  );
}

function ShownHealth({ url, name, onHide }: { url: string; name: string; onHide: () => void }) {
  const card = useQuery(healthCardQuery(url));
  if (card.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (card.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(card.error, "Could not load the health notes.")}
      </p>
    );
  }
  return <HealthForm url={url} name={name} card={card.data} onHide={onHide} />;
}

function HealthForm({ url, name, card, onHide }: { url: string; name: string; card: HealthCardData; onHide: () => void }) {
  const prefix = useId();
  const client = useQueryClient();
  const form = useRequestForm({
    schema: healthUpdateRequest,
    defaults: { allergies: card.allergies ?? "", medicalNotes: card.medicalNotes ?? "", dietaryNeeds: card.dietaryNeeds ?? "" },
  });
  const save = useMutation({
    mutationFn: (body: HealthUpdateRequest) => apiJson<HealthCardData>("PUT", url, body),
    onSuccess: (saved) => {
      client.setQueryData(healthCardQuery(url).queryKey, saved);
      toast({ title: "Health notes saved", description: `${name}'s health notes are up to date.` });
    },
    onError: (error) => {
      form.showServerErrors(error);
      toastError(errorMessage(error, "Could not save the health notes."));
    },
  });
  return (
    <div className="grid gap-3">
      <form
        noValidate
        className="grid gap-3"
        aria-label={`Health notes of ${name}`}
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        {FIELDS.map((f) => (
          <FormField key={f.key} id={`${prefix}-${f.key}`} label={f.label} error={form.formState.errors[f.key]}>
            {(props) => <Textarea {...props} rows={2} placeholder={f.placeholder} {...form.register(f.key, { setValueAs: emptyAsNull })} />}
          </FormField>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save health notes"}
          </Button>
          <Button type="button" variant="outline" onClick={onHide}>
            Hide
          </Button>
        </div>
      </form>
      <div className="grid gap-1">
        <h4 className="text-xs font-semibold">Who has read these notes</h4>
        <ul className="grid gap-0.5 text-xs text-muted-foreground" aria-label={`Who has read ${name}'s health notes`}>
          {card.reads.map((r) => (
            <li key={`${r.readerName}-${r.readAt}`}>
              {r.readerName} · <time dateTime={r.readAt}>{formatDateTime(r.readAt)}</time>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
