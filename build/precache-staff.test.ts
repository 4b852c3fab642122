// The clinic console's pages and what only they load are never in a patient's precache (issue 29).
import { describe, expect, it } from 'vitest';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { precacheGroups } from './precache';

const split = (route: string) => `/app/src/routes/${route}?tsr-split=component`;
const chunk = (fileName: string, opts: Partial<OutputChunk> = {}): OutputChunk =>
  ({ type: 'chunk', fileName, isEntry: false, imports: [], dynamicImports: [], moduleIds: [], code: '', ...opts }) as OutputChunk;

describe('precache groups of the clinic console', () => {
  it("puts what only /clinic pages load in 'staff', and what patients' pages share in 'later'", () => {
    const b = Object.fromEntries([
      chunk('assets/index-e.js', { isEntry: true, dynamicImports: ['assets/clinic-c.js', 'assets/signUp-s.js'], moduleIds: ['/app/src/main.tsx'] }),
      chunk('assets/clinic-c.js', { moduleIds: [split('clinic/index.tsx')], imports: ['assets/Console-k.js', 'assets/Field-f.js'] }),
      chunk('assets/Console-k.js', { moduleIds: ['/app/src/features/clinic/components/ConsoleLayout.tsx'] }),
      chunk('assets/signUp-s.js', { moduleIds: [split('signUp.tsx')], imports: ['assets/Field-f.js'] }),
      chunk('assets/Field-f.js', { moduleIds: ['/app/src/ui/Field.tsx'] }),
    ].map((c) => [c.fileName, c])) as OutputBundle;
    const groups = precacheGroups(b, []);
    expect(groups.get('assets/clinic-c.js')).toBe('staff');
    expect(groups.get('assets/Console-k.js')).toBe('staff');
    expect(groups.get('assets/Field-f.js')).toBe('later');
    expect(groups.get('assets/signUp-s.js')).toBe('later');
  });
});
