import type { BadgeCreateRequest } from "@shared/api/badges";
import { useMutation } from "@tanstack/react-query";
import { Download, FileJson, Upload } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { downloadFile } from "@/lib/download-file";
import { toast, toastError } from "@/lib/use-toast";
import { refreshBadgeQueries } from "../../badges/api";
import { importBadges } from "../api";
import { BADGE_TEMPLATE, parseImportText, prettyJson, SAMPLE_BADGES } from "../import-rules";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Import Badges: paste JSON (an array of badges or one badge), Download Template, Load Sample; one POST per badge. */
export function ImportBadgesDialog({ open, onOpenChange }: Props) {
  const id = useId();
  const [text, setText] = useState("");

  useEffect(() => {
    if (open) setText("");
  }, [open]);

  const mutation = useMutation({
    mutationFn: (badges: BadgeCreateRequest[]) => importBadges(badges),
    onSuccess: (count) => {
      toast({ title: `Successfully imported ${count} badges!` });
      onOpenChange(false);
    },
    onError: () => {
      toastError("Failed to import badges");
    },
    // Some badges may have been created before a refusal: the list shows what exists either way.
    onSettled: () => refreshBadgeQueries(),
  });

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const result = parseImportText(text);
    if (!result.ok) {
      toastError("Please check your JSON format and try again.", "Invalid JSON");
      document.getElementById(`${id}-json`)?.focus();
      return;
    }
    mutation.mutate(result.badges);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import Badges</DialogTitle>
          <DialogDescription>Paste a JSON array of badges, or a single badge object.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => downloadFile("badge-template.json", prettyJson(BADGE_TEMPLATE), "application/json")}
            >
              <Download aria-hidden="true" />
              Download Template
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => setText(prettyJson(SAMPLE_BADGES))}>
              <FileJson aria-hidden="true" />
              Load Sample
            </Button>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-json`}>Badge JSON</Label>
            <Textarea
              id={`${id}-json`}
              rows={12}
              spellCheck={false}
              className="font-mono text-xs md:text-xs"
              placeholder='[{"name": "…", "description": "…", "category": "outdoor", "imageUrl": "/badges/hiker.svg", "requirements": ["…"]}]'
              aria-describedby={`${id}-json-hint`}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <p id={`${id}-json-hint`} className="text-xs text-muted-foreground">
              Each badge needs a name, description and requirements; category defaults to outdoor.
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              <Upload aria-hidden="true" />
              {mutation.isPending ? "Importing..." : "Import Badges"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
