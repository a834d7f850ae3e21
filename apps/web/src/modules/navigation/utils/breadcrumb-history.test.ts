import { BREADCRUMB_CAP } from '@northdesk/shared';
import { describe, expect, it } from 'vitest';
import {
  type BreadcrumbEntry,
  DEFAULT_RETURN_TARGET,
  leavePage,
  parseBreadcrumbHistory,
  recordVisit,
  returnTargetFor,
} from './breadcrumb-history';

function visitAll(paths: string[]): readonly BreadcrumbEntry[] {
  return paths.reduce<readonly BreadcrumbEntry[]>((history, path, i) => recordVisit(history, path, i), []);
}

describe('recordVisit', () => {
  it('appends entries with path, title and timestamp', () => {
    expect(visitAll(['/', '/companies'])).toEqual([
      { path: '/', title: 'Main Dashboard', timestamp: 0 },
      { path: '/companies', title: 'Companies', timestamp: 1 },
    ]);
  });

  it('replaces the earlier entry of a repeated path', () => {
    const history = visitAll(['/', '/companies', '/contacts', '/companies']);
    expect(history.map((e) => e.path)).toEqual(['/', '/contacts', '/companies']);
    expect(history.at(-1)?.timestamp).toBe(3);
  });

  it('leaves the history unchanged when the current page is visited again', () => {
    const history = visitAll(['/', '/companies']);
    expect(recordVisit(history, '/companies/', 99)).toBe(history);
  });

  it(`keeps at most ${BREADCRUMB_CAP} entries, dropping the oldest`, () => {
    const paths = Array.from({ length: 15 }, (_, i) => `/companies/${i}`);
    const history = visitAll(paths);
    expect(history).toHaveLength(BREADCRUMB_CAP);
    expect(history[0]?.path).toBe('/companies/5');
    expect(history.at(-1)?.path).toBe('/companies/14');
  });

  it('stores the path without query or hash', () => {
    expect(visitAll(['/contacts/1?companyId=2#x'])[0]?.path).toBe('/contacts/1');
  });
});

describe('returnTargetFor', () => {
  it('defaults to the dashboard', () => {
    expect(returnTargetFor([], '/companies')).toEqual(DEFAULT_RETURN_TARGET);
    expect(DEFAULT_RETURN_TARGET).toEqual({ path: '/', title: 'Main Dashboard' });
  });

  it('is the entry before the current page', () => {
    const history = visitAll(['/', '/companies', '/companies/7']);
    expect(returnTargetFor(history, '/companies/7')).toEqual({ path: '/companies', title: 'Companies' });
    expect(returnTargetFor(history, '/companies')).toEqual({ path: '/', title: 'Main Dashboard' });
  });

  it('is the dashboard for the first recorded page', () => {
    expect(returnTargetFor(visitAll(['/contacts']), '/contacts')).toEqual(DEFAULT_RETURN_TARGET);
  });

  it('is the last entry for a page not recorded yet', () => {
    const history = visitAll(['/', '/tasks']);
    expect(returnTargetFor(history, '/tasks/3')).toEqual({ path: '/tasks', title: 'Task Management' });
  });
});

describe('leavePage', () => {
  it('removes the page so the previous one returns further back', () => {
    const history = leavePage(visitAll(['/', '/companies', '/companies/7']), '/companies/7');
    expect(history.map((e) => e.path)).toEqual(['/', '/companies']);
    expect(returnTargetFor(recordVisit(history, '/companies', 5), '/companies')).toEqual(
      DEFAULT_RETURN_TARGET,
    );
  });

  it('returns the same history when the page is not in it', () => {
    const history = visitAll(['/']);
    expect(leavePage(history, '/deals')).toBe(history);
  });
});

describe('parseBreadcrumbHistory', () => {
  it('reads a stored history', () => {
    const history = visitAll(['/', '/deals']);
    expect(parseBreadcrumbHistory(JSON.stringify(history))).toEqual(history);
  });

  it.each([null, '', 'not json', '{"path":"/"}', '[{"path":"x","title":"t","timestamp":1}]'])(
    'treats %j as empty',
    (raw) => {
      expect(parseBreadcrumbHistory(raw)).toEqual([]);
    },
  );
});
