import { BADGE_CATEGORIES, CUSTOM_KEY_LIMITS } from "@shared/constants";
import { Plus, Trash2 } from "lucide-react";
import type * as React from "react";
import { useId, useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorText, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { SettingsFormValues, SettingsListField } from "../settings-form-rules";

/** A key made from a label: lower case letters, digits and dashes, at most 30 characters. */
export function keyFromLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, CUSTOM_KEY_LIMITS.keyLength)
    .replace(/-+$/, "");
}

type Props = {
  field: SettingsListField;
  title: string;
  /** One item in words ("Badge category"): each item's field is "{itemLabel} {n}", never its key. */
  itemLabel: string;
  description: string;
  /** An example label for the field that adds one. */
  example: string;
};

const labelProblem = (label: string) =>
  !label.trim()
    ? "Label is required."
    : label.trim().length > CUSTOM_KEY_LIMITS.labelLength
      ? `At most ${CUSTOM_KEY_LIMITS.labelLength} characters.`
      : undefined;

/**
 * Add, rename and remove a troop's custom badge categories or event types. The list is a field of
 * the Troop Settings form: the page's one Save Settings sends it with everything else, so what is
 * added here is never left behind by a save that says it saved. The server refuses removing one
 * still in use (409 with how many use it); that message lands on the field that adds one.
 */
export function CustomKeysEditor({ field, title, itemLabel, description, example }: Props) {
  const id = useId();
  const { control } = useFormContext<SettingsFormValues>();
  const { field: list, fieldState } = useController({ control, name: field });
  const items = list.value;
  const [newLabel, setNewLabel] = useState("");

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
  const canAdd = Boolean(newLabel.trim()) && !addProblem;
  // A refusal of the list (from the form's check or the server) is focused at the first label at
  // fault, else at the field that adds one.
  const faulty = items.findIndex((i) => labelProblem(i.label));
  const listError = errorText(fieldState.error);

  function add() {
    if (!canAdd) return;
    list.onChange([...items, { key: newKey, label: newLabel.trim() }]);
    setNewLabel("");
  }

  // These fields sit inside the Troop Settings form: Enter adds to the list instead of saving the page.
  const addOnEnter = (e: React.KeyboardEvent) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    add();
  };
  const keepEnter = (e: React.KeyboardEvent) => {
    if (e.key === "Enter") e.preventDefault();
  };

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
                  label={`${itemLabel} ${index + 1}`}
                  error={labelProblem(item.label)}
                  className="min-w-0 flex-1"
                >
                  {(props) => (
                    <Input
                      {...props}
                      ref={index === faulty ? list.ref : undefined}
                      value={item.label}
                      maxLength={CUSTOM_KEY_LIMITS.labelLength + 10}
                      onKeyDown={keepEnter}
                      onBlur={list.onBlur}
                      onChange={(e) => list.onChange(items.map((it, i) => (i === index ? { ...it, label: e.target.value } : it)))}
                    />
                  )}
                </FormField>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  className="mt-6 shrink-0"
                  aria-label={`Remove ${item.label || item.key}`}
                  onClick={() => list.onChange(items.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex items-start gap-2">
          <FormField
            id={`${id}-new`}
            label={`Add to ${title.toLowerCase()}`}
            hint="Saved with Save Settings."
            error={addProblem ?? (faulty < 0 ? listError : undefined)}
            className="min-w-0 flex-1"
          >
            {(props) => (
              <Input
                {...props}
                ref={faulty < 0 ? list.ref : undefined}
                value={newLabel}
                onKeyDown={addOnEnter}
                onChange={(e) => setNewLabel(e.target.value)}
                placeholder={`e.g. ${example}`}
              />
            )}
          </FormField>
          <Button type="button" variant="outline" className="mt-6 shrink-0" disabled={!canAdd} onClick={add}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
