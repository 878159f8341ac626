/** Ends the current task: what follows runs in a new one, after the browser has had its turn. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
