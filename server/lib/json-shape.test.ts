import { describe, expect, it } from 'vitest';
import { isJsonContentType, jsonShapeProblem, MAX_JSON_DEPTH, MAX_JSON_MEMBERS } from './json-shape';

const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);

describe('the raw JSON shape check', () => {
  it('lets ordinary bodies through, brackets inside strings included', () => {
    expect(jsonShapeProblem('{"a":{"b":[1,2,{"c":"[[[[{{{{"}]}}')).toBeUndefined();
    expect(jsonShapeProblem(JSON.stringify({ text: '['.repeat(10_000), quote: 'say \\"[[[\\" \\\\' }))).toBeUndefined();
    expect(jsonShapeProblem(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(jsonShapeProblem(JSON.stringify(Array.from({ length: MAX_JSON_MEMBERS }, () => 0)))).toBeUndefined();
    expect(jsonShapeProblem('not json at all {')).toBeUndefined();
  });

  it('names the top-level field nested too deep, or the body itself', () => {
    expect(jsonShapeProblem(nested(MAX_JSON_DEPTH + 1))).toBe('body');
    expect(jsonShapeProblem(nested(100_000))).toBe('body');
    expect(jsonShapeProblem(`{"ok":"[","slot":${nested(100_000)}}`)).toBe('slot');
    expect(jsonShapeProblem(`{"a\\"b":${nested(40)}}`)).toBe('a"b');
  });

  it('refuses a container with more members than the limit', () => {
    expect(jsonShapeProblem(JSON.stringify({ keys: Array.from({ length: MAX_JSON_MEMBERS + 1 }, () => 0) }))).toBe('keys');
    expect(jsonShapeProblem(JSON.stringify(Object.fromEntries(Array.from({ length: MAX_JSON_MEMBERS + 1 }, (_, i) => [`k${i}`, i]))))).toBe('body');
  });

  it('checks the media types the JSON validator parses', () => {
    expect(isJsonContentType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/merge-patch+json')).toBe(true);
    expect(isJsonContentType('multipart/form-data; boundary=x')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });
});
