/**
 * Zapier's integration checks (D001, D004, D009) and build-guideline copy rules
 * that the app definition alone decides, run over the real app: each must find
 * nothing. `ZAPIER_CHECKS_REPORT=1` prints every finding instead of failing
 * on the first check.
 */
import { checks } from './integration-checks/checks';

describe("Zapier's integration checks over the app definition", () => {
  if (process.env.ZAPIER_CHECKS_REPORT) {
    it('reports the findings of every check', () => {
      const report = checks.map((c) => {
        const found = c.findings();
        return `${c.id} ${c.title}: ${found.length}${found.length ? `\n  ${found.join('\n  ')}` : ''}`;
      });
      process.stdout.write(`${report.join('\n')}\n`);
      expect(checks.length).toBeGreaterThan(0);
    });
    return;
  }

  it('implements the checks listed here, with their Zapier ids', () => {
    expect(checks.map((c) => c.id)).toEqual([
      'D001',
      'D004',
      'D009',
      'guideline: dynamic dropdowns',
      'guideline: action labels',
      'guideline: trigger labels',
      'guideline: nouns',
      'guideline: descriptions',
      'guideline: platform name',
      'guideline: help text length',
      'guideline: destructive actions',
      'guideline: duplicate fields',
      'guideline: samples',
    ]);
  });

  it.each(checks.map((c) => [`${c.id} ${c.title}`, c] as const))('%s: no findings', (_, check) => {
    expect(check.findings()).toEqual([]);
  });
});
