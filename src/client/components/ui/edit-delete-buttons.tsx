import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = { name: string; onEdit: () => void; onDelete: () => void };

/** An item's outlined Edit and Delete icon buttons, labelled "Edit <name>" and "Delete <name>". */
export function EditDeleteButtons({ name, onEdit, onDelete }: Props) {
  return (
    <>
      <Button variant="outline" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </>
  );
}
