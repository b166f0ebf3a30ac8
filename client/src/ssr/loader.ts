import { holdEarlyInput, type EarlyInput } from './early-input';

export type { EarlyInput };

/** Resolves once the page is parsed and painted: on a slow link its content comes first. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', painted, { once: true });
    else painted();
  });
}

/** Lets the browser paint and handle input before the next piece of start-up work. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The module that starts the app, handed what the patient did before it was live. */
export interface StartModule {
  start(input: EarlyInput): Promise<void>;
}

/**
 * The page's only script: holds early taps and typing at once (see early-input.ts), then, once
 * the page has painted, runs the app's code in `steps`, each a task of its own, so a slow phone's
 * main thread is free between them (one import of everything is a single long task). Each step
 * imports only what earlier ones have not; the last starts the app. If start-up fails, held taps
 * are let go, so links and the page's own behaviour are no worse than without the script.
 */
export async function loadInSteps(
  steps: (() => Promise<unknown>)[],
  start: () => Promise<StartModule>,
): Promise<void> {
  const input = holdEarlyInput();
  try {
    await afterFirstPaint();
    for (const step of steps) {
      await step();
      await nextTask();
    }
    await (await start()).start(input);
  } catch (error) {
    input.release(false);
    throw error;
  }
}
