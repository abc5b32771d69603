import { ArrowLeft, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Card, CardDescription, CardHeader } from "@/components/ui/card";

type Props = {
  back: { href: string; label: string };
  Icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
};

/** The signed-out card pages (sign-in and sign-up, the emailed reset link): a way back, the icon, the heading, the form. */
export function AuthCardPage({ back, Icon, title, description, children }: Props) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-primary/10 via-background to-secondary/10 px-4 py-10">
      <div className="w-full max-w-md">
        <Link
          href={back.href}
          className="mb-6 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-foreground/80 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
        <Card>
          <CardHeader className="items-center text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground" aria-hidden="true">
              <Icon className="size-8" />
            </span>
            <h1 className="text-2xl font-bold">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          {children}
        </Card>
      </div>
    </main>
  );
}
