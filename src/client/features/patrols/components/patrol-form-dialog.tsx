import { zodResolver } from "@hookform/resolvers/zod";
import { type Patrol, type PatrolCreateRequest, patrolCreateRequest } from "@shared/api/patrols";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormDialog } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { requestForm } from "@/lib/request-form";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { toast, toastError } from "@/lib/use-toast";
import { createPatrol, refreshPatrols, updatePatrol } from "../api";

const values = z.object({ name: z.string(), color: z.string() });
type Values = z.infer<typeof values>;
const patrolForm = requestForm({ values, toRequest: (v): PatrolCreateRequest => v, request: patrolCreateRequest });

/** A new patrol's colour until the leader picks one. */
const FIRST_COLOR = "#2563eb";

/** Add patrol, or rename and recolour one (`patrol` given). */
export function PatrolFormDialog({
  open,
  onOpenChange,
  patrol,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  patrol: Patrol | null;
}) {
  const id = useId();
  const form = useForm<Values, unknown, PatrolCreateRequest>({
    resolver: zodResolver(patrolForm),
    defaultValues: { name: patrol?.name ?? "", color: patrol?.color ?? FIRST_COLOR },
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  useEffect(() => {
    if (open) reset({ name: patrol?.name ?? "", color: patrol?.color ?? FIRST_COLOR });
  }, [open, patrol, reset]);

  const mutation = useMutation({
    mutationFn: (body: PatrolCreateRequest) => (patrol ? updatePatrol(patrol.id, body) : createPatrol(body)),
    onSuccess: (saved) => {
      void refreshPatrols();
      toast({ title: patrol ? "Patrol saved" : "Patrol added", description: saved.name });
      onOpenChange(false);
    },
    onError: (error) => {
      if (applyServerFieldErrors(setError, error, ["name", "color"]).length === 0)
        toastError("Failed to save the patrol. Please try again.");
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={patrol ? "Edit patrol" : "Add patrol"}
      description="A patrol's name and the colour that marks its scouts on the roster."
      onSubmit={handleSubmit((body) => mutation.mutate(body))}
      submitLabel={patrol ? "Save patrol" : "Add patrol"}
      pending={mutation.isPending}
      dirty={formState.isDirty}
    >
      <FormField id={`${id}-name`} label="Patrol name" error={formState.errors.name} required>
        {(control) => <Input {...control} maxLength={50} autoComplete="off" {...register("name")} />}
      </FormField>
      <FormField id={`${id}-color`} label="Colour" error={formState.errors.color}>
        {(control) => <Input {...control} type="color" className="h-10 w-20 p-1" {...register("color")} />}
      </FormField>
    </FormDialog>
  );
}
