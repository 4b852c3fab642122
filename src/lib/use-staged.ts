// Rendering a long list a few items per task, so that no task blocks a slow phone for long (a tap
// waits for the running task): twenty doctor cards rendered in one go were one task of ~300 ms at
// Lighthouse's 4x CPU. Not left to the UI library's scheduler: Preact has none (see README, "First load").
import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `run` in a task of its own, soon: a message to ourselves is a new task without the 4 ms
 * that browsers add to nested timers. Returns a cancel function.
 */
export function inNextTask(run: () => void): () => void {
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) run();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}

/**
 * How many of `total` items to render now: `first` at once, then `step` more per task until all are
 * there. Another `list` (a new page of results) starts over, as its items are new to render.
 */
export function useStagedCount(total: number, list: unknown, { first = 1, step = 1 }: { first?: number; step?: number } = {}): number {
  const [state, setState] = useState({ list, count: first });
  // A new list: start over in this very render (React's "adjusting state when a prop changes").
  if (state.list !== list) setState({ list, count: first });
  const count = state.list === list ? state.count : first;
  useEffect(() => {
    if (count >= total) return;
    return inNextTask(() => startTransition(() => setState((s) => (s.list === list ? { list, count: s.count + step } : s))));
  }, [count, total, step, list]);
  return Math.min(count, total);
}
