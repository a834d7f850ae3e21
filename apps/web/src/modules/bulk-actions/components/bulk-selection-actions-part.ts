import { lazyPart } from '@/modules/ui/utils/lazy-part';

/**
 * The bar's actions for chosen rows (lead status and owner menus, the archive confirmation: Radix,
 * `ui-overlay` and `ui-controls`), fetched when a row checkbox is reached for rather than with
 * the list's first load (issue 17).
 */
export const BulkSelectionActions = lazyPart(() => import('./BulkSelectionActions'), 'BulkSelectionActions');

export const preloadBulkActions = BulkSelectionActions.preload;
