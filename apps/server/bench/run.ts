import { benchCompanies } from './companies.ts';

/** npm run bench: every benchmark of the server, one after another. */
await benchCompanies();
