import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once this place comes within half a screen of the viewport, an empty space of
 * `height` until then (`children` at once where there is no IntersectionObserver). For content far
 * below a phone's first screen: without the signed-in home's doctor cards and health-feed posts, its
 * Lighthouse blocking time was about half (docs/performance.md), for something seen only after
 * scrolling. The space is still: a shimmering skeleton there repainted every frame for as long as
 * nobody scrolled. Keep the section's heading outside: a screen reader finds the section, and moving
 * to its heading scrolls it near. The switch renders in a transition (in slices, while scrolling).
 */
export function WhenNear({ children, height }: { children: ReactNode; height: string }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const place = ref.current;
    if (near || !place) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [near]);
  return near ? <>{children}</> : <div ref={ref} style={{ minHeight: height }} data-testid="when-near" />;
}
