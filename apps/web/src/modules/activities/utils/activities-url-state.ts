import {
  ACTIVITY_CURSOR,
  ACTIVITY_TYPES,
  type ActivityListQuery,
  type ActivityType,
} from '@northdesk/shared';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What /activities shows; kept in the address (reload, Back and a shared link show the same list). */
export interface ActivitiesListState {
  search: string;
  /** '' for all types. */
  type: ActivityType | '';
  /** '' for everyone, "mine", or a user id (the reports' drill-down sends the same). */
  createdBy: string;
  /** London days, yyyy-mm-dd or ''. */
  from: string;
  to: string;
  /** The page position: older than / newer than a row's key ('' on the first page). */
  before: string;
  after: string;
}

export function parseActivitiesListState(params: URLSearchParams): ActivitiesListState {
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  const cursor = (key: string) => {
    const value = params.get(key) ?? '';
    return ACTIVITY_CURSOR.test(value) ? value : '';
  };
  const before = cursor('before');
  return {
    search: params.get('search') ?? '',
    type: ACTIVITY_TYPES.find((t) => t === params.get('type')) ?? '',
    createdBy: params.get('createdBy') ?? '',
    from: date('from'),
    to: date('to'),
    before,
    // One direction at a time, as the API takes it.
    after: before ? '' : cursor('after'),
  };
}

/** The address form of a state; empty values are left out so a plain /activities stays plain. */
export function activitiesListSearchParams(state: ActivitiesListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['search', 'type', 'createdBy', 'from', 'to', 'before', 'after'] as const) {
    const value = key === 'search' ? state.search.trim() : state[key];
    if (value) params.set(key, key === 'search' ? state.search : value);
  }
  return params;
}

/** Whether anything narrows the list (the page position does not). */
export function isFiltered(state: ActivitiesListState): boolean {
  return Boolean(state.search.trim() || state.type || state.createdBy || state.from || state.to);
}

/** The API query of a state. */
export function activityQueryOf(state: ActivitiesListState, limit: number): ActivityListQuery {
  const query: ActivityListQuery = { limit };
  if (state.search.trim()) query.search = state.search.trim();
  if (state.type) query.type = state.type;
  if (state.createdBy) query.createdBy = state.createdBy;
  if (state.from) query.from = state.from;
  if (state.to) query.to = state.to;
  if (state.before) query.before = state.before;
  if (state.after) query.after = state.after;
  return query;
}
