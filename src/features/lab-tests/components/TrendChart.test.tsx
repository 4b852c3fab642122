// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { i18n } from '@lingui/core';
import type { LabResult } from '@contracts/lab-tests';
import { renderWithI18n } from '@/ui/test-utils';
import { messages as ne } from '../../../../locales/ne/messages.po';
import { TrendChart, trendsOf } from './TrendChart';

const result = (id: string, parameter: string, value: string, reportedAt: string, flag: LabResult['flag'] = null): LabResult => ({
  id, labTestId: `t-${id}`, testName: 'Test', category: 'Biochemistry', parameter, value, unit: '%', referenceRange: '4-5.6', flag, reportedAt,
});

afterEach(() => { act(() => i18n.loadAndActivate({ locale: 'en', messages: {} })); });

describe('lab trends', () => {
  it('charts only a parameter measured more than once with a number, oldest first', () => {
    const trends = trendsOf([
      result('3', 'HbA1c', '7.9', '2026-11-20T04:00:00Z', 'high'), result('1', 'hba1c', '6.1', '2026-04-20T04:00:00Z', 'high'),
      result('2', 'Glucose', '90', '2026-11-20T04:00:00Z'), result('4', 'Urine sugar', 'Negative', '2026-11-20T04:00:00Z'),
      result('5', 'Urine sugar', 'Negative', '2026-04-20T04:00:00Z'),
    ]);
    expect(trends.map((x) => [x.parameter, x.points.map((p) => p.value)])).toEqual([['HbA1c', [6.1, 7.9]]]);
  });

  it('puts Bikram Sambat dates and Devanagari digits on the axis in Nepali, and flags the latest', () => {
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));
    const [trend] = trendsOf([result('1', 'HbA1c', '6.1', '2026-04-14T04:00:00Z', 'high'), result('2', 'HbA1c', '7.9', '2026-11-24T04:00:00Z', 'high')]);
    const { container } = renderWithI18n(<TrendChart trend={trend!} />);
    const texts = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    // 2083-01-01 BS = 2026-04-14, 2083-08-08 BS = 2026-11-24 (docs: FACTS).
    expect(texts).toContain('१ बैशाख २०८३');
    expect(texts).toContain('८ मंसिर २०८३');
    expect(texts).toContain('७.९');
    // The axis names the reference range's edges, 4 and 5.6 (the points carry their own values).
    expect(texts).toContain('५.६');
    expect(texts).toContain('४');
    expect(texts.filter((x) => x === '७.९')).toHaveLength(1);
    expect(container.querySelector('svg')!.getAttribute('aria-label')).toContain('७.९');
    expect(container.textContent).toContain('पछिल्लो:');
    expect(container.querySelectorAll('circle')).toHaveLength(2);
  });
});
