// What the install offer's buttons do. Apart from install-event.ts, which every first screen loads:
// only the offer's UI (loaded when it is shown) needs them.
import { DISMISSED_KEY, notify, takeInstallPrompt } from './install-event';

/** Show the prompt; whatever the answer, it is not offered again. */
export async function promptInstall(): Promise<void> {
  const event = takeInstallPrompt();
  if (!event) return;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
  dismissInstall();
}

export function dismissInstall(storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage unavailable: the prompt comes back next time, which is harmless.
  }
  notify();
}
