// Web Push (issue 16): shows the notification the server sent (title, body, icon; `tag` so a resend
// replaces rather than repeats it) and, when tapped, opens the app at its link: an open window of
// the app is taken there and focused, else a new one is opened.
declare const self: ServiceWorkerGlobalScope;

type PushPayload = { title: string; body: string; link: string | null; tag: string; icon?: string };

const ICON = '/icons/icon-192.png';

export function parsePush(data: PushMessageData | null): PushPayload | null {
  if (!data) return null;
  try {
    const p = data.json() as Partial<PushPayload>;
    if (typeof p.title !== 'string' || typeof p.body !== 'string') return null;
    return { title: p.title, body: p.body, link: typeof p.link === 'string' ? p.link : null, tag: typeof p.tag === 'string' ? p.tag : '', icon: p.icon };
  } catch {
    return null;
  }
}

/** Only paths of this app are opened (a push cannot send the patient elsewhere). */
function appUrl(link: unknown): string {
  const url = new URL(typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin;
}

export async function openLink(link: unknown): Promise<void> {
  const url = appUrl(link);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  // navigate() needs a window this worker controls; otherwise a new window opens at the link.
  const moved = open ? await open.navigate(url).catch(() => null) : null;
  if (moved) {
    await moved.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url);
}

export function registerPush(): void {
  self.addEventListener('push', (event: PushEvent) => {
    const p = parsePush(event.data);
    if (!p) return;
    event.waitUntil(self.registration.showNotification(p.title, {
      body: p.body, icon: p.icon ?? ICON, badge: ICON, data: { link: p.link }, ...(p.tag ? { tag: p.tag } : {}),
    }));
  });

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    event.waitUntil(openLink((event.notification.data as { link?: unknown } | null)?.link));
  });
}

/** At sign-out: this device stops getting the signed-out patient's notifications. */
export async function unsubscribePush(): Promise<void> {
  const sub = await self.registration.pushManager.getSubscription().catch(() => null);
  await sub?.unsubscribe().catch(() => false);
}
