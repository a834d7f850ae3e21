import pino from 'pino';
import type { AppConfig } from '../config.ts';

export type Logger = pino.Logger;

/** The process logger for work outside a request (start-up, mail, jobs); requests use request.log. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({ level: config.logLevel, base: { service: 'northdesk' } });
}
