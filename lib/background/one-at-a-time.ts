/**
 * A function that runs `task` now, or right after the run in progress: however many calls come during a
 * run (status events during a status round), one more run follows it, never two at once. A failure goes
 * to `onError` and does not stop later runs.
 */
export function oneAtATime(task: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  let running = false;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    task()
      .catch(onError)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return run;
}
