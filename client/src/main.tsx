/**
 * The page's only script tag: tiny, so on a slow link the page's HTML and its first paint come
 * before the app's code competes for the connection and the CPU. Once the page is on screen, the
 * app loads (./start) and adopts it.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void afterFirstPaint().then(() => import('./start'));
