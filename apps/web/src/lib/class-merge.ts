import { twMerge } from 'tailwind-merge';
import { installClassMerge } from './utils';

// Imported for its effect: every page's code, and the sign-in page's dialogs and Sign Up form,
// wait for it (lib/utils.ts says why it is not in the first load).
installClassMerge(twMerge);
