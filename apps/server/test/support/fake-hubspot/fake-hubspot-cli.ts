import crypto from 'node:crypto';
import { seedSample, startFakeHubspot } from './fake-hubspot-server.ts';

/*
 * `npm run fake:hubspot`: a fake HubSpot to try the integration with no HubSpot account. Prints the
 * URL to put in HUBSPOT_API_URL and a token to paste in CRM Settings. FAKE_HUBSPOT_PORT picks the
 * port (default 4010); FAKE_HUBSPOT_COMPANIES / FAKE_HUBSPOT_CONTACTS the sample size;
 * FAKE_HUBSPOT_TOKEN a fixed token instead of a random one; FAKE_HUBSPOT_SEED_AGE_HOURS dates the
 * sample that many hours back (the benchmark's incremental sync then reads only what it changed).
 */
const token = process.env.FAKE_HUBSPOT_TOKEN ?? `pat-na1-${crypto.randomUUID()}`;
// FAKE_HUBSPOT_RATE_LIMIT=off lifts HubSpot's limits (to profile our side alone).
const limited = process.env.FAKE_HUBSPOT_RATE_LIMIT !== 'off';
const fake = await startFakeHubspot({
  tokens: [token],
  rateLimitPer10s: limited ? 100 : null,
  searchPerSecond: limited ? 5 : null,
  port: Number(process.env.FAKE_HUBSPOT_PORT ?? 4010),
});
const ageMs = Number(process.env.FAKE_HUBSPOT_SEED_AGE_HOURS ?? 0) * 3_600_000;
fake.store.setClock(() => Date.now() - ageMs);
seedSample(
  fake.store,
  Number(process.env.FAKE_HUBSPOT_COMPANIES ?? 25),
  Number(process.env.FAKE_HUBSPOT_CONTACTS ?? 60),
);
fake.store.setClock(Date.now);
console.log(`Fake HubSpot listening on ${fake.url}`);
console.log(`Start Northdesk with HUBSPOT_API_URL=${fake.url}`);
console.log(`Access token: ${token}`);
console.log(
  `Knobs: GET ${fake.url}/_fake/state · POST ${fake.url}/_fake/fail {"status":429,"count":3} · POST ${fake.url}/_fake/seed · POST ${fake.url}/_fake/touch {"contacts":10}`,
);
