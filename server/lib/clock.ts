// The server's one clock for every rule that depends on the time (issue 25): quiet hours, reminders, the
// 24-hour change cut-off, past slots, payment and refund deadlines. Production reads the system clock;
// a server test moves it with setClock() instead of depending on the hour it runs at, and
// `npm run test:clock` moves the system clock itself (faketime) for the whole stack.
let source: () => number = () => Date.now();

/** Now, in milliseconds since the epoch. */
export function nowMs(): number {
  return source();
}

/** Now, as a Date. */
export function now(): Date {
  return new Date(source());
}

/** Tests only: read time from `read` (null: the system clock again). */
export function setClock(read: (() => number) | null): void {
  source = read ?? (() => Date.now());
}
