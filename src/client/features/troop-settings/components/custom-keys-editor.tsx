import { BADGE_CATEGORIES, CUSTOM_KEY_LIMITS, type CustomKey } from "@shared/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import type * as React from "react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { advancementKeys } from "@/features/advancement/api";
import { errorMessage } from "@/lib/api-request";
import { toast, toastError } from "@/lib/use-toast";
import { configurationKeys, saveConfiguration } from "../api";

/** A key made from a label: lower case letters, digits and dashes, at most 30 characters. */
export function keyFromLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, CUSTOM_KEY_LIMITS.keyLength)
    .replace(/-+$/, "");
}

// These fields sit inside the Troop Settings form: Enter must not save the whole form.
const keepEnter = (e: React.KeyboardEvent) => {
  if (e.key === "Enter") e.preventDefault();
};

type Props = {
  field: "customBadgeCategories" | "customEventTypes";
  title: string;
  description: string;
  troopName: string;
  saved: CustomKey[];
};

/**
 * Add, rename and remove a troop's custom badge categories or event types (running-a-troop §6).
 * Saved on its own (a PUT with only this list), so the rest of the settings form is not involved;
 * the server refuses removing one still in use (409, with how many use it).
 */
export function CustomKeysEditor({ field, title, description, troopName, saved }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<CustomKey[]>(saved);
  const [newLabel, setNewLabel] = useState("");
  useEffect(() => setItems(saved), [saved]);

  const newKey = keyFromLabel(newLabel);
  const taken = new Set([...items.map((i) => i.key), ...(field === "customBadgeCategories" ? BADGE_CATEGORIES : [])]);
  const addProblem = !newLabel.trim()
    ? undefined
    : newLabel.trim().length > CUSTOM_KEY_LIMITS.labelLength
      ? `Label must be at most ${CUSTOM_KEY_LIMITS.labelLength} characters.`
      : !newKey
        ? "Use at least one letter or digit."
        : taken.has(newKey)
          ? "There is already one with that name."
          : items.length >= CUSTOM_KEY_LIMITS.items
            ? `At most ${CUSTOM_KEY_LIMITS.items}.`
            : undefined;

  const save = useMutation({
    mutationFn: (list: CustomKey[]) => saveConfiguration({ troopName, [field]: list }),
    onSuccess: async () => {
      toast({ title: "Saved", description: `${title} updated.` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: configurationKeys.configuration }),
        queryClient.invalidateQueries({ queryKey: advancementKeys.features }),
      ]);
    },
    onError: (error) => {
      setItems(saved);
      toastError(errorMessage(error, "Could not save. Please try again."));
    },
  });

  const labelProblem = (label: string) =>
    !label.trim()
      ? "Label is required."
      : label.trim().length > CUSTOM_KEY_LIMITS.labelLength
        ? `At most ${CUSTOM_KEY_LIMITS.labelLength} characters.`
        : undefined;
  const invalid = items.some((i) => labelProblem(i.label));
  const changed = JSON.stringify(items) !== JSON.stringify(saved);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {items.length > 0 && (
          <ul className="grid gap-2" aria-label={title}>
            {items.map((item, index) => (
              <li key={item.key} className="flex items-start gap-2">
                <FormField
                  id={`${id}-${item.key}`}
                  label={`Name of ${item.key}`}
                  error={labelProblem(item.label)}
                  className="min-w-0 flex-1"
                >
                  {(props) => (
                    <Input
                      {...props}
                      value={item.label}
                      maxLength={CUSTOM_KEY_LIMITS.labelLength + 10}
                      onKeyDown={keepEnter}
                      onChange={(e) => setItems(items.map((it, i) => (i === index ? { ...it, label: e.target.value } : it)))}
                    />
                  )}
                </FormField>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  className="mt-6 shrink-0"
                  aria-label={`Remove ${item.label || item.key}`}
                  onClick={() => setItems(items.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex items-start gap-2">
          <FormField id={`${id}-new`} label={`Add to ${title.toLowerCase()}`} error={addProblem} className="min-w-0 flex-1">
            {(props) => (
              <Input
                {...props}
                value={newLabel}
                onKeyDown={keepEnter}
                onChange={(e) => setNewLabel(e.target.value)}
                placeholder="e.g. Water Skills"
              />
            )}
          </FormField>
          <Button
            type="button"
            variant="outline"
            className="mt-6 shrink-0"
            disabled={!newLabel.trim() || Boolean(addProblem)}
            onClick={() => {
              setItems([...items, { key: newKey, label: newLabel.trim() }]);
              setNewLabel("");
            }}
          >
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        <Button
          type="button"
          className="justify-self-start"
          disabled={!changed || invalid || save.isPending}
          onClick={() => save.mutate(items.map((i) => ({ ...i, label: i.label.trim() })))}
        >
          {save.isPending ? "Saving..." : `Save ${title.toLowerCase()}`}
        </Button>
      </CardContent>
    </Card>
  );
}
