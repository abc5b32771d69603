import type * as React from "react";
import { cn } from "@/lib/utils";
import { cardClasses } from "./card-classes";

/** Card container with optional CardHeader, CardTitle, CardDescription, CardContent, CardFooter parts. */
export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn(cardClasses.root, className)} {...props} />;
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn(cardClasses.header, className)} {...props} />;
}

/** Card title; renders an <h3> by default (pass `as` to choose the heading level). */
export function CardTitle({ className, as: Tag = "h3", ...props }: React.ComponentProps<"h3"> & { as?: "h2" | "h3" | "h4" }) {
  return <Tag className={cn(cardClasses.title, className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn(cardClasses.description, className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn(cardClasses.content, className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn(cardClasses.footer, className)} {...props} />;
}
