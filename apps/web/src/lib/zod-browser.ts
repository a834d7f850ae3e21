/**
 * The web app's `zod` (vite.config.ts aliases the bare `zod` import here): zod itself, with its
 * compiled object parsers off. Building the first object schema makes zod probe for eval with
 * `new Function('')`; the page's CSP (script-src without 'unsafe-eval') refuses it, so the
 * parsers were never compiled anyway, but each refusal is a `securitypolicyviolation` whose
 * report made Chromium collect the source positions of the whole zod chunk during start-up
 * (130-600 ms of main thread on the bench's phone profile, issue 17). `jitless` skips the probe.
 * The server keeps zod's compiled parsers (it has no CSP): this file is the browser's only.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
