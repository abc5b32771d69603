import { type Scout, scoutCreateRequest } from "@shared/api/scouts";
import { useMutation } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useEffect, useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { fieldA11y } from "@/components/ui/field-a11y";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { errorStatus } from "@/lib/api-request";
import { toast, toastError } from "@/lib/use-toast";
import { createScout, refreshRosterQueries, updateScout } from "../api";

type FormValues = {
  name: string;
  email: string;
  phone: string;
  emergencyContact: string;
  emergencyPhone: string;
  dateOfBirth: string;
  isActive: boolean;
  notes: string;
};

const EMPTY: FormValues = {
  name: "",
  email: "",
  phone: "",
  emergencyContact: "",
  emergencyPhone: "",
  dateOfBirth: "",
  isActive: true,
  notes: "",
};

function toValues(scout: Scout | null): FormValues {
  if (!scout) return EMPTY;
  return {
    name: scout.name,
    email: scout.email ?? "",
    phone: scout.phone ?? "",
    emergencyContact: scout.emergencyContact ?? "",
    emergencyPhone: scout.emergencyPhone ?? "",
    dateOfBirth: scout.dateOfBirth?.slice(0, 10) ?? "",
    isActive: scout.isActive,
    notes: scout.notes ?? "",
  };
}

/**
 * The field messages of a refusal the server explains (400 validation, 409 email already on the roster),
 * shown next to the fields; the toast keeps the spec's text (§8).
 */
export function refusedFields(error: unknown): Partial<Record<keyof FormValues, string>> {
  const status = errorStatus(error);
  if (status !== 400 && status !== 409) return {};
  const body = (error as Error).message.replace(/^\d{3}: /, "");
  try {
    const parsed = JSON.parse(body) as { fields?: Record<string, unknown> };
    const out: Partial<Record<keyof FormValues, string>> = {};
    for (const [path, message] of Object.entries(parsed.fields ?? {})) {
      const field = path.split(".")[0] as keyof FormValues;
      if (field in EMPTY && typeof message === "string" && !out[field]) out[field] = message;
    }
    return out;
  } catch {
    return {};
  }
}

/**
 * Add Scout / Edit Scout dialog: the scout schema without id and joinDate (spec §5), name required.
 * `scout` null adds (POST), a scout edits it (PATCH).
 */
export function ScoutFormDialog({
  open,
  onOpenChange,
  scout,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scout: Scout | null;
}) {
  const id = useId();
  const editing = scout !== null;
  const form = useForm<FormValues>({ defaultValues: toValues(scout) });
  const { register, handleSubmit, reset, setError, control, formState } = form;

  useEffect(() => {
    if (open) reset(toValues(scout));
  }, [open, scout, reset]);

  const mutation = useMutation({
    mutationFn: (body: FormValues) => {
      const payload = {
        ...body,
        email: body.email.trim() || null,
        phone: body.phone.trim() || null,
        emergencyContact: body.emergencyContact.trim() || null,
        emergencyPhone: body.emergencyPhone.trim() || null,
        dateOfBirth: body.dateOfBirth || null,
        notes: body.notes.trim() || null,
      };
      return scout ? updateScout(scout.id, payload) : createScout(payload);
    },
    onSuccess: (saved) => {
      void refreshRosterQueries();
      toast(
        editing
          ? { title: "Scout Updated", description: `${saved.name}'s details have been saved.` }
          : { title: "Scout Added", description: `${saved.name} has been added to your group.` },
      );
      onOpenChange(false);
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(refusedFields(error))) setError(field as keyof FormValues, { message });
      toastError(editing ? "Failed to update scout. Please try again." : "Failed to add scout. Please try again.");
    },
  });

  const onSubmit = handleSubmit((values) => {
    const parsed = scoutCreateRequest.safeParse({ ...values, email: values.email.trim() || null, dateOfBirth: values.dateOfBirth || null });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === "string" && field in EMPTY) setError(field as keyof FormValues, { message: issue.message });
      }
      return;
    }
    mutation.mutate(values);
  });

  const errors = formState.errors;
  const field = fieldA11y(id, errors);
  const text = (name: keyof Omit<FormValues, "isActive" | "notes">, label: string, type = "text", autoComplete = "off") => (
    <div className="grid grid-cols-1 gap-2">
      <Label htmlFor={`${id}-${name}`}>
        {label}
        {name === "name" && (
          <span aria-hidden="true" className="text-destructive">
            {" "}
            *
          </span>
        )}
      </Label>
      <Input
        {...field.controlProps(name)}
        type={type}
        autoComplete={autoComplete}
        aria-required={name === "name" || undefined}
        {...register(name)}
      />
      {field.errorFor(name)}
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Scout" : "Add Scout"}</DialogTitle>
          <DialogDescription>
            {editing ? "Update this scout's details." : "Add a scout to your group. Fields marked * are required."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4">
          {text("name", "Name", "text", "off")}
          {text("email", "Email", "email")}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {text("phone", "Phone", "tel")}
            {text("dateOfBirth", "Date of Birth", "date")}
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {text("emergencyContact", "Emergency Contact")}
            {text("emergencyPhone", "Emergency Phone", "tel")}
          </div>
          <div className="flex items-center gap-3">
            <Controller
              control={control}
              name="isActive"
              render={({ field }) => <Switch id={`${id}-isActive`} checked={field.value} onCheckedChange={field.onChange} />}
            />
            <Label htmlFor={`${id}-isActive`}>Active</Label>
          </div>
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor={`${id}-notes`}>Notes</Label>
            <Textarea id={`${id}-notes`} rows={3} {...register("notes")} />
            {errors.notes && <p className="text-sm text-destructive">{errors.notes.message}</p>}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {mutation.isPending ? "Saving..." : editing ? "Save Changes" : "Add Scout"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
