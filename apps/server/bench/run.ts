import { benchCompanies } from './companies.ts';
import { benchContacts } from './contacts-bench.ts';
import { benchDeals } from './deals-bench.ts';
import { benchQuotes } from './quotes-bench.ts';

/** npm run bench: every benchmark of the server, one after another. */
await benchCompanies();
await benchContacts();
await benchQuotes();
await benchDeals();
