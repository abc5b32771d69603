import type { VariantProps } from "class-variance-authority";
import { Children, type ComponentProps, cloneElement, isValidElement, type ReactElement } from "react";
import { cn } from "@/lib/utils";
import { buttonVariants } from "./button-variants";

export { buttonVariants };

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (e.g. a link) with the button's styles instead of a <button>. */
    asChild?: boolean;
  };

/**
 * Button. variant: default | destructive | outline | secondary | accent | ghost | link; size: default | sm | lg | icon.
 * With asChild, the one child (a link) gets the button's classes before its own and the button's other
 * props where it has none of its own: all Radix's Slot did here, without its 1 KB on every page.
 */
export function Button({ className, variant, size, asChild = false, type, children, ...props }: ButtonProps) {
  const classes = buttonVariants({ variant, size, className });
  if (asChild) {
    const child = Children.only(children);
    if (!isValidElement<{ className?: string }>(child)) throw new Error("Button asChild needs one element as its child");
    return cloneElement(child as ReactElement<Record<string, unknown>>, {
      ...props,
      ...(child.props as Record<string, unknown>),
      className: cn(classes, child.props.className),
    });
  }
  return (
    <button className={cn(classes)} type={type ?? "button"} {...props}>
      {children}
    </button>
  );
}
