import type { Badge } from "@shared/api/badges";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { fieldA11y } from "@/components/ui/field-a11y";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { serverFields } from "@/lib/api-request";
import { toast, toastError } from "@/lib/use-toast";
import { refreshBadgeQueries } from "../../badges/api";
import { createBadge, updateBadge } from "../api";
import {
  type BadgeFormErrors,
  type BadgeFormValues,
  badgeFieldErrors,
  badgeFormValues,
  CATEGORY_OPTIONS,
  isBadgeCategory,
  parseRequirements,
  toBadgeRequest,
  validateBadgeForm,
} from "../badge-form-rules";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The badge to edit; null creates a new one. */
  badge: Badge | null;
};

const FIELD_ORDER: (keyof BadgeFormValues)[] = ["name", "description", "category", "imageUrl", "requirements", "progressPercentage"];

/** Add Badge / Edit Badge dialog (spec §5 badge form rules). */
export function BadgeFormDialog({ open, onOpenChange, badge }: Props) {
  const id = useId();
  const isEdit = Boolean(badge);
  const [values, setValues] = useState<BadgeFormValues>(() => badgeFormValues(badge));
  const [errors, setErrors] = useState<BadgeFormErrors>({});

  useEffect(() => {
    if (open) {
      setValues(badgeFormValues(badge));
      setErrors({});
    }
  }, [open, badge]);

  const mutation = useMutation({
    mutationFn: (body: ReturnType<typeof toBadgeRequest>) => (badge ? updateBadge(badge.id, body) : createBadge(body)),
    onSuccess: async (saved) => {
      toast(
        isEdit
          ? { title: "Badge Updated", description: `${saved?.name ?? values.name} has been updated.` }
          : { title: "Badge created successfully!" },
      );
      await refreshBadgeQueries();
      onOpenChange(false);
    },
    onError: (error) => {
      const fieldErrors = badgeFieldErrors(serverFields(error));
      setErrors(fieldErrors);
      focusFirst(fieldErrors);
      toastError(isEdit ? "Failed to update badge. Please try again." : "Failed to create badge");
    },
  });

  function focusFirst(problems: BadgeFormErrors) {
    const first = FIELD_ORDER.find((k) => problems[k]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  function set<K extends keyof BadgeFormValues>(key: K, value: BadgeFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  }

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const problems = validateBadgeForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirst(problems);
      return;
    }
    mutation.mutate(toBadgeRequest(values));
  }

  const field = fieldA11y(id, errors);
  const requirementCount = parseRequirements(values.requirements).length;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{isEdit ? "Edit Badge" : "Add New Badge"}</DialogTitle>
          <DialogDescription>
            {isEdit ? "Change the badge details and save." : "Create a badge your scouts can work towards."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Name *</Label>
            <Input {...field.controlProps("name")} value={values.name} onChange={(e) => set("name", e.target.value)} />
            {field.errorFor("name")}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Description *</Label>
            <Textarea
              {...field.controlProps("description")}
              value={values.description}
              onChange={(e) => set("description", e.target.value)}
            />
            {field.errorFor("description")}
          </div>
          <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-category`}>Category *</Label>
              <Select value={values.category} onValueChange={(v) => isBadgeCategory(v) && set("category", v)}>
                <SelectTrigger {...field.controlProps("category")}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {CATEGORY_OPTIONS.map((c) => (
                    <SelectItem key={c.value} value={c.value}>
                      {c.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {field.errorFor("category")}
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-progressPercentage`}>Initial Progress (%)</Label>
              <Input
                {...field.controlProps("progressPercentage", true)}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                value={values.progressPercentage}
                onChange={(e) => set("progressPercentage", e.target.value)}
              />
              <p id={`${id}-progressPercentage-hint`} className="text-xs text-muted-foreground">
                0 to 100
              </p>
              {field.errorFor("progressPercentage")}
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-imageUrl`}>Image URL *</Label>
            <Input
              {...field.controlProps("imageUrl")}
              type="url"
              inputMode="url"
              placeholder="https://… or /badges/hiker.svg"
              value={values.imageUrl}
              onChange={(e) => set("imageUrl", e.target.value)}
            />
            {field.errorFor("imageUrl")}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-requirements`}>Requirements *</Label>
            <Textarea
              {...field.controlProps("requirements", true)}
              rows={5}
              placeholder={"Pitch a tent\nCook a meal outdoors"}
              value={values.requirements}
              onChange={(e) => set("requirements", e.target.value)}
            />
            <p id={`${id}-requirements-hint`} className="text-xs text-muted-foreground">
              One requirement per line ({requirementCount} so far).
            </p>
            {field.errorFor("requirements")}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? "Saving..." : isEdit ? "Update Badge" : "Create Badge"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
