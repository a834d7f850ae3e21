import { createStore } from '@/modules/ui/states/create-store';

/**
 * Whether this tab's event stream is open. Screens that must stay live (the chat window) poll our
 * own server only while it is not.
 */
export const realtimeConnectionStore = createStore<boolean>(() => false);
