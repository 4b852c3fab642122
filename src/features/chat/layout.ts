import { useMediaQuery } from '@/lib/hooks/use-media-query';

/** List and conversation side by side from this width; below it they are separate screens. */
export const SPLIT_MEDIA = '(min-width: 900px)';

export function useSplitView(): boolean {
  return useMediaQuery(SPLIT_MEDIA);
}
