/** Resolves in a task of its own (a timer): what follows runs outside the task that asked for it. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
