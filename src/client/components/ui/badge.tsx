import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "@/lib/utils";
import { badgeVariants } from "./badge-variants";

export { badgeVariants };

/** Small pill label. variant: default | secondary | accent | muted | success | warning | destructive | outline. */
export function Badge({ className, variant, ...props }: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
