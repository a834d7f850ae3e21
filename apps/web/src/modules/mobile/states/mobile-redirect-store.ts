import { createStore } from '@/modules/ui/states/create-store';

/**
 * Where a person was when the mobile shell sent them to /mobile-home (a tablet held upright on a
 * desktop page). Turning the tablet to landscape takes them back there while they are still on
 * the mobile home; moving on to another page forgets it (issue 17).
 */
export const mobileRedirectOrigin = createStore<string | null>(() => null);
