import { createContext } from 'react';
import type { EmotionCache } from '@emotion/cache';
import type { EarlyInput } from './early-input';
import { releaseComposedStyles } from './style-cache';

/**
 * The browser's start-up, made once by mountApp and handed to the app through context: whether
 * the server's page is still being adopted, and what happens once it has been.
 */
export interface StartUp {
  /** True from start-up until the page inside the frame has been adopted. */
  adopting: boolean;
  /** The page inside the frame is on screen and live (or failed and shows its error). */
  adopted(): void;
}

/** Outside start-up (the server's render, component tests): nothing to adopt. */
export const StartUpContext = createContext<StartUp>({ adopting: false, adopted() {} });

export function createStartUp(adopting: boolean, styleCache: EmotionCache, input: EarlyInput) {
  let live = false;
  const startUp: StartUp = {
    adopting,
    adopted() {
      if (live) return;
      live = true;
      startUp.adopting = false;
      // A task later: the re-renders adoption itself causes (MUI's Select measures its display
      // element on mount) still find the page's classes composed; then what the patient did
      // meanwhile acts on the live page.
      setTimeout(() => {
        releaseComposedStyles(styleCache);
        input.release(true);
      }, 0);
    },
  };
  return startUp;
}
