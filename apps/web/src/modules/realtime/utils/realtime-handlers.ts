/**
 * The event stream's chat and Slack handlers with their schemas: fetched with the first such event
 * (RealtimeEventsEffect), not with every page's first load (issue 17).
 */
export { handleSlackAccessEvent } from '@/modules/chat/states/slack-revoked-store';
export { handleChatRealtimeEvent, handleSlackRealtimeEvent } from '@/modules/chat/utils/chat-realtime';
