import { describe, expect, it } from 'vitest';
import { slug } from './check-doc-links';
import { runCheck, runOnEachFixture, SPAWN_TIMEOUT_MS } from './lib/check-fixtures';

const DOCS = {
  'docs/operations.md': '# Operations\n\n## The doctor\'s side, locally\n\n```\n[not a link](nowhere.md)\n```\n',
  'docs/decisions/0001-x.md': '# 0001. X\n\nSee [operations](../operations.md#the-doctors-side-locally).\n',
};

describe('check-doc-links', () => {
  it('makes GitHub\'s anchors of headings', () => {
    expect(slug("The doctor's side, locally")).toBe('the-doctors-side-locally');
    expect(slug('One name per domain')).toBe('one-name-per-domain');
  });

  it('makes `npm run lint` fail: exit 1 on a missing file and on a missing heading, 0 on good links and on this repository', async () => {
    const runs = await runOnEachFixture('check-doc-links.ts', {
      'missing file': { ...DOCS, 'README.md': '[Offline](docs/offline.md)\n' },
      'missing heading': { ...DOCS, 'README.md': '[Production](docs/operations.md#production)\n' },
      'good links': { ...DOCS, 'README.md': '[Ops](docs/operations.md) [site](https://example.org/x) [top](#readme)\n\n# README\n' },
    });
    expect(runs['missing file']).toMatchObject({ status: 1, stderr: expect.stringContaining('README.md:1: docs/offline.md does not resolve') });
    expect(runs['missing heading']).toMatchObject({ status: 1, stderr: expect.stringContaining('docs/operations.md#production') });
    expect(runs['good links']).toEqual({ status: 0, stderr: '' });
    expect(runCheck('check-doc-links.ts')).toMatchObject({ status: 0, stderr: '' });
  }, SPAWN_TIMEOUT_MS);
});
