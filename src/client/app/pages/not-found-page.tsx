import { AlertCircle, Home } from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent } from "@/components/ui/card";

/** Any unmatched path. */
export default function NotFoundPage() {
  return (
    <main className="flex min-h-screen w-full items-center justify-center bg-muted px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6 sm:pt-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="size-8 shrink-0 text-red-600" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-gray-900">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-gray-700">Did you forget to add the page to the router?</p>
          <Link
            href="/"
            className="mt-6 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Home className="size-4" aria-hidden="true" />
            Go to the home page
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
