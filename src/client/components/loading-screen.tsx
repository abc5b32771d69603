/** Full-page spinner with 'Loading...' (auth loading, lazy pages). */
export function LoadingScreen() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3">
        <div className="size-10 animate-spin rounded-full border-4 border-muted border-t-primary" aria-hidden="true" />
        <p className="text-muted-foreground">Loading...</p>
      </div>
    </div>
  );
}
