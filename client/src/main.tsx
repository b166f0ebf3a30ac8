/**
 * The page's only script tag: tiny, so on a slow link the page's HTML and its first paint come
 * before the app's code competes for the connection and the CPU. Once the page is on screen, the
 * app loads (./start) and adopts it.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The app's code in steps. Each import runs only the modules earlier steps have not, in a task
 * of its own, so a slow phone's main thread is free between them (one import of everything was a
 * single task of ~350 ms at 4x CPU slowdown). Each step is a library the next ones build on.
 */
const steps = [
  () => import('react-dom/client'),
  () => import('./app/theme'),
  () => import('./lib/apollo-client'),
  () => import('./boot/router-library'),
  () => import('./app/providers'),
  () => import('./start'),
];

async function load() {
  await afterFirstPaint();
  for (const step of steps) {
    await step();
    await nextTask();
  }
}

void load();
