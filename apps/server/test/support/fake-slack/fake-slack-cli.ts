import { createFakeSlackStore, seedSlackSample, startFakeSlack } from './fake-slack-server.ts';

/*
 * `npm run fake:slack`: a fake Slack workspace to try the chat integration with no Slack account.
 * Prints the URL to put in SLACK_API_URL and the app's client id and secret to paste in
 * Settings → Slack Integration (and the signing secret, for membership events). FAKE_SLACK_PORT picks the port (default 4011);
 * FAKE_SLACK_RATE_LIMITS=off lifts Slack's per-method tier limits.
 */
const store = createFakeSlackStore();
const sample = seedSlackSample(store);
const fake = await startFakeSlack({
  store,
  port: Number(process.env.FAKE_SLACK_PORT ?? 4011),
  rateLimits: process.env.FAKE_SLACK_RATE_LIMITS !== 'off',
});
console.log(`Fake Slack listening on ${fake.url}`);
console.log(`Start Northdesk with SLACK_API_URL=${fake.url}`);
console.log(`Client ID: ${store.app.clientId}`);
console.log(`Client secret: ${store.app.clientSecret}`);
console.log(`Signing secret (optional, for membership events): ${store.app.signingSecret}`);
console.log(`Workspace: ${store.team.name}; the authorize page approves as ${sample.grace.realName}`);
console.log(
  `Knobs: GET ${fake.url}/_fake/state · POST ${fake.url}/_fake/post {"channel":"${sample.general.id}","text":"Hi"} · POST ${fake.url}/_fake/expire · POST ${fake.url}/_fake/events {"url":"<Events Request URL>"} · POST ${fake.url}/_fake/remove-member {"channel":"${sample.leadership.id}","user":"${sample.grace.id}"} · POST ${fake.url}/_fake/fail {"method":"conversations.history","error":"ratelimited","status":429,"retryAfter":2}`,
);
