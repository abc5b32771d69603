/**
 * The card parts' classes, apart from the components so a page can lay out a card without loading
 * their class merging (the landing page).
 */
export const cardClasses = {
  root: "rounded-lg border bg-card text-card-foreground shadow-sm",
  header: "flex flex-col gap-1.5 p-4 sm:p-6",
  title: "min-w-0 text-lg font-semibold leading-tight wrap-anywhere",
  description: "text-sm text-muted-foreground",
  content: "p-4 pt-0 sm:p-6 sm:pt-0",
  footer: "flex items-center p-4 pt-0 sm:p-6 sm:pt-0",
} as const;
