import { createFileRoute } from '@tanstack/react-router';
import { ShlViewerPage } from '@/features/health-summary/components/ShlViewerPage';

// /shl#shlink:/… — public: a doctor opens a SMART Health Link (the key stays in the fragment, in the browser).
export const Route = createFileRoute('/shl')({
  component: ShlViewerPage,
});
