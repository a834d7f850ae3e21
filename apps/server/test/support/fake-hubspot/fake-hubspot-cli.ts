import crypto from 'node:crypto';
import { seedSample, startFakeHubspot } from './fake-hubspot-server.ts';

/*
 * `npm run fake:hubspot`: a fake HubSpot to try the integration with no HubSpot account. Prints the
 * URL to put in HUBSPOT_API_URL and a token to paste in CRM Settings. FAKE_HUBSPOT_PORT picks the
 * port (default 4010); FAKE_HUBSPOT_COMPANIES / FAKE_HUBSPOT_CONTACTS the sample size;
 * FAKE_HUBSPOT_TOKEN a fixed token instead of a random one.
 */
const token = process.env.FAKE_HUBSPOT_TOKEN ?? `pat-na1-${crypto.randomUUID()}`;
const fake = await startFakeHubspot({
  tokens: [token],
  rateLimitPer10s: 100,
  searchPerSecond: 5,
  port: Number(process.env.FAKE_HUBSPOT_PORT ?? 4010),
});
seedSample(
  fake.store,
  Number(process.env.FAKE_HUBSPOT_COMPANIES ?? 25),
  Number(process.env.FAKE_HUBSPOT_CONTACTS ?? 60),
);
console.log(`Fake HubSpot listening on ${fake.url}`);
console.log(`Start Northdesk with HUBSPOT_API_URL=${fake.url}`);
console.log(`Access token: ${token}`);
console.log(
  `Knobs: GET ${fake.url}/_fake/state · POST ${fake.url}/_fake/fail {"status":429,"count":3} · POST ${fake.url}/_fake/seed`,
);
